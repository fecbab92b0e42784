// Conformance of the /v1 reads (4.1, 4.5-4.7): contexts, server-driven paging, query options,
// $filter as the real service reads it, $expand of up to 100 keys, and the read-side errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, type Answer, type Credentials, http } from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// Conformance of the /v1 reads (service-spec.md 4.1, 4.5-4.7; service-behaviour.md "Paging and
// query options"): contexts, server-driven paging with $skip and the access_token kept,
// $count/$top/$skip/$select/$expand/$orderby, $filter as the real service reads it, 400
// naming the bad token, 414 for an over-long $filter, and the unknown-route body.
describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let c: Credentials;
  let token: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];

  const get = (path: string): Promise<Answer> => http(s.url, 'GET', path, { token });
  const ctx = (set: string): string => `${s.url}/v1/$metadata#${set}`;

  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true });
    c = s.credentials;
    token = await accessToken(s.url, c);
    NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
    CH = c.profiles.find((p) => p.distributionCenterIds.length > 1)!;
  });

  afterAll(async () => {
    await s?.close();
  });

  /** Follows @odata.nextLink to the end (bounded), returning every page. */
  async function allPages(first: string, max = 40): Promise<Answer[]> {
    const pages: Answer[] = [];
    let next: string | undefined = first;
    while (next !== undefined && pages.length < max) {
      const r: Answer = await http(s.url, 'GET', next, next.includes('access_token=') ? {} : { token });
      expect(r.status, r.text).toBe(200);
      pages.push(r);
      next = r.json['@odata.nextLink'];
    }
    expect(next).toBeUndefined();
    return pages;
  }

  describe('list responses and paging', () => {
    it('pages Products with @odata.nextLink, $skip and $count until every row was read once', async () => {
      const pages = await allPages(`/v1/Products?$count=true&$filter=ProfileID eq ${NW.id}`);
      expect(pages.length).toBeGreaterThan(1);
      for (const p of pages) {
        expect(p.json['@odata.context']).toBe(ctx('Products'));
        expect(Array.isArray(p.json.value)).toBe(true);
      }
      expect(pages[0]!.json['@odata.count']).toBe(NW.productIds.length);
      const link = pages[0]!.json['@odata.nextLink'] as string;
      expect(link.startsWith(`${s.url}/v1/Products?`)).toBe(true);
      expect(link).toMatch(/\$skip=\d+/);
      expect(decodeURIComponent(link)).toContain(`ProfileID eq ${NW.id}`);
      const ids = pages.flatMap((p) => p.json.value.map((v: { ID: number }) => v.ID));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(NW.productIds.length);
    });

    it('keeps access_token in the nextLink when the token came in the query', async () => {
      const r = await http(s.url, 'GET', '/v1/Products', { queryToken: token });
      expect(r.status).toBe(200);
      const link = r.json['@odata.nextLink'] as string;
      expect(new URL(link).searchParams.get('access_token')).toBe(token);
      const next = await http(s.url, 'GET', link);
      expect(next.status).toBe(200);
      expect(next.json.value[0].ID).not.toBe(r.json.value[0].ID);
    });

    it('$top caps the total across pages and $skip skips', async () => {
      const five = await get('/v1/Products?$top=5');
      expect(five.json.value).toHaveLength(5);
      expect(five.json['@odata.nextLink']).toBeUndefined();
      const pages = await allPages('/v1/Products?$top=150');
      expect(pages.flatMap((p) => p.json.value)).toHaveLength(150);
      const all = (await get('/v1/Products?$top=20')).json.value.map((v: { ID: number }) => v.ID);
      const skipped = (await get('/v1/Products?$skip=10&$top=10')).json.value.map((v: { ID: number }) => v.ID);
      expect(skipped).toEqual(all.slice(10, 20));
      // The next link continues from the caller's own $skip.
      const from5 = await get('/v1/Products?$skip=5');
      const n = from5.json.value.length as number;
      expect(new URL(from5.json['@odata.nextLink']).searchParams.get('$skip')).toBe(String(5 + n));
    });

    it('$select keeps only the named fields and shows them in the context; spaces after commas allowed', async () => {
      const r = await get('/v1/Products?$select=ID, Sku&$top=3');
      expect(r.status, r.text).toBe(200);
      expect(r.json['@odata.context']).toBe(ctx('Products(ID,Sku)'));
      for (const v of r.json.value) expect(Object.keys(v).sort()).toEqual(['ID', 'Sku']);
    });

    it('$orderby asc and desc, on several properties', async () => {
      const desc = (await get('/v1/Products?$orderby=ID desc&$top=3&$select=ID')).json.value.map(
        (v: { ID: number }) => v.ID,
      );
      expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
      expect(desc[0]).toBe(Math.max(...CH.productIds, ...NW.productIds));
      const asc = (await get('/v1/Products?$orderby=ID asc&$top=3&$select=ID')).json.value.map(
        (v: { ID: number }) => v.ID,
      );
      expect(asc[0]).toBe(Math.min(...NW.productIds, ...CH.productIds));
      const dcs = (await get('/v1/DistributionCenters?$orderby=Country desc,ID&$select=ID,Country')).json.value;
      expect(dcs[0].Country).toBe('US');
    });

    it('$expand on DistributionCenters (OperatingHours and *)', async () => {
      for (const e of ['OperatingHours', '*']) {
        const r = await get(`/v1/DistributionCenters?$expand=${e}`);
        expect(r.status, r.text).toBe(200);
        for (const dc of r.json.value) {
          expect(Array.isArray(dc.OperatingHours)).toBe(true);
          for (const h of dc.OperatingHours) expect(h.DistributionCenterID).toBe(dc.ID);
        }
      }
    });
  });

  describe('$filter as the real service reads it', () => {
    const count = async (path: string): Promise<number> => {
      const r = await get(path);
      expect(r.status, `${path}: ${r.text}`).toBe(200);
      return r.json.value.length;
    };

    it('resolves SKUs with an OR list and $select=ID,Sku; names and keywords case-insensitive', async () => {
      const [a, b] = [NW.skus[4]!, CH.skus[7]!];
      for (const f of [
        `Sku eq '${a}' or Sku eq '${b}'`,
        `sku eq '${a}' OR SKU eq '${b}'`,
        `SKU EQ '${a}' or sku Eq '${b}'`,
      ]) {
        const r = await get(`/v1/Products?$filter=${encodeURIComponent(f)}&$select=ID,Sku`);
        expect(r.status, r.text).toBe(200);
        const got = Object.fromEntries(r.json.value.map((v: { ID: number; Sku: string }) => [v.Sku, v.ID]));
        expect(got).toEqual({ [a]: NW.productIds[4], [b]: CH.productIds[7] });
      }
    });

    it('functions: contains, startswith, endswith, tolower, toupper, year', async () => {
      const sku = NW.skus[0]!;
      expect(
        await count(`/v1/Products?$filter=${encodeURIComponent(`contains(Sku,'${sku.slice(2, 6)}')`)}&$select=ID`),
      ).toBeGreaterThan(0);
      expect(await count(`/v1/Products?$filter=${encodeURIComponent(`startswith(Sku,'${sku}')`)}&$select=ID`)).toBe(1);
      expect(
        await count(`/v1/Products?$filter=${encodeURIComponent(`endswith(Sku,'${sku.slice(-4)}')`)}&$select=ID&$top=1`),
      ).toBe(1);
      expect(
        await count(`/v1/Products?$filter=${encodeURIComponent(`tolower(Sku) eq '${sku.toLowerCase()}'`)}&$select=ID`),
      ).toBe(1);
      expect(
        await count(`/v1/Products?$filter=${encodeURIComponent(`toupper(Sku) eq '${sku.toUpperCase()}'`)}&$select=ID`),
      ).toBe(1);
      expect(await count(`/v1/Orders?$filter=${encodeURIComponent('year(CreatedDateUtc) eq 1999')}`)).toBe(0);
      const all = (await get('/v1/Orders?$count=true&$top=1')).json['@odata.count'];
      const y = new Date((await get('/v1/Orders?$top=1')).json.value[0].CreatedDateUtc).getUTCFullYear();
      const sameYear = (
        await get(`/v1/Orders?$count=true&$top=1&$filter=${encodeURIComponent(`year(CreatedDateUtc) eq ${y}`)}`)
      ).json['@odata.count'];
      expect(sameYear).toBeGreaterThan(0);
      expect(sameYear).toBeLessThanOrEqual(all);
    });

    it('enum values as plain strings, eq null, not, parentheses', async () => {
      const stores = (await get(`/v1/DistributionCenters?$filter=${encodeURIComponent("Type eq 'RetailStore'")}`)).json
        .value;
      expect(stores.length).toBeGreaterThan(0);
      for (const d of stores) expect(d.Type).toBe('RetailStore');
      const nulls = (await get(`/v1/Packages?$filter=${encodeURIComponent('EmptyWeight eq null')}`)).json.value;
      for (const p of nulls) expect(p.EmptyWeight).toBeNull();
      const notNull = (await get(`/v1/Packages?$filter=${encodeURIComponent('not (EmptyWeight eq null)')}`)).json.value;
      const total = (await get('/v1/Packages')).json.value.length;
      expect(nulls.length + notNull.length).toBe(total);
      const closed = (
        await get(
          `/v1/DistributionCenterOperatingHours?$filter=${encodeURIComponent(`OpenTime eq null and DistributionCenterID eq 0`)}`,
        )
      ).json.value;
      for (const h of closed) expect(h.OpenTime).toBeNull();
    });

    it('lambda any on a collection', async () => {
      const withColor = (
        await get(
          `/v1/Products?$filter=${encodeURIComponent("Attributes/any(a: a/Name eq 'Color')")}&$expand=Attributes&$top=20`,
        )
      ).json.value;
      expect(withColor.length).toBeGreaterThan(0);
      for (const p of withColor) expect(p.Attributes.some((a: { Name: string }) => a.Name === 'Color')).toBe(true);
      const profiles = (
        await get(`/v1/Profiles?$filter=${encodeURIComponent('SiteAccounts/any(s: s/SiteAccountID gt 0)')}`)
      ).json.value;
      expect(profiles.length).toBeGreaterThan(0);
    });
  });

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
