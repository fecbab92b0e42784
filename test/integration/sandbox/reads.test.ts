// Reads on one strict sandbox: every list endpoint with the 4.1 options, paging by
// @odata.nextLink, single-entity GETs with ETags, bulk look-ups, and a $filter far over the
// 16 KiB header limit. The spec's contexts, paging and $filter rules:
// reads-conformance-lists.test.ts and reads-conformance-entities.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBatchRequest } from '../../../shared/batch/index.js';
import { call, CH, NW, refreshToken, startStrictSandbox } from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';

// Reads: every list endpoint with the 4.1 options, paging by @odata.nextLink, @odata.context,
// single-entity GETs with ETags, Products/Orders bulk look-ups, 404/414/400 answers.
describe('behaviour of one strict sandbox', () => {
  let s: SandboxHandle;
  let token: string;

  beforeAll(async () => {
    s = await startStrictSandbox();
    token = await refreshToken(s);
  });
  afterAll(async () => s?.close());

  describe('sandbox reads', () => {
    it('pages Products by 100 with a nextLink that keeps the query and access_token', async () => {
      const first = await call(s, null, 'GET', `/v1/Products?access_token=${token}&$count=true`);
      expect(first.status).toBe(200);
      expect(first.json['@odata.context']).toBe(`${s.url}/v1/$metadata#Products`);
      expect(first.json['@odata.count']).toBe(600);
      expect(first.json.value).toHaveLength(100);
      const next = first.json['@odata.nextLink'] as string;
      expect(next).toBe(`${s.url}/v1/Products?access_token=${token}&$count=true&$skip=100`);
      const seen = new Set<number>(first.json.value.map((p: { ID: number }) => p.ID));
      let link: string | undefined = next;
      let pages = 1;
      while (link && pages < 20) {
        const r = await fetch(link);
        const j = (await r.json()) as { value: { ID: number }[]; '@odata.nextLink'?: string };
        for (const p of j.value) seen.add(p.ID);
        expect(j['@odata.nextLink']).not.toBe(link);
        link = j['@odata.nextLink'];
        pages++;
      }
      expect(pages).toBe(6);
      expect(seen.size).toBe(600);
    });

    it('uses bigger pages with a small $select and caps the total with $top', async () => {
      const r = await call(s, token, 'GET', '/v1/Products?$select=ID,Sku&$top=550');
      expect(r.json['@odata.context']).toBe(`${s.url}/v1/$metadata#Products(ID,Sku)`);
      expect(r.json.value).toHaveLength(550);
      expect(Object.keys(r.json.value[0])).toEqual(['ID', 'Sku']);
      expect(r.json['@odata.nextLink']).toBeUndefined();
      const capped = await call(s, token, 'GET', '/v1/Products?$top=150');
      expect(capped.json.value).toHaveLength(100);
      const rest = await fetch(capped.json['@odata.nextLink'], { headers: { authorization: `Bearer ${token}` } });
      const restJson = (await rest.json()) as { value: unknown[]; '@odata.nextLink'?: string };
      expect(restJson.value).toHaveLength(50);
      expect(restJson['@odata.nextLink']).toBeUndefined();
    });

    it('resolves SKUs (text, leading zeros) and IDs with OR filters, case-insensitive names', async () => {
      const r = await call(
        s,
        token,
        'GET',
        `/v1/Products?$filter=${encodeURIComponent("sku eq '000012-BLK' or SKU eq '0000007' or Sku eq 'nope'")}&$select=ID,Sku`,
      );
      expect(r.status).toBe(200);
      expect(r.json.value).toEqual([
        { ID: 1000012, Sku: '000012-BLK' },
        { ID: 2000007, Sku: '0000007' },
      ]);
      const ids = Array.from({ length: 100 }, (_, i) => `ID eq ${1000001 + i}`).join(' or ');
      const many = await call(
        s,
        token,
        'GET',
        `/v1/Products?$filter=${encodeURIComponent(ids)}&$expand=DCQuantities,Attributes`,
      );
      expect(many.json.value).toHaveLength(100);
      expect(many.json.value[2]).toMatchObject({
        ID: 1000003,
        DCQuantities: [{ DistributionCenterID: 0, AvailableQuantity: 21 }],
        Attributes: [{ Name: 'Color', Value: 'Blue' }],
      });
    });

    it('pages an expanded collection over 100 items with <Nav>@odata.nextLink', async () => {
      const reqs = Array.from({ length: 101 }, (_, i) => ({
        method: 'POST' as const,
        url: `${s.url}/v1/AttributeValues`,
        body: { ProductID: 1000004, ProfileID: NW, Name: `Extra${String(i).padStart(3, '0')}`, Value: String(i) },
      }));
      const { body, contentType } = writeBatchRequest(reqs);
      const b = await fetch(`${s.url}/v1/$batch`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        body,
      });
      expect(b.status).toBe(200);
      const r = await call(
        s,
        null,
        'GET',
        `/v1/Products?$filter=ID eq 1000004&$expand=Attributes&access_token=${token}`,
      );
      const product = r.json.value[0];
      expect(product.Attributes).toHaveLength(100);
      const link = product['Attributes@odata.nextLink'] as string;
      expect(link).toBe(`${s.url}/v1/Products(1000004)/Attributes?access_token=${token}&$skip=100`);
      const rest = (await (await fetch(link)).json()) as { value: { Name: string }[] };
      expect(rest.value.map((a) => a.Name)).toEqual(['Extra100', 'Size']); // 101 extras plus the seeded Size
    });

    it('evaluates other filters, $orderby desc and $skip', async () => {
      const r = await call(
        s,
        token,
        'GET',
        `/v1/Products?$filter=${encodeURIComponent("startswith(Sku,'00002') and ProfileID eq 12000001")}&$orderby=ID desc&$select=ID&$skip=1&$top=2`,
      );
      expect(r.json.value).toEqual([{ ID: 1000028 }, { ID: 1000027 }]);
      const dcs = await call(
        s,
        token,
        'GET',
        `/v1/DistributionCenters?$filter=${encodeURIComponent("Type eq 'RetailStore'")}&$select=ID,Name`,
      );
      expect(dcs.json.value).toEqual([{ ID: 2, Name: 'Contoso Hamburg Store' }]);
    });

    it('gives the same answer through the SQL and the in-memory filter paths', async () => {
      const sqlPath = "ID ge 1000010 and ID le 1000020 or Sku eq '0000005'";
      const jsPath = `(${sqlPath}) and contains(Sku,'0')`;
      const q = (f: string) =>
        call(
          s,
          token,
          'GET',
          `/v1/Products?$filter=${encodeURIComponent(f)}&$select=ID,Sku&$count=true&$orderby=Sku desc`,
        );
      const [a, b] = [await q(sqlPath), await q(jsPath)];
      expect(a.json['@odata.count']).toBe(12);
      expect(b.json).toEqual(a.json);
      const ne = await call(
        s,
        token,
        'GET',
        `/v1/Orders?$filter=${encodeURIComponent("SiteOrderID ne 'NW-000001'")}&$count=true&$top=0`,
      );
      expect(ne.json['@odata.count']).toBe(59);
    });

    it('answers 414 for a $filter over 2048 characters and 400 naming a bad option', async () => {
      const long = Array.from({ length: 120 }, (_, i) => `Sku eq '${String(i).padStart(6, '0')}-BLK'`).join(' or ');
      expect((await call(s, token, 'GET', `/v1/Products?$filter=${encodeURIComponent(long)}`)).status).toBe(414);
      const bad = await call(s, token, 'GET', '/v1/Products?$select=Nope');
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toContain("'Nope'");
      expect((await call(s, token, 'GET', '/v1/Products?$filter=Sku eq')).status).toBe(400);
      expect((await call(s, token, 'GET', '/v1/Products?$bogus=1')).status).toBe(400);
      expect((await call(s, token, 'GET', '/v1/DistributionCenters?$expand=Products')).status).toBe(400);
    });

    it('lists Orders with CustomFields and reads one order', async () => {
      const r = await call(
        s,
        token,
        'GET',
        `/v1/Orders?$filter=${encodeURIComponent('ID eq 5000003 or ID eq 5000005')}&$expand=CustomFields`,
      );
      expect(r.json.value.map((o: { ID: number }) => o.ID)).toEqual([5000003, 5000005]);
      expect(r.json.value[0].CustomFields).toEqual([
        { FieldID: 101, OrderID: 5000003, ProfileID: NW, Value: 'Happy birthday #3' },
      ]);
      const one = await call(s, token, 'GET', '/v1/Orders(6000001)?$select=ID,SiteOrderID');
      expect(one.json).toEqual({
        '@odata.context': `${s.url}/v1/$metadata#Orders(ID,SiteOrderID)/$entity`,
        ID: 6000001,
        SiteOrderID: 'CH-000001',
      });
      expect((await call(s, token, 'GET', '/v1/Orders(6000001)/CustomFields')).status).toBe(200);
      expect((await call(s, token, 'GET', '/v1/Orders(6000001)?$top=1')).status).toBe(400);
    });

    it('serves single entities with ETags and $expand of Product and Order', async () => {
      const av = await call(s, token, 'GET', "/v1/AttributeValues(Name='Color',ProductID=1000003)?$expand=Product");
      expect(av.status).toBe(200);
      expect(av.headers.get('etag')).toMatch(/^W\/"\d+"$/);
      expect(av.json.Product).toMatchObject({ ID: 1000003, Sku: '000003-BLU' });
      const cf = await call(s, token, 'GET', '/v1/CustomFields(FieldID=101,OrderID=5000003)?$expand=*&$select=Value');
      expect(cf.json).toMatchObject({ Value: 'Happy birthday #3', Order: { ID: 5000003 } });
      expect(cf.json.FieldID).toBeUndefined();
      expect((await call(s, token, 'GET', '/v1/Products(1000001)/DCQuantities')).json.value[0].ProductID).toBe(1000001);
      expect((await call(s, token, 'GET', '/v1/Products(1000003)/Attributes')).json.value).toHaveLength(1);
      expect((await call(s, token, 'GET', "/v1/AttributeValues(Name='Nope',ProductID=1000003)")).status).toBe(404);
      expect((await call(s, token, 'GET', "/v1/AttributeValues(Name='Color')")).status).toBe(400);
    });

    it('lists distribution centers (single DC of Northwind is ID 0), hours, profiles, packages, documents', async () => {
      const dcs = await call(s, token, 'GET', '/v1/DistributionCenters?$expand=OperatingHours&$orderby=ID');
      expect(dcs.json.value.map((d: { ID: number }) => d.ID)).toEqual([0, 1, 2, 3, 4]);
      expect(dcs.json.value[0].OperatingHours).toHaveLength(7);
      const hours = await call(
        s,
        token,
        'GET',
        '/v1/DistributionCenterOperatingHours?$filter=DistributionCenterID eq 0&$orderby=DayID',
      );
      expect(hours.json.value[0]).toEqual({
        DistributionCenterID: 0,
        DayID: 'Friday',
        OpenTime: '08:00',
        CloseTime: '18:00',
      });
      const dc = await call(s, token, 'GET', '/v1/DistributionCenters(0)');
      expect(dc.json).toMatchObject({ ID: 0, IsDeleted: false, DeletedDateUtc: null });
      expect(dc.headers.get('etag')).toBe('W/"1"');
      const profiles = await call(s, token, 'GET', `/v1/Profiles(${CH})?$expand=*`);
      expect(profiles.json.SiteAccounts[0]).toMatchObject({ SiteAccountID: 9201, ProfileID: CH });
      const pk = await call(s, token, 'GET', '/v1/Packages?$count=true');
      expect(pk.json['@odata.count']).toBe(6);
      const docs = await call(s, token, 'GET', '/v1/ChannelDocuments?$select=DocumentKey,ProfileID,DocumentType');
      expect(docs.json.value).toHaveLength(4);
      const ns = await call(s, token, 'GET', '/v1/ChannelDocuments/NotSupplied');
      // Every seeded order but the two with a document waits for one (issue 13).
      expect(ns.json.value).toHaveLength(2 * (30 - 2)); // 300 products: 30 orders a profile
    });

    it('answers unknown routes with the Web API 404 body', async () => {
      const r = await call(s, token, 'GET', '/v1/Widgets');
      expect(r.status).toBe(404);
      expect(r.json).toEqual({
        Message: `No HTTP resource was found that matches the request URI '${s.url}/v1/Widgets'.`,
      });
      expect((await call(s, token, 'DELETE', '/v1/Products(1000001)')).status).toBe(404);
      expect((await call(s, token, 'GET', '/v1/AttributeValues')).status).toBe(404);
    });
  });
});

// A $filter far over the service's 2048-character limit (1,500 IDs, ~25k characters in the
// request line) must reach the sandbox's own 414 check with the common error body, not be cut
// off by Node's default 16 KiB header limit with a bare 431.
describe('very long URLs', () => {
  let s: SandboxHandle;
  let token: string;

  beforeAll(async () => {
    s = await startStrictSandbox();
    token = await refreshToken(s);
  });

  afterAll(async () => {
    await s?.close();
  });

  describe('sandbox: very long URLs', () => {
    it('answers a 1,500-term $filter with 414 and the common error body', async () => {
      const filter = Array.from({ length: 1500 }, (_, i) => `ID eq ${100000 + i}`).join(' or ');
      const path = `/v1/Products?$filter=${encodeURIComponent(filter)}`;
      expect(path.length).toBeGreaterThan(16 * 1024);
      const r = await call(s, token, 'GET', path);
      expect(r.status, r.text).toBe(414);
      expect(r.json.error.message).toMatch(
        /The request URI is too long: \$filter has \d+ characters and the limit is 2048/,
      );
      expect(typeof r.json.error.code).toBe('string');
    });
  });
});
