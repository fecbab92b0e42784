// Conformance of the /v1 reads (service-spec.md 4.1, 4.5-4.7): bulk reads with $expand of up
// to 100 keys, single entities with their context and ETag, profiles, packages, documents and
// operating hours, 400 naming the bad token and the unknown-route body. Paging, query options
// and $filter: reads-conformance-lists.test.ts.
import { describe, expect, it } from 'vitest';
import { type Answer, type Credentials, http } from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';
import { allPagesOf, useReadsSandbox } from './reads-conformance.fixtures.js';

describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];
  useReadsSandbox((bed) => ({ s, c, token, NW, CH } = bed));

  const get = (path: string): Promise<Answer> => http(s.url, 'GET', path, { token });
  const ctx = (set: string): string => `${s.url}/v1/$metadata#${set}`;
  const allPages = (first: string, max?: number): Promise<Answer[]> => allPagesOf(s.url, token, first, max);

  describe('bulk reads with $expand of up to 100 keys', () => {
    it('Products by 100 IDs with $expand=DCQuantities,Attributes', async () => {
      const ids = [...NW.productIds.slice(0, 50), ...CH.productIds.slice(0, 50)];
      const f = ids.map((id) => `ID eq ${id}`).join(' or ');
      const pages = await allPages(`/v1/Products?$filter=${encodeURIComponent(f)}&$expand=DCQuantities,Attributes`);
      const products = pages.flatMap((p) => p.json.value);
      expect(products.map((p: { ID: number }) => p.ID).sort()).toEqual([...ids].sort());
      const sample = products.find((p: { ID: number }) => p.ID === CH.productIds[0])!;
      const direct = (await get(`/v1/Products(${sample.ID})?$expand=DCQuantities`)).json.DCQuantities;
      expect(sample.DCQuantities.map((q: { DistributionCenterID: number }) => q.DistributionCenterID).sort()).toEqual(
        direct.map((q: { DistributionCenterID: number }) => q.DistributionCenterID).sort(),
      );
      for (const p of products) {
        expect(Array.isArray(p.DCQuantities) && Array.isArray(p.Attributes)).toBe(true);
        for (const a of p.Attributes) expect(a.ProductID).toBe(p.ID);
      }
    });

    it('Orders by 100 IDs with $expand=CustomFields', async () => {
      const ids = [...NW.orderIds.slice(0, 50), ...CH.orderIds.slice(0, 50)];
      const f = ids.map((id) => `ID eq ${id}`).join(' or ');
      const pages = await allPages(`/v1/Orders?$filter=${encodeURIComponent(f)}&$expand=CustomFields`);
      const orders = pages.flatMap((p) => p.json.value);
      expect(orders).toHaveLength(100);
      expect(orders.some((o: { CustomFields: unknown[] }) => o.CustomFields.length > 0)).toBe(true);
      for (const o of orders) for (const cf of o.CustomFields) expect(cf.OrderID).toBe(o.ID);
    });
  });

  describe('single entities, profiles, packages, documents, operating hours', () => {
    it('single GET has /$entity context and an ETag; list-only options are refused', async () => {
      const dc = await get(`/v1/DistributionCenters(${NW.distributionCenterIds[0]})`);
      expect(dc.status).toBe(200);
      expect(dc.json['@odata.context']).toBe(ctx('DistributionCenters/$entity'));
      expect(dc.json.ID).toBe(0);
      // DCQuantities has no list endpoint (4.4): find a key through the product's navigation.
      const q = (await get(`/v1/Products(${CH.productIds[0]})?$expand=DCQuantities`)).json.DCQuantities[0];
      const one = await get(
        `/v1/DCQuantities(DistributionCenterID=${q.DistributionCenterID},ProductID=${q.ProductID})?$select=AvailableQuantity&$expand=Product`,
      );
      expect(one.status, one.text).toBe(200);
      expect(one.headers.get('etag')).toBeTruthy();
      expect(one.json['@odata.context']).toBe(ctx('DCQuantities(AvailableQuantity)/$entity'));
      expect(one.json.Product.ID).toBe(q.ProductID);
      expect((await get(`/v1/DistributionCenters(0)?$top=1`)).status).toBe(400);
    });

    it('every single-entity GET carries an ETag and the documented JSON content type', async () => {
      for (const p of [
        `/v1/Products(${NW.productIds[0]})`,
        `/v1/Orders(${CH.orderIds[0]})`,
        `/v1/Profiles(${NW.id})`,
        `/v1/DistributionCenters(${CH.distributionCenterIds[0]})`,
        `/v1/AttributeValues(Name='Color',ProductID=${NW.productIds[2]})`,
        `/v1/CustomFields(FieldID=${NW.customFieldIds[0]},OrderID=${NW.orderIds[2]})`,
      ]) {
        const r = await get(p);
        expect(r.status, p).toBe(200);
        expect(r.headers.get('etag'), p).toMatch(/^(W\/)?"[^"]+"$/);
        expect(r.headers.get('content-type'), p).toMatch(
          /^application\/json; odata\.metadata=minimal; odata\.streaming=true/,
        );
      }
    });

    it('Profiles lists exactly the covered profiles; Profiles(id) reads one; Packages of all profiles', async () => {
      const list = await get('/v1/Profiles');
      expect(list.json['@odata.context']).toBe(ctx('Profiles'));
      expect(list.json.value.map((p: { ID: number }) => p.ID).sort()).toEqual(c.profiles.map((p) => p.id).sort());
      const one = await get(`/v1/Profiles(${CH.id})`);
      expect(one.status).toBe(200);
      expect(one.json.ID).toBe(CH.id);
      expect((await get('/v1/Profiles(99)')).status).toBe(404);
      const pk = await get('/v1/Packages');
      expect(pk.json['@odata.context']).toBe(ctx('Packages'));
      expect(new Set(pk.json.value.map((p: { ProfileID: number }) => p.ProfileID))).toEqual(
        new Set(c.profiles.map((p) => p.id)),
      );
    });

    it('ChannelDocuments and NotSupplied lists with $select', async () => {
      const docs = await get('/v1/ChannelDocuments?$select=ID,DocumentType');
      expect(docs.status).toBe(200);
      expect(docs.json['@odata.context']).toBe(ctx('ChannelDocuments(ID,DocumentType)'));
      for (const d of docs.json.value) expect(Object.keys(d).sort()).toEqual(['DocumentType', 'ID']);
      const ns = await get('/v1/ChannelDocuments/NotSupplied?$select=ID,ProfileID&$orderby=ID desc');
      expect(ns.status, ns.text).toBe(200);
      expect(ns.json['@odata.context']).toMatch(new RegExp(`^${s.url.replace(/\./g, '\\.')}/v1/\\$metadata#`));
    });

    it('DistributionCenterOperatingHours lists the days of every center', async () => {
      const r = await get(`/v1/DistributionCenterOperatingHours?$filter=DistributionCenterID eq 0&$orderby=DayID`);
      expect(r.status, r.text).toBe(200);
      expect(r.json['@odata.context']).toBe(ctx('DistributionCenterOperatingHours'));
      const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      for (const h of r.json.value) expect(days).toContain(h.DayID);
    });
  });

  describe('errors of the read side', () => {
    it.each([
      ['$orderby=Nope', 'Nope'],
      ['$select=Bogus', 'Bogus'],
      ['$expand=Nothing', 'Nothing'],
      ['$top=abc', 'abc'],
      ['$skip=-1', '-1'],
      ['$frobnicate=1', '$frobnicate'],
      [`$filter=${encodeURIComponent('Colour eq 1')}`, 'Colour'],
      [`$filter=${encodeURIComponent("Sku eq 'a' and")}`, '$filter'],
    ])('%s answers 400 naming the bad token', async (q, token_) => {
      const r = await get(`/v1/Products?${q}`);
      expect(r.status, r.text).toBe(400);
      expect(r.json.error.code).toBe('');
      if (token_ !== '$filter') expect(r.json.error.message).toContain(token_);
    });

    it('an unknown route answers 404 with the Web API body', async () => {
      for (const p of ['/v1/Nothing', '/v1/Products(1)/Export', '/v2/Products']) {
        const r = await get(p);
        expect(r.status).toBe(404);
        expect(r.json).toEqual({ Message: `No HTTP resource was found that matches the request URI '${s.url}${p}'.` });
      }
    });
  });
});
