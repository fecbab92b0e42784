// The app's start, shared by the Electron entry (main/app/main.ts) and the plain-Node one
// (node-main.ts, what the launcher tests run): a command-line start runs the CLI's own entry,
// anything else opens the window. Plain Node, so a test can run the very code the app runs.
import { cliArgsOf } from './cli-start.js';

export interface StartHooks {
  /** Before the CLI runs (the Electron entry hides the macOS dock icon). */
  beforeCli(): void;
  /** Opens the window (the Electron entry imports the window app). */
  startWindow(): Promise<unknown>;
}

/**
 * Runs the CLI when `argv` is a command-line start (its entry ends the process with the
 * CLI's exit code), else opens the window. Resolves when either has been started.
 */
export async function startApp(argv: readonly string[], hooks: StartHooks): Promise<void> {
  const args = cliArgsOf(argv);
  if (!args) {
    await hooks.startWindow();
    return;
  }
  hooks.beforeCli();
  // The CLI's entry reads process.argv.slice(2) and exits with the CLI's code once stdout
  // has drained: giving it the arguments in that shape runs exactly what the npm bin runs.
  process.argv = [process.argv[0] ?? 'commerce-bulk', 'commerce-bulk', ...args];
  await import('../cli/index.js');
}
