// Issue 44: the CLI speaks English, and pays for English only. The built CLI runs with a module
// hook that records every module it loads: no other language's catalogue (shared/languages/,
// or a language folder left under shared/i18n/locales/) and no i18next, whose plural rules
// build Intl objects. A second preload records every Intl constructor and toLocaleString the
// CLI calls: the first one pages in Node's ICU data (+5.5 MB), and an import or `jobs` needs
// none. Each run's exact output is checked too, so the recording is of a command that worked.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { cliUsage, dryStockImport, ROOT, tempDir } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
let file: string;
beforeAll(async () => {
  dir = tempDir('cb-english-only-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 30, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
  file = join(dir, 'ten.csv');
  const rows = Array.from({ length: 10 }, (_, i) => `${String(i + 1).padStart(7, '0')},1,${i + 5}`);
  writeFileSync(file, `SKU,DC,Qty\r\n${rows.join('\r\n')}\r\n`);
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

const otherLanguage = (url: string): boolean =>
  /\/dist\/shared\/languages\//.test(url) || /\/shared\/i18n\/locales\/(?!en\/)[^/]+\//.test(url);
const fromI18next = (url: string): boolean => /\/node_modules\/i18next\//.test(url);
const english = (url: string): boolean => url.includes('/dist/shared/i18n/locales/en/engine.js');

const DRY_RUN = 'Dry run, nothing changed. Rows would be: Created 4, Updated 5, Unchanged 1';

describe('the CLI loads English alone (compiled CLI, after npm run build)', () => {
  it('import, export, login --check, jobs and --help load no other language and no i18next', async () => {
    const home = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const runs: [string[], (stdout: string) => void, boolean][] = [
      [dryStockImport(file, creds, join(dir, 'r.xlsx')), (out) => expect(out.split('\n')).toContain(DRY_RUN), true],
      [
        ['export', 'DCQuantities', '--credentials', creds, '--out', join(dir, 'e.csv')],
        (out) => expect(out).toMatch(/^Exported 60 products with 5 distribution center columns \(2 requests\) to /),
        true,
      ],
      [
        ['login', '--check', '--credentials', creds],
        (out) => expect(out).toBe(`Sign-in works: credentials file ${creds} (${sandbox.url})\n`),
        true,
      ],
      [
        ['jobs'],
        (out) => expect(out).toContain(`DCQuantities/upsert  would be: Created 4, Updated 5, Unchanged 1`),
        false,
      ],
      [['--help'], (out) => expect(out).toContain('Usage: commerce-bulk [options] [command]'), false],
    ];
    for (const [args, check, speaks] of runs) {
      const r = await cliUsage(args, home, { recordModules: true });
      expect(r.code, `${args[0]}: ${r.stderr}`).toBe(0);
      check(r.stdout);
      // The recording is real: the CLI's program is in it, and the English catalogue where it speaks.
      expect(r.loaded.some((u) => u.includes('/dist/main/cli/program.js'))).toBe(true);
      expect(r.loaded.some(english), args[0]).toBe(speaks);
      expect(r.loaded.filter(otherLanguage), args[0]).toEqual([]);
      expect(r.loaded.filter(fromI18next), args[0]).toEqual([]);
    }
  }, 300_000);

  it('a 10-row dry-run import and jobs make no Intl object and call no toLocaleString', async () => {
    const guard = join(dir, 'intl-guard.mjs');
    writeFileSync(
      guard,
      `import { appendFileSync } from 'node:fs';
const note = (what) => appendFileSync(process.env.CB_INTL_FILE, what + ' ' + new Error().stack.split('\\n')[3]?.trim() + '\\n');
for (const k of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'ListFormat', 'RelativeTimeFormat', 'DisplayNames', 'Segmenter']) {
  const C = Intl[k];
  Intl[k] = new Proxy(C, { construct(t, a) { note('Intl.' + k); return new t(...a); }, apply(t, self, a) { note('Intl.' + k); return t(...a); } });
}
for (const [o, m] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare']]) {
  const f = o[m];
  o[m] = function (...a) { note(m); return f.apply(this, a); };
}
`,
    );
    const intlFile = join(dir, 'intl.txt');
    const env = { ...process.env, COMMERCE_BULK_HOME: join(dir, 'home-intl'), CB_INTL_FILE: intlFile };
    const run = (args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
      new Promise((done) => {
        const child = execFile(
          process.execPath,
          ['--import', guard, join(ROOT, 'dist/main/cli/index.js'), ...args],
          { cwd: ROOT, env, timeout: 120_000 },
          (_, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
        );
      });
    for (const [args, expected] of [
      [dryStockImport(file, creds, join(dir, 'i.xlsx')), DRY_RUN],
      [['jobs'], 'DCQuantities/upsert  would be: Created 4, Updated 5, Unchanged 1'],
    ] as const) {
      writeFileSync(intlFile, '');
      const r = await run([...args]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(expected);
      expect(readFileSync(intlFile, 'utf8'), args[0]).toBe('');
    }
    // The guard is real: the same preload records a toLocaleString that the CLI's own node makes.
    writeFileSync(intlFile, '');
    await new Promise((done) =>
      execFile(process.execPath, ['--import', guard, '-e', '(1234).toLocaleString("en-US")'], { env }, done),
    );
    expect(readFileSync(intlFile, 'utf8')).toMatch(/^toLocaleString /);
  }, 300_000);
});
