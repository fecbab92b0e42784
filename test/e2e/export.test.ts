// Export a list: pick it, filter, choose columns and put them in order with Move up/down,
// preview the first page, save as CSV with progress, and read the file back in that order.
// Export the whole catalogue (every product, a column per DC) and an empty template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, chromiumAvailable, overflowOffenders, type E2EApp, startE2EApp } from '../support/e2e/index.js';

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
    await page.getByRole('checkbox', { name: 'Code', exact: true }).check();
    const order = page.getByRole('list', { name: 'Column order' });
    expect(await order.getByRole('listitem').allTextContents()).toEqual([
      'IDMove upMove down',
      'NameMove upMove down',
      'CodeMove upMove down',
    ]);
    // Code to the front, by keyboard: the focus follows the moved column, so Enter again moves it on.
    await page.getByRole('button', { name: 'Move Code up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Code up');
    await page.keyboard.press('Enter');
    // Then Name after ID, with the mouse.
    await page.getByRole('button', { name: 'Move Name up' }).click();
    expect(await order.locator('.column-name').allTextContents()).toEqual(['Code', 'Name', 'ID']);
    await page.getByRole('button', { name: 'Move Name down' }).click();
    expect(await order.locator('.column-name').allTextContents()).toEqual(['Code', 'ID', 'Name']);
    expect(await page.getByRole('button', { name: 'Move Code up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Name down' }).isDisabled()).toBe(true);
    await app.screenshot('column-order');
    await page.getByRole('combobox', { name: 'Order by' }).selectOption('ID');
    await page.getByRole('checkbox', { name: 'Descending' }).check();
    // The filter from field, operator and value first (issue 42); the raw OData box is behind
    // Advanced, closed, and shows the OData the condition made once opened.
    const advanced = page.locator('details.advanced-filter');
    expect(await advanced.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Filter', exact: true }).isVisible()).toBe(false);
    expect(await page.locator('.filter-in-force').textContent()).toBe('No filter: every row.');
    // The builder comes before the raw box in the page.
    expect(
      await page.evaluate(() => {
        const builder = document.querySelector('.filter-builder')!;
        const raw = document.querySelector('details.advanced-filter')!;
        return Boolean(builder.compareDocumentPosition(raw) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await page.getByRole('combobox', { name: 'Condition field' }).selectOption('ID');
    await page.getByRole('combobox', { name: 'Condition operator' }).selectOption({ label: 'greater than' });
    await page.getByRole('textbox', { name: 'Condition value' }).fill('1');
    await page.getByRole('button', { name: 'Add condition' }).click();
    expect(await page.locator('.filter-in-force').textContent()).toBe('Filter in force: ID gt 1 Clear');
    await page.getByText('Advanced: the filter as OData').click();
    const raw = page.getByRole('textbox', { name: 'Filter', exact: true });
    expect(await raw.inputValue()).toBe('ID gt 1');
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowOffenders(page)).toEqual([]);
    await app.screenshot('advanced-filter');
    await page.getByRole('button', { name: 'Preview' }).click();
    const table = page.getByRole('table', { name: 'Export preview' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Code', 'ID', 'Name']);
    const ids = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(Number);
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
    expect(lines[0]).toBe('Code,ID,Name');
    expect(lines.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(ids);
    // The sandbox's DC 2, in the chosen order.
    expect(lines).toContain('CH-HAM,2,Contoso Hamburg Store');
    await app.screenshot('saved');
  }, 60_000);

  it('exports the whole catalogue: every product, a column per DC, and an empty template', async () => {
    const { page } = app;
    await page.getByRole('combobox', { name: 'List' }).selectOption('DCQuantities');
    // No columns to choose: they are the service's DCs. The filter picks products.
    expect(await page.getByRole('list', { name: 'Column order' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Condition field' }).selectOption('ProfileID');
    await page.getByRole('combobox', { name: 'Condition operator' }).selectOption({ label: 'equals' });
    await page.getByRole('textbox', { name: 'Condition value' }).fill('12000001');
    await page.getByRole('button', { name: 'Add condition' }).click();
    // Another list starts its filter afresh; Advanced stays open, showing the new one.
    expect(await page.getByRole('textbox', { name: 'Filter', exact: true }).inputValue()).toBe('ProfileID eq 12000001');
    await page.getByRole('button', { name: 'Preview' }).click();
    const table = page.getByRole('table', { name: 'Export preview' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(['ProductID', 'Sku', 'ProfileID', 'Northwind Main Warehouse (NW-MAIN)']);
    // Item 2 has no stock: it has its row all the same, its DC cell empty.
    expect(await table.locator('tbody tr').nth(0).locator('td').allTextContents()).toEqual([
      '1000001',
      '000001-WHT',
      '12000001',
      '7',
    ]);
    expect(await table.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual([
      '1000002',
      '000002-RED',
      '12000001',
      '',
    ]);
    await page.getByRole('combobox', { name: 'Format' }).selectOption('csv');
    await page.getByRole('button', { name: 'Save…' }).click();
    const saved = path.join(app.savedDir, 'DCQuantities.csv');
    await expect
      .poll(() => page.getByRole('status', { name: 'Export progress' }).textContent())
      .toBe(`Saved 1,000 rows to ${saved}`);
    const lines = readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(0, 3)).toEqual([
      'ProductID,Sku,ProfileID,Northwind Main Warehouse (NW-MAIN)',
      '1000001,000001-WHT,12000001,7',
      '1000002,000002-RED,12000001,',
    ]);
    expect(lines.length).toBe(1001);
    await app.screenshot('catalogue');

    await page.getByRole('combobox', { name: 'List' }).selectOption('template:DCQuantities');
    await page.getByRole('button', { name: 'Save…' }).click();
    const template = path.join(app.savedDir, 'template-DCQuantities.csv');
    await expect
      .poll(() => page.getByRole('status', { name: 'Export progress' }).textContent())
      .toBe(`Saved an empty template to ${template}`);
    expect(
      readFileSync(template, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim(),
    ).toBe(
      'Sku,Northwind Main Warehouse (NW-MAIN),Contoso Berlin (CH-BER),Contoso Hamburg Store (CH-HAM),Contoso FBA (CH-FBA),Contoso Drop Ship (CH-DS)',
    );
    await app.screenshot('template');
  }, 60_000);
});
