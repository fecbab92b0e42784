/// <reference lib="dom" />
// The steps of the Electron smoke test that do not need Electron, written once against a
// Playwright Page: the Electron window in CI (test/e2e/electron-smoke.test.ts) and the built
// renderer in Chromium here (test/e2e/smoke-steps-chromium.test.ts). What only Electron can
// show (the second-instance hand-over, navigation refused, the quit dialog) stays in the
// Electron test.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { applied, resultCounts } from './counts.js';

/** A DC-quantities CSV the importer maps on its own. */
export function writeStockCsv(dir: string, name: string, rows: number): string {
  const lines = ['ProductID,DistributionCenterID,AvailableQuantity'];
  for (let i = 0; i < rows; i++) lines.push(`${2000001 + Math.floor(i / 4)},${(i % 4) + 1},${100 + i}`);
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** From an opened file's first rows to the send under way: map, review, send. */
export async function mapReviewAndSend(page: Page, fileName: string, rows: number): Promise<void> {
  await expect.poll(() => page.getByLabel('File name').textContent(), { timeout: 20_000 }).toBe(fileName);
  await page.getByRole('button', { name: 'Continue to mapping' }).click();
  await page.getByRole('button', { name: 'Review rows' }).click();
  await expect
    .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 20_000 })
    .toBe(`${rows.toLocaleString('en-US')} rows`);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Waits for the report and checks every row landed once. */
export async function expectReport(page: Page, rows: number): Promise<void> {
  await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
  await expect.poll(async () => applied(await resultCounts(page)), { timeout: 20_000 }).toBe(rows);
}

/** Saves the result workbook where the save dialog (or its stand-in) answers, and reads it. */
export async function saveResultWorkbook(page: Page, savedFile: string): Promise<void> {
  await page.getByRole('button', { name: 'Save result workbook' }).click();
  await page.getByText(`Saved ${savedFile}`).waitFor({ timeout: 20_000 });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(savedFile);
  expect(workbook.getWorksheet('Results')).toBeDefined();
  expect(workbook.getWorksheet('Summary')).toBeDefined();
}

export interface PageSecurity {
  /** typeof require in the page: Node must not be reachable. */
  requireType: string;
  /** typeof the bridge global: the preload's one object. */
  bridgeType: string;
  /** Code from strings refused: the CSP has no 'unsafe-eval'. */
  evalBlocked: boolean;
  /** An inline <script> did not run: the CSP allows scripts only from the app. */
  inlineScriptBlocked: boolean;
}

/**
 * The window's security settings, read from inside the page. eval is tried through a
 * string timer: code Playwright evaluates may generate code itself, so a direct eval() in
 * here would not show the CSP; the timer runs later, as the page's own code.
 */
export async function readPageSecurity(page: Page): Promise<PageSecurity> {
  return page.evaluate(async () => {
    const g = globalThis as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'globalThis.__inlineRan = true';
    document.head.append(script);
    try {
      (setTimeout as unknown as (code: string, ms: number) => void)('globalThis.__evalRan = true', 0);
    } catch {
      // Refused at once: blocked all the same.
    }
    await new Promise((r) => setTimeout(r, 100));
    script.remove();
    return {
      requireType: typeof g.require,
      bridgeType: typeof g.commerceBulk,
      evalBlocked: g.__evalRan !== true,
      inlineScriptBlocked: g.__inlineRan !== true,
    };
  });
}

export function expectLockedDown(security: PageSecurity): void {
  expect(security).toEqual({
    requireType: 'undefined',
    bridgeType: 'object',
    evalBlocked: true,
    inlineScriptBlocked: true,
  });
}

/** About: the version, and the update switch that writes the user's setting. */
export async function checkAbout(page: Page, version: string): Promise<void> {
  await page.getByRole('button', { name: 'About and updates' }).click();
  const dialog = page.getByRole('dialog', { name: 'About Commerce Bulk' });
  await dialog.getByText(`Version ${version}`).waitFor();
  await dialog.getByRole('checkbox', { name: 'Check for updates automatically' }).waitFor();
  await dialog.getByRole('button', { name: 'Check for updates' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}
