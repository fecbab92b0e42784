// Issue 14, CLI contracts: every numeric option is checked before anything happens. `--budget
// abc` used to be accepted and the rows sent with no budget at all.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { runCli, tempDir } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
beforeAll(async () => {
  dir = tempDir('cb-cli-numbers-');
  sandbox = await startSandbox({ strict: true, port: 0, dataDir: join(dir, 'service'), seedProducts: 20, quiet: true });
  creds = join(dir, 'service', 'credentials.json');
});
afterAll(async () => {
  await sandbox?.close();
});

describe('numeric options', () => {
  it.each([
    [
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--budget', 'abc'],
      "option '--budget <n>' argument 'abc' is invalid. Give a whole number from 1 up.",
    ],
    [
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--budget', '12x'],
      "option '--budget <n>' argument '12x' is invalid. Give a whole number from 1 up.",
    ],
    [
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--budget', '0'],
      "option '--budget <n>' argument '0' is invalid. Give a whole number from 1 up.",
    ],
    [
      ['import', 'assets/samples/dc-quantities.csv', '--resource', 'DCQuantities', '--header-row', '-1'],
      "option '--header-row <n>' argument '-1' is invalid. Give a whole number from 1 to 1,048,576.",
    ],
    [['jobs', '--limit', 'ten'], "option '--limit <n>' argument 'ten' is invalid. Give a whole number from 1 up."],
    [
      ['export', 'DistributionCenters', '--top', '2.5'],
      "option '--top <n>' argument '2.5' is invalid. Give a whole number from 1 up.",
    ],
    [
      ['sandbox', '--fault-rate', '5'],
      "option '--fault-rate <0..1>' argument '5' is invalid. Give a number from 0 to 1, such as 0.05.",
    ],
    [
      ['sandbox', '--port', '70000'],
      "option '--port <port>' argument '70000' is invalid. Give a whole number from 0 to 65,535.",
    ],
  ])('%j exits 2 with the reason, and nothing runs', async (args, reason) => {
    const home = join(dir, `home-${Math.random().toString(36).slice(2)}`);
    const out = join(dir, `out-${Math.random().toString(36).slice(2)}.xlsx`);
    const r = await runCli(
      [...args, ...(args[0] === 'import' || args[0] === 'export' ? ['--credentials', creds, '--out', out] : [])],
      { COMMERCE_BULK_HOME: home },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(reason);
    expect(r.stdout).not.toMatch(/^Job /m);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(home, 'jobs')) ? readdirSync(join(home, 'jobs')) : []).toEqual([]);
  });
});
