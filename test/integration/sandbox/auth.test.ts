// Security of /v1: token presentation, expiry, scopes, read-only scopes and profile isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { call, CH, DENIED, implicitToken, NW, refreshToken, startStrictSandbox } from '../../support/index.js';

let s: SandboxHandle;
let token: string;

beforeAll(async () => {
  s = await startStrictSandbox({ tokenTtl: 2 });
  token = await refreshToken(s);
});
afterAll(async () => s?.close());

describe('sandbox auth', () => {
  it('refuses a call without a token with the service body', async () => {
    const r = await call(s, null, 'GET', '/v1/Profiles');
    expect(r.status).toBe(401);
    expect(r.json).toEqual(DENIED);
  });

  it('refuses an unknown token and a Basic-only header', async () => {
    expect((await call(s, 'not-a-token', 'GET', '/v1/Profiles')).status).toBe(401);
    const basic = await call(s, null, 'GET', '/v1/Profiles', undefined, { authorization: 'Basic YTpi' });
    expect(basic.status).toBe(401);
  });

  it('accepts the token as Bearer header and as ?access_token=, Basic header tolerated', async () => {
    expect((await call(s, token, 'GET', '/v1/Profiles')).status).toBe(200);
    const q = await call(s, null, 'GET', `/v1/Profiles?access_token=${token}`, undefined, {
      authorization: 'Basic YTpi',
    });
    expect(q.status).toBe(200);
    expect(q.json.value.map((p: { ID: number }) => p.ID)).toEqual([NW, CH]);
  });

  it('refuses an expired token', async () => {
    const short = await refreshToken(s);
    expect((await call(s, short, 'GET', '/v1/Packages')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2300));
    const r = await call(s, short, 'GET', '/v1/Packages');
    expect(r.status).toBe(401);
    expect(r.json).toEqual(DENIED);
    token = await refreshToken(s);
  });

  it('keeps a token outside its scope out (401), Profiles and Packages reachable with either', async () => {
    const orders = await implicitToken(s.url, s.credentials, 'orders', [NW, CH]);
    expect((await call(s, orders, 'GET', '/v1/Orders?$top=1')).status).toBe(200);
    expect((await call(s, orders, 'GET', '/v1/Profiles')).status).toBe(200);
    expect((await call(s, orders, 'GET', '/v1/Packages')).status).toBe(200);
    const r = await call(s, orders, 'GET', '/v1/Products?$top=1');
    expect(r.status).toBe(401);
    expect(r.json).toEqual(DENIED);
    const w = await call(s, orders, 'POST', '/v1/DCQuantities', {
      ProductID: 1000001,
      ProfileID: NW,
      DistributionCenterID: 0,
      AvailableQuantity: 1,
    });
    expect(w.status).toBe(401);
  });

  it('lets a .readonly scope read but not write', async () => {
    const ro = await implicitToken(s.url, s.credentials, 'inventory.readonly', [NW]);
    expect((await call(s, ro, 'GET', '/v1/DCQuantities(DistributionCenterID=0,ProductID=1000001)')).status).toBe(200);
    const w = await call(s, ro, 'PATCH', '/v1/DCQuantities(DistributionCenterID=0,ProductID=1000001)', {
      AvailableQuantity: 3,
    });
    expect(w.status).toBe(401);
    expect((await call(s, ro, 'GET', '/v1/Orders')).status).toBe(401);
  });

  it("never shows or changes another profile's data", async () => {
    const nw = await implicitToken(s.url, s.credentials, 'inventory orders', [NW]);
    const profiles = await call(s, nw, 'GET', '/v1/Profiles');
    expect(profiles.json.value.map((p: { ID: number }) => p.ID)).toEqual([NW]);
    const products = await call(s, nw, 'GET', '/v1/Products?$select=ProfileID&$top=5000&$count=true');
    expect(products.json['@odata.count']).toBe(300);
    expect(new Set(products.json.value.map((p: { ProfileID: number }) => p.ProfileID))).toEqual(new Set([NW]));
    // Contoso's product 2000001 and DC 1 do not exist for this token.
    expect((await call(s, nw, 'GET', '/v1/Products(2000001)')).status).toBe(404);
    expect((await call(s, nw, 'GET', '/v1/DistributionCenters(1)')).status).toBe(404);
    expect((await call(s, nw, 'GET', `/v1/Profiles(${CH})`)).status).toBe(404);
    expect((await call(s, nw, 'GET', '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)')).status).toBe(404);
    expect(
      (
        await call(s, nw, 'PATCH', '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)', {
          AvailableQuantity: 9,
        })
      ).status,
    ).toBe(404);
    expect((await call(s, nw, 'DELETE', '/v1/DistributionCenters(1)')).status).toBe(404);
    // Writing with the foreign profile, or to the foreign product with its own profile: 400.
    const foreignProfile = await call(s, nw, 'POST', '/v1/DCQuantities', {
      ProductID: 2000001,
      ProfileID: CH,
      DistributionCenterID: 1,
      AvailableQuantity: 1,
    });
    expect(foreignProfile.status).toBe(400);
    expect(foreignProfile.json.error.innererror.message).toMatch(
      /^ProfileID : the access token does not cover profile 12000002/,
    );
    const foreignProduct = await call(s, nw, 'POST', '/v1/DCQuantities', {
      ProductID: 2000001,
      DistributionCenterID: 0,
      AvailableQuantity: 1,
    });
    expect(foreignProduct.status).toBe(400);
    expect(foreignProduct.json.error.innererror.message).toMatch(
      /^ProductID : no product with ID 2000001 exists in profile 12000001/,
    );
    // The one-profile token needs no ProfileID.
    const own = await call(s, nw, 'POST', '/v1/DCQuantities', {
      ProductID: 1000002,
      DistributionCenterID: 0,
      AvailableQuantity: 4,
    });
    expect(own.status).toBe(201);
    expect(own.json.ProfileID).toBe(NW);
    // A token covering both profiles still reads Contoso's seeded quantity (a fresh one: the
    // suite's tokens live 2 s, less than this test can take on a loaded machine).
    const contoso = await call(
      s,
      await refreshToken(s),
      'GET',
      '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)',
    );
    expect(contoso.status).toBe(200);
    expect(contoso.json.AvailableQuantity).toBe(contoso.json.AvailableQuantity | 0);
  });

  it('answers admin endpoints without OAuth on loopback', async () => {
    const r = await fetch(`${s.url}/admin/requests`);
    expect(r.status).toBe(200);
    const counts = (await r.json()) as Record<string, number>;
    expect(counts[String(NW)]).toBeGreaterThan(0);
  });
});
