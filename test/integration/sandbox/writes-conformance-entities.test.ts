// Conformance of the /v1 writes of service-spec.md 4.2-4.4 and 4.6, the entities: 201 +
// entity for POST, 204 without a body for PATCH/PUT/DELETE, ETag and If-Match (412), POST as
// an upsert, quotes in keys, mutation counts and their reset, the alias paths outside batches,
// and distribution centers created, merged, replaced and deleted. Validation and foreign
// profiles: writes-conformance-refusals.test.ts.
import { describe, expect, it } from 'vitest';
import { type Credentials, http, resetCounters } from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';
import { expectInvalid, useWritesSandbox } from './writes-conformance.fixtures.js';

describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];
  const { call, mutations, countOf } = useWritesSandbox((bed) => ({ s, NW, CH } = bed));

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
