// Issue 44: the CLI ships as one esbuild bundle (scripts/build-cli.mjs, run by npm run build).
// What bundling could break, checked on the built files and on a real run: a worker thread
// found from a bundled module's place in dist/ (the journal's line thread, the undo thread),
// and zod's locales left out. The run imports 2,500 values through the bundled CLI, so the
// journal's lines go to the line thread, and reads every value back from the sandbox (the undo
// thread starts from 20,000 changed rows: that one is checked on the files).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import {
  CH,
  ROOT,
  cliUsage,
  profileQuantities,
  readSheet,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';

const CLI = join(ROOT, 'dist/main/cli');
const PRODUCTS = 625; // 2,500 values: the ingest's second batch of lines goes to the thread

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-bundle-');
  svc = await startService({ seedProducts: PRODUCTS, rateLimit: 0, maxConcurrency: 0 }, join(dir, 'service'));
}, 120_000);
afterAll(async () => {
  await svc?.close();
});

describe('the bundled CLI (after npm run build)', () => {
  it('is a bundle: the entry holds the program, its commands are chunks beside it', () => {
    const meta = JSON.parse(readFileSync(join(CLI, 'bundle-meta.json'), 'utf8')) as Record<string, string[]>;
    expect(meta['index.js']).toContain('main/cli/program.ts');
    const chunks = readdirSync(CLI).filter((f) => /^bundle-.*\.js$/.test(f));
    expect(chunks.sort()).toEqual(
      Object.keys(meta)
        .filter((f) => f !== 'index.js')
        .sort(),
    );
    const inputs = Object.values(meta).flat();
    expect(inputs).toContain('main/jobs/run/run-import.ts');
    expect(inputs.some((i) => i.startsWith('node_modules/undici/'))).toBe(true);
    // zod's own English stays; its other 60-odd locales are not in the bundle (their index is emptied).
    expect(inputs).toContain('node_modules/zod/v4/locales/en.js');
    expect(inputs.filter((i) => /zod\/v4\/locales\/(?!en\.js|index\.js)/.test(i))).toEqual([]);
    expect(
      inputs.filter((i) => i.startsWith('node_modules/nodemailer/') || i.startsWith('node_modules/fastify/')),
    ).toEqual([]);
    // A module's CommonJS names do not exist in an ES module bundle: no bundled code may need them
    // (undici reads __filename only behind a typeof; write-file-atomic, which needs it, stays out).
    for (const f of readdirSync(CLI).filter((n) => n.endsWith('.js'))) {
      const code = readFileSync(join(CLI, f), 'utf8').replace(
        /typeof __filename\s*!==?\s*"undefined"\s*\?\s*__filename/g,
        '',
      );
      expect(code.match(/\b__(filename|dirname)\b/g), f).toBeNull();
    }
  });

  it('finds every worker thread and lazily required package from where tsc put its module', () => {
    const places = new Set<string>();
    for (const f of readdirSync(CLI).filter((n) => n.endsWith('.js')))
      for (const m of readFileSync(join(CLI, f), 'utf8').matchAll(/new URL\("([^"]+)",\s*import\.meta\.url\)/g))
        places.add(fileURLToPath(new URL(m[1]!, `file://${CLI}/`)));
    expect([...places].map((p) => p.slice(ROOT.length + 1)).sort()).toEqual([
      'dist/main/auth/secret-vault.js',
      'dist/main/jobs/report/undo-aside.js',
      'dist/main/journal/line-writer.js',
      'dist/main/sheets/codecs.js',
    ]);
    for (const p of places) expect(existsSync(p), p).toBe(true);
    expect(existsSync(join(ROOT, 'dist/main/journal/line-thread.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'dist/main/jobs/run/undo-thread.js'))).toBe(true);
  });

  it('imports 2,500 values with its line thread, every value read back from the sandbox', async () => {
    const lines = ['Product ID,DC,Qty'];
    const expected = new Map<string, number>();
    for (let i = 0; i < PRODUCTS * 4; i++) {
      const [p, dc] = [2_000_001 + Math.floor(i / 4), (i % 4) + 1];
      lines.push(`${p},${dc},${7_000 + i}`);
      expected.set(`${dc},${p}`, 7_000 + i);
    }
    const file = join(dir, 'stock.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = await cliUsage(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', join(dir, 'result.xlsx')],
      { COMMERCE_BULK_HOME: join(dir, 'home') },
      { recordModules: true, timeoutMs: 240_000 },
    );
    expect(r.code, r.stderr).toBe(0);
    // The thread's own module, unbundled, loaded from dist/ where the bundle pointed.
    expect(r.loaded).toContain(`file://${ROOT}/dist/main/journal/line-thread.js`);
    const got = await profileQuantities(svc, CH);
    for (const [key, qty] of expected) expect(got.get(key), key).toBe(qty);
  }, 300_000);

  it('reads a Windows-1252 file with iconv-lite, found from the bundle', async () => {
    const file = join(dir, 'excel-1252.csv');
    writeFileSync(file, iconv.encode('SKU;DC;Qty\r\n0000001;1;zwölf\r\n', 'windows1252'));
    const out = join(dir, 'result-1252.xlsx');
    const r = await cliUsage(
      ['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out, '--dry-run'],
      { COMMERCE_BULK_HOME: join(dir, 'home') },
      { recordModules: true },
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('AvailableQuantity is not a whole number: 1 row (row 2)');
    expect(r.loaded.some((u) => u.includes('/node_modules/iconv-lite/encodings/'))).toBe(true);
    const rows = await readSheet(out, 'Results');
    expect(rows.flat()).toContain('zwölf');
  }, 120_000);
});
