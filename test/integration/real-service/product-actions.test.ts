// Issue 10: POST /v1/Products(ID)/UpdateAttributes (service-spec.md 4.9 names it as the
// batch-safe way to set one or many attributes), POST /v1/Products(ID)/UpdateQuantity and
// PATCH/PUT /v1/Products(ID) (service-behaviour.md "Seen in published clients"), alone and
// inside $batch (4.9). Each is one write of one product: everything is validated before
// anything is applied, errors name the attribute or distribution center, mutations are counted
// per key as single writes are (plus one for the action), the profile budget counts each part,
// and a token sees only its profiles. --strict serves UpdateAttributes only (the spec names it).
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import {
  call,
  CH,
  curlBatch,
  implicitToken,
  multipartParts,
  mutations,
  NW,
  part,
  resetCounters,
  sandboxForSuite,
  wrap,
} from '../../support/index.js';

async function value(s: SandboxHandle, token: string, path: string): Promise<unknown> {
  const r = await call(s, token, 'GET', path);
  if (r.status !== 200) return r.status;
  return 'Value' in r.json ? r.json.Value : r.json.AvailableQuantity;
}

const attrs = (...list: [string, unknown][]) => ({
  Value: { Attributes: list.map(([Name, Value]) => ({ Name, Value })) },
});
const qty = (UpdateType: string, ...list: [number, number][]) => ({
  Value: { UpdateType, Updates: list.map(([DistributionCenterID, Quantity]) => ({ DistributionCenterID, Quantity })) },
});

describe("default mode: the real service's product writes", () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: false, seedProducts: 30 }, (started, t) => {
    s = started;
    token = t;
  });
  beforeEach(async () => resetCounters(s));

  it('UpdateAttributes sets many attributes in one write (204), counted per attribute and once for the action', async () => {
    const before = Date.now();
    const r = await call(
      s,
      token,
      'POST',
      '/v1/Products(1000003)/UpdateAttributes',
      attrs(['Color', 'Red'], ['日本', '富士'], ['Material', null]),
    );
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect(await value(s, token, "/v1/AttributeValues(Name='Color',ProductID=1000003)")).toBe('Red');
    expect(await value(s, token, `/v1/AttributeValues(Name='${encodeURIComponent('日本')}',ProductID=1000003)`)).toBe(
      '富士',
    );
    expect(await value(s, token, "/v1/AttributeValues(Name='Material',ProductID=1000003)")).toBe(null);
    expect(await mutations(s)).toEqual({
      "AttributeValues(Name='Color',ProductID=1000003)": 1,
      "AttributeValues(Name='Material',ProductID=1000003)": 1,
      "AttributeValues(Name='日本',ProductID=1000003)": 1,
      'Products(1000003)/UpdateAttributes': 1,
    });
    const updated = (await call(s, token, 'GET', '/v1/Products(1000003)?$select=UpdateDateUtc')).json
      .UpdateDateUtc as string;
    expect(Date.parse(updated)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('UpdateAttributes validates every attribute like a single AttributeValue write and applies none on a failure', async () => {
    const long = 'N'.repeat(33);
    const r = await call(
      s,
      token,
      'POST',
      '/v1/Products(1000003)/UpdateAttributes',
      attrs(['Color', 'Blue'], [long, 'x'], ['Notes', 'y'.repeat(32001)], ['Color', 'Green']),
    );
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('The request is invalid.');
    expect(r.json.error.innererror.message).toBe(
      [
        `Attributes[1] '${long}'.Name : '${long}' is 33 characters long; at most 32 are allowed. Shorten Name to 32 characters or fewer.\r\n`,
        `Attributes[2] 'Notes'.Value : '${'y'.repeat(76)}... is 32001 characters long; at most 32000 are allowed. Shorten Value to 32000 characters or fewer.\r\n`,
        "Attributes[3] 'Color' : repeats attribute 'Color' of Attributes[0]; send each attribute once.\r\n",
      ].join(''),
    );
    expect(await value(s, token, "/v1/AttributeValues(Name='Color',ProductID=1000003)")).toBe('Red');
    expect(await mutations(s)).toEqual({});
  });

  it('UpdateQuantity: Absolute sets, Relative adds, InStock sets available (no pending orders in the sandbox)', async () => {
    expect(
      (await call(s, token, 'POST', '/v1/Products(2000003)/UpdateQuantity', qty('Absolute', [1, 10], [2, 20]))).status,
    ).toBe(204);
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000003)')).toBe(10);
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=2,ProductID=2000003)')).toBe(20);
    expect(
      (await call(s, token, 'POST', '/v1/Products(2000003)/UpdateQuantity', qty('Relative', [1, 5], [2, -25]))).status,
    ).toBe(204);
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000003)')).toBe(15);
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=2,ProductID=2000003)')).toBe(-5);
    expect((await call(s, token, 'POST', '/v1/Products(2000003)/UpdateQuantity', qty('InStock', [2, 7]))).status).toBe(
      204,
    );
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=2,ProductID=2000003)')).toBe(7);
    const p = await call(s, token, 'GET', '/v1/Products(2000003)?$select=TotalAvailableQuantity,QuantityUpdateDateUtc');
    // DC 3 keeps its seeded 27 (seed.ts: (i * 7 + j * 3) % 50 for i = 3, j = 2).
    expect(p.json.TotalAvailableQuantity).toBe(15 + 7 + 27);
    expect(await mutations(s)).toEqual({
      'DCQuantities(DistributionCenterID=1,ProductID=2000003)': 2,
      'DCQuantities(DistributionCenterID=2,ProductID=2000003)': 3,
      'Products(2000003)/UpdateQuantity': 3,
    });
  });

  it("UpdateQuantity refuses a DC outside the product's profile, naming it, and applies nothing", async () => {
    const r = await call(s, token, 'POST', '/v1/Products(2000003)/UpdateQuantity', qty('Absolute', [1, 99], [0, 5]));
    expect(r.status).toBe(400);
    expect(r.json.error.innererror.message).toBe(
      `Updates[1] DistributionCenterID 0 : no distribution center with ID 0 exists in profile ${CH} of product 2000003; see GET /v1/DistributionCenters.\r\n`,
    );
    expect(await value(s, token, '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000003)')).toBe(15);
    const bad = await call(s, token, 'POST', '/v1/Products(2000003)/UpdateQuantity', qty('Sideways', [1, 1]));
    expect(bad.json.error.innererror.message).toBe(
      'Value.UpdateType : "Sideways" is not an update type; use one of Absolute, Relative, Available, InStock, UnShipped, Unconfirmed.\r\n',
    );
    expect(await mutations(s)).toEqual({});
  });

  it('PATCH and PUT /v1/Products(ID) change the writable fields (204), refuse read-only ones', async () => {
    expect(
      (await call(s, token, 'PATCH', '/v1/Products(1000004)', { Title: 'Trail boot', Classification: 'Outdoor' }))
        .status,
    ).toBe(204);
    const got = await call(s, token, 'GET', '/v1/Products(1000004)?$select=Title,Classification,Brand');
    expect(got.json).toMatchObject({ Title: 'Trail boot', Classification: 'Outdoor', Brand: 'Northwind' });
    expect((await call(s, token, 'PUT', '/v1/Products(1000004)', { ID: 1000004, Title: 'Trail boot II' })).status).toBe(
      204,
    );
    const put = await call(s, token, 'GET', '/v1/Products(1000004)?$select=Title,Classification,Brand,UPC');
    expect(put.json).toMatchObject({ Title: 'Trail boot II', Classification: null, Brand: null, UPC: null });
    const ro = await call(s, token, 'PATCH', '/v1/Products(1000004)', { Sku: 'NEW-SKU', TotalAvailableQuantity: 3 });
    expect(ro.status).toBe(400);
    expect(ro.json.error.innererror.message).toBe(
      'Sku : is read-only; only Title, Brand, UPC, Classification can change.\r\nTotalAvailableQuantity : is read-only; only Title, Brand, UPC, Classification can change.\r\n',
    );
    const noTitle = await call(s, token, 'PUT', '/v1/Products(1000004)', { Brand: 'X' });
    expect(noTitle.json.error.innererror.message).toBe(
      'Title : a PUT replaces the product, so the body must contain a Title.\r\n',
    );
    expect(await mutations(s)).toEqual({ 'Products(1000004)': 2 });
  });

  it("a token sees only its profiles: another profile's product is 404 for every action, a read-only scope 401", async () => {
    const nwOnly = await implicitToken(s.url, s.credentials, 'inventory', [NW]);
    for (const [method, path, body] of [
      ['POST', '/v1/Products(2000003)/UpdateQuantity', qty('Absolute', [1, 1])],
      ['POST', '/v1/Products(2000003)/UpdateAttributes', attrs(['Color', 'Red'])],
      ['PATCH', '/v1/Products(2000003)', { Title: 'x' }],
    ] as const) {
      const r = await call(s, nwOnly, method, path, body);
      expect(r.status).toBe(404);
      expect(r.json.error.message).toBe('No Product matches the key (2000003).');
    }
    const readonly = await implicitToken(s.url, s.credentials, 'inventory.readonly', [NW]);
    expect(
      (await call(s, readonly, 'POST', '/v1/Products(1000003)/UpdateAttributes', attrs(['Color', 'Red']))).status,
    ).toBe(401);
    expect(await mutations(s)).toEqual({});
  });

  it('inside $batch (4.9): each action is one part, counted once against the profile budget', async () => {
    const body = wrap([
      part(1, 'POST', `${s.url}/v1/Products(1000005)/UpdateAttributes`, attrs(['Color', 'Ochre'], ['Size', 'XL'])),
      part(2, 'POST', `${s.url}/v1/Products(1000005)/UpdateQuantity`, qty('Absolute', [0, 12])),
      part(3, 'PATCH', `${s.url}/v1/Products(1000005)`, { Title: 'Batched title' }),
      part(4, 'POST', `${s.url}/v1/Products(1000005)/UpdateQuantity`, qty('Absolute', [3, 1])),
    ]);
    const answer = await curlBatch(s.url, body, { token });
    expect(answer.status).toBe(200);
    const parts = multipartParts(answer.text);
    expect(parts.map((p) => p.status)).toEqual([204, 204, 204, 400]);
    expect((parts[3]!.body as { error: { innererror: { message: string } } }).error.innererror.message).toBe(
      `Updates[0] DistributionCenterID 3 : no distribution center with ID 3 exists in profile ${NW} of product 1000005; see GET /v1/DistributionCenters.\r\n`,
    );
    expect(await mutations(s)).toEqual({
      "AttributeValues(Name='Color',ProductID=1000005)": 1,
      "AttributeValues(Name='Size',ProductID=1000005)": 1,
      'DCQuantities(DistributionCenterID=0,ProductID=1000005)': 1,
      'Products(1000005)': 1,
      'Products(1000005)/UpdateAttributes': 1,
      'Products(1000005)/UpdateQuantity': 1,
    });
    // service-behaviour.md "Rate limits": a $batch costs 1 + its parts, for every profile the token covers.
    expect(await (await fetch(`${s.url}/admin/requests`)).json()).toEqual({ [NW]: 5, [CH]: 5 });
  });
});

describe('--strict: only what service-spec.md names', () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: true, seedProducts: 30 }, (started, t) => {
    s = started;
    token = t;
  });

  it('UpdateAttributes is served (4.9 names it)', async () => {
    expect(
      (await call(s, token, 'POST', '/v1/Products(1000003)/UpdateAttributes', attrs(['Color', 'Red']))).status,
    ).toBe(204);
    expect(await mutations(s)).toEqual({
      "AttributeValues(Name='Color',ProductID=1000003)": 1,
      'Products(1000003)/UpdateAttributes': 1,
    });
  });

  it.each([
    ['POST', '/v1/Products(1000003)/UpdateQuantity', qty('Absolute', [0, 1])],
    ['PATCH', '/v1/Products(1000003)', { Title: 'x' }],
    ['PUT', '/v1/Products(1000003)', { Title: 'x' }],
  ])('%s %s has no route (404)', async (method, path, body) => {
    const r = await call(s, token, method, path, body);
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ Message: `No HTTP resource was found that matches the request URI '${s.url}${path}'.` });
  });
});
