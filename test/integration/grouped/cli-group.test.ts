// The CLI's side of grouped writes (issue 11): the plan line shows values and requests before
// and after grouping, --no-group sends one request per value, and --save-mapping keeps it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { freshOnRetry, mutations, removeDir, resetCounters, runCli, tempDir, writeCsv } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-cli-group-');
  sandbox = await start();
});
afterAll(async () => {
  await sandbox?.close();
});
const start = () =>
  startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 20, quiet: true });
// A CI retry on the kept sandbox would find the first attempt's values written (nothing to
// send, no UpdateAttributes): a fresh one, in an emptied data folder, for a retry only.
freshOnRetry(async () => {
  await sandbox.close();
  removeDir(join(dir, 'service'));
  sandbox = await start();
});

describe('import with grouped writes', () => {
  const env = () => ({ COMMERCE_BULK_HOME: join(dir, 'home') });
  const common = () => ['--resource', 'AttributeValues', '--credentials', join(dir, 'service', 'credentials.json')];

  it('prints values and requests before and after grouping', async () => {
    await resetCounters(sandbox);
    const file = writeCsv(dir, 'a.csv', [
      'Product ID,Name,Value',
      '2000001,CColor,Red',
      '2000001,CSize,S',
      '2000001,CFit,Slim',
      '2000002,CColor,Blue',
    ]);
    const r = await runCli(['import', file, ...common(), '--out', join(dir, 'a.xlsx')], env());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Plan: 4 values in 2 requests \(4 without grouping\) in 1 \$batch call; quota/m);
    expect(r.stdout).not.toMatch(/Note:/);
    expect(Object.keys(await mutations(sandbox))).toContain('Products(2000001)/UpdateAttributes');
  });

  it('--no-group sends one request per value, and --save-mapping keeps "group": false', async () => {
    await resetCounters(sandbox);
    const file = writeCsv(dir, 'b.csv', ['Product ID,Name,Value', '2000003,CColor,Red', '2000003,CSize,S']);
    const saved = join(dir, 'b-mapping.json');
    const r = await runCli(
      ['import', file, ...common(), '--out', join(dir, 'b.xlsx'), '--no-group', '--save-mapping', saved],
      env(),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Plan: 2 values in 2 requests \(2 without grouping\)/m);
    expect(await mutations(sandbox)).toEqual({
      "AttributeValues(Name='CColor',ProductID=2000003)": 1,
      "AttributeValues(Name='CSize',ProductID=2000003)": 1,
    });
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({ group: false });
    // The saved mapping turns grouping off on its own.
    await resetCounters(sandbox);
    const again = writeCsv(dir, 'c.csv', ['Product ID,Name,Value', '2000004,CColor,Red', '2000004,CSize,S']);
    const r2 = await runCli(['import', again, ...common(), '--out', join(dir, 'c.xlsx'), '--mapping', saved], env());
    expect(r2.code, r2.stderr).toBe(0);
    expect(r2.stdout).toMatch(/^Plan: 2 values in 2 requests/m);
    expect(Object.keys(await mutations(sandbox)).some((k) => k.includes('UpdateAttributes'))).toBe(false);
  });
});
