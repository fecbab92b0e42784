// The sandbox's security of /v1 and the token endpoint: token presentation, expiry, scopes,
// read-only scopes and profile isolation. Two groups: the behaviour of one strict sandbox, and
// conformance to the spec checked from outside (tokens only from /oauth2/token and the grant
// screen's real forms).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  basic,
  call,
  CH,
  type Credentials,
  DENIED,
  http,
  implicitToken,
  NW,
  refreshToken,
  sleep,
  startStrictSandbox,
  tokenRequest,
} from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// Security of /v1: token presentation, expiry, scopes, read-only scopes and profile isolation.
describe('behaviour of one strict sandbox', () => {
  let s: SandboxHandle;

  beforeAll(async () => {
    s = await startStrictSandbox({ tokenTtl: 2 });
  });
  afterAll(async () => s?.close());

  describe('sandbox auth', () => {
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
});

// Conformance of token presentation and scope (service-behaviour.md "Presenting the access
// token", issue 3 "OAuth"): Bearer and ?access_token= both work, a Basic header next to a
// query token is tolerated, and no, invalid, expired or out-of-scope tokens all get 401 with
// the exact Web API body. Tokens come from POST /oauth2/token or the implicit flow.
describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let short: SandboxHandle;
  let c: Credentials;
  let token: string;
  let NW: Credentials['profiles'][number];

  beforeAll(async () => {
    [s, short] = await Promise.all([
      startSandbox({ strict: true, quiet: true }),
      startSandbox({ strict: true, quiet: true, tokenTtl: 1 }),
    ]);
    c = s.credentials;
    token = await accessToken(s.url, c);
    NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
  });

  afterAll(async () => {
    await Promise.all([s?.close(), short?.close()]);
  });

  describe('the token endpoint (5.2 refresh)', () => {
    it('answers access_token, token_type bearer, expires_in 3600 and no new refresh token', async () => {
      const r = await tokenRequest(s.url, c, { grant_type: 'refresh_token', refresh_token: c.refreshToken });
      expect(r.status).toBe(200);
      expect(typeof r.json.access_token).toBe('string');
      expect(String(r.json.token_type).toLowerCase()).toBe('bearer');
      expect(r.json.expires_in).toBe(3600);
      expect(r.json.refresh_token).toBeUndefined();
    });

    it('refuses wrong Basic credentials, a missing Basic header, an unknown refresh token and a JSON body', async () => {
      const wrong = await tokenRequest(
        s.url,
        c,
        { grant_type: 'refresh_token', refresh_token: c.refreshToken },
        basic(c.clientId, 'nope'),
      );
      expect([400, 401]).toContain(wrong.status);
      expect(wrong.json?.error).toBeTruthy();
      const none = await http(s.url, 'POST', '/oauth2/token', {
        raw: `grant_type=refresh_token&refresh_token=${c.refreshToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([400, 401]).toContain(none.status);
      const unknown = await tokenRequest(s.url, c, { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error).toBe('invalid_grant');
      const json = await http(s.url, 'POST', '/oauth2/token', {
        body: { grant_type: 'refresh_token', refresh_token: c.refreshToken },
        headers: { authorization: basic(c.clientId, c.clientSecret) },
      });
      expect([400, 415]).toContain(json.status);
    });
  });

  describe('presenting the token on /v1', () => {
    it('accepts Bearer, ?access_token= and a Basic header next to a query token', async () => {
      expect((await http(s.url, 'GET', '/v1/Profiles', { token })).status).toBe(200);
      const q = await http(s.url, 'GET', '/v1/Profiles', { queryToken: token });
      expect(q.status).toBe(200);
      expect(q.json.value.map((p: { ID: number }) => p.ID)).toEqual(c.profiles.map((p) => p.id));
      const both = await http(s.url, 'GET', '/v1/Profiles', {
        queryToken: token,
        headers: { authorization: basic(c.clientId, c.clientSecret) },
      });
      expect(both.status, both.text).toBe(200);
      const lower = await http(s.url, 'GET', '/v1/Profiles', { headers: { authorization: `bearer ${token}` } });
      expect(lower.status).toBe(200);
    });

    it.each([
      ['no token', {}],
      ['an invalid Bearer token', { headers: { authorization: 'Bearer abc.def' } }],
      ['an invalid query token', { queryToken: 'abc' }],
      ['Basic credentials instead of a token', { headers: { authorization: 'Basic Zm9vOmJhcg==' } }],
      ['the refresh token used as an access token', { refresh: true }],
    ])(
      '%s gets 401 with the exact body',
      async (_name, o: { headers?: Record<string, string>; queryToken?: string; refresh?: boolean }) => {
        for (const [m, p] of [
          ['GET', '/v1/Products'],
          ['POST', '/v1/DCQuantities'],
          ['GET', '/v1/Profiles(1)'],
          ['DELETE', `/v1/DistributionCenters(0)`],
        ]) {
          const r = await http(s.url, m!, p!, o.refresh ? { token: c.refreshToken } : o);
          expect(r.status, `${m} ${p}`).toBe(401);
          expect(r.json).toEqual(DENIED);
        }
      },
    );

    it('an expired token gets 401 with the exact body (--token-ttl 1)', async () => {
      const t = await accessToken(short.url, short.credentials);
      expect((await http(short.url, 'GET', '/v1/Profiles', { token: t })).status).toBe(200);
      await sleep(2100);
      for (const o of [{ token: t }, { queryToken: t }]) {
        const r = await http(short.url, 'GET', '/v1/Profiles', o);
        expect(r.status).toBe(401);
        expect(r.json).toEqual(DENIED);
      }
    });
  });

  describe('scopes: inventory, orders, read-only', () => {
    it('a token outside its scope gets 401; Profiles and Packages take either scope', async () => {
      const inv = await implicitToken(s.url, c, 'inventory', [NW.id]);
      const ord = await implicitToken(s.url, c, 'orders', [NW.id]);
      const ro = await implicitToken(s.url, c, 'inventory.readonly', [NW.id]);
      const get = async (t: string, p: string): Promise<number> => (await http(s.url, 'GET', p, { token: t })).status;
      const inventoryPaths = [
        '/v1/Products',
        '/v1/DistributionCenters',
        '/v1/DistributionCenterOperatingHours',
        `/v1/DCQuantities(DistributionCenterID=0,ProductID=${NW.productIds[0]})`,
        `/v1/AttributeValues(Name='Color',ProductID=${NW.productIds[2]})`,
      ];
      const orderPaths = [
        '/v1/Orders',
        '/v1/ChannelDocuments',
        '/v1/ChannelDocuments/NotSupplied',
        `/v1/CustomFields(FieldID=${NW.customFieldIds[0]},OrderID=${NW.orderIds[2]})`,
      ];
      for (const p of inventoryPaths) {
        expect(await get(inv, p), p).not.toBe(401);
        expect(await get(ro, p), p).not.toBe(401);
        expect(await get(ord, p), p).toBe(401);
      }
      for (const p of orderPaths) {
        expect(await get(ord, p), p).not.toBe(401);
        expect(await get(inv, p), p).toBe(401);
      }
      for (const t of [inv, ord, ro]) {
        expect(await get(t, '/v1/Profiles')).toBe(200);
        expect(await get(t, '/v1/Packages')).toBe(200);
      }
      const write = { ProductID: NW.productIds[0], DistributionCenterID: 0, AvailableQuantity: 4 };
      const roWrite = await http(s.url, 'POST', '/v1/DCQuantities', { token: ro, body: write });
      expect(roWrite.status).toBe(401);
      expect(roWrite.json).toEqual(DENIED);
      expect((await http(s.url, 'POST', '/v1/DCQuantities', { token: ord, body: write })).status).toBe(401);
      expect((await http(s.url, 'POST', '/v1/DCQuantities', { token: inv, body: write })).status).toBe(201);
      const cf = { FieldID: NW.customFieldIds[0], OrderID: NW.orderIds[0], Value: 'x' };
      expect((await http(s.url, 'POST', '/v1/CustomFields', { token: inv, body: cf })).status).toBe(401);
      expect((await http(s.url, 'POST', '/v1/CustomFields', { token: ord, body: cf })).status).toBe(201);
    });
  });
});
