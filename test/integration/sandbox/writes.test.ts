// Writes: keyed values (4.2-4.4) created, read, updated and deleted, alias paths, validation
// with the OData error shape, If-Match, profile isolation of writes, distribution centers
// (4.6) and channel document uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessToken,
  type Answer,
  call,
  CH,
  type Credentials,
  http,
  implicitToken,
  mutations,
  NW,
  refreshToken,
  startStrictSandbox,
} from '../../support/index.js';
import { type SandboxHandle, startSandbox } from '../../../server/index.js';

// Writes of 4.2-4.4 and 4.6: statuses, upserts, aliases, validation bodies, If-Match, and
// the per-key mutation counter.
describe('behaviour of one strict sandbox', () => {
  let s: SandboxHandle;
  let token: string;

  beforeAll(async () => {
    s = await startStrictSandbox();
    token = await refreshToken(s);
  });
  afterAll(async () => s?.close());

  function inner(r: Answer): string {
    return r.json.error.innererror.message as string;
  }

  describe('sandbox writes', () => {
    it('upserts an AttributeValue, reads, patches, puts and deletes it', async () => {
      const body = { ProductID: 1000001, ProfileID: NW, Name: "It's / 50% #1", Value: 'Green' };
      const created = await call(s, token, 'POST', '/v1/AttributeValues', body);
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject(body);
      expect((await call(s, token, 'POST', '/v1/AttributeValues', { ...body, Value: 'Teal' })).status).toBe(201);
      const path = `/v1/AttributeValues(Name='${encodeURIComponent("It''s / 50% #1")}',ProductID=1000001)`;
      const got = await call(s, token, 'GET', path);
      expect(got.json.Value).toBe('Teal');
      expect((await call(s, token, 'PATCH', path, { Value: 'Olive' })).status).toBe(204);
      expect(
        (await call(s, token, 'PUT', path, { Name: "It's / 50% #1", ProductID: 1000001, Value: 'Lime' })).status,
      ).toBe(204);
      expect((await call(s, token, 'GET', path)).json.Value).toBe('Lime');
      expect((await call(s, token, 'DELETE', path)).status).toBe(204);
      expect((await call(s, token, 'GET', path)).status).toBe(404);
      expect((await call(s, token, 'DELETE', path)).status).toBe(404);
      const counts = await mutations(s);
      expect(counts["AttributeValues(Name='It''s / 50% #1',ProductID=1000001)"]).toBe(5);
    });

    it('upserts DC quantities and custom fields, 201 each time, counted once per write', async () => {
      const before = (await mutations(s))['DCQuantities(DistributionCenterID=4,ProductID=2000010)'] ?? 0;
      for (const q of [5, 6]) {
        const r = await call(s, token, 'POST', '/v1/DCQuantities', {
          ProductID: 2000010,
          ProfileID: CH,
          DistributionCenterID: 4,
          AvailableQuantity: q,
        });
        expect(r.status).toBe(201);
        expect(r.json.AvailableQuantity).toBe(q);
      }
      expect((await mutations(s))['DCQuantities(DistributionCenterID=4,ProductID=2000010)']).toBe(before + 2);
      const cf = await call(s, token, 'POST', '/v1/CustomFields', {
        FieldID: 202,
        OrderID: 6000002,
        ProfileID: CH,
        Value: 'INV-1',
      });
      expect(cf.status).toBe(201);
      expect(cf.json).toMatchObject({ FieldID: 202, OrderID: 6000002, ProfileID: CH, Value: 'INV-1' });
      expect((await call(s, token, 'DELETE', '/v1/CustomFields(FieldID=202,OrderID=6000002)')).status).toBe(204);
    });

    it('validates bodies with the OData error shape', async () => {
      const cases: [unknown, RegExp][] = [
        [
          { ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: 2147483648 },
          /^AvailableQuantity : .*int32/,
        ],
        [
          { ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: '5' },
          /^AvailableQuantity : /,
        ],
        [
          { ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: null },
          /^AvailableQuantity : /,
        ],
        [{ ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0 }, /^AvailableQuantity : /],
        [{ ProductID: 1000001, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: 1, Extra: 1 }, /^Extra : /],
        [
          { ProductID: 1999999, ProfileID: NW, DistributionCenterID: 0, AvailableQuantity: 1 },
          /^ProductID : no product with ID 1999999/,
        ],
        [
          { ProductID: 1000001, ProfileID: NW, DistributionCenterID: 7, AvailableQuantity: 1 },
          /^DistributionCenterID : no distribution center with ID 7/,
        ],
        [
          { ProductID: 1000001, DistributionCenterID: 0, AvailableQuantity: 1 },
          /^ProfileID : is required because the access token covers 2 profiles/,
        ],
        [
          { ProductID: 1000001, ProfileID: 99, DistributionCenterID: 0, AvailableQuantity: 1 },
          /^ProfileID : the access token does not cover profile 99/,
        ],
      ];
      for (const [body, message] of cases) {
        const r = await call(s, token, 'POST', '/v1/DCQuantities', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.json.error.message).toBe('The request is invalid.');
        expect(inner(r)).toMatch(message);
        expect(inner(r).endsWith('\r\n')).toBe(true);
      }
      const longName = await call(s, token, 'POST', '/v1/AttributeValues', {
        ProductID: 1000001,
        ProfileID: NW,
        Name: 'x'.repeat(33),
        Value: 'v',
      });
      expect(inner(longName)).toMatch(/^Name : /);
      const badField = await call(s, token, 'POST', '/v1/CustomFields', {
        FieldID: 999,
        OrderID: 5000001,
        ProfileID: NW,
        Value: 'v',
      });
      expect(inner(badField)).toMatch(/^FieldID : no custom field definition with FieldID 999/);
      const badOrder = await call(s, token, 'POST', '/v1/CustomFields', {
        FieldID: 101,
        OrderID: 6000001,
        ProfileID: NW,
        Value: 'v',
      });
      expect(inner(badOrder)).toMatch(/^OrderID : no order with ID 6000001 exists in profile 12000001/);
      const patchKey = await call(s, token, 'PATCH', '/v1/DCQuantities(DistributionCenterID=0,ProductID=1000001)', {
        ProductID: 5,
      });
      expect(inner(patchKey)).toMatch(/^ProductID : /);
      const notJson = await call(s, token, 'POST', '/v1/DCQuantities', '{"ProductID":', {
        'content-type': 'application/json',
      });
      expect(notJson.status).toBe(400);
      expect(inner(notJson)).toMatch(/^body : /);
      const text = await call(s, token, 'POST', '/v1/DCQuantities', 'hello', { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
      expect(text.json.error.code).toBe('');
      expect((await mutations(s))['DCQuantities(DistributionCenterID=7,ProductID=1000001)']).toBeUndefined();
    });

    it('checks If-Match on PATCH and DELETE (412 on mismatch)', async () => {
      const path = '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)';
      const got = await call(s, token, 'GET', path);
      const etag = got.headers.get('etag')!;
      expect((await call(s, token, 'PATCH', path, { AvailableQuantity: 1 }, { 'if-match': 'W/"999"' })).status).toBe(
        412,
      );
      expect((await call(s, token, 'PATCH', path, { AvailableQuantity: 1 }, { 'if-match': etag })).status).toBe(204);
      const stale = await call(s, token, 'DELETE', path, undefined, { 'if-match': etag });
      expect(stale.status).toBe(412);
      expect(stale.json.error.message).toContain('does not match');
      expect((await call(s, token, 'DELETE', path, undefined, { 'if-match': '*' })).status).toBe(204);
    });

    it('creates, changes and soft-deletes distribution centers', async () => {
      const created = await call(s, token, 'POST', `/v1/DistributionCenters?ProfileID=${CH}`, {
        Name: 'Munich',
        Code: 'CH-MUC',
        Type: 'Warehouse',
        HandlingTimeMinutes: 60,
      });
      expect(created.status).toBe(201);
      const id = created.json.ID as number;
      expect(id).toBe(5);
      expect((await call(s, token, 'PATCH', `/v1/DistributionCenters(${id})`, { City: 'München' })).status).toBe(204);
      const after = await call(s, token, 'GET', `/v1/DistributionCenters(${id})`);
      expect(after.json).toMatchObject({ Name: 'Munich', City: 'München', HandlingTimeMinutes: 60 });
      expect((await call(s, token, 'PUT', `/v1/DistributionCenters(${id})`, { Name: 'Munich 2' })).status).toBe(204);
      expect((await call(s, token, 'GET', `/v1/DistributionCenters(${id})`)).json).toMatchObject({
        Name: 'Munich 2',
        City: null,
      });
      const bad = await call(s, token, 'POST', '/v1/DistributionCenters', { Type: 'Shed', HandlingTimeMinutes: 1.5 });
      expect(bad.status).toBe(400);
      expect(inner(bad)).toMatch(/Type : [\s\S]*HandlingTimeMinutes : /);
      expect((await call(s, token, 'PATCH', `/v1/DistributionCenters(${id})`, { IsDeleted: true })).status).toBe(400);
      expect((await call(s, token, 'DELETE', `/v1/DistributionCenters(${id})`)).status).toBe(204);
      const deleted = await call(s, token, 'GET', `/v1/DistributionCenters(${id})`);
      expect(deleted.json.IsDeleted).toBe(true);
      expect(Date.parse(deleted.json.DeletedDateUtc)).toBeGreaterThan(0);
      expect((await call(s, token, 'DELETE', `/v1/DistributionCenters(${id})`)).status).toBe(404);
      const qty = await call(s, token, 'POST', '/v1/DCQuantities', {
        ProductID: 2000001,
        ProfileID: CH,
        DistributionCenterID: id,
        AvailableQuantity: 1,
      });
      expect(inner(qty)).toMatch(/is deleted/);
    });

    it('uploads channel documents as PDF, VAT variant with an invoice number', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const plain = await call(s, token, 'POST', `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=5000001`, pdf, {
        'content-type': 'application/pdf',
      });
      expect(plain.status).toBe(201);
      expect(plain.json).toMatchObject({ ProfileID: NW, DocumentType: null, Contents: pdf.toString('base64') });
      expect(plain.json.InvoiceNumber).toBeUndefined();
      const vat = await call(
        s,
        token,
        'POST',
        `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=5000001&DocumentType=AmazonVATInvoice&InvoiceNumber=INV-9&TotalAmount=12.5&TotalVATAmount=2.0`,
        pdf,
        { 'content-type': 'application/pdf' },
      );
      expect(vat.status).toBe(201);
      expect(vat.json).toMatchObject({
        OrderID: 5000001,
        InvoiceNumber: 'INV-9',
        TotalAmount: 12.5,
        TotalVATAmount: 2,
        DocumentType: 'AmazonVATInvoice',
      });
      const notPdf = await call(
        s,
        token,
        'POST',
        `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=5000001`,
        Buffer.from('hello'),
        { 'content-type': 'application/pdf' },
      );
      expect(inner(notPdf)).toMatch(/^Contents : .*%PDF-/);
      const json = await call(s, token, 'POST', `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=5000001`, { a: 1 });
      expect(json.status).toBe(415);
      const badParams = await call(
        s,
        token,
        'POST',
        `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=abc&DocumentType=Receipt`,
        pdf,
        { 'content-type': 'application/pdf' },
      );
      expect(inner(badParams)).toMatch(/OrderID : [\s\S]*DocumentType : /);
      const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
      expect(
        (
          await call(s, token, 'POST', `/v1/ChannelDocuments?ProfileID=${NW}&OrderID=5000001`, big, {
            'content-type': 'application/pdf',
          })
        ).status,
      ).toBe(413);
    });
  });
});

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
      expect((await http(s.url, 'POST', '/admin/reset-counters')).status).toBe(204);
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
