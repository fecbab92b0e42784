// VAT invoices in bulk in the app (issue 13): drop a ChannelDocuments sheet and the folder of
// its PDFs together, see the folder taken, review (a PDF that is not there is the row's
// problem, with its fix), send, read the report (Created with each document key, and why
// there is no undo workbook), and save the result workbook; a screenshot of every step.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../integration/documents/pdf.js';
import { registerFilePath, chromiumAvailable, dropFile, startE2EApp, type E2EApp } from '../support/e2e/index.js';

/** Drops several paths at once (a sheet and a folder), as a file manager's selection would. */
async function dropPaths(page: Page, paths: string[]): Promise<void> {
  for (const p of paths) await registerFilePath(page, path.basename(p), p);
  const transfer = await page.evaluateHandle(
    (names) => {
      const dt = new DataTransfer();
      for (const n of names) dt.items.add(new File([new Uint8Array(0)], n));
      return dt;
    },
    paths.map((p) => path.basename(p)),
  );
  await page.dispatchEvent('.app', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
}

describe.skipIf(!chromiumAvailable)('VAT documents: drop a sheet and a folder of PDFs', () => {
  let app: E2EApp;
  let sheet: string;
  let folder: string;
  let later: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-vat-'));
    folder = path.join(dir, 'invoices');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'invoice-5000003.pdf'), minimalPdf('VAT invoice 5000003'));
    writeFileSync(path.join(folder, 'credit-note-5000004.pdf'), minimalPdf('VAT credit note 5000004'));
    writeFileSync(path.join(folder, 'invoice-5000005.pdf'), minimalPdf('VAT invoice 5000005'));
    // The sheet lives elsewhere: the dropped folder, not the sheet's own, holds the PDFs.
    mkdirSync(path.join(dir, 'sheets'));
    sheet = path.join(dir, 'sheets', 'vat-todo.csv');
    writeFileSync(
      sheet,
      [
        'OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID',
        '5000003,12000001,AmazonVATInvoice,invoice-5000003.pdf,INV-3,119.00,19.00,',
        '5000004,12000001,AmazonVATCreditNote,credit-note-5000004.pdf,CN-4,-23.80,-3.80,ADJ-4',
        '5000005,12000001,AmazonVATInvoice,invoice-5000005.pdf,INV-5,59.50,9.50,',
        '5000006,12000001,AmazonVATInvoice,invoice-5000006.pdf,INV-6,10.00,1.60,',
      ].join('\n'),
    );
    writeFileSync(path.join(folder, 'invoice-5000007.pdf'), minimalPdf('VAT invoice 5000007'));
    later = path.join(dir, 'sheets', 'vat-later.csv');
    writeFileSync(
      later,
      'OrderID,ProfileID,DocumentType,File,InvoiceNumber,TotalAmount,TotalVATAmount,AdjustmentID\n5000007,12000001,AmazonVATInvoice,invoice-5000007.pdf,INV-7,11.90,1.90,\n',
    );
    // The folder dialog's stand-in answers with the folder of PDFs.
    app = await startE2EApp('vat-documents', { deps: { pickFolder: async () => folder } });
  }, 60_000);
  afterAll(async () => app?.close());

  it('reviews, sends and saves the result workbook', async () => {
    const { page } = app;
    await expect
      .poll(() => page.getByRole('status', { name: 'Connection state' }).textContent(), { timeout: 20_000 })
      .toBe('Connected');
    await dropPaths(page, [sheet, folder]);
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    expect(await page.getByLabel('File name').textContent()).toBe('vat-todo.csv');
    await app.screenshot('dropped-sheet-and-folder');

    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for File').waitFor();
    expect(await page.getByRole('combobox', { name: 'Resource' }).inputValue()).toBe('ChannelDocuments');
    expect(await page.getByLabel('Field for OrderID').inputValue()).toBe('OrderID');
    expect(await page.getByLabel('Field for File').inputValue()).toBe('File');
    expect(await page.getByLabel('PDF folder path').textContent()).toBe(folder);
    expect(await page.getByRole('group', { name: 'PDF folder' }).textContent()).toContain(
      'No undo workbook: channel documents cannot be deleted through the service',
    );
    await app.screenshot('mapped-with-folder');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 20_000 })
      .toBe('4 rows');
    await page.getByRole('button', { name: 'Check current values' }).click();
    await expect
      .poll(() => page.getByLabel('Plan').textContent(), { timeout: 20_000 })
      .toMatch(/^3 rows to create · 3 uploads, one request each · quota/);
    await app.screenshot('reviewed-plan');
    await page.getByLabel('Rows with problems (1)').check();
    await page
      .getByRole('button', { name: /^Row 5, / })
      .first()
      .waitFor();
    await app.screenshot('review-problem');
    await page.getByLabel('All rows').check();

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    const counts = page.getByRole('group', { name: 'Counts per result' });
    await expect.poll(() => counts.textContent(), { timeout: 20_000 }).toMatch(/Created 3.*Invalid 1/);
    await page
      .getByText('No undo workbook: channel documents cannot be deleted through the service', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save undo workbook' }).getAttribute('aria-disabled')).toBe('true');
    await app.screenshot('report');

    await page.getByRole('button', { name: 'Save result workbook' }).click();
    const saved = path.join(app.savedDir, 'vat-todo-result.xlsx');
    await page.getByText(`Saved ${saved}`).waitFor();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const results = wb.getWorksheet('Results')!;
    const row = (n: number) =>
      Array.from((results.getRow(n).values as unknown[]).slice(1), (v) =>
        v === undefined || v === null ? '' : String(v),
      );
    expect(row(1).slice(8)).toEqual(['Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    const verdicts = [2, 3, 4, 5].map((n) => row(n));
    for (const v of verdicts.slice(0, 3)) {
      expect(v[8]).toBe('Created');
      expect(v[10]).toBe(`Created document ${v[12]}`);
      expect(v[12]).toMatch(/^DOC-12000001-\d+$/);
    }
    expect(verdicts[3]!.slice(8, 11)).toEqual([
      'Invalid',
      '',
      `File 'invoice-5000006.pdf' was not found in ${folder}. Fix: put the PDF there, or correct the File cell (it is a path relative to the documents folder)`,
    ]);
    expect(readFileSync(saved).length).toBeGreaterThan(0);
    await app.screenshot('result-saved');
  }, 90_000);

  it('takes the folder from the folder dialog when only the sheet was dropped', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New import' }).click();
    await dropFile(page, later);
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for File').waitFor();
    expect(await page.getByLabel('PDF folder path').textContent()).toBe("the sheet's own folder");
    await page.getByRole('button', { name: 'Pick PDF folder…' }).click();
    await expect.poll(() => page.getByLabel('PDF folder path').textContent()).toBe(folder);
    await app.screenshot('folder-picked');
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 20_000 })
      .toBe('1 row');
    await page.getByRole('button', { name: 'Check current values' }).click();
    await expect
      .poll(() => page.getByLabel('Plan').textContent(), { timeout: 20_000 })
      .toMatch(/^1 row to create · 1 upload, one request each · quota/);
    await app.screenshot('folder-picked-reviewed');
  }, 60_000);
});
