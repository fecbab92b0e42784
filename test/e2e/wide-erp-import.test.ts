// Issue 15 end to end: a wide ERP workbook (a title row above the headers, German headers,
// one column per warehouse named after the service's own DCs) is mapped with no manual step,
// ten rows are fixed with one find-and-replace, and the report grid shows the file's own
// header row and every column. Screenshots of each step under test-results/e2e/wide-erp-import/.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

// Generous: the machine is shared, and the report grid's columns arrive with the job's info.
const POLL = { timeout: 15_000 };
const HEADERS = ['Artikelnr', 'Bezeichnung', 'Lager Berlin', 'Lager Hamburg', 'CH-FBA', 'DC 4'];

describe.skipIf(!chromiumAvailable)('a wide ERP workbook with German headers', () => {
  let app: E2EApp;
  let file: string;
  beforeAll(async () => {
    app = await startE2EApp('wide-erp-import');
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cb-wide-')), 'erp-lager.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bestand');
    ws.addRow(['Prepared by ERP export, 24.11.2026']);
    ws.addRow(HEADERS);
    for (let i = 1; i <= 12; i++) {
      // Rows 1-10: the ERP wrote a unit after the Berlin quantity ('7 Stk'); one replace fixes them all.
      const berlin = i <= 10 ? `${i + 6} Stk` : i + 6;
      ws.addRow([String(i).padStart(7, '0'), `Artikel ${i}`, berlin, i + 20, i + 30, i + 40]);
    }
    await wb.xlsx.writeFile(file);
  }, 60_000);
  afterAll(async () => app?.close());

  it('maps by itself, fixes ten rows with one find-and-replace, and reports every column', async () => {
    const { page } = app;
    await expect
      .poll(() => page.getByRole('status', { name: 'Connection state' }).textContent(), POLL)
      .toBe('Connected');
    await dropFile(page, file);
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    await app.screenshot('1-dropped');

    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for Lager Berlin').waitFor();
    expect(await page.getByRole('combobox', { name: 'Resource' }).inputValue()).toBe('DCQuantities');
    await expect.poll(() => page.getByLabel('Field for Artikelnr').inputValue(), POLL).toBe('Sku');
    expect(await page.getByLabel('DistributionCenterID for Lager Berlin').inputValue()).toBe('1');
    expect(await page.getByLabel('DistributionCenterID for Lager Hamburg').inputValue()).toBe('2');
    expect(await page.getByLabel('DistributionCenterID for CH-FBA').inputValue()).toBe('3');
    expect(await page.getByLabel('DistributionCenterID for DC 4').inputValue()).toBe('4');
    expect(await page.getByRole('note', { name: 'Columns accounted for' }).textContent()).toBe(
      '1 column mapped to fields, 4 columns with one DistributionCenterID each, ignored: Bezeichnung.',
    );
    await app.screenshot('2-mapped-without-a-manual-step');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), POLL).toBe('12 rows');
    await expect
      .poll(() => page.getByLabel(/^Rows with problems/).evaluate((e) => e.parentElement?.textContent), POLL)
      .toBe('Rows with problems (10)');
    // Twelve rows of four warehouses each: the counts say they count values, never "12 rows · Ready 38".
    // Once the service check is done, a row with one bad cell holds its three siblings back too
    // (Send never applies half a row), so the ten rows are 40 values that will not be sent.
    await expect
      .poll(() => page.getByRole('status', { name: 'Service check' }).textContent(), POLL)
      .toBe('Checked with the service: each status says what Send will do.');
    const counts = () => page.getByRole('group', { name: 'Review counts' }).textContent();
    await expect.poll(counts, POLL).toBe('48 values: Ready 8 · Invalid 40 · Skipped 0 · Unchanged 0');
    await app.screenshot('3-review-ten-problems');

    await page.getByRole('combobox', { name: 'Replace in column' }).selectOption({ label: 'Lager Berlin' });
    await page.getByLabel('Find', { exact: true }).fill(' Stk');
    await page.getByLabel('Replace with').fill('');
    await page.getByRole('button', { name: 'Replace all' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Last fix' }).textContent(), POLL)
      .toBe('Replaced “ Stk” with “” in 10 rows of Lager Berlin.');
    await expect
      .poll(() => page.getByLabel(/^Rows with problems/).evaluate((e) => e.parentElement?.textContent), POLL)
      .toBe('Rows with problems (0)');
    await app.screenshot('4-fixed-by-one-replace');

    await page.getByRole('button', { name: 'Check current values' }).click();
    await expect.poll(() => page.getByLabel('Plan').textContent(), POLL).toMatch(/ in 1 batch · quota /);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    const grid = page.getByRole('grid', { name: 'Report rows' });
    await expect
      .poll(async () => (await grid.getByRole('columnheader').allTextContents()).map((t) => t.trim()), POLL)
      .toEqual(['Row', 'Result', 'HTTP Status', ...HEADERS, 'Old Value', 'New Value', 'Message']);
    await app.screenshot('5-report-grid');
  }, 120_000);
});
