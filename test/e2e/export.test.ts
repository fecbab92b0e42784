// Export a list: pick it, filter, choose columns and order, preview the first page, save
// as CSV with progress, and read the file back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type E2EApp, startE2EApp } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('export a list', () => {
  let app: E2EApp;
  beforeAll(async () => {
    app = await startE2EApp('export');
  }, 60_000);
  afterAll(async () => app?.close());

  it('previews and saves distribution centers', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('combobox', { name: 'List' }).selectOption('DistributionCenters');
    // Select all, then none, then the two wanted (issue 15: 39 checkboxes had no select-all).
    await page.getByRole('button', { name: 'Select all' }).click();
    expect(await page.getByRole('checkbox', { name: 'TimeZone', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Select none' }).click();
    await page.getByRole('checkbox', { name: 'ID', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Name', exact: true }).check();
    await page.getByRole('combobox', { name: 'Order by' }).selectOption('ID');
    await page.getByRole('checkbox', { name: 'Descending' }).check();
    // The filter from field, operator and value; the OData it makes is shown in the Filter box.
    await page.getByRole('combobox', { name: 'Condition field' }).selectOption('ID');
    await page.getByRole('combobox', { name: 'Condition operator' }).selectOption({ label: 'greater than' });
    await page.getByRole('textbox', { name: 'Condition value' }).fill('1');
    await page.getByRole('button', { name: 'Add condition' }).click();
    expect(await page.getByRole('textbox', { name: 'Filter', exact: true }).inputValue()).toBe('ID gt 1');
    await page.getByRole('button', { name: 'Preview' }).click();
    const table = page.getByRole('table', { name: 'Export preview' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['ID', 'Name']);
    const ids = (await table.locator('tbody tr td:first-child').allTextContents()).map(Number);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.every((id) => id > 1)).toBe(true);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await app.screenshot('preview');

    await page.getByRole('combobox', { name: 'Format' }).selectOption('csv');
    await page.getByRole('button', { name: 'Save…' }).click();
    const saved = path.join(app.savedDir, 'DistributionCenters.csv');
    await expect
      .poll(() => page.getByRole('status', { name: 'Export progress' }).textContent())
      .toBe(`Saved ${ids.length} rows to ${saved}`);
    const lines = readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('ID,Name');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ids);
    await app.screenshot('saved');
  }, 60_000);
});
