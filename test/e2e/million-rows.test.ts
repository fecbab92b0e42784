// Issue 16: the review grid keeps aria-rowcount and aria-rowindex right for a million rows,
// and Ctrl+End / Ctrl+Home / Page Up reach them by keyboard. Opt-in (E2E_MILLION=1): reading
// a million rows takes minutes on the two-core build machine, too long for every run.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type E2EApp, focused, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const ROWS = 1_000_000;

async function writeCsv(): Promise<string> {
  const file = path.join(tempDir('cb-million-'), 'million.csv');
  const out = createWriteStream(file);
  out.write('ProductID,DistributionCenterID,AvailableQuantity\n');
  let buf = '';
  for (let i = 0; i < ROWS; i++) {
    buf += `${2000001 + (i % 400)},${(i % 4) + 1},${i % 1000}\n`;
    if (buf.length > 1 << 20) {
      out.write(buf);
      buf = '';
    }
  }
  out.end(buf);
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
  return file;
}

describe.skipIf(!chromiumAvailable || !process.env.E2E_MILLION)('a million rows in the review grid', () => {
  let app: E2EApp | undefined;
  afterAll(async () => app?.close());

  it('counts every row and reaches the last one with Ctrl+End', async () => {
    app = await startE2EApp('million-rows');
    const { page } = app;
    app.picks.push(await writeCsv());
    await page.keyboard.press('Control+o');
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByLabel('Field for AvailableQuantity').waitFor();
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 280_000, interval: 2000 })
      .toBe('1,000,000 rows');
    const grid = page.getByRole('grid', { name: 'Review rows' });
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).rowIndex).not.toBeNull();
    await page.keyboard.press('Control+End');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'gridcell', rowIndex: ROWS + 1 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role=row]')?.textContent))
      .toMatch(/^1000001Ready2000400/);
    await app.screenshot('last-of-a-million');
    await page.keyboard.press('PageUp');
    const up = (await focused(page)).rowIndex!;
    expect(up).toBeLessThan(ROWS + 1);
    expect(up).toBeGreaterThan(ROWS - 20);
    await page.keyboard.press('Control+Home');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'gridcell', rowIndex: 2, colIndex: 0, name: '2' });
  }, 300_000);
});
