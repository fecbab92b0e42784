// Issue 11: the values of one product travel in one request (UpdateAttributes, UpdateQuantity
// Absolute), in long and wide layouts and across profiles, and every row still gets its own
// verdict. Each test proves the verdicts and, by the sandbox's mutation counts, that every
// value was applied exactly once and each grouped write once. This file: the --strict sandbox
// (UpdateAttributes served, UpdateQuantity 404, so the fallback to one request per value).
// The real service's mode: grouped-writes-real-mode.test.ts.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import {
  CH,
  freshOnRetry,
  longAttributes,
  longQuantities,
  mutations,
  NW,
  quantity,
  quotaSpent,
  resetCounters,
  results,
  startClientService,
  type TestService,
  wideAttributes,
  writeCsv,
} from '../../support/index.js';
import { attr, dcq, useGroupedDir } from './grouped-writes.fixtures.js';

let dir: string;
useGroupedDir((d) => (dir = d));

describe('--strict sandbox (UpdateAttributes served, UpdateQuantity 404)', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startClientService({ seedProducts: 40 });
  });
  afterAll(async () => {
    await svc?.close();
  });
  // A CI retry on the kept sandbox would find the first attempt's values written (Unchanged,
  // nothing sent): a fresh one for a retry only.
  freshOnRetry(async () => {
    await svc.close();
    svc = await startClientService({ seedProducts: 40 });
  });
  const run = (
    file: string,
    out: string,
    mapping: Parameters<typeof runImport>[0]['mapping'],
    extra: Partial<Parameters<typeof runImport>[0]> = {},
  ) =>
    runImport({
      file,
      resource: mapping!.resource,
      out,
      mapping,
      client: svc.client,
      connection: { ref: { kind: 'sandbox' as const }, baseUrl: svc.sandbox.url },
      mappingStore: null,
      ...extra,
    });

  it('long layout, two profiles: one UpdateAttributes per product, a lone value on its own, each row Created', async () => {
    await resetCounters(svc.sandbox);
    const file = writeCsv(dir, 'long-attrs.csv', [
      'Product ID,Name,Value',
      '1000001,GColor,Red',
      '1000001,GSize,XL',
      '2000001,GColor,Blue',
      '1000001,GMaterial,Wool',
      '2000001,GSize,M',
      '2000002,GColor,Green',
    ]);
    const out = join(dir, 'long-attrs.xlsx');
    const o = await run(file, out, longAttributes());
    expect(o.exitCode).toBe(0);
    expect(o.plan).toMatchObject({ values: 6, requestsToSend: 3, requestsUngrouped: 6 });
    expect(o.plan!.perProfile.map((p) => [p.profileId, p.requests, p.values])).toEqual([
      [NW, 1, 3],
      [CH, 2, 3],
    ]);
    expect((await results(out)).map((r) => r.result)).toEqual([
      'Created',
      'Created',
      'Created',
      'Created',
      'Created',
      'Created',
    ]);
    expect(o.notes).toEqual([]);
    expect(await mutations(svc.sandbox)).toEqual({
      [attr('GColor', 1000001)]: 1,
      [attr('GSize', 1000001)]: 1,
      [attr('GMaterial', 1000001)]: 1,
      'Products(1000001)/UpdateAttributes': 1,
      [attr('GColor', 2000001)]: 1,
      [attr('GSize', 2000001)]: 1,
      'Products(2000001)/UpdateAttributes': 1,
      [attr('GColor', 2000002)]: 1,
    });
  });

  it('wide layout: only changed values travel, grouped per product; --no-group (mapping "group": false) sends one request per value', async () => {
    const names = ['WColor', 'WSize', 'WFit'];
    const first = writeCsv(dir, 'wide-attrs.csv', [
      'Product ID,WColor,WSize,WFit',
      '1000010,Red,S,Slim',
      '2000010,Blue,M,Loose',
      '2000011,Green,,Regular',
    ]);
    expect((await run(first, join(dir, 'wide-1.xlsx'), wideAttributes(names))).exitCode).toBe(0);
    await resetCounters(svc.sandbox);
    // Second import: 1000010 unchanged but WFit; 2000010 all changed; 2000011 unchanged.
    const second = writeCsv(dir, 'wide-attrs-2.csv', [
      'Product ID,WColor,WSize,WFit',
      '1000010,Red,S,Tall',
      '2000010,Black,L,Tight',
      '2000011,Green,,Regular',
    ]);
    const out = join(dir, 'wide-2.xlsx');
    const o = await run(second, out, wideAttributes(names));
    expect(o.exitCode).toBe(0);
    expect(o.plan).toMatchObject({ values: 4, requestsToSend: 2 });
    expect((await results(out)).map((r) => r.result)).toEqual(['Updated', 'Updated', 'Unchanged']);
    expect(await mutations(svc.sandbox)).toEqual({
      [attr('WFit', 1000010)]: 1,
      [attr('WColor', 2000010)]: 1,
      [attr('WSize', 2000010)]: 1,
      [attr('WFit', 2000010)]: 1,
      'Products(2000010)/UpdateAttributes': 1,
    });

    await resetCounters(svc.sandbox);
    const third = writeCsv(dir, 'wide-attrs-3.csv', ['Product ID,WColor,WSize,WFit', '2000012,a,b,c']);
    const off = await run(third, join(dir, 'wide-3.xlsx'), wideAttributes(names, false));
    expect(off.plan).toMatchObject({ values: 3, requestsToSend: 3 });
    expect(await mutations(svc.sandbox)).toEqual({
      [attr('WColor', 2000012)]: 1,
      [attr('WSize', 2000012)]: 1,
      [attr('WFit', 2000012)]: 1,
    });
    const flag = await run(
      writeCsv(dir, 'wide-attrs-4.csv', ['Product ID,WColor,WSize,WFit', '2000013,a,b,c']),
      join(dir, 'wide-4.xlsx'),
      wideAttributes(names),
      { group: false },
    );
    expect(flag.plan).toMatchObject({ values: 3, requestsToSend: 3 });
  });

  it('falls back to one request per value when UpdateQuantity answers 404, says so once, and applies each value once', async () => {
    await resetCounters(svc.sandbox);
    const file = writeCsv(dir, 'fallback.csv', [
      'Product ID,DC,Qty',
      '2000003,1,501',
      '2000003,2,502',
      '2000004,1,503',
      '2000004,3,504',
      '2000005,2,505',
      '2000005,4,506',
    ]);
    const out = join(dir, 'fallback.xlsx');
    const o = await run(file, out, longQuantities());
    expect(o.exitCode).toBe(0);
    expect(o.notes).toHaveLength(1);
    expect(o.notes[0]).toMatch(/refused UpdateQuantity \(HTTP 404: No HTTP resource.*one request per value/);
    // Created or Updated as the seed had the key (the pre-flight knows), never Failed.
    expect((await results(out)).map((r) => r.result).every((x) => x === 'Created' || x === 'Updated')).toBe(true);
    expect(await mutations(svc.sandbox)).toEqual({
      [dcq(1, 2000003)]: 1,
      [dcq(2, 2000003)]: 1,
      [dcq(1, 2000004)]: 1,
      [dcq(3, 2000004)]: 1,
      [dcq(2, 2000005)]: 1,
      [dcq(4, 2000005)]: 1,
    });
    expect(await quantity(svc.client, 4, 2000005)).toBe(506);
    // One probe (404) refused, then six single writes in one $batch (7), plus the reads.
    expect(await quotaSpent(svc.sandbox)).toBeLessThanOrEqual(1 + 7 + 4);
  });
});
