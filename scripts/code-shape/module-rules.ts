// Who may import whom inside main/, as data (VS Code's `target -> allowed` form). Each
// main/<module> lists the other main/ modules it may import; shared/ is open to all of main/,
// server/ only where named. `npm run check:modules` (and lint) compares the real import graph
// with this table, and test/unit/code-shape/module-rules.test.ts holds docs/architecture.md's
// arrows to it, so a new arrow is a decision written here, not an accident.

/** main/<module> -> the modules it may import (besides itself and shared/). */
export const allowedImports: Readonly<Record<string, readonly string[]>> = {
  // The floor: nothing of main/ below them but the data folder (net reads a CA file through it).
  'main/files': [],
  'main/net': ['main/files'],
  'main/connection-refs': ['main/files'],
  'main/sheets': ['main/files'],
  'main/i18n': ['main/files'],
  'main/shell-rules': [],
  // Secrets and the service: the keychain and tokens, then the REST client over them.
  'main/auth': ['main/files', 'main/net'],
  'main/api': ['main/auth', 'main/net'],
  'main/logs': ['main/files'],
  'main/updates': ['main/files'],
  // The job store and the engines.
  'main/journal': ['main/connection-refs', 'main/files'],
  'main/jobs': ['main/api', 'main/connection-refs', 'main/files', 'main/journal', 'main/sheets'],
  // Opening a connection: the built-in sandbox is reached only here and from the CLI.
  'main/live-connections': ['main/api', 'main/auth', 'main/connection-refs', 'main/files', 'main/net', 'server'],
  // Transport of notifications: below the watcher that composes them.
  'main/notify': ['main/auth', 'main/files', 'main/net'],
  'main/automation': ['main/auth', 'main/files', 'main/jobs', 'main/net', 'main/notify', 'main/sheets'],
  'main/review': ['main/connection-refs', 'main/files', 'main/jobs', 'main/journal', 'main/sheets'],
  'main/run-control': ['main/jobs', 'main/journal', 'main/sheets'],
  // Multi-step plans: orchestration over the engine's own entries.
  'main/plans': ['main/files', 'main/jobs', 'main/journal', 'main/sheets'],
  // The two front doors. ipc dispatches; it reads the journal openly for the History screen's
  // rows and reports (main/run-control holds the run control, not every read).
  'main/ipc': [
    'main/api',
    'main/auth',
    'main/automation',
    'main/connection-refs',
    'main/files',
    'main/i18n',
    'main/jobs',
    'main/journal',
    'main/live-connections',
    'main/logs',
    'main/notify',
    'main/plans',
    'main/review',
    'main/run-control',
    'main/sheets',
    'main/updates',
  ],
  'main/cli': [
    'main/api',
    'main/auth',
    'main/automation',
    'main/connection-refs',
    'main/files',
    'main/jobs',
    'main/journal',
    'main/live-connections',
    'main/net',
    'main/notify',
    'main/plans',
    'server',
  ],
  // How a start of the app's executable is run: the window, or the command line (plain Node).
  'main/launch': ['main/cli'],
  // Electron's glue, the only importer of `electron`.
  'main/app': [
    'main/shell-rules',
    'main/auth',
    'main/files',
    'main/i18n',
    'main/ipc',
    'main/launch',
    'main/logs',
    'main/net',
    'main/updates',
  ],
};
