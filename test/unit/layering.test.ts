// Proves the layering rule of architecture.md: each planted violation fails lint, and the
// same file without it passes. Uses ESLint's API with the project's own eslint.config.js.
import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';

// The planted files do not exist, so the type-aware rules (which need each file in a
// tsconfig) are off here; the import rules need no types.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** All messages of linting `code` as `filePath`; a file that does not parse fails the test, not passes it. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = (result?.messages ?? []).filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not lint: ${fatal.map((m) => m.message).join('; ')}`);
  return result?.messages ?? [];
}

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code))
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const violations: [string, string][] = [
  ['shared/resources/planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  ['shared/odata/planted.ts', "import path from 'path';\nexport const x = path;\n"],
  ['shared/batch/planted.ts', "import { x } from '../../main/api/client.js';\nexport const y = x;\n"],
  ['shared/ipc/planted.ts', "import { x } from '../../server/app.js';\nexport const y = x;\n"],
  ['renderer/src/planted.ts', "import { x } from '../../main/jobs/run/import-run.js';\nexport const y = x;\n"],
  ['renderer/src/planted2.ts', "import { ipcRenderer } from 'electron';\nexport const y = ipcRenderer;\n"],
  ['renderer/src/planted3.ts', "import fs from 'node:fs';\nexport const y = fs;\n"],
  ['main/jobs/planted.ts', "import { app } from 'electron';\nexport const y = app;\n"],
  ['main/api/planted.ts', "import { x } from '../../server/v1/routes.js';\nexport const y = x;\n"],
  ['main/app/planted.ts', "import { x } from '../../server/store/db.js';\nexport const y = x;\n"],
  ['server/planted.ts', "import { x } from '../main/api/client.js';\nexport const y = x;\n"],
  ['server/v1/planted.ts', "import { BrowserWindow } from 'electron';\nexport const y = BrowserWindow;\n"],
  // dynamic import() and require(), which no-restricted-imports alone does not see
  ['main/api/planted-dynamic.ts', "export const y = () => import('../../server/v1/routes.js');\n"],
  ['renderer/src/planted-dynamic.ts', "export const y = () => import('node:fs');\n"],
  ['shared/odata/planted-dynamic.ts', "export const y = () => import('../../main/jobs/index.js');\n"],
  [
    'main/jobs/planted-require.ts',
    "declare const require: (id: string) => unknown;\nexport const y = require('electron');\n",
  ],
  ['server/planted-dynamic.ts', "export const y = () => import('../main/cli/index.js');\n"],
  // Node-only packages in code that runs in the browser
  ['shared/resources/planted-sqlite.ts', "import Database from 'better-sqlite3';\nexport const y = Database;\n"],
  ['renderer/src/planted-undici.ts', "import { request } from 'undici';\nexport const y = request;\n"],
];

const allowed: [string, string][] = [
  ['shared/batch/planted.ts', "import { x } from '../odata/index.js';\nexport const y = x;\n"],
  ['renderer/src/planted.ts', "import { x } from '../../shared/ipc/contract.js';\nexport const y = x;\n"],
  ['main/app/planted.ts', "import { app } from 'electron';\nexport const y = app;\n"],
  [
    'main/cli/planted.ts',
    "import { startSandbox } from '../../server/index.js';\nimport fs from 'node:fs';\nexport const y = [startSandbox, fs];\n",
  ],
  [
    'server/planted.ts',
    "import { x } from '../shared/batch/index.js';\nimport fs from 'node:fs';\nexport const y = [x, fs];\n",
  ],
  ['main/ipc/planted.ts', "export const y = () => import('../sheets/index.js');\n"],
  ['main/cli/planted2.ts', "export const y = () => import('../../server/index.js');\n"],
];

async function deepImportErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).filter((m) => m.ruleId === 'local/no-deep-import').map((m) => m.message);
}

// Folders with an index.ts are entered only through it (eslint-rules/no-deep-import.js). Each
// planted violation names the barrel the message must point at.
const deepImports: [string, string, string][] = [
  [
    'main/cli/planted.ts',
    "import { ingest } from '../jobs/plan/ingest.js';\nexport const y = ingest;\n",
    '../jobs/index.js',
  ],
  // the job store is a module of its own: its barrel is the way in
  [
    'main/cli/planted.ts',
    "import { Journal } from '../journal/journal.js';\nexport const y = Journal;\n",
    '../journal/index.js',
  ],
  [
    'main/ipc/planted.ts',
    "import type { Journal } from '../journal/schema.js';\nexport type Y = Journal;\n",
    '../journal/index.js',
  ],
  ['main/ipc/planted.ts', "export { redact } from '../auth/redact.js';\n", '../auth/index.js'],
  [
    'main/ipc/planted.ts',
    "export const y = () => import('../live-connections/open.js');\n",
    '../live-connections/index.js',
  ],
  // only index.ts is a barrel: a second, narrower entry (index.light.ts) is no way in
  [
    'main/review/planted.ts',
    "import { Journal } from '../jobs/index.light.js';\nexport const y = Journal;\n",
    '../jobs/index.js',
  ],
  [
    'server/planted.ts',
    "import { x } from '../shared/odata/literal.js';\nexport const y = x;\n",
    '../shared/odata/index.js',
  ],
  [
    'renderer/src/planted.ts',
    "import { x } from '../../shared/ipc/schemas/jobs.js';\nexport const y = x;\n",
    '../../shared/ipc/index.js',
  ],
];

const shallowImports: [string, string][] = [
  ['main/cli/planted.ts', "import { Journal } from '../journal/index.js';\nexport const y = Journal;\n"],
  ['main/review/planted.ts', "import { Journal } from '../journal/index.js';\nexport const y = Journal;\n"],
  ['main/jobs/planted.ts', "import { Journal } from '../journal/index.js';\nexport const y = Journal;\n"],
  ['main/jobs/plan/planted.ts', "import { planSummary } from './plan-summary.js';\nexport const y = planSummary;\n"],
  // inside a module, files import files across its folders: main/jobs has one barrel, at its top
  ['main/jobs/report/planted.ts', "import { ingest } from '../ingest/ingest.js';\nexport const y = ingest;\n"],
  ['main/jobs/plan/planted.ts', "import { Journal } from '../../journal/index.js';\nexport const y = Journal;\n"],
  // main/ipc has no index.ts: its files import each other freely
  [
    'main/app/planted.ts',
    "import { createHandlerTable } from '../ipc/handlers.js';\nexport const y = createHandlerTable;\n",
  ],
  // tests reach into internals on purpose (the rule covers main/, server/, shared/, renderer/)
  [
    'test/unit/planted.test.ts',
    "import { ingest } from '../../main/jobs/ingest/ingest.js';\nexport const y = ingest;\n",
  ],
];

describe('no-deep-import lint rule', () => {
  it.each(deepImports)('rejects the deep import in %s', async (filePath, code, barrel) => {
    const errors = await deepImportErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`import from '${barrel}' instead`);
  });

  it.each(shallowImports)('accepts the import in %s', async (filePath, code) => {
    expect(await deepImportErrors(filePath, code)).toEqual([]);
  });
});

async function exportStarErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code))
    .filter((m) => m.ruleId === 'local/no-export-star-in-barrel')
    .map((m) => m.message);
}

// A barrel lists its exports by name (eslint-rules/no-export-star-in-barrel.js).
const starBarrels: [string, string][] = [
  ['main/foo/index.ts', "export * from './x.js';\n"],
  ['server/foo/index.ts', "export { a } from './a.js';\nexport * as all from './x.js';\n"],
  ['shared/foo/index.ts', "export type * from './types.js';\n"],
];

const listedBarrels: [string, string][] = [
  [
    'main/foo/index.ts',
    "export { a, b as c } from './x.js';\nexport type { T } from './types.js';\nexport { d } from './y.js';\n",
  ],
  // only barrels are held to it: inside a module a file may pass another on whole
  ['main/foo/x.ts', "export * from './y.js';\n"],
];

describe('no-export-star-in-barrel lint rule', () => {
  it.each(starBarrels)('rejects the star export in %s', async (filePath, code) => {
    const errors = await exportStarErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("replace the `export *` of './");
  });

  it.each(listedBarrels)('accepts the explicit lists in %s', async (filePath, code) => {
    expect(await exportStarErrors(filePath, code)).toEqual([]);
  });
});

describe('layering lint rule', () => {
  it.each(violations)('rejects the planted violation in %s', async (filePath, code) => {
    const errors = await restrictedImportErrors(filePath, code);
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each(allowed)('accepts the allowed import in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toEqual([]);
  });
});

// The review's worker thread reads, validates and journals rows; through a barrel it could
// load the network client, the keychain, exceljs or the sandbox. Static imports only: a
// dynamic import() runs when called, not when the thread starts.
describe('the review worker threads', () => {
  it.each(['main/review/ingest-worker.ts', 'main/review/ingest-reader.ts'])(
    '%s loads neither server/, exceljs, undici nor the keychain at start-up',
    async (entry) => {
      const { build } = await import('esbuild');
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        metafile: true,
        logLevel: 'silent',
        outdir: 'out',
      });
      const inputs = result.metafile.inputs;
      const files = new Set<string>();
      const packages = new Set<string>();
      const stack = [entry];
      for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
        if (files.has(file)) continue;
        files.add(file);
        for (const im of inputs[file]?.imports ?? []) {
          if (im.kind !== 'import-statement') continue;
          if (im.external) packages.add(im.path);
          else stack.push(im.path);
        }
      }
      expect([...files].filter((f) => f.startsWith('server/') || f.startsWith('main/api/'))).toEqual([]);
      for (const heavy of ['exceljs', 'undici', '@napi-rs/keyring', 'fastify']) expect(packages).not.toContain(heavy);
      expect(packages).toContain('better-sqlite3'); // the walk does see packages
    },
  );
});

// Type-aware promise rules. The project service needs a file its tsconfig includes, so the
// planted code is linted under the name of a real file of each tsconfig (the text given wins).
describe('no-floating-promises', () => {
  const typed = new ESLint();
  const floating = async (filePath: string, code: string) => {
    const [result] = await typed.lintText(code, { filePath });
    const messages = result?.messages ?? [];
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    return messages.filter((m) => m.ruleId === '@typescript-eslint/no-floating-promises').map((m) => m.line);
  };
  const planted = 'const later = async (): Promise<number> => 1;\nlater();\nexport const y = later;\n';
  const handled =
    'const later = async (): Promise<number> => 1;\n' +
    '// fire-and-forget on purpose, its error caught\n' +
    'void later().catch(() => undefined);\n' +
    'export const y = later;\n';

  it.each(['main/files/app-home.ts', 'renderer/src/hooks.ts', 'shared/odata/literal.ts'])(
    'refuses an unawaited promise in %s and accepts a voided, caught one',
    async (filePath) => {
      expect(await floating(filePath, planted)).toEqual([2]);
      expect(await floating(filePath, handled)).toEqual([]);
    },
    // The first file of each tsconfig builds that TypeScript program: seconds, more under load.
    120_000,
  );
});
