// The review of a channel-document sheet (issue 13) against the sandbox: every problem the
// review finds is the row's verdict with the exact message and fix, nothing of such a row is
// sent, and the one good row is uploaded once and reported Created with its document key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import {
  freshOnRetry,
  results,
  readSheet,
  startClientService,
  tempDir,
  type TestService,
  resetCounters,
} from '../../support/index.js';
import { minimalPdf } from './pdf.js';

const NW = 12000001;
const nwOrder = (i: number): number => 5_000_000 + i;
const chOrder = (i: number): number => 6_000_000 + i;

let svc: TestService;
let dir: string;
let docs: string;
const start = async (): Promise<void> => {
  svc = await startClientService({ seedProducts: 300, strict: false });
  dir = tempDir('cb-docs-review-');
  docs = join(dir, 'pdfs');
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(docs);
  for (const n of ['good', 'unknown', 'already', 'amount', 'credit', 'other-profile', 'shared'])
    writeFileSync(join(docs, `${n}.pdf`), minimalPdf(n));
  writeFileSync(join(docs, 'notes.txt'), 'Invoice 42: see the PDF');
  // One byte over the limit, and a real PDF header: only the size is wrong.
  writeFileSync(join(docs, 'big.pdf'), Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 - 8)]));
};
beforeAll(start, 60_000);
afterAll(async () => {
  await svc?.close();
});
// A CI retry on the kept sandbox would find the first attempt's document uploaded (the good
// row then "already has its invoice"): a fresh sandbox and folder, for a retry only.
freshOnRetry(async () => {
  await svc.close();
  await start();
});

const connection = () => ({ ref: { kind: 'sandbox' as const }, baseUrl: svc.sandbox.url });

async function mutations(): Promise<Record<string, number>> {
  return (await (await fetch(`${svc.sandbox.url}/admin/mutations`)).json()) as Record<string, number>;
}

describe('review of a ChannelDocuments sheet', () => {
  it('gives every problem its own verdict and fix, and uploads only the good row', async () => {
    const header = 'OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID';
    const lines = [
      header,
      `${nwOrder(3)},${NW},AmazonVATInvoice,good.pdf,INV-3,119.00,19.00,`, // 2 good
      `${nwOrder(5)},${NW},AmazonVATInvoice,missing.pdf,INV-5,10,1,`, // 3 missing file
      `${nwOrder(6)},${NW},AmazonVATInvoice,notes.txt,INV-6,10,1,`, // 4 not a PDF
      `${nwOrder(7)},${NW},AmazonVATInvoice,big.pdf,INV-7,10,1,`, // 5 too big
      `${nwOrder(8)},${NW},AmazonVATInvoice,shared.pdf,INV-8,10,1,`, // 6 named twice
      `${nwOrder(9)},${NW},AmazonVATInvoice,./shared.pdf,INV-9,10,1,`, // 7 named twice
      `9999999,,AmazonVATInvoice,unknown.pdf,INV-X,10,1,`, // 8 unknown order
      `${nwOrder(1)},${NW},AmazonVATInvoice,already.pdf,INV-1,10,1,`, // 9 already has its invoice
      `${nwOrder(11)},${NW},AmazonVATInvoice,amount.pdf,INV-11,12.5x,1,`, // 10 amount not a decimal
      `${nwOrder(14)},${NW},AmazonVATCreditNote,credit.pdf,CN-14,-10,-1,`, // 11 credit note, no AdjustmentID
      `${chOrder(3)},${NW},AmazonVATInvoice,other-profile.pdf,INV-C3,10,1,`, // 12 order of another profile
      `${nwOrder(12)},${NW},AmazonVATInvoice,,INV-12,10,1,`, // 13 no File
    ];
    const file = join(dir, 'todo.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const out = join(dir, 'result.xlsx');
    await resetCounters(svc.sandbox);
    const outcome = await runImport({
      file,
      resource: 'ChannelDocuments',
      documents: docs,
      out,
      client: svc.client,
      connection: connection(),
      mappingStore: null,
    });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.undo).toBeNull();
    expect(outcome.notes).toEqual([
      'No undo workbook: channel documents cannot be deleted through the service, so check the review before sending',
    ]);
    const got = await results(out);
    const key = (await mutations()) as Record<string, number>;
    const created = Object.keys(key);
    expect(created).toHaveLength(1);
    expect(key[created[0]!]).toBe(1);
    const docKey = /^ChannelDocuments\('(.+)'\)$/.exec(created[0]!)![1]!;
    expect(got).toEqual([
      { result: 'Created', status: 201, message: `Created document ${docKey}` },
      {
        result: 'Invalid',
        status: null,
        message: `File 'missing.pdf' was not found in ${docs}. Fix: put the PDF there, or correct the File cell (it is a path relative to the documents folder)`,
      },
      {
        result: 'Invalid',
        status: null,
        message:
          "File 'notes.txt' is not a PDF (it does not start with %PDF-). Fix: save the invoice as a PDF and name that file",
      },
      {
        result: 'Invalid',
        status: null,
        message:
          "File 'big.pdf' is 10,485,761 bytes, over the service's limit of 10,485,760 bytes (10 MB). Fix: make the PDF smaller (e.g. lower its image resolution)",
      },
      {
        result: 'Invalid',
        status: null,
        message:
          "File 'shared.pdf' is named by rows 6 and 7: one PDF cannot be the document of two orders. Fix: give each row the PDF of its own order",
      },
      {
        result: 'Invalid',
        status: null,
        message:
          "File './shared.pdf' is named by rows 6 and 7: one PDF cannot be the document of two orders. Fix: give each row the PDF of its own order",
      },
      {
        result: 'Invalid',
        status: null,
        message:
          'OrderID 9999999 is not an order of the profiles this connection covers. Fix: correct the OrderID (export ChannelDocuments/NotSupplied for the orders waiting for a document)',
      },
      {
        result: 'Unchanged',
        status: null,
        message: `Order ${nwOrder(1)} already has an AmazonVATInvoice (document DOC-${NW}-1): not sent again`,
      },
      {
        result: 'Invalid',
        status: null,
        message:
          "TotalAmount '12.5x' (cell F10): TotalAmount: '12.5x' is not a number. Fix: Enter TotalAmount (a number with . as decimal separator, e.g. 12.5).",
      },
      {
        result: 'Invalid',
        status: null,
        message: `AdjustmentID is missing: a credit note (AmazonVATCreditNote) must name the refund it credits. Fix: fill in the AdjustmentID of order ${nwOrder(14)}'s refund`,
      },
      {
        result: 'Invalid',
        status: null,
        message: `OrderID ${chOrder(3)} is not an order of profile ${NW}. Fix: correct the OrderID or the ProfileID (export ChannelDocuments/NotSupplied for the orders waiting for a document)`,
      },
      {
        result: 'Skipped',
        status: null,
        message: `No File: nothing to upload for order ${nwOrder(12)} yet. Fill in the File cell with the PDF's name in the documents folder to send it`,
      },
    ]);
    const rows = await readSheet(out, 'Results');
    expect(rows[0]!.slice(-2)).toEqual(['Old Value', 'New Value']);
    expect(rows[1]!.slice(-1)).toEqual([docKey]);
    // The order left NotSupplied and lists its document under its own ID.
    const listed = await svc.client.request({
      method: 'GET',
      path: `/v1/ChannelDocuments?$filter=ID eq ${nwOrder(3)}&$select=DocumentKey,ID,DocumentType`,
    });
    expect((listed.body as { value: unknown[] }).value).toEqual([
      { DocumentKey: docKey, ID: nwOrder(3), DocumentType: 'AmazonVATInvoice' },
    ]);
    const waiting = await svc.client.request({
      method: 'GET',
      path: `/v1/ChannelDocuments/NotSupplied?$filter=ID eq ${nwOrder(3)}`,
    });
    expect((waiting.body as { value: unknown[] }).value).toEqual([]);
  }, 60_000);

  it('refuses to send a PDF that changed after the review', async () => {
    const pdf = join(docs, 'changing.pdf');
    writeFileSync(pdf, minimalPdf('first version'));
    const file = join(dir, 'changing.csv');
    writeFileSync(
      file,
      `OrderID,DocumentType,File,InvoiceNumber\n${nwOrder(15)},AmazonVATInvoice,changing.pdf,INV-15\n`,
    );
    const out = join(dir, 'changing.xlsx');
    await resetCounters(svc.sandbox);
    const outcome = await runImport({
      file,
      resource: 'ChannelDocuments',
      documents: docs,
      out,
      client: svc.client,
      connection: connection(),
      mappingStore: null,
      // Between the review and the send, someone replaces the PDF.
      onPlan: () => writeFileSync(pdf, minimalPdf('second version')),
    });
    expect(outcome.exitCode).toBe(1);
    expect(await results(out)).toEqual([
      {
        result: 'Failed',
        status: null,
        message: `File ${pdf} changed after the review. Fix: import the sheet again so the new PDF is reviewed`,
      },
    ]);
    expect(await mutations()).toEqual({});
  }, 60_000);
});
