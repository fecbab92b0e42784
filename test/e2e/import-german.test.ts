// Issue 30: a whole import in German (the OS says de-DE), with a screenshot of every step.
// The screens speak German (the step buttons, Settings → Language, no English text of the
// catalogues left on screen, nothing cut off), the language switches to English and back in
// Settings without a restart, and the result workbook the app saves keeps its English
// column names and verdicts (scripts and re-imports read them) while its messages are German.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumAvailable,
  dropFile,
  englishOffenders,
  englishTextsUnlike,
  isTranslated,
  startE2EApp,
  textIn,
  type E2EApp,
} from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const POLL = { timeout: 15_000 };
const ui = textIn('de');
/** The English texts that must not be seen in the German app. */
const ENGLISH = englishTextsUnlike('de');
/** The buttons and headings the flow goes through, each of which must read in German. */
const STEP_TEXTS = [
  'Connected',
  'First rows',
  'Continue to mapping',
  'Review rows',
  'Check current values',
  'Before',
  'Send',
  'Report',
  'Save result workbook',
];

describe.skipIf(!chromiumAvailable)('an import in German', () => {
  let app: E2EApp;
  let file: string;
  beforeAll(async () => {
    app = await startE2EApp('import-german', { systemLocale: 'de-DE' });
    file = path.join(tempDir('cb-de-'), 'lagerbestand.csv');
    writeFileSync(file, 'Sku,DC,Qty\n0000001,1,15\n0000002,1,abc\n0000003,2,7\n0000004,3,xyz\n');
  }, 60_000);
  afterAll(async () => app?.close());

  /** A screenshot, and no English text of the catalogues (nor a cut-off text) on the screen. */
  const step = async (name: string) => {
    await app.screenshot(name);
    expect.soft(await englishOffenders(app.page, ENGLISH), `English on the screen at ${name}`).toEqual([]);
  };

  it('speaks German on every screen and switches language without a restart', async () => {
    const { page } = app;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    for (const english of STEP_TEXTS) expect.soft(isTranslated('de', english), `German for "${english}"`).toBe(true);
    await expect
      .poll(() => page.getByRole('status', { name: ui('Connection state') }).textContent(), POLL)
      .toBe(ui('Connected'));
    await step('first-start');

    await page.getByRole('button', { name: ui('Settings'), exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Sprache der App' });
    await picker.waitFor();
    expect(await page.getByRole('heading', { name: 'Sprache', exact: true }).isVisible()).toBe(true);
    expect(await picker.inputValue()).toBe('system');
    expect(await picker.locator('option:checked').textContent()).toBe('Systemstandard (Deutsch)');
    await step('settings-german');
    await picker.selectOption('en');
    await page.getByRole('combobox', { name: 'Language of the app' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(JSON.parse(readFileSync(path.join(app.dataDir, 'language.json'), 'utf8'))).toEqual({ language: 'en' });
    await app.screenshot('settings-switched-to-english');
    await page.getByRole('combobox', { name: 'Language of the app' }).selectOption('system');
    await picker.waitFor();
    expect(app.context.language.state()).toEqual({ choice: 'system', effective: 'de', system: 'de' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }, 60_000);

  it('runs the import with a screenshot of every step; the result workbook keeps English columns', async () => {
    const { page } = app;
    await dropFile(page, file);
    await page.getByRole('table', { name: ui('First rows') }).waitFor();
    await step('open');

    await page.getByRole('button', { name: ui('Continue to mapping') }).click();
    await page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') }).waitFor();
    await step('map');

    await page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') }).click();
    const bad = page.locator('[aria-invalid="true"]');
    await expect.poll(() => bad.count(), POLL).toBe(2);
    await step('review-problems');
    await bad.first().focus();
    await page.keyboard.press('Enter');
    await page.locator('input:focus').fill('11');
    await page.keyboard.press('Enter');
    await expect.poll(() => bad.count(), POLL).toBe(1);
    await step('review-one-fixed');

    await page.getByRole('button', { name: ui('Check current values', {}, 'review.check') }).click();
    await page.getByRole('columnheader', { name: ui('Before') }).waitFor({ timeout: 20_000 });
    await step('preflight');

    await page.getByRole('button', { name: ui('Send', {}, 'review.send'), exact: true }).click();
    await page.getByRole('heading', { name: ui('Report', {}, 'report.title') }).waitFor({ timeout: 30_000 });
    await step('report');

    await page.getByRole('button', { name: ui('Save result workbook') }).click();
    const saved = path.join(app.savedDir, 'lagerbestand-result.xlsx');
    await expect.poll(() => existsSync(saved), POLL).toBe(true);
    await page.getByText(saved, { exact: false }).waitFor();
    await step('report-saved');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const sheet = wb.getWorksheet('Results')!;
    const row = (n: number) =>
      Array.from((sheet.getRow(n).values as unknown[]).slice(1), (v) =>
        v === undefined || v === null ? '' : String(v),
      );
    expect(row(1)).toEqual(['Sku', 'DC', 'Qty', 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    const verdicts = [2, 3, 4, 5].map((n) => row(n)[3]);
    expect(verdicts[3]).toBe('Invalid');
    expect(verdicts.every((v) => ['Created', 'Updated', 'Unchanged', 'Invalid'].includes(v ?? ''))).toBe(true);
    const invalidMessage = row(5)[5] ?? '';
    expect(invalidMessage).toContain('xyz');
    // The app writes the engine's messages in its language (the CLI's stay English).
    expect(invalidMessage).toContain('ist keine ganze Zahl');
    expect(invalidMessage).not.toMatch(/\b(the|is|not|must|a|an|of)\b/i);
  }, 120_000);
});
