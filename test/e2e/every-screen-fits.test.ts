// Issue 42: "every screen fits". Every screen the e2e tests visit (the first screen with its
// templates, samples and recent files, the shortcuts dialog, Settings, the Add connection dialog, About, the opened file, Map, Review,
// Send, Report, Export, History, Automations) at 1280x800 in English, German and the pseudo-locale
// (every text ~40% longer), measured in the DOM by overflowOffenders: a page that scrolls
// sideways, a box whose content is wider than it, anything past the window's right edge. Every
// offender of every screen is listed in one failure per language, so the list is the to-do.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chromiumAvailable,
  dropFile,
  overflowOffenders,
  startE2EApp,
  textIn,
  type E2EApp,
} from '../support/e2e/index.js';
import { RecentFiles } from '../../main/ipc/recent-files.js';
import { tempDir } from '../support/index.js';

const POLL = { timeout: 20_000 };
// Enough rows that Send is on screen for a moment (50 SKUs in 4 DCs, each key once); one bad
// cell so that Review and the Report show a reason.
const rows = Array.from(
  { length: 200 },
  (_, i) => `${String(Math.floor(i / 4) + 1).padStart(7, '0')},${(i % 4) + 1},${i + 1}`,
);
const CSV = `Sku,DC,Qty\n0000099,1,zehn\n${rows.join('\n')}\n`;

type Look = (name: string) => Promise<void>;

/**
 * A data folder whose first screen lists recent files: the file the test imports, and one
 * with a long path that was since deleted (its "no longer exists" line must wrap, not overflow).
 */
async function dataDirWithRecent(file: string): Promise<string> {
  const dataDir = tempDir('cb-fits-data-');
  const recent = new RecentFiles(dataDir);
  const long = 'Quartalsbestand-aller-Verteilzentren-nach-Inventur-und-Korrekturbuchungen';
  await recent.add(path.join(tempDir('cb-fits-gone-'), long, long, `${long}.xlsx`));
  await recent.add(file);
  return dataDir;
}

/** Opens a dialog with `open`, looks at it, and closes it with Escape. */
async function inDialog(page: Page, look: Look, name: string, open: () => Promise<void>): Promise<void> {
  await open();
  await page.getByRole('dialog').first().waitFor();
  await look(name);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function visitEveryScreen(page: Page, language: string, file: string, look: Look): Promise<void> {
  const ui = textIn(language);
  await expect
    .poll(() => page.getByRole('status', { name: ui('Connection state') }).textContent(), POLL)
    .toBe(ui('Connected'));
  await look('first-screen');
  await inDialog(page, look, 'shortcuts', () => page.keyboard.press('F1'));
  await inDialog(page, look, 'settings', () => page.getByRole('button', { name: ui('Settings'), exact: true }).click());
  await inDialog(page, look, 'add-connection', () => page.getByRole('button', { name: ui('Add connection') }).click());
  await inDialog(page, look, 'about', () => page.getByRole('button', { name: ui('About and updates') }).click());

  await dropFile(page, file);
  await page.getByRole('table', { name: ui('First rows') }).waitFor(POLL);
  await look('open');
  await page.getByRole('button', { name: ui('Continue to mapping') }).click();
  const review = page.getByRole('button', { name: ui('Review rows', {}, 'map.reviewRows') });
  await review.waitFor();
  await look('map');
  await review.click();
  await page.locator('[aria-invalid="true"]').first().waitFor(POLL);
  await expect
    .poll(() => page.getByRole('status', { name: ui('Service check') }).textContent(), POLL)
    .toBe(ui('Checked with the service: each status says what Send will do.'));
  await look('review');

  await page.getByRole('button', { name: ui('Send', {}, 'review.send'), exact: true }).click();
  const sending = await page
    .getByRole('status', { name: ui('Send status') })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (sending) await look('send');
  await page.getByRole('heading', { name: ui('Report', {}, 'report.title') }).waitFor({ timeout: 60_000 });
  await look('report');

  for (const [view, name] of [
    ['Export', 'export'],
    ['History', 'history'],
    ['Automations', 'automations'],
  ] as const) {
    await page.getByRole('button', { name: ui(view), exact: true }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await look(name);
  }
}

describe.skipIf(!chromiumAvailable)('every screen fits 1280x800', () => {
  const apps: E2EApp[] = [];
  const file = path.join(tempDir('cb-fits-'), 'fits-stock.csv');
  writeFileSync(file, CSV);
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it.each([
    ['en', undefined],
    ['de', 'de-DE'],
    ['en-XA', 'en-XA'],
  ] as const)(
    'in %s: no screen overflows sideways or clips',
    async (language, systemLocale) => {
      const app = await startE2EApp(`every-screen-fits-${language}`, {
        dataDir: await dataDirWithRecent(file),
        ...(systemLocale ? { systemLocale } : {}),
      });
      apps.push(app);
      await app.page.setViewportSize({ width: 1280, height: 800 });
      const found: string[] = [];
      await visitEveryScreen(app.page, language, file, async (name) => {
        await app.screenshot(name);
        for (const o of await overflowOffenders(app.page)) found.push(`${name}: ${o}`);
      });
      expect(found).toEqual([]);
    },
    240_000,
  );

  it('fails on a planted overflow', async () => {
    const { page } = apps[0]!;
    expect(await overflowOffenders(page)).toEqual([]);
    await page.evaluate(() => {
      const label = document.createElement('span');
      label.id = 'planted';
      label.textContent = 'Open report 20261129-064932-f885f8 '.repeat(20);
      Object.assign(label.style, { display: 'inline-block', width: '200px', whiteSpace: 'nowrap', overflow: 'hidden' });
      document.querySelector('nav')!.append(label);
    });
    const found = await overflowOffenders(page);
    expect(
      found.some((f) => f.includes('content wider than its box') && f.includes('Open report')),
      found.join('\n'),
    ).toBe(true);
    await page.evaluate(() => document.getElementById('planted')!.remove());
    expect(await overflowOffenders(page)).toEqual([]);
  });
});
