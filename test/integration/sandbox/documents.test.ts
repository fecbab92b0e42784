// Conformance of POST /v1/ChannelDocuments (service-spec.md 4.5): the raw PDF with content
// type application/pdf, the %PDF- header, the size limit, the query parameters of 4.5 checked,
// and the VAT invoice variant when the document type and invoice fields say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { accessToken, type Answer, type Credentials, http } from '../../support/index.js';

let s: SandboxHandle;
let c: Credentials;
let token: string;
let NW: Credentials['profiles'][number];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const upload = (query: string, body: Buffer | string = PDF, type = 'application/pdf'): Promise<Answer> =>
  http(s.url, 'POST', `/v1/ChannelDocuments?${query}`, { token, raw: body, headers: { 'content-type': type } });

beforeAll(async () => {
  s = await startSandbox({ strict: true, quiet: true });
  c = s.credentials;
  token = await accessToken(s.url, c);
  NW = c.profiles.find((p) => p.distributionCenterIds.length === 1)!;
});

afterAll(async () => {
  await s?.close();
});

describe('ChannelDocuments upload', () => {
  it('a real PDF answers 201 with the ChannelDocument, listed afterwards with its contents', async () => {
    const r = await upload(`ProfileID=${NW.id}&OrderID=${NW.orderIds[5]}`);
    expect(r.status, r.text).toBe(201);
    expect(r.json['@odata.context']).toMatch(/\/v1\/\$metadata#ChannelDocuments/);
    for (const k of ['DocumentKey', 'Contents', 'ID', 'ProfileID', 'DocumentType']) expect(r.json).toHaveProperty(k);
    expect(r.json.ProfileID).toBe(NW.id);
    expect(r.json.InvoiceNumber).toBeUndefined();
    const list = await http(s.url, 'GET', `/v1/ChannelDocuments?$filter=ID eq ${r.json.ID}`, { token });
    expect(list.json.value).toHaveLength(1);
    expect(Buffer.from(list.json.value[0].Contents, 'base64').equals(PDF)).toBe(true);
  });

  it('the VAT invoice variant when DocumentType and the invoice fields say so', async () => {
    const q = `ProfileID=${NW.id}&OrderID=${NW.orderIds[6]}&DocumentType=AmazonVATInvoice&InvoiceNumber=INV-77&TotalAmount=119.5&TotalVATAmount=19.5&AdjustmentID=ADJ-1`;
    const r = await upload(q);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({
      DocumentType: 'AmazonVATInvoice',
      InvoiceNumber: 'INV-77',
      TotalAmount: 119.5,
      TotalVATAmount: 19.5,
      OrderID: NW.orderIds[6],
      AdjustmentID: 'ADJ-1',
    });
    for (const k of ['Status', 'CreateDateUTC', 'UpdateDateUTC']) expect(r.json).toHaveProperty(k);
  });

  it('refuses another content type, a body without %PDF-, an empty body and an oversized one', async () => {
    const q = `ProfileID=${NW.id}&OrderID=${NW.orderIds[5]}`;
    const json = await upload(q, '{"a":1}', 'application/json');
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    const octet = await upload(q, PDF, 'application/octet-stream');
    expect(octet.status).toBe(415);
    const notPdf = await upload(q, Buffer.from('GIF89a not a pdf'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.json.error.message).toBe('The request is invalid.');
    expect((await upload(q, Buffer.alloc(0))).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(q, big);
    expect(tooBig.status).toBe(413);
  });

  it('checks the query parameters of 4.5', async () => {
    const ok = `ProfileID=${NW.id}&OrderID=${NW.orderIds[5]}`;
    for (const [extra, field] of [
      ['&DocumentType=Receipt', 'DocumentType'],
      ['&TotalAmount=lots', 'TotalAmount'],
    ] as const) {
      const r = await upload(ok + extra);
      expect(r.status, extra).toBe(400);
      expect(r.json.error.innererror.message).toContain(`${field} : `);
    }
    const badOrder = await upload(`ProfileID=${NW.id}&OrderID=abc`);
    expect(badOrder.status).toBe(400);
    const bigOrder = await upload(`ProfileID=${NW.id}&OrderID=2147483648`);
    expect(bigOrder.status).toBe(400);
    const unknownOrder = await upload(`ProfileID=${NW.id}&OrderID=7`);
    expect(unknownOrder.status).toBe(400);
    expect(unknownOrder.json.error.innererror.message).toContain('OrderID : ');
    const noProfile = await upload(`OrderID=${NW.orderIds[5]}`);
    expect(noProfile.status).toBe(400);
    expect(noProfile.json.error.innererror.message).toContain('ProfileID : ');
  });
});
