// The three commands of issue 13 through the real CLI: export the orders waiting for a
// document as a sheet ready to fill, fill it in (as a user does in Excel), import it with a
// folder of PDFs, and find the result workbook, the note about undo, and the service changed.
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, results, readSheet, startClientService, tempDir, type TestService } from '../../support/index.js';
import { documentsByOrder } from './bulk.js';
import { writePdfs } from './pdf.js';

const NW = 12000001;
const CH = 12000002;
let svc: TestService;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-docs-cli-');
  svc = await startClientService({ seedProducts: 300, strict: false, dataDir: join(dir, 'service') });
}, 60_000);
afterAll(async () => {
  await svc?.close();
});

describe('export NotSupplied, fill it in, import it with --documents', () => {
  it('writes the sheet to fill and uploads the filled rows', async () => {
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const creds = ['--credentials', join(dir, 'service', 'credentials.json')];
    const todo = join(dir, 'todo.xlsx');
    const exported = await runCli(['export', 'ChannelDocuments/NotSupplied', '--out', todo, ...creds], env);
    expect(exported.code, exported.stderr).toBe(0);
    const sheet = await readSheet(todo, 'ChannelDocuments NotSupplied');
    expect(sheet[0]).toEqual([
      'OrderID',
      'ProfileID',
      'DocumentType',
      'File',
      'InvoiceNumber',
      'TotalAmount',
      'TotalVATAmount',
      'AdjustmentID',
    ]);
    // 300 products: 30 orders a profile, orders 1 and 2 have their documents.
    expect(sheet.slice(1, 3)).toEqual([
      [5_000_003, NW, 'AmazonVATInvoice'],
      [5_000_004, NW, 'AmazonVATCreditNote'],
    ]);
    expect(sheet).toHaveLength(1 + 2 * 28);
    expect(sheet[sheet.length - 1]).toEqual([6_000_030, CH, 'AmazonVATInvoice']);

    // The user fills in the first three orders and leaves the rest for another day.
    const folder = join(dir, 'invoices');
    writePdfs(folder, [5_000_003, 5_000_004, 5_000_005]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(todo);
    const ws = wb.worksheets[0]!;
    ws.getRow(2).getCell(4).value = 'invoice-5000003.pdf';
    ws.getRow(2).getCell(5).value = 'INV-3';
    ws.getRow(2).getCell(6).value = 119;
    ws.getRow(2).getCell(7).value = 19;
    ws.getRow(3).getCell(4).value = 'invoice-5000004.pdf';
    ws.getRow(3).getCell(5).value = 'CN-4';
    ws.getRow(3).getCell(6).value = -23.8;
    ws.getRow(3).getCell(7).value = -3.8;
    ws.getRow(3).getCell(8).value = 'ADJ-4';
    ws.getRow(4).getCell(4).value = 'invoice-5000005.pdf';
    const filled = join(dir, 'filled.xlsx');
    await wb.xlsx.writeFile(filled);

    const out = join(dir, 'result.xlsx');
    const run = await runCli(
      ['import', filled, '--resource', 'ChannelDocuments', '--documents', folder, '--out', out, ...creds],
      env,
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Plan: 3 documents in 3 uploads (one POST each; a PDF cannot ride in $batch); quota ');
    expect(run.stdout).toContain('Rows: Created 3, Skipped 53');
    expect(run.stdout).toContain(
      'Note: No undo workbook: channel documents cannot be deleted through the service, so check the review before sending',
    );
    expect(run.stdout).not.toMatch(/^Undo:/m);
    const docs = await documentsByOrder(svc.client);
    const keys = [
      docs.get('5000003|AmazonVATInvoice')!,
      docs.get('5000004|AmazonVATCreditNote')!,
      docs.get('5000005|AmazonVATInvoice')!,
    ];
    expect(keys.map((k) => k.length)).toEqual([1, 1, 1]);
    const got = await results(out);
    expect(got.slice(0, 4)).toEqual([
      { result: 'Created', status: 201, message: `Created document ${keys[0]![0]}` },
      { result: 'Created', status: 201, message: `Created document ${keys[1]![0]}` },
      { result: 'Created', status: 201, message: `Created document ${keys[2]![0]}` },
      {
        result: 'Skipped',
        status: null,
        message:
          "No File: nothing to upload for order 5000006 yet. Fill in the File cell with the PDF's name in the documents folder to send it",
      },
    ]);
  }, 120_000);
});
