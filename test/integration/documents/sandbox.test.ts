// The sandbox's ChannelDocuments for bulk work (issue 13), in the real service's mode and in
// --strict alike: every seeded order without a document waits in NotSupplied (hundreds, not
// six), a listed document's ID names its order, and an upload settles the order's entry. A
// credit note without the AdjustmentID of its refund is refused as the real service does;
// --strict keeps the spec's letter (AdjustmentID nullable) and takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientService, type TestService } from '../../support/index.js';
import { minimalPdf } from './pdf.js';

const NW = 12000001;
const services: Record<'real' | 'strict', TestService> = {} as never;
beforeAll(async () => {
  services.real = await startClientService({ seedProducts: 2000, strict: false });
  services.strict = await startClientService({ seedProducts: 2000, strict: true });
}, 120_000);
afterAll(async () => {
  await services.real?.close();
  await services.strict?.close();
});

async function upload(svc: TestService, query: string) {
  return svc.client.request({
    method: 'POST',
    path: `/v1/ChannelDocuments?${query}`,
    body: minimalPdf('credit note'),
    headers: { 'content-type': 'application/pdf' },
  });
}

describe.each(['real', 'strict'] as const)('ChannelDocuments in the %s mode', (mode) => {
  it('lists the 396 orders of --seed-products 2000 that wait for a document', async () => {
    const ids: number[] = [];
    const types = new Map<number, string>();
    for await (const page of services[mode].client.list<{ ID: number; ProfileID: number; DocumentType: string }>(
      '/v1/ChannelDocuments/NotSupplied',
    ))
      for (const n of page) {
        ids.push(n.ID);
        types.set(n.ID, n.DocumentType);
      }
    // 200 orders a profile; orders 1 and 2 of each have their documents.
    const expected = [5_000_000, 6_000_000].flatMap((base) => Array.from({ length: 198 }, (_, k) => base + k + 3));
    expect(ids.sort((a, b) => a - b)).toEqual(expected);
    expect(types.get(5_000_004)).toBe('AmazonVATCreditNote');
    expect(types.get(5_000_005)).toBe('AmazonVATInvoice');
  });

  it("names each document's order in its ID", async () => {
    const r = await services[mode].client.request({
      method: 'GET',
      path: `/v1/ChannelDocuments?$filter=ProfileID eq ${NW}&$select=DocumentKey,ID,DocumentType&$orderby=DocumentKey`,
    });
    expect((r.body as { value: unknown[] }).value).toEqual([
      { DocumentKey: `DOC-${NW}-1`, ID: 5_000_001, DocumentType: 'AmazonVATInvoice' },
      { DocumentKey: `DOC-${NW}-2`, ID: 5_000_002, DocumentType: null },
    ]);
  });

  it('a credit note without AdjustmentID: refused by the real service, taken by --strict', async () => {
    const r = await upload(
      services[mode],
      `ProfileID=${NW}&OrderID=5000014&DocumentType=AmazonVATCreditNote&InvoiceNumber=CN-14`,
    );
    if (mode === 'strict') {
      expect(r.status).toBe(201);
      return;
    }
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(
      'AdjustmentID : a credit note needs the AdjustmentID of the refund it credits: add ?AdjustmentID=<adjustment ID>.',
    );
    const ok = await upload(
      services[mode],
      `ProfileID=${NW}&OrderID=5000014&DocumentType=AmazonVATCreditNote&InvoiceNumber=CN-14&AdjustmentID=ADJ-14`,
    );
    expect(ok.status).toBe(201);
    const waiting = await services[mode].client.request({
      method: 'GET',
      path: '/v1/ChannelDocuments/NotSupplied?$filter=ID eq 5000014',
    });
    expect((waiting.body as { value: unknown[] }).value).toEqual([]);
  });
});
