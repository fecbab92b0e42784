// Issue 42, "Map for the file in hand" and "the first screen", in real Chromium at 1280x800
// in English and German. The first screen offers a template per resource, the sample files
// and the recent files (one moved away, which says so); a recent file opens with one click.
// Its Map step lists only the value-map entries for the 3 DCs the file names (of the
// sandbox's 15 names, codes and cities), and warns neither for the DC names the value map
// translates nor for '34,00' once the ';' file's decimal comma was guessed. Screenshots of
// each, axe-core 0 violations, nothing overflowing.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { RecentFiles } from '../../main/ipc/recent-files.js';
import {
  axeViolations,
  chromiumAvailable,
  overflowOffenders,
  startE2EApp,
  textIn,
  type E2EApp,
} from '../support/e2e/index.js';
import { readXlsx, tempDir } from '../support/index.js';

const POLL = { timeout: 20_000 };
// German Excel's CSV: ';' between fields, a decimal comma; 3 of the sandbox's DCs, each as a
// person writes it (a Name, a Code, a City).
const STOCK = 'Sku;DC;Qty\r\n0000001;Contoso Berlin;34,00\r\n0000002;CH-HAM;12,00\r\n0000003;Leipzig;7,00\r\n';
const IN_FILE = ['Contoso Berlin', 'CH-HAM', 'Leipzig'];
const TEMPLATES = [
  'Stock quantities (DCQuantities)',
  'Product attributes (AttributeValues)',
  'Order custom fields (CustomFields)',
  'Distribution centers',
];

async function shot(app: E2EApp, name: string): Promise<void> {
  await app.screenshot(name);
  expect.soft(await overflowOffenders(app.page), `overflow at ${name}`).toEqual([]);
  expect.soft(await axeViolations(app.page), `axe at ${name}`).toEqual([]);
}

/** A data folder whose recent list holds the stock file and one that was since deleted. */
async function dataDirWithRecent(stock: string): Promise<{ dataDir: string; gone: string }> {
  const dataDir = tempDir('cb-first-screen-');
  const gone = path.join(tempDir('cb-gone-'), 'last-weeks-stock.csv');
  const recent = new RecentFiles(dataDir);
  await recent.add(gone, new Date('2026-11-20T08:00:00Z'));
  await recent.add(stock, new Date('2026-11-27T08:00:00Z'));
  return { dataDir, gone };
}

const rowHeaders = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody th').allTextContents();

async function firstScreenThenMap(app: E2EApp, language: 'en' | 'de', gone: string): Promise<void> {
  const { page } = app;
  const ui = textIn(language);
  await page.setViewportSize({ width: 1280, height: 800 });
  const recentOpen = page.getByRole('button', { name: ui('Open {{name}} again', { name: 'stock-3-dcs.csv' }) });
  await recentOpen.waitFor(POLL);
  await page.getByRole('button', { name: ui('Open sample {{name}}', { name: 'dc-quantities.csv' }) }).waitFor(POLL);
  for (const resource of TEMPLATES) {
    const name = ui('Download template: {{resource}}', { resource: ui(resource) });
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
  }
  expect(await page.getByText(ui('{{path}} no longer exists: it was moved or deleted.', { path: gone })).count()).toBe(
    1,
  );
  await shot(app, `${language}-first-screen`);

  await recentOpen.click();
  await page.getByRole('table', { name: ui('First rows') }).waitFor(POLL);
  await page.getByRole('button', { name: ui('Continue to mapping') }).click();
  await page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') }).waitFor(POLL);
  expect(await page.getByRole('combobox', { name: ui('Decimal separator') }).inputValue()).toBe(',');
  // Only the 3 DCs of the file, quoted as the language quotes.
  const quoted = IN_FILE.map((text) => ui('“{{text}}”', { text }));
  expect((await rowHeaders(page, ui('Value maps'))).sort()).toEqual([...quoted].sort());
  // No "not whole numbers": the value map answers the DC column, the decimal comma the Qty column.
  const mappingTable = page.getByRole('table', { name: ui('Column mapping') });
  expect(await mappingTable.locator('tbody tr').count()).toBe(3);
  expect(await mappingTable.locator('.warning').count()).toBe(0);
  expect(
    await page
      .getByText(ui('{{n}} more entries are for values this file does not hold: not listed, still applied.', { n: 12 }))
      .count(),
  ).toBe(1);
  await shot(app, `${language}-map-value-maps`);
}

describe.skipIf(!chromiumAvailable)('the first screen and the Map step for the file in hand', () => {
  const apps: E2EApp[] = [];
  const stock = path.join(tempDir('cb-map-file-'), 'stock-3-dcs.csv');
  writeFileSync(stock, STOCK);
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it.each([
    ['en', undefined],
    ['de', 'de-DE'],
  ] as const)(
    'in %s: templates, samples and recent files; only the file’s DCs, no answered warning',
    async (language, systemLocale) => {
      const { dataDir, gone } = await dataDirWithRecent(stock);
      const app = await startE2EApp(`map-file-in-hand-${language}`, {
        dataDir,
        ...(systemLocale ? { systemLocale } : {}),
      });
      apps.push(app);
      await firstScreenThenMap(app, language, gone);
    },
    180_000,
  );

  it('saves a template that the import maps by itself, and opens a sample into the flow', async () => {
    const app = await startE2EApp('first-screen-template');
    apps.push(app);
    const { page } = app;
    await page.getByRole('button', { name: 'Download template: Order custom fields (CustomFields)' }).click();
    const saved = path.join(app.savedDir, 'template-CustomFields.xlsx');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Template saved' }).textContent(), POLL)
      .toBe(`Template saved: ${saved}`);
    expect(existsSync(saved)).toBe(true);
    expect(Object.values(await readXlsx(saved))[0]?.[0]).toEqual(['OrderID', 'FieldID', 'Value']);

    await page.getByRole('button', { name: 'Open sample dc-quantities.csv' }).click();
    await page.getByRole('table', { name: 'First rows' }).waitFor(POLL);
    expect(await page.getByRole('definition').textContent()).toBe('dc-quantities.csv');
    expect(await page.getByRole('table', { name: 'First rows' }).locator('tbody tr').first().textContent()).toBe(
      '2' + '0000001' + '1' + '25',
    );
  }, 120_000);
});
