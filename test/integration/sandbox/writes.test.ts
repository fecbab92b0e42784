// Writes on one strict sandbox: keyed values (4.2-4.4), alias paths, validation, If-Match,
// distribution centers (4.6) and channel document uploads. The spec's statuses, bodies and
// profile rules, checked call by call: writes-conformance-entities and -refusals.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  CH,
  mutations,
  NW,
  refreshToken,
  resetCounters,
  startStrictSandbox,
} from '../../support/index.js';
import { type SandboxHandle } from '../../../server/index.js';

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
      // From zero on every attempt: a CI retry (vitest.config.ts) would count the first attempt's writes too.
      await resetCounters(s);
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
