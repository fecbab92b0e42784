// Issue 14, CLI contracts: the plan (values, requests, batches, quota, time) is printed on
// stdout before anything is sent, and in a dry run. It used to come after sending ended.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { dryStockImport, freshOnRetry, killChildren, runCli, startCli, tempDir } from '../../support/index.js';

let sandbox: SandboxHandle;
let dir: string;
let creds: string;
beforeAll(async () => {
  await start();
});
afterAll(async () => {
  await sandbox?.close();
});
// A CI retry on the kept sandbox would find the first attempt's values set: nothing to send,
// 'before + 3' never reached. For a retry only: the first attempt's CLI children killed, a
// fresh sandbox and home in a fresh folder.
freshOnRetry(async () => {
  killChildren();
  await sandbox.close();
  await start();
});

async function start(): Promise<void> {
  dir = tempDir('cb-plan-first-');
  // Every request takes a second, so the first write cannot land before the test looks.
  sandbox = await startSandbox({
    strict: true,
    port: 0,
    dataDir: join(dir, 'service'),
    seedProducts: 30,
    quiet: true,
    latencyMs: 1000,
  });
  creds = join(dir, 'service', 'credentials.json');
}

const mutations = async (): Promise<number> =>
  Object.values((await (await fetch(`${sandbox.url}/admin/mutations`)).json()) as Record<string, number>).reduce(
    (a, b) => a + b,
    0,
  );

describe('the plan line', () => {
  it('is on stdout before the first write, and in a dry run', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, 'SKU,DC,Qty\r\n0000001,1,11\r\n0000002,1,12\r\n0000003,2,13\r\n');
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const dry = await runCli(dryStockImport(file, creds, join(dir, 'dry.xlsx')), env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(
      /^Plan: \d+ values in \d+ requests .* in 1 \$batch call; quota \d+ requests \(\d+ reads?\); about \d+s at 2000\/min per profile$/m,
    );

    const before = await mutations();
    const run = startCli(
      ['import', file, '--resource', 'DCQuantities', '--credentials', creds, '--out', join(dir, 'real.xlsx')],
      env,
    );
    let stdout = '';
    run.child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    const deadline = Date.now() + 60_000;
    while (!/^Plan: /m.test(stdout) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(stdout).toMatch(/^Plan: /m);
    expect(await mutations()).toBe(before); // planned and printed, nothing sent yet
    const done = await run.done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout.match(/^Plan: /gm)).toHaveLength(1);
    expect(await mutations()).toBe(before + 3);
  });
});
