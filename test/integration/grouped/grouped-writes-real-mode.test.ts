// Issue 11: the values of one product travel in one request (UpdateAttributes, UpdateQuantity
// Absolute), and every row still gets its own verdict. Each test proves the verdicts and, by
// the sandbox's mutation counts, that every value was applied exactly once and each grouped
// write once. This file: the real service's mode (UpdateQuantity served), with a partial
// failure and a grouped write whose answer is lost. The --strict sandbox and the long and wide
// attribute layouts: grouped-writes-strict.test.ts.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport, type ApiResult } from '../../../main/jobs/index.js';
import type { JobClient } from '../../../main/jobs/engine-port.js';
import {
  freshOnRetry,
  longAttributes,
  longQuantities,
  mutations,
  quantity,
  resetCounters,
  results,
  startClientService,
  type TestService,
  wideQuantities,
  writeCsv,
} from '../../support/index.js';
import { attr, dcq, useGroupedDir } from './grouped-writes.fixtures.js';

let dir: string;
useGroupedDir((d) => (dir = d));

describe("the real service's mode (UpdateQuantity served)", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startClientService({ strict: false, seedProducts: 40 });
  });
  afterAll(async () => {
    await svc?.close();
  });
  // A CI retry on the kept sandbox would find the first attempt's values written (Unchanged,
  // nothing sent): a fresh one for a retry only.
  freshOnRetry(async () => {
    await svc.close();
    svc = await startClientService({ strict: false, seedProducts: 40 });
  });
  const run = (
    file: string,
    out: string,
    mapping: Parameters<typeof runImport>[0]['mapping'],
    client: JobClient = svc.client,
  ) =>
    runImport({
      file,
      resource: mapping!.resource,
      out,
      mapping,
      client,
      connection: { ref: { kind: 'sandbox' as const }, baseUrl: svc.sandbox.url },
      mappingStore: null,
    });

  it('wide stock layout: one UpdateQuantity (Absolute) per product, quantities set, never added', async () => {
    await resetCounters(svc.sandbox);
    const file = writeCsv(dir, 'wide-stock.csv', [
      'Product ID,DC 1,DC 2,DC 3,DC 4',
      '2000020,11,12,13,14',
      '2000021,21,22,23,24',
      '2000022,31,,33,',
    ]);
    const out = join(dir, 'wide-stock.xlsx');
    const o = await run(file, out, wideQuantities([1, 2, 3, 4]));
    expect(o.exitCode).toBe(0);
    expect(o.plan).toMatchObject({ values: 10, requestsToSend: 3 });
    expect((await results(out)).map((r) => r.result).every((x) => x === 'Created' || x === 'Updated')).toBe(true);
    const expected: Record<string, number> = {
      'Products(2000020)/UpdateQuantity': 1,
      'Products(2000021)/UpdateQuantity': 1,
      'Products(2000022)/UpdateQuantity': 1,
    };
    for (const [p, dcs] of [
      [2000020, [1, 2, 3, 4]],
      [2000021, [1, 2, 3, 4]],
      [2000022, [1, 3]],
    ] as const)
      for (const d of dcs) expected[dcq(d, p)] = 1;
    expect(await mutations(svc.sandbox)).toEqual(expected);
    expect(await quantity(svc.client, 3, 2000022)).toBe(33);
    // The same sheet again: every value is Unchanged and nothing is sent.
    await resetCounters(svc.sandbox);
    const again = await run(file, join(dir, 'wide-stock-2.xlsx'), wideQuantities([1, 2, 3, 4]));
    expect(again.plan).toMatchObject({ values: 0, requestsToSend: 0 });
    expect(await mutations(svc.sandbox)).toEqual({});
  });

  it('partial failure: the value the service names fails with its message, the others of the product are applied once', async () => {
    // A new Contoso center holds no quantity yet, so no read tells the pre-flight whose it is (a
    // known center of the other profile is Invalid before sending, issue 32): the service
    // refuses it for a Northwind product, naming Updates[1].
    const created = await svc.client.request({
      method: 'POST',
      path: '/v1/DistributionCenters?ProfileID=12000002',
      body: { Name: 'Contoso Pop-up', Code: 'CH-POP' },
    });
    const popUp = (created.body as { ID: number }).ID;
    await resetCounters(svc.sandbox);
    const file = writeCsv(dir, 'partial.csv', [
      'Product ID,DC,Qty',
      '1000005,0,77',
      `1000005,${popUp},78`,
      '2000030,1,79',
      '2000030,2,80',
    ]);
    const out = join(dir, 'partial.xlsx');
    const o = await run(file, out, longQuantities());
    expect(o.exitCode).toBe(1);
    const r = await results(out);
    expect(r.map((x) => x.result.replace('Created', 'Updated'))).toEqual(['Updated', 'Failed', 'Updated', 'Updated']);
    expect(r[1]).toMatchObject({ status: 400 });
    expect(r[1]!.message).toMatch(
      new RegExp(
        `Updates\\[1\\] DistributionCenterID ${popUp} : no distribution center with ID ${popUp} exists in profile 12000001`,
      ),
    );
    expect(r[0]!.message).toBe('');
    expect(await mutations(svc.sandbox)).toEqual({
      [dcq(0, 1000005)]: 1,
      [dcq(1, 2000030)]: 1,
      [dcq(2, 2000030)]: 1,
      'Products(2000030)/UpdateQuantity': 1,
    });
    expect(await quantity(svc.client, 0, 1000005)).toBe(77);
  });

  it('a grouped write whose answer is lost is read back, judged per row, and never resent', async () => {
    await resetCounters(svc.sandbox);
    // The service applies every write; this client loses the answers of the grouped ones.
    const lossy: JobClient = {
      request: (req, opts) => svc.client.request(req, opts),
      list: (path, opts) => svc.client.list(path, opts),
      batch: async (reqs, onResult, opts) => {
        const got = await svc.client.batch(reqs, undefined, opts);
        const out = got.map((r, i): ApiResult =>
          /\/Update(Attributes|Quantity)$/.test(reqs[i]!.path)
            ? { ok: false, status: 0, attempts: 1, message: 'Outcome unknown: the connection dropped.' }
            : r,
        );
        out.forEach((r, i) => onResult?.(i, r));
        return out;
      },
    };
    const file = writeCsv(dir, 'lost.csv', [
      'Product ID,Name,Value',
      '1000020,LColor,Red',
      '1000020,LSize,S',
      '2000040,LColor,Blue',
      '2000040,LSize,M',
    ]);
    const out = join(dir, 'lost.xlsx');
    const o = await run(file, out, longAttributes(), lossy);
    expect(o.exitCode).toBe(0);
    const r = await results(out);
    expect(r.map((x) => x.result)).toEqual(['Created', 'Created', 'Created', 'Created']);
    expect(r[0]!.message).toMatch(/confirmed by reading the product back/);
    expect(await mutations(svc.sandbox)).toEqual({
      [attr('LColor', 1000020)]: 1,
      [attr('LSize', 1000020)]: 1,
      'Products(1000020)/UpdateAttributes': 1,
      [attr('LColor', 2000040)]: 1,
      [attr('LSize', 2000040)]: 1,
      'Products(2000040)/UpdateAttributes': 1,
    });
  });
});
