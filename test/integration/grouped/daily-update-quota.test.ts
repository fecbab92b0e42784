// Issue 31: the quota of a daily stock update is its floor. 200 products x 4 distribution
// centers already hold yesterday's quantities; today's file changes 6 values in 3 products.
// The run may spend one request per product with a change, one listing page per 100
// products to read the current values (runs of consecutive IDs are read by range, in full
// pages), and one per $batch (plus two reads of the distribution centers a run makes
// whatever its size): counted by the sandbox, exactly.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import {
  longQuantities,
  mutations,
  quotaSpent,
  resetCounters,
  startClientService,
  tempDir,
  type TestService,
  writeCsv,
} from '../../support/index.js';

let dir: string;
let svc: TestService;
beforeAll(async () => {
  dir = tempDir('cb-daily-');
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  svc = await startClientService({ strict: false, seedProducts: 250 });
});
afterAll(async () => {
  await svc?.close();
});

const PRODUCTS = 200;
const yesterday = (p: number, dc: number): number => (p * 7 + dc * 3) % 100;
/** Today's changes: one product with two, one with one, one with three. */
const CHANGED = new Set(['2000001,1', '2000001,3', '2000050,2', '2000150,1', '2000150,2', '2000150,4']);

function stockFile(name: string, value: (p: number, dc: number) => number): string {
  const lines = ['Product ID,DC,Qty'];
  for (let p = 2_000_001; p < 2_000_001 + PRODUCTS; p++)
    for (let dc = 1; dc <= 4; dc++) lines.push(`${p},${dc},${value(p, dc)}`);
  return writeCsv(dir, name, lines);
}

const run = (file: string, name: string) =>
  runImport({
    file,
    resource: 'DCQuantities',
    out: join(dir, `${name}-result.csv`),
    mapping: longQuantities(),
    client: svc.client,
    connection: { ref: { kind: 'sandbox' as const }, baseUrl: svc.sandbox.url },
    mappingStore: null,
  });

it('spends the floor: one request per changed product, one page per 100 products read, one per $batch', async () => {
  expect((await run(stockFile('yesterday.csv', yesterday), 'yesterday')).exitCode).toBe(0);
  const today = stockFile('today.csv', (p, dc) => yesterday(p, dc) + (CHANGED.has(`${p},${dc}`) ? 1 : 0));
  await resetCounters(svc.sandbox);
  const o = await run(today, 'today');
  expect(o.exitCode).toBe(0);
  expect(o.counts).toMatchObject({ Updated: 6, Unchanged: PRODUCTS * 4 - 6 });
  // Each value written once (the sandbox also counts each product's UpdateQuantity action).
  const written = Object.entries(await mutations(svc.sandbox)).filter(([k]) => k.startsWith('DCQuantities('));
  expect(written.map(([, n]) => n)).toEqual([1, 1, 1, 1, 1, 1]);
  // 3 products with a change + 2 listing pages (200 consecutive IDs) + 2 $batch envelopes, and
  // the run's two reads of the distribution center list (its columns' names, then the plan's
  // check against the list as it is then: check-dcs.ts), whatever the file's size. The first
  // UpdateQuantity goes alone in its own $batch (the client learns whether the service takes
  // the action before it sends more), hence 2 envelopes for 3 products.
  expect(await quotaSpent(svc.sandbox)).toBe(3 + 2 + 2 + 2);
});
