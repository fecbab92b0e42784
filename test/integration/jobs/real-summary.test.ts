// Finding 12 of issue 32: plans and summaries showed the plan, not what happened. The Summary
// sheet now records what the run really sent (quota, calls, $batch calls, retries, 429s,
// fallbacks) beside the plan; here on a run against a service that refuses big batches with
// 429, times out batches of more than 6 and has no UpdateQuantity (strict), one call at a
// time so every figure is the same on every run, and cross-checked with the sandbox's answers.
// The plan line estimates at the run's --budget, or at the service's pace per $batch when the
// budget is no limit.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/index.js';
import { runImport } from '../../../main/jobs/index.js';
import {
  cli,
  freshOnRetry,
  readSheet,
  removeDir,
  sandboxTokens,
  show,
  sleep,
  startService,
  tempDir,
  writeCsv,
  type Service,
} from '../../support/index.js';

const FIRST = 2_000_000;
const ITEMS = [5, 10, 15, 20, 25, 30]; // all four DCs hold a quantity: every value an update

const SERVICE = {
  seedProducts: 40,
  rateLimit: 0,
  quirks: ['batch-429' as const],
  quirkBatchMax: 10,
  batchTimeoutSize: 6,
  batchTimeoutDelayMs: 50,
};
let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-real-summary-');
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  svc = await startService(SERVICE);
}, 60_000);
afterAll(async () => {
  await svc?.close();
  removeDir(dir);
});

function stockCsv(name: string, base: number): string {
  return writeCsv(dir, name, [
    'Product ID,DC 1,DC 2,DC 3,DC 4',
    ...ITEMS.map((i) => [FIRST + i, ...[1, 2, 3, 4].map((dc) => base + i * 4 + dc)].join(',')),
  ]);
}

describe('the Summary sheet', () => {
  // A CI retry on the kept sandbox would find the first attempt's quantities set: six
  // Unchanged, nothing sent, every figure 0. A fresh one for the retry only.
  freshOnRetry(async () => {
    await svc.close();
    svc = await startService(SERVICE);
  });
  it('records the real requests, retries, 429s and fallbacks beside the plan', async () => {
    const client = createApiClient({ baseUrl: svc.sandbox.url, tokens: sandboxTokens(svc.sandbox), maxInFlight: 1 });
    try {
      // Signed in before counting: the token request is no part of the run.
      expect((await client.request({ method: 'GET', path: '/v1/Profiles?$top=1' })).status).toBe(200);
      await sleep(200); // the sandbox counts an answer once it is sent
      const before = svc.sandbox.stats();
      const out = join(dir, 'stock-result.xlsx');
      const o = await runImport({
        file: stockCsv('stock.csv', 700),
        resource: 'DCQuantities',
        out,
        client,
        connection: { ref: { kind: 'sandbox' }, baseUrl: svc.sandbox.url },
        mappingStore: null,
      });
      expect(o.exitCode).toBe(0);
      expect(o.counts).toMatchObject({ Updated: 6, Failed: 0 });
      await sleep(200);
      const after = svc.sandbox.stats();
      const summary = Object.fromEntries((await readSheet(out, 'Summary')) as [string, unknown][]);
      const status = (code: string): number => (after.byStatus[code] ?? 0) - (before.byStatus[code] ?? 0);
      // Planned: 6 UpdateQuantity requests in one $batch, after 2 reads, and the read of the
      // connection's DCs that auto-mapping made (counted in the plan since issue 32's finding 5).
      expect(summary['Requests to send']).toBe(6);
      expect(summary['$batch calls']).toBe(1);
      expect(summary['Quota planned (requests)']).toBe(10);
      // Real, one call at a time: the first UpdateQuantity alone (the strict service has no such
      // route: all six groups fall back to 24 single values); a $batch of 24, then one of 12,
      // refused 429; one of 10 timed out (504) and was read back (two $batch of 5 GETs) and sent
      // again in halves (10 retries); then batches of 5, 5 and 4.
      expect({
        quota: summary['Quota spent, real (requests)'],
        calls: summary['HTTP calls made, real'],
        batches: summary['$batch calls made, real'],
        retries: summary['Requests sent again after a failure (retries)'],
        throttled: summary['Answers 429 Too Many Requests'],
        fallbacks: summary['Grouped writes sent one value a request (fallbacks)'],
      }).toEqual({ quota: 94, calls: 13, batches: 11, retries: 10, throttled: 2, fallbacks: 6 });
      // What the sandbox answered agrees.
      expect([status('429'), status('504')]).toEqual([2, 1]);
    } finally {
      await client.close();
    }
  });
});

describe('the plan line', () => {
  it("estimates at the run's --budget, and at the service's pace per $batch when the budget is no limit", async () => {
    const file = stockCsv('plan.csv', 900);
    const home = join(dir, 'cli-home');
    const args = ['import', file, '--resource', 'DCQuantities', '--dry-run', '--credentials', svc.creds];
    // 6 requests in one $batch cost 7 of a budget of 6 a minute: 70 s.
    const slow = await cli([...args, '--out', join(dir, 'plan-slow.xlsx'), '--budget', '6'], home);
    expect(slow.code, show(slow)).toBe(0);
    expect(slow.stdout).toMatch(
      /^Plan: 24 values in 6 requests .* in 1 \$batch call; .*; about 70s at 6\/min per profile$/m,
    );
    // A budget that is no limit: one $batch takes about 2 s to answer.
    const fast = await cli([...args, '--out', join(dir, 'plan-fast.xlsx'), '--budget', '10000000'], home);
    expect(fast.code, show(fast)).toBe(0);
    expect(fast.stdout).toMatch(/; about 2s at 10000000\/min per profile$/m);
  }, 60_000);
});
