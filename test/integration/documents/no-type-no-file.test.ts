// Issue 26: a row naming a document the order already has is Unchanged, with or without a
// File (an export of the list comes back without its PDFs), and a blank DocumentType is a
// document of no type (service-spec.md 4.5: the parameter is nullable; the list shows some):
// uploaded once with no type, then Unchanged.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { results, startClientService, tempDir, type TestService } from '../../support/index.js';
import { minimalPdf } from './pdf.js';

const NW = 12000001;
let svc: TestService;
let dir: string;
let docs: string;
beforeAll(async () => {
  svc = await startClientService({ seedProducts: 300, strict: false });
  dir = tempDir('cb-docs-no-type-');
  docs = join(dir, 'pdfs');
  process.env.COMMERCE_BULK_HOME = join(dir, 'home');
  mkdirSync(docs);
  writeFileSync(join(docs, 'plain.pdf'), minimalPdf('plain'));
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

async function importSheet(file: string, out: string) {
  return runImport({
    file,
    resource: 'ChannelDocuments',
    documents: docs,
    out,
    client: svc.client,
    connection: { ref: { kind: 'sandbox' as const }, baseUrl: svc.sandbox.url },
    mappingStore: null,
  });
}

describe('documents already there, and documents of no type', () => {
  it('are Unchanged without a File; a blank type uploads a document of no type once', async () => {
    const file = join(dir, 'sheet.csv');
    writeFileSync(
      file,
      [
        'OrderID,DocumentType,File',
        '5000001,AmazonVATInvoice,', // has its invoice: Unchanged, no File needed
        '5000002,,', // has a document of no type: Unchanged
        '5000005,,plain.pdf', // no type: uploaded with none
        '5000006,AmazonVATInvoice,', // nothing there, no File: Skipped
        '',
      ].join('\n'),
    );
    const first = await importSheet(file, join(dir, 'first.xlsx'));
    expect(first.exitCode).toBe(0);
    const got = await results(join(dir, 'first.xlsx'));
    expect(got.map((r) => r.result)).toEqual(['Unchanged', 'Unchanged', 'Created', 'Skipped']);
    expect(got[0]!.message).toBe(
      `Order 5000001 already has an AmazonVATInvoice (document DOC-${NW}-1): not sent again`,
    );
    expect(got[1]!.message).toBe(
      `Order 5000002 already has a document of no type (document DOC-${NW}-2): not sent again`,
    );
    const listed: { ID: number; DocumentType: string | null }[] = [];
    for await (const page of svc.client.list<{ ID: number; DocumentType: string | null }>(
      // As the lost-answer check (findDocument) reads it.
      '/v1/ChannelDocuments?$filter=ID eq 5000005 and DocumentType eq null&$select=ID,DocumentType',
    ))
      listed.push(...page);
    expect(listed).toEqual([{ ID: 5000005, DocumentType: null }]);

    const again = await importSheet(file, join(dir, 'again.xlsx'));
    expect(again.exitCode).toBe(0);
    expect((await results(join(dir, 'again.xlsx'))).map((r) => r.result)).toEqual([
      'Unchanged',
      'Unchanged',
      'Unchanged',
      'Skipped',
    ]);
  }, 120_000);
});
