// The Electron smoke test's steps that need no Electron, run today in Chromium against the
// real handler table: a file handed over by the OS (context.openFile, where 'open-file' and
// 'second-instance' end), map, review, send to the built-in sandbox, save the result
// workbook, the page's lock-down read from inside, and About with the update settings, the
// administrator's lock and the log file. Only Electron's own parts are left to the runners.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeBothThemes,
  checkAbout,
  chromiumAvailable,
  expectLockedDown,
  expectReport,
  mapReviewAndSend,
  readPageSecurity,
  saveResultWorkbook,
  startE2EApp,
  writeStockCsv,
  type E2EApp,
} from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';
import type { AdminPolicy } from '../../main/updates/index.js';

const ROWS = 40;

describe.skipIf(!chromiumAvailable)('Electron smoke steps, in Chromium', () => {
  let app: E2EApp;
  let policy: AdminPolicy = { updates: 'allowed' };
  const opened: string[] = [];
  beforeAll(async () => {
    app = await startE2EApp('smoke-steps', {
      deps: {
        updater: {
          check: async () => null,
          download: async () => undefined,
          setInstallOnQuit: () => undefined,
          installNow: () => undefined,
        },
        readUpdatePolicy: async () => policy,
        openPath: async (file) => void opened.push(file),
      },
    });
  }, 60_000);
  afterAll(async () => app?.close());

  it('keeps Node out of the page and enforces the CSP', async () => {
    await app.page.getByRole('heading', { name: 'Commerce Bulk' }).waitFor();
    expectLockedDown(await readPageSecurity(app.page));
  });

  it('opens a file the OS hands over, sends it and saves the result workbook', async () => {
    const file = writeStockCsv(tempDir('cb-smoke-'), 'smoke-stock.csv', ROWS);
    app.context.openFile(file);
    await mapReviewAndSend(app.page, 'smoke-stock.csv', ROWS);
    await expectReport(app.page, ROWS);
    await saveResultWorkbook(app.page, path.join(app.savedDir, 'smoke-stock-result.xlsx'));
    await app.screenshot('result-saved');
  }, 60_000);

  it('shows the version in About, keeps the update switch, checks by hand and opens the log', async () => {
    const { page } = app;
    await checkAbout(page, '0.1.0-e2e');
    await page.getByRole('button', { name: 'About and updates' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Commerce Bulk' });
    const automatic = dialog.getByRole('checkbox', { name: 'Check for updates automatically' });
    await expect.poll(() => automatic.isChecked()).toBe(true);
    await automatic.uncheck();
    await expect
      .poll(() => readFileSync(path.join(app.dataDir, 'update-settings.json'), 'utf8'))
      .toContain('"automatic": false');
    await dialog.getByRole('button', { name: 'Check for updates' }).click();
    await dialog.getByText('This is the newest version.').waitFor();
    await dialog.getByRole('button', { name: 'Open log file' }).click();
    const log = path.join(app.dataDir, 'logs', 'commerce-bulk.log');
    await dialog.getByText(`Opened ${log}`).waitFor();
    expect(opened).toEqual([log]);
    await app.screenshot('about');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it("locks the switch and says who turned updates off under an administrator's policy", async () => {
    const { page } = app;
    policy = { updates: 'off', source: 'registry', detail: 'HKLM\\SOFTWARE\\Policies\\Commerce Bulk\\Updates' };
    await page.getByRole('button', { name: 'About and updates' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Commerce Bulk' });
    await dialog.getByText(/turned off by your administrator \(a Windows policy \(registry\)/).waitFor();
    await dialog.getByText('Updates are managed by your administrator.').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Check for updates automatically' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Check for updates' }).getAttribute('aria-disabled')).toBe('true');
    await app.screenshot('about-policy');
    expect(await axeBothThemes(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});
