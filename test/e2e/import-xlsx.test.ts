// A dropped XLSX with two sheets and a title row above the header: pick the sheet, check
// the detected header row, map, review and send.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, dropFile, type E2EApp, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

describe.skipIf(!chromiumAvailable)('import an XLSX', () => {
  let app: E2EApp;
  let file: string;
  beforeAll(async () => {
    app = await startE2EApp('import-xlsx');
    file = path.join(tempDir('cb-xlsx-'), 'attributes.xlsx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['Prepared by the supplier']);
    const ws = wb.addWorksheet('Attributes');
    ws.addRow(['Spring attribute update']);
    ws.addRow([]);
    ws.addRow(['ProductID', 'Attribute', 'Value']);
    for (let i = 1; i <= 8; i++) ws.addRow([2000000 + i, 'Color', i % 2 ? 'Blue' : 'Green']);
    await wb.xlsx.writeFile(file);
  }, 60_000);
  afterAll(async () => app?.close());

  it('picks the sheet, detects the header row and sends', async () => {
    const { page } = app;
    await expect.poll(() => page.getByRole('status', { name: 'Connection state' }).textContent()).toBe('Connected');
    await dropFile(page, file);
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    await page.getByRole('combobox', { name: 'Sheet' }).selectOption('Attributes');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Header row' }).inputValue()).toBe('3');
    await page.getByRole('columnheader', { name: 'Attribute' }).waitFor();
    await app.screenshot('sheet-and-header-row');

    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for Attribute').waitFor();
    expect(await page.getByRole('combobox', { name: 'Resource' }).inputValue()).toBe('AttributeValues');
    expect(await page.getByLabel('Field for Attribute').inputValue()).toBe('Name');
    expect(await page.getByLabel('Field for Value').inputValue()).toBe('Value');
    await app.screenshot('mapped');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent()).toBe('8 rows');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const text = (await page.getByRole('group', { name: 'Counts per result' }).textContent()) ?? '';
        return ['Created', 'Updated', 'Unchanged'].reduce(
          (s, r) => s + Number(new RegExp(`${r} (\\d+)`).exec(text)?.[1] ?? 0),
          0,
        );
      })
      .toBe(8);
    await app.screenshot('report');
  }, 60_000);
});
