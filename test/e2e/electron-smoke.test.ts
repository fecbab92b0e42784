// Starts the real Electron app where the Electron binary is installed (the CI workflow on
// Linux, Windows and macOS runners; it cannot be downloaded on the project's build machines,
// so there the test is skipped and says why). It runs the app built to dist/ with its own
// data folder: a sample file handed over the way a double-click on a .csv does (a second
// instance on Windows and Linux, 'open-file' on macOS), map, review, send to the built-in
// sandbox, save the result workbook, the window's lock-down checked from the inside, About,
// and quitting with a run in flight through "Quit and resume later". The steps that need no
// Electron are shared with test/e2e/smoke-steps-chromium.test.ts, which runs them today.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import {
  checkAbout,
  expectLockedDown,
  expectReport,
  mapReviewAndSend,
  readPageSecurity,
  saveResultWorkbook,
  writeStockCsv,
} from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

// Electron 45's package downloads its binary on first require when path.txt is missing;
// read path.txt ourselves so a machine without the binary skips instead of downloading.
function electronBinary(): string | null {
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = path.join(dir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const built = existsSync('dist/main/app/main.js');
if (!binary) {
  console.warn(
    'Electron smoke test skipped: the Electron binary is not installed (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1). Its Electron-free steps run in test/e2e/smoke-steps-chromium.test.ts.',
  );
} else if (!built) {
  console.warn('Electron smoke test skipped: dist/ is missing; run `npm run build` first.');
}

const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const baseArgs = ['.', '--no-sandbox'];

describe.skipIf(!binary || !built)('Electron smoke test', () => {
  let samples: string;
  let env: Record<string, string>;
  let app: ElectronApplication;
  let page: Page;

  const launch = async () => {
    app = await electron.launch({ executablePath: binary!, args: baseArgs, env });
    page = await app.firstWindow();
    await page.getByRole('heading', { name: 'Commerce Bulk' }).waitFor();
  };

  /** The route of a double-click on a .csv while the app runs. */
  const handOver = async (file: string) => {
    if (process.platform === 'darwin') {
      await app.evaluate(({ app: electronApp }, f) => {
        electronApp.emit('open-file', { preventDefault: () => undefined }, f);
      }, file);
      return;
    }
    // A second instance passes its command line to the first and quits.
    await new Promise<void>((resolve, reject) => {
      const second = spawn(binary!, [...baseArgs, file], { env, stdio: 'ignore' });
      second.on('error', reject);
      second.on('exit', () => resolve());
    });
  };

  beforeAll(async () => {
    samples = tempDir('cb-electron-files-');
    // Its own data folder; updates off by the administrator's variable (an unpackaged app
    // has no feed anyway), so About shows the lock.
    env = {
      ...(process.env as Record<string, string>),
      COMMERCE_BULK_HOME: tempDir('cb-electron-'),
      COMMERCE_BULK_UPDATES: 'off',
    };
    await launch();
  }, 60_000);
  afterAll(async () => app?.close().catch(() => undefined));

  it('opens the main window on the app:// protocol, locked down', async () => {
    expect(page.url()).toMatch(/^app:\/\/commerce-bulk\//);
    expectLockedDown(await readPageSecurity(page));
    // Navigation away and new windows are refused by main/app/security.ts.
    await page.evaluate(() => {
      location.href = 'https://example.invalid/';
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(page.url()).toMatch(/^app:\/\/commerce-bulk\//);
    expect(await page.evaluate(() => window.open('https://example.invalid/') === null)).toBe(true);
    await page.screenshot({ path: 'test-results/e2e/electron-smoke.png' });
  }, 60_000);

  it('imports a file the OS hands over and saves the result workbook', async () => {
    const rows = 40;
    await handOver(writeStockCsv(samples, 'electron-stock.csv', rows));
    await mapReviewAndSend(page, 'electron-stock.csv', rows);
    await expectReport(page, rows);
    const saved = path.join(samples, 'electron-stock-result.xlsx');
    await app.evaluate(({ dialog }, target) => {
      dialog.showSaveDialog = (async () => ({ canceled: false, filePath: target })) as typeof dialog.showSaveDialog;
    }, saved);
    await saveResultWorkbook(page, saved);
  }, 120_000);

  it('shows the version in About and the administrator lock on updates', async () => {
    await checkAbout(page, version);
    await page.getByRole('button', { name: 'About and updates' }).click();
    await page.getByText(/COMMERCE_BULK_UPDATES environment variable/).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('quits with a run in flight through "Quit and resume later" and offers the run on the next start', async () => {
    const rows = 60_000;
    await handOver(writeStockCsv(samples, 'electron-big.csv', rows));
    await mapReviewAndSend(page, 'electron-big.csv', rows);
    await expect
      .poll(
        async () => /Sent [1-9]/.test((await page.getByRole('status', { name: 'Send status' }).textContent()) ?? ''),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    // The native question is answered "Quit and resume later" (button 1).
    await app.evaluate(({ dialog }) => {
      dialog.showMessageBoxSync = (() => 1) as typeof dialog.showMessageBoxSync;
    });
    const closed = app.waitForEvent('close', { timeout: 60_000 });
    await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => undefined);
    await closed;

    await launch();
    await page.getByRole('button', { name: 'Resume interrupted run' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('region', { name: 'Interrupted runs' }).textContent()).toContain('electron-big.csv');
  }, 180_000);
});
