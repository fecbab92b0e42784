// Conformance of the /v1 writes of service-spec.md 4.2-4.4 and 4.6, the refusals: validation
// with "The request is invalid." and "<field> : <problem>" lines (int32 bounds, types, lengths,
// enums, unknown keys, bodies that are not JSON), the ProfileID rule, and foreign profiles'
// data neither read nor changed. Entities, ETags, aliases and mutation counts:
// writes-conformance-entities.test.ts.
import { describe, expect, it } from 'vitest';
import { type Credentials, http } from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';
import { expectInvalid, useWritesSandbox } from './writes-conformance.fixtures.js';

describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let token: string;
  let nwOnly: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];
  const { call, countOf } = useWritesSandbox((bed) => ({ s, token, nwOnly, NW, CH } = bed));

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
});
