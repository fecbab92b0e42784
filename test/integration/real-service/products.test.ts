// Issue 10: Products carry the fields published clients of the real service select and filter
// on (service-behaviour.md "Seen in published clients"; $select/$filter/$orderby as in
// service-spec.md 4.1 and service-behaviour.md "Paging and query options": lambda `any`,
// bare ISO dates). Default mode serves them; --strict knows only the spec's Product fields
// (ID, ProfileID, Sku, Title) and answers 400 naming the unknown property.
import { describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { call, CH, implicitToken, NW, sandboxForSuite } from '../../support/index.js';

const ids = (r: { json: { value: { ID: number }[] } }): number[] => r.json.value.map((p) => p.ID);

describe("default mode: the real service's Product", () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: false, seedProducts: 30 }, (started, t) => {
    s = started;
    token = t;
  });

  it('GET /v1/Products(ID) returns every field, Labels as { Name } records', async () => {
    const r = await call(s, token, 'GET', '/v1/Products(1000002)');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      '@odata.context': `${s.url}/v1/$metadata#Products/$entity`,
      ID: 1000002,
      ProfileID: NW,
      Sku: '000002-RED',
      Title: 'Northwind Outfitters item 2',
      Brand: 'Northwind',
      UPC: '400001000002',
      TotalAvailableQuantity: 0,
      CreateDateUtc: '2024-01-01T00:02:00.000Z',
      UpdateDateUtc: '2024-01-01T02:00:00.000Z',
      QuantityUpdateDateUtc: '2024-01-01T00:02:00.000Z',
      Classification: 'Outdoor',
      Labels: [{ Name: 'Sale' }],
      IsParent: false,
      IsInRelationship: true,
      RelationshipName: 'Color',
    });
  });

  it('$select of the new fields (4.1)', async () => {
    const r = await call(
      s,
      token,
      'GET',
      '/v1/Products?$select=ID,TotalAvailableQuantity,IsParent,Labels,Classification&$filter=ID eq 2000005 or ID eq 2000001',
    );
    expect(r.status).toBe(200);
    expect(r.json.value).toEqual([
      { ID: 2000001, TotalAvailableQuantity: 20, IsParent: true, Labels: [], Classification: 'Home' },
      { ID: 2000005, TotalAvailableQuantity: 158, IsParent: false, Labels: [], Classification: 'Home' },
    ]);
  });

  it("$filter=Labels/any(l: l/Name eq 'Clearance')", async () => {
    const r = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent("Labels/any(l: l/Name eq 'Clearance')")}`,
    );
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([1000007, 1000014, 1000021, 1000028, 2000007, 2000014, 2000021, 2000028]);
    // The eq form runs as SQL; a function inside the lambda runs in memory: both must agree.
    const js = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent("Labels/any(l: startswith(l/Name, 'Clear'))")}`,
    );
    expect(ids(js)).toEqual(ids(r));
  });

  it('$filter=UpdateDateUtc ge 2024-01-02 with a bare date', async () => {
    const r = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID,UpdateDateUtc&$filter=${encodeURIComponent(`UpdateDateUtc ge 2024-01-02 and ProfileID eq ${NW}`)}`,
    );
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([1000024, 1000025, 1000026, 1000027, 1000028, 1000029, 1000030]);
    expect(r.json.value[0].UpdateDateUtc).toBe('2024-01-02T00:00:00.000Z');
    // Bare dates run as SQL; inside `not` the same comparison runs in memory: both must agree.
    const js = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent(`not (UpdateDateUtc lt 2024-01-02) and ProfileID eq ${NW}`)}`,
    );
    expect(ids(js)).toEqual(ids(r));
    const gt = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent(`UpdateDateUtc gt 2024-01-02T00:00:00 and ProfileID eq ${NW}`)}`,
    );
    expect(ids(gt)).toEqual([1000025, 1000026, 1000027, 1000028, 1000029, 1000030]);
  });

  it('$filter on flags and sums, $orderby on them', async () => {
    const r = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent(`IsParent eq true and ProfileID eq ${CH}`)}&$orderby=TotalAvailableQuantity desc`,
    );
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([2000011, 2000021, 2000001]); // totals 60, 50, 20
    const related = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID,RelationshipName&$filter=${encodeURIComponent(`IsInRelationship eq false and ProfileID eq ${NW}`)}`,
    );
    expect(related.json.value).toEqual([
      { ID: 1000010, RelationshipName: null },
      { ID: 1000020, RelationshipName: null },
      { ID: 1000030, RelationshipName: null },
    ]);
    const created = await call(
      s,
      token,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent(`CreateDateUtc le 2024-01-01T00:02:00Z and QuantityUpdateDateUtc ne null`)}&$top=3`,
    );
    expect(ids(created)).toEqual([1000001, 1000002, 2000001]);
  });

  it("a token sees only its profiles' products (profile isolation)", async () => {
    const chOnly = await implicitToken(s.url, s.credentials, 'inventory', [CH]);
    expect((await call(s, chOnly, 'GET', '/v1/Products(1000002)?$select=ID,Labels')).status).toBe(404);
    const r = await call(
      s,
      chOnly,
      'GET',
      `/v1/Products?$select=ID&$filter=${encodeURIComponent("Labels/any(l: l/Name eq 'Clearance')")}`,
    );
    expect(ids(r)).toEqual([2000007, 2000014, 2000021, 2000028]);
  });

  it('$expand=Product from an AttributeValue reads the same Product (4.2)', async () => {
    const r = await call(s, token, 'GET', "/v1/AttributeValues(Name='Size',ProductID=1000004)?$expand=Product");
    expect(r.status).toBe(200);
    expect(r.json.Product).toEqual({
      ID: 1000004,
      ProfileID: NW,
      Sku: '000004-BLK',
      Title: 'Northwind Outfitters item 4',
      Brand: 'Northwind',
      UPC: '400001000004',
      TotalAvailableQuantity: 0,
      CreateDateUtc: '2024-01-01T00:04:00.000Z',
      UpdateDateUtc: '2024-01-01T04:00:00.000Z',
      QuantityUpdateDateUtc: '2024-01-01T00:04:00.000Z',
      Classification: 'Apparel',
      Labels: [{ Name: 'Sale' }],
      IsParent: false,
      IsInRelationship: true,
      RelationshipName: 'Color',
    });
  });

  it('an unknown property is still a 400 naming it', async () => {
    const r = await call(s, token, 'GET', '/v1/Products?$select=ID,Colour');
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(
      /^The query specified in the URI is not valid\. Could not find a property named 'Colour' on type 'Product' usable in \$select; allowed: ID, ProfileID, Sku, Title, Brand, UPC, TotalAvailableQuantity, /,
    );
  });
});

describe('--strict: only the fields service-spec.md lets us name', () => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict: true, seedProducts: 30 }, (started, t) => {
    s = started;
    token = t;
  });

  it('GET /v1/Products(ID) returns ID, ProfileID, Sku, Title', async () => {
    const r = await call(s, token, 'GET', '/v1/Products(1000002)');
    expect(r.json).toEqual({
      '@odata.context': `${s.url}/v1/$metadata#Products/$entity`,
      ID: 1000002,
      ProfileID: NW,
      Sku: '000002-RED',
      Title: 'Northwind Outfitters item 2',
    });
  });

  it("$expand=Product from an AttributeValue has the spec's four fields", async () => {
    const r = await call(s, token, 'GET', "/v1/AttributeValues(Name='Size',ProductID=1000004)?$expand=Product");
    expect(r.json.Product).toEqual({
      ID: 1000004,
      ProfileID: NW,
      Sku: '000004-BLK',
      Title: 'Northwind Outfitters item 4',
    });
  });

  it.each([
    'TotalAvailableQuantity',
    'CreateDateUtc',
    'UpdateDateUtc',
    'QuantityUpdateDateUtc',
    'Classification',
    'Labels',
    'IsParent',
    'IsInRelationship',
    'RelationshipName',
  ])('$select=%s is a 400 naming it', async (field) => {
    const r = await call(s, token, 'GET', `/v1/Products?$select=ID,${field}`);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe(
      `The query specified in the URI is not valid. Could not find a property named '${field}' on type 'Product' usable in $select; allowed: ID, ProfileID, Sku, Title, DCQuantities, Attributes.`,
    );
  });

  it('$filter on Labels and UpdateDateUtc is a 400 naming them', async () => {
    const labels = await call(
      s,
      token,
      'GET',
      `/v1/Products?$filter=${encodeURIComponent("Labels/any(l: l/Name eq 'Sale')")}`,
    );
    expect(labels.status).toBe(400);
    expect(labels.json.error.message).toBe(
      "The query specified in the URI is not valid. Could not find a property named 'Labels' on type 'Product' usable in $filter; allowed: ID, ProfileID, Sku, Title, DCQuantities, Attributes.",
    );
    const date = await call(
      s,
      token,
      'GET',
      `/v1/Products?$filter=${encodeURIComponent('UpdateDateUtc ge 2024-01-01')}`,
    );
    expect(date.status).toBe(400);
    expect(date.json.error.message).toContain("Could not find a property named 'UpdateDateUtc'");
  });
});
