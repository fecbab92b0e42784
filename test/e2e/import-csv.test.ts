// First start on the built-in sandbox, then the whole import of a dropped CSV: auto-map,
// fix an invalid cell in place, check current values, send, read the report, save the
// result workbook and open it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, dropFile, type E2EApp, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

describe.skipIf(!chromiumAvailable)('import a CSV from first start to the result workbook', () => {
  let app: E2EApp;
  let file: string;
  beforeAll(async () => {
    app = await startE2EApp('import-csv');
    file = path.join(tempDir('cb-csv-'), 'supplier-stock.csv');
    writeFileSync(
      file,
      'Sku,DC,Qty\n0000001,1,15\n0000002,1,abc\n0000003,2,7\n0000004,3,9\n0000005,4,2\n0000006,1,3\n',
    );
  }, 60_000);
  afterAll(async () => app?.close());

  it('runs the flow with a screenshot of every step', async () => {
    const { page } = app;
    // First start: the built-in sandbox is connected, its profiles shown.
    await expect.poll(() => page.getByRole('status', { name: 'Connection state' }).textContent()).toBe('Connected');
    expect(await page.getByRole('combobox', { name: 'Connection' }).inputValue()).toBe('sandbox');
    expect(await page.getByLabel('Profiles').textContent()).toContain('Contoso Home');
    await app.screenshot('first-start');

    await dropFile(page, file);
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    expect(await page.getByLabel('File name').textContent()).toBe('supplier-stock.csv');
    expect(await page.getByRole('table', { name: 'First rows' }).getByRole('row').count()).toBe(7);
    await app.screenshot('dropped-first-rows');

    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for Qty').waitFor();
    expect(await page.getByRole('combobox', { name: 'Resource' }).inputValue()).toBe('DCQuantities');
    expect(await page.getByLabel('Field for Sku').inputValue()).toBe('Sku');
    expect(await page.getByLabel('Field for DC').inputValue()).toBe('DistributionCenterID');
    expect(await page.getByLabel('Field for Qty').inputValue()).toBe('AvailableQuantity');
    await app.screenshot('auto-mapped');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent()).toBe('6 rows');
    await page.getByLabel('Rows with problems (1)').check();
    const bad = page.getByRole('button', { name: /^Row 3, Qty: abc\. Problem:/ });
    await bad.waitFor();
    expect(await bad.getAttribute('aria-invalid')).toBe('true');
    await app.screenshot('review-problems');

    await bad.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Row 3, Qty').fill('11');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status', { name: 'Last fix' }).textContent()).toBe('Row 3 is now ready.');
    await page.getByLabel('All rows').check();
    await page.getByRole('button', { name: 'Row 3, Qty: 11' }).waitFor();
    await app.screenshot('cell-fixed');

    await page.getByRole('button', { name: 'Check current values' }).click();
    await expect
      .poll(() => page.getByLabel('Plan').textContent())
      .toMatch(/\d+ requests? in \d+ batch(es)? · quota \d+/);
    // After the check, the plan says in rows what sending will do: the Report must agree.
    const planText = (await page.getByLabel('Plan').textContent()) ?? '';
    const planned = (kind: string) => Number(new RegExp(`(\\d+) rows? to ${kind}`).exec(planText)?.[1] ?? 0);
    expect(planned('create') + planned('update')).toBeGreaterThan(0);
    await page.getByRole('columnheader', { name: 'Before' }).waitFor();
    await app.screenshot('preflight-plan');
    await page.emulateMedia({ colorScheme: 'dark' });
    await app.screenshot('preflight-plan-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 20_000 });
    const counts = page.getByRole('group', { name: 'Counts per result' });
    await expect
      .poll(async () => {
        const text = await counts.textContent();
        const n = (r: string) => Number(new RegExp(`${r} (\\d+)`).exec(text ?? '')?.[1] ?? 0);
        return n('Created') + n('Updated') + n('Unchanged');
      })
      .toBe(6);
    const reportText = (await counts.textContent()) ?? '';
    const reported = (r: string) => Number(new RegExp(`${r} (\\d+)`).exec(reportText)?.[1] ?? 0);
    expect([reported('Created'), reported('Updated')]).toEqual([planned('create'), planned('update')]);
    await page
      .getByRole('gridcell', { name: 'Message' })
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await app.screenshot('report');

    await page.getByRole('button', { name: 'Save result workbook' }).click();
    const saved = path.join(app.savedDir, 'supplier-stock-result.xlsx');
    await page.getByText(`Saved ${saved}`).waitFor();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const sheet = wb.getWorksheet('Results')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sku',
      'DC',
      'Qty',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
    ]);
    const results = [2, 3, 4, 5, 6, 7].map((r) => String(sheet.getRow(r).getCell(4).value));
    expect(results.every((r) => ['Created', 'Updated', 'Unchanged'].includes(r))).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe('0000001');
    expect(wb.getWorksheet('Summary')).toBeDefined();
    await app.screenshot('result-saved');
  }, 60_000);
});
