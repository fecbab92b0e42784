// Proves the layering rule of architecture.md: each planted violation fails lint, and the
// same file without it passes. Uses ESLint's API with the project's own eslint.config.js.
import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const violations: [string, string][] = [
  ['shared/resources/planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
  ['shared/odata/planted.ts', "import path from 'path';\nexport const x = path;\n"],
  ['shared/batch/planted.ts', "import { x } from '../../main/api/client.js';\nexport const y = x;\n"],
  ['shared/ipc/planted.ts', "import { x } from '../../server/app.js';\nexport const y = x;\n"],
  ['renderer/src/planted.ts', "import { x } from '../../main/jobs/import-run.js';\nexport const y = x;\n"],
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

describe('layering lint rule', () => {
  it.each(violations)('rejects the planted violation in %s', async (filePath, code) => {
    const errors = await restrictedImportErrors(filePath, code);
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each(allowed)('accepts the allowed import in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toEqual([]);
  });
});
