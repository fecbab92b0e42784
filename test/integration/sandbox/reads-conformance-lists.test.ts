// Conformance of the /v1 list reads (service-spec.md 4.1, 4.5-4.7; service-behaviour.md
// "Paging and query options"): contexts, server-driven paging with $skip and the access_token
// kept, $count/$top/$skip/$select/$expand/$orderby, and $filter as the real service reads it.
// Bulk $expand, single entities and the read-side errors: reads-conformance-entities.test.ts.
import { describe, expect, it } from 'vitest';
import { type Answer, type Credentials, http } from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';
import { allPagesOf, useReadsSandbox } from './reads-conformance.fixtures.js';

describe('conformance to the spec', () => {
  let s: SandboxHandle;
  let token: string;
  let NW: Credentials['profiles'][number];
  let CH: Credentials['profiles'][number];
  useReadsSandbox((bed) => ({ s, token, NW, CH } = bed));

  const get = (path: string): Promise<Answer> => http(s.url, 'GET', path, { token });
  const ctx = (set: string): string => `${s.url}/v1/$metadata#${set}`;
  const allPages = (first: string, max?: number): Promise<Answer[]> => allPagesOf(s.url, token, first, max);

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
});
