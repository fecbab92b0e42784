// Conformance of the /v1 writes (4.2-4.4, 4.6): statuses and bodies, ETag/If-Match, alias
// paths outside batches, validation lines, the ProfileID rule, foreign profiles, mutation counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, type Answer, type Credentials, http, implicitToken, resetCounters } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// Conformance of the /v1 writes of service-spec.md 4.2-4.4 and 4.6 with the rules of the
// issue: 201 + entity for POST, 204 without a body for PATCH/PUT/DELETE, ETag and If-Match
// (412), the alias paths outside batches, validation with "The request is invalid." and
// "<field> : <problem>" lines, the ProfileID rule, foreign profiles, and mutation counts.
describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let nwOnly: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];

  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    t = token,
  ): Promise<Answer> => http(s.url, method, path, { token: t, body, headers });

  async function mutations(): Promise<Record<string, number>> {
    return (await http(s.url, 'GET', '/admin/mutations')).json as Record<string, number>;
  }

  /** The mutation count of the one key whose text names every fragment. */
  async function countOf(...fragments: string[]): Promise<number> {
    const hits = Object.entries(await mutations()).filter(([k]) => fragments.every((f) => k.includes(f)));
    expect(hits.length).toBeLessThanOrEqual(1);
    return hits[0]?.[1] ?? 0;
  }

  function expectInvalid(r: Answer, field: string): void {
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.code).toBe('');
    expect(r.json.error.message).toBe('The request is invalid.');
    expect(r.json.error.innererror.message).toMatch(new RegExp(`(^|\\r\\n)${field} : \\S`));
  }

  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    c = s.credentials;
    token = await accessToken(s.url, c);
    NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
    CH = c.profiles.find((p) => p.distributionCenterIds.length > 1)!;
    nwOnly = await implicitToken(s.url, c, 'orders inventory', [NW.id]);
  });

  afterAll(async () => {
    await s?.close();
  });

  describe('4.2-4.4 keyed values: create, read, update, delete', () => {
    const cases = () => [
      {
        set: 'DCQuantities',
        create: {
          ProductID: CH.productIds[10],
          ProfileID: CH.id,
          DistributionCenterID: CH.distributionCenterIds[1],
          AvailableQuantity: 7,
        },
        path: `DCQuantities(DistributionCenterID=${CH.distributionCenterIds[1]},ProductID=${CH.productIds[10]})`,
        patch: { AvailableQuantity: 9 },
        field: 'AvailableQuantity',
      },
      {
        set: 'AttributeValues',
        create: { ProductID: NW.productIds[10], ProfileID: NW.id, Name: 'Fabric', Value: 'Wool' },
        path: `AttributeValues(Name='Fabric',ProductID=${NW.productIds[10]})`,
        patch: { Value: 'Linen' },
        field: 'Value',
      },
      {
        set: 'CustomFields',
        create: { FieldID: CH.customFieldIds[2], OrderID: CH.orderIds[10], ProfileID: CH.id, Value: 'fragile' },
        path: `CustomFields(FieldID=${CH.customFieldIds[2]},OrderID=${CH.orderIds[10]})`,
        patch: { Value: 'very fragile' },
        field: 'Value',
      },
    ];

    it('POST 201 + entity, GET 200 + ETag, PATCH 204, If-Match mismatch 412, DELETE 204, then 404; counted per key', async () => {
      // From zero on every attempt: a CI retry (vitest.config.ts) would count the first attempt's writes too.
      await resetCounters(s);
      for (const k of cases()) {
        const created = await call('POST', `/v1/${k.set}`, k.create);
        expect(created.status, created.text).toBe(201);
        expect(created.json['@odata.context']).toBe(`${s.url}/v1/$metadata#${k.set}/$entity`);
        expect(created.json).toMatchObject(k.create);
        const read = await call('GET', `/v1/${k.path}`);
        expect(read.status).toBe(200);
        expect(read.json).toMatchObject(k.create);
        const etag = read.headers.get('etag');
        expect(etag).toBeTruthy();
        expect(await countOf(k.set, String(k.create.ProductID ?? k.create.OrderID))).toBe(1);

        const patched = await call('PATCH', `/v1/${k.path}`, k.patch, { 'if-match': etag! });
        expect(patched.status, patched.text).toBe(204);
        expect(patched.text).toBe('');
        expect((await call('GET', `/v1/${k.path}`)).json[k.field]).toBe((k.patch as Record<string, unknown>)[k.field]);

        // The ETag read before the PATCH is stale now.
        expect((await call('PATCH', `/v1/${k.path}`, k.patch, { 'if-match': etag! })).status).toBe(412);
        expect((await call('DELETE', `/v1/${k.path}`, undefined, { 'if-match': etag! })).status).toBe(412);
        expect(await countOf(k.set, String(k.create.ProductID ?? k.create.OrderID))).toBe(2);

        const fresh = (await call('GET', `/v1/${k.path}`)).headers.get('etag')!;
        const deleted = await call('DELETE', `/v1/${k.path}`, undefined, { 'if-match': fresh });
        expect(deleted.status, deleted.text).toBe(204);
        expect(deleted.text).toBe('');
        expect((await call('GET', `/v1/${k.path}`)).status).toBe(404);
        expect(await countOf(k.set, String(k.create.ProductID ?? k.create.OrderID))).toBe(3);
      }
    });

    it('POST is an upsert: a second POST on the same key answers 201 and updates the value', async () => {
      const body = { FieldID: NW.customFieldIds[1], OrderID: NW.orderIds[3], ProfileID: NW.id, Value: 'A-1' };
      expect((await call('POST', '/v1/CustomFields', body)).status).toBe(201);
      const again = await call('POST', '/v1/CustomFields', { ...body, Value: 'A-2' });
      expect(again.status).toBe(201);
      expect(again.json.Value).toBe('A-2');
      expect((await call('GET', `/v1/CustomFields(FieldID=${body.FieldID},OrderID=${body.OrderID})`)).json.Value).toBe(
        'A-2',
      );
    });

    it('a Name with a quote round-trips through a doubled quote in the key', async () => {
      const r = await call('POST', '/v1/AttributeValues', {
        ProductID: NW.productIds[2],
        ProfileID: NW.id,
        Name: "Kid's size",
        Value: '4',
      });
      expect(r.status, r.text).toBe(201);
      const g = await call('GET', `/v1/AttributeValues(Name='Kid''s%20size',ProductID=${NW.productIds[2]})`);
      expect(g.status, g.text).toBe(200);
      expect(g.json.Name).toBe("Kid's size");
    });

    it('the admin reset clears the counts', async () => {
      expect(Object.keys(await mutations()).length).toBeGreaterThan(0);
      expect((await http(s.url, 'POST', '/admin/reset-counters', { body: {} })).status).toBe(204);
      expect(await mutations()).toEqual({});
    });
  });

  describe('alias paths of 4.2 and 4.4 work outside a batch', () => {
    it('PATCH, PUT and DELETE on Products(ID)/Attributes(Name) and Products(ID)/DCQuantities(DC)', async () => {
      const pid = NW.productIds[20]!;
      expect(
        (
          await call('POST', '/v1/AttributeValues', {
            ProductID: pid,
            ProfileID: NW.id,
            Name: 'Season',
            Value: 'Winter',
          })
        ).status,
      ).toBe(201);
      expect((await call('PATCH', `/v1/Products(${pid})/Attributes('Season')`, { Value: 'Spring' })).status).toBe(204);
      expect((await call('GET', `/v1/AttributeValues(Name='Season',ProductID=${pid})`)).json.Value).toBe('Spring');
      // Key parts in any order, with a space after the comma.
      expect((await call('GET', `/v1/AttributeValues(ProductID=${pid}, Name='Season')`)).json.Value).toBe('Spring');
      expect((await call('PUT', `/v1/Products(${pid})/Attributes('Season')`, { Value: 'Summer' })).status).toBe(204);
      expect((await call('GET', `/v1/AttributeValues(Name='Season',ProductID=${pid})`)).json.Value).toBe('Summer');
      expect((await call('DELETE', `/v1/Products(${pid})/Attributes('Season')`)).status).toBe(204);
      expect((await call('GET', `/v1/AttributeValues(Name='Season',ProductID=${pid})`)).status).toBe(404);

      const dc = NW.distributionCenterIds[0]!;
      expect(
        (
          await call('POST', '/v1/DCQuantities', {
            ProductID: pid,
            ProfileID: NW.id,
            DistributionCenterID: dc,
            AvailableQuantity: 1,
          })
        ).status,
      ).toBe(201);
      expect((await call('PATCH', `/v1/Products(${pid})/DCQuantities(${dc})`, { AvailableQuantity: 2 })).status).toBe(
        204,
      );
      expect((await call('PUT', `/v1/Products(${pid})/DCQuantities(${dc})`, { AvailableQuantity: 3 })).status).toBe(
        204,
      );
      expect(
        (await call('GET', `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid})`)).json.AvailableQuantity,
      ).toBe(3);
      expect((await call('DELETE', `/v1/Products(${pid})/DCQuantities(${dc})`)).status).toBe(204);
      expect((await call('GET', `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid})`)).status).toBe(404);
    });
  });

  describe('validation', () => {
    const q = () => ({
      ProductID: NW.productIds[30],
      ProfileID: NW.id,
      DistributionCenterID: NW.distributionCenterIds[0],
      AvailableQuantity: 5,
    });

    it('int32 bounds: 2147483647 accepted, 2147483648 refused', async () => {
      expect((await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: 2147483647 })).status).toBe(201);
      expectInvalid(
        await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: 2147483648 }),
        'AvailableQuantity',
      );
      expectInvalid(
        await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: -2147483649 }),
        'AvailableQuantity',
      );
      const path = `/v1/DCQuantities(DistributionCenterID=${q().DistributionCenterID},ProductID=${q().ProductID})`;
      expectInvalid(await call('PATCH', path, { AvailableQuantity: 2147483648 }), 'AvailableQuantity');
    });

    it('types, nullability, lengths, unknown fields, non-patchable fields', async () => {
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: '5' }), 'AvailableQuantity');
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: 1.5 }), 'AvailableQuantity');
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), AvailableQuantity: null }), 'AvailableQuantity');
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), Colour: 'red' }), 'Colour');
      const attr = { ProductID: NW.productIds[30], ProfileID: NW.id, Name: 'N', Value: 'v' };
      expectInvalid(await call('POST', '/v1/AttributeValues', { ...attr, Name: 'x'.repeat(33) }), 'Name');
      expectInvalid(await call('POST', '/v1/AttributeValues', { ...attr, Value: 'x'.repeat(32_001) }), 'Value');
      expect((await call('POST', '/v1/AttributeValues', { ...attr, Value: null })).status).toBe(201);
      const path = `/v1/AttributeValues(Name='N',ProductID=${attr.ProductID})`;
      expect((await call('PATCH', path, { Name: 'Other' })).status).toBe(400);
    });

    it('enum values are checked', async () => {
      expectInvalid(
        await call('POST', `/v1/DistributionCenters?ProfileID=${CH.id}`, { Name: 'X', Type: 'Spaceport' }),
        'Type',
      );
    });

    it('ProfileID: required with a multi-profile token, optional with a single-profile one, never a foreign one', async () => {
      const { ProfileID: _drop, ...noProfile } = q();
      expectInvalid(await call('POST', '/v1/DCQuantities', noProfile), 'ProfileID');
      expect((await call('POST', '/v1/DCQuantities', noProfile, {}, nwOnly)).status).toBe(201);
      const foreign = await call('POST', '/v1/DCQuantities', { ...q(), ProfileID: CH.id }, {}, nwOnly);
      expect(foreign.status, foreign.text).toBe(400);
    });

    it('keys that reference no product, order, distribution center or custom field definition', async () => {
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), ProductID: 42 }), 'ProductID');
      expectInvalid(
        await call('POST', '/v1/DCQuantities', { ...q(), DistributionCenterID: 777 }),
        'DistributionCenterID',
      );
      expectInvalid(
        await call('POST', '/v1/AttributeValues', { ProductID: 43, ProfileID: NW.id, Name: 'A', Value: 'b' }),
        'ProductID',
      );
      const cf = { FieldID: NW.customFieldIds[0], OrderID: NW.orderIds[0], ProfileID: NW.id, Value: 'x' };
      expectInvalid(await call('POST', '/v1/CustomFields', { ...cf, OrderID: 44 }), 'OrderID');
      expectInvalid(await call('POST', '/v1/CustomFields', { ...cf, FieldID: 99_999 }), 'FieldID');
      // A key of the other profile is as unknown as a missing one.
      expectInvalid(await call('POST', '/v1/DCQuantities', { ...q(), ProductID: CH.productIds[0] }), 'ProductID');
    });

    it('a body that is not JSON, or not an object', async () => {
      const bad = await http(s.url, 'POST', '/v1/DCQuantities', {
        token,
        raw: '{"AvailableQuantity":',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toBeDefined();
      expect((await call('POST', '/v1/DCQuantities', [1, 2])).status).toBe(400);
    });
  });

  describe("a token never reads or changes another profile's data", () => {
    it('CH data is invisible and unchangeable with an NW-only token', async () => {
      const pid = CH.productIds[40]!;
      const dc = CH.distributionCenterIds[0]!;
      expect(
        (
          await call('POST', '/v1/DCQuantities', {
            ProductID: pid,
            ProfileID: CH.id,
            DistributionCenterID: dc,
            AvailableQuantity: 11,
          })
        ).status,
      ).toBe(201);
      const path = `/v1/DCQuantities(DistributionCenterID=${dc},ProductID=${pid})`;
      const before = await countOf('DCQuantities', String(pid));

      expect((await call('GET', path, undefined, {}, nwOnly)).status).toBe(404);
      expect((await call('PATCH', path, { AvailableQuantity: 0 }, {}, nwOnly)).status).toBe(404);
      expect((await call('PUT', path, { AvailableQuantity: 0 }, {}, nwOnly)).status).toBe(404);
      expect((await call('DELETE', path, undefined, {}, nwOnly)).status).toBe(404);
      expect(
        (
          await call(
            'POST',
            '/v1/DCQuantities',
            { ProductID: pid, DistributionCenterID: dc, AvailableQuantity: 0 },
            {},
            nwOnly,
          )
        ).status,
      ).toBe(400);
      expect((await call('GET', `/v1/Products(${pid})`, undefined, {}, nwOnly)).status).toBe(404);
      expect((await call('GET', `/v1/DistributionCenters(${dc})`, undefined, {}, nwOnly)).status).toBe(404);
      expect((await call('PATCH', `/v1/DistributionCenters(${dc})`, { City: 'Nowhere' }, {}, nwOnly)).status).toBe(404);
      expect((await call('GET', `/v1/Profiles(${CH.id})`, undefined, {}, nwOnly)).status).toBe(404);

      for (const list of [
        '/v1/Products?$select=ID,ProfileID',
        '/v1/Orders',
        '/v1/DistributionCenters',
        '/v1/Packages',
        '/v1/Profiles',
        '/v1/ChannelDocuments',
        '/v1/ChannelDocuments/NotSupplied',
        '/v1/DistributionCenterOperatingHours',
      ]) {
        const r = await call('GET', list, undefined, {}, nwOnly);
        expect(r.status, list).toBe(200);
        for (const v of r.json.value) expect(v.ProfileID ?? v.ID, list).not.toBe(CH.id);
        if (list === '/v1/DistributionCenters')
          expect(r.json.value.map((d: { ID: number }) => d.ID)).toEqual(NW.distributionCenterIds);
      }
      expect((await call('GET', path)).json.AvailableQuantity).toBe(11);
      expect(await countOf('DCQuantities', String(pid))).toBe(before);
    });
  });

  describe('4.6 distribution centers', () => {
    it('POST 201, GET 200 + ETag, PATCH merges 204, PUT replaces 204, If-Match 412, DELETE 204', async () => {
      const body = {
        Name: 'Conformance Hub',
        Code: 'CONF',
        City: 'Graz',
        Country: 'AT',
        Type: 'Warehouse',
        HandlingTimeMinutes: 60,
      };
      const created = await call('POST', `/v1/DistributionCenters?ProfileID=${CH.id}`, body);
      expect(created.status, created.text).toBe(201);
      expect(created.json['@odata.context']).toBe(`${s.url}/v1/$metadata#DistributionCenters/$entity`);
      expect(created.json).toMatchObject(body);
      const id = created.json.ID as number;
      expect(Number.isInteger(id)).toBe(true);
      expect(CH.distributionCenterIds).not.toContain(id);

      const read = await call('GET', `/v1/DistributionCenters(${id})`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject(body);
      const etag = read.headers.get('etag')!;
      expect(etag).toBeTruthy();

      expect((await call('PATCH', `/v1/DistributionCenters(${id})`, { City: 'Linz' })).status).toBe(204);
      expect((await call('GET', `/v1/DistributionCenters(${id})`)).json).toMatchObject({ ...body, City: 'Linz' });
      expect(
        (await call('PATCH', `/v1/DistributionCenters(${id})`, { City: 'Wels' }, { 'if-match': etag })).status,
      ).toBe(412);
      expect((await call('DELETE', `/v1/DistributionCenters(${id})`, undefined, { 'if-match': etag })).status).toBe(
        412,
      );
      expectInvalid(
        await call('PATCH', `/v1/DistributionCenters(${id})`, { HandlingTimeMinutes: 2147483648 }),
        'HandlingTimeMinutes',
      );
      expectInvalid(await call('PATCH', `/v1/DistributionCenters(${id})`, { Warehouse: true }), 'Warehouse');

      const put = await call('PUT', `/v1/DistributionCenters(${id})`, { Name: 'Renamed Hub', Type: 'DropShip' });
      expect(put.status, put.text).toBe(204);
      const after = (await call('GET', `/v1/DistributionCenters(${id})`)).json;
      expect(after).toMatchObject({ Name: 'Renamed Hub', Type: 'DropShip', City: null, Code: null });

      const del = await call('DELETE', `/v1/DistributionCenters(${id})`);
      expect(del.status).toBe(204);
      expect(del.text).toBe('');
      const gone = await call('GET', `/v1/DistributionCenters(${id})`);
      expect(gone.status === 404 || gone.json.IsDeleted === true).toBe(true);
      expect((await call('GET', '/v1/DistributionCenters(123456)')).status).toBe(404);
    });
  });
});
