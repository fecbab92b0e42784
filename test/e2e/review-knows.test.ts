// Issue 42: Review knows what will fail. A 10-row file of the mistakes people make every week
// (an unknown SKU, a missing DC, -4, 2.5, "zehn", a blank, a DC name, a DC that does not exist,
// a 0) is dropped and reviewed; without pressing anything the service check runs by itself and
// every row shows what Send will do, each reason readable whole in the detail pane, in English
// and in German, with screenshots.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  chromiumAvailable,
  dropFile,
  overflowOffenders,
  startE2EApp,
  textIn,
  type E2EApp,
} from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const POLL = { timeout: 20_000 };
const MISTAKES = [
  'Sku,DC,Qty',
  '0000001,1,25', // row 2: fine
  '9999999,1,5', // row 3: no product has this SKU
  '0000002,,5', // row 4: no DC
  '0000003,1,-4', // row 5: negative: the guardrail stops the run
  '0000004,1,2.5', // row 6: not whole
  '0000005,1,zehn', // row 7: not a number
  '0000006,1,', // row 8: blank: nothing to send
  '0000007,Berlin,8', // row 9: a DC by its city, which the value map translates
  '0000008,9,3', // row 10: no DC 9
  '0000009,2,0', // row 11: sets a quantity to 0
].join('\n');

/** Each row's Status in English, and the reason's catalogue key where it names one. */
const EXPECTED: [row: number, english: string, values?: Record<string, string>][] = [
  [2, 'Will be updated'],
  [3, 'Will fail: unknown SKU', { reason: 'reason.unknownSku' }],
  [4, 'Will fail: missing value', { reason: 'reason.missing' }],
  [5, 'Negative'],
  [6, 'Will fail: not a whole number', { reason: 'reason.notWhole' }],
  [7, 'Will fail: not a whole number', { reason: 'reason.notWhole' }],
  [8, 'Skipped'],
  [9, 'Will be updated'],
  [10, 'Will fail: unknown DC', { reason: 'reason.unknownDc' }],
  [11, 'Will set to 0'],
];

/** What the failing rows' detail pane must hold whole (the value and the fix), in English. */
const REASONS: [row: number, text: string][] = [
  [3, "Unknown SKU '9999999': no product has this SKU in the profiles this connection covers"],
  [4, 'DistributionCenterID is missing'],
  [6, "'2.5' is not a whole number"],
  [7, "'zehn' is not a whole number"],
  [10, "DC '9': no distribution center with ID 9 exists for this connection"],
];

const cell = (page: Page, row: number, col: number) =>
  page.locator(`[role="row"][aria-rowindex="${row}"] [role="gridcell"]`).nth(col);

/** A screenshot; the screen must fit 1280 px (nothing wider than its box, nothing off-screen) and pass axe-core. */
async function shot(app: E2EApp, name: string): Promise<void> {
  await app.screenshot(name);
  expect.soft(await overflowOffenders(app.page), `overflow at ${name}`).toEqual([]);
  expect.soft(await axeViolations(app.page), `axe at ${name}`).toEqual([]);
}

async function reviewMistakes(app: E2EApp, language: 'en' | 'de', file: string): Promise<void> {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  const ui = textIn(language);
  await dropFile(page, file);
  await page.getByRole('button', { name: ui('Continue to mapping') }).click();
  await page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') }).waitFor();
  await shot(app, `${language}-map`);
  await page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') }).click();
  // Nothing pressed: the check runs by itself and says when it is done.
  const check = page.getByRole('status', { name: ui('Service check') });
  await expect
    .poll(() => check.textContent(), POLL)
    .toBe(ui('Checked with the service: each status says what Send will do.'));
  await shot(app, `${language}-review-checked`);
  const send = page.getByRole('button', { name: ui('Send', {}, 'review.send'), exact: true });
  expect(await send.getAttribute('class')).toBe('primary');

  for (const [row, english, values] of EXPECTED) {
    const words = values?.reason ? { reason: ui(englishOf(values.reason)) } : {};
    const want = language === 'en' ? english : ui(templateOf(english, values), words);
    await expect.poll(() => cell(page, row, 1).textContent(), POLL).toBe(want);
    const cut = await cell(page, row, 1).evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, `row ${row}'s status is cut off`).toBe(false);
  }
  // The failing rows by reason, largest first; a reason picked shows only its rows.
  const groups = page.getByRole('group', { name: ui('Rows that will fail, by reason') });
  if (language === 'en') {
    expect(await groups.getByRole('button').allTextContents()).toEqual([
      'All problems',
      'not a whole number: 2 rows (6, 7)',
      'unknown SKU: 1 row (3)',
      'missing value: 1 row (4)',
      'unknown DC: 1 row (10)',
    ]);
  }
  await groups.getByRole('button').nth(1).click();
  await expect
    .poll(() => page.locator('[role="row"][aria-rowindex="3"] [role="gridcell"]').first().textContent(), POLL)
    .toBe('7');
  expect(await page.locator('[role="row"][aria-rowindex="4"]').count()).toBe(0);
  await shot(app, `${language}-one-reason`);
  await groups.getByRole('button').first().click();
  await expect
    .poll(() => page.locator('[role="row"][aria-rowindex="6"] [role="gridcell"]').first().textContent(), POLL)
    .toBe('10');

  await page.getByLabel(ui('All rows')).check();

  // Every failing row's whole reason, with its fix, in the detail pane: nothing cut off.
  const pane = page.getByRole('region', { name: ui('Row detail') });
  for (const [row, text] of REASONS) {
    await cell(page, row, 2).locator('button').click();
    await expect.poll(() => pane.textContent(), POLL).toContain(`${row}`);
    const said = (await pane.textContent()) ?? '';
    if (language === 'en') expect(said).toContain(text);
    expect(said).toMatch(language === 'en' ? /Fix: \S/ : /(Korrektur|Lösung): \S/);
    const clipped = await pane.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
    expect(clipped, `row ${row}'s detail is cut off`).toBe(false);
    await shot(app, `${language}-detail-row-${row}`);
  }
}

/** The English text of an import-catalogue key (the e2e text helper looks texts up by English). */
function englishOf(key: string): string {
  return EN[key] ?? key;
}
function templateOf(english: string, values?: Record<string, string>): string {
  return values?.reason ? 'Will fail: {{reason}}' : english;
}
const EN: Record<string, string> = {
  'reason.unknownSku': 'unknown SKU',
  'reason.missing': 'missing value',
  'reason.notWhole': 'not a whole number',
  'reason.unknownDc': 'unknown DC',
};

describe.skipIf(!chromiumAvailable)('Review knows what will fail', () => {
  const apps: E2EApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const file = path.join(tempDir('cb-mistakes-'), 'mistakes.csv');
  writeFileSync(file, `${MISTAKES}\n`);

  it('shows every failing row as failing without a click, reasons whole, in English', async () => {
    const app = await startE2EApp('review-knows-en');
    apps.push(app);
    await reviewMistakes(app, 'en', file);
  }, 120_000);

  it('finds a planted overflow', async () => {
    const app = apps[0]!;
    await app.page.evaluate(() => {
      const wide = document.createElement('p');
      wide.id = 'planted';
      wide.textContent = 'x'.repeat(400);
      wide.style.whiteSpace = 'nowrap';
      document.querySelector('.step')!.append(wide);
    });
    const found = await overflowOffenders(app.page);
    expect(
      found.some((f) => f.includes('xxxxxxxx')),
      found.join('\n'),
    ).toBe(true);
    await app.page.evaluate(() => document.getElementById('planted')!.remove());
    expect(await overflowOffenders(app.page)).toEqual([]);
  });

  it('does the same in German', async () => {
    const app = await startE2EApp('review-knows-de', { systemLocale: 'de-DE' });
    apps.push(app);
    await reviewMistakes(app, 'de', file);
  }, 120_000);
});
