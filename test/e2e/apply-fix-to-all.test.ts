// Issue 15: after one hand fix in the review grid, "Apply this fix to all rows like it"
// replaces the same original value in the same column on every other row, and the Invalid
// count drops to exactly the rows that are still wrong. Screenshots under test-results/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, dropFile, type E2EApp, startE2EApp } from '../support/e2e/index.js';
import { tempDir } from '../support/index.js';

const POLL = { timeout: 15_000 };

describe.skipIf(!chromiumAvailable)('apply one review fix to all rows like it', () => {
  let app: E2EApp | undefined;
  afterAll(async () => app?.close());

  it('fixes three "seven" cells with one edit and one click', async () => {
    const dir = tempDir('cb-fixall-');
    const file = path.join(dir, 'stock-words.csv');
    // File rows 2, 4, 6 hold "seven"; row 7 holds "x" (a different value, left alone).
    writeFileSync(
      file,
      [
        'ProductID,DistributionCenterID,AvailableQuantity',
        '2000001,1,seven',
        '2000001,2,10',
        '2000002,1,seven',
        '2000002,2,11',
        '2000003,1,seven',
        '2000003,2,x',
        '',
      ].join('\n'),
    );
    app = await startE2EApp('apply-fix-to-all');
    const { page } = app;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    const counts = () => page.getByRole('group', { name: 'Review counts' }).textContent();
    await expect.poll(counts, POLL).toBe('Ready 2 · Invalid 4 · Skipped 0 · Unchanged 0');
    await app.screenshot('1-four-invalid');

    await page.getByRole('gridcell', { name: /^Row 2, AvailableQuantity: seven/ }).dblclick();
    const input = page.getByRole('textbox', { name: 'Row 2, AvailableQuantity' });
    await input.fill('7');
    await input.press('Enter');
    // Review checks current values by itself (issue 42): 2000001 already has 7 at DC 1.
    await expect.poll(counts, POLL).toBe('Ready 2 · Invalid 3 · Skipped 0 · Unchanged 1');
    const applyAll = page.getByRole('button', { name: /^Apply this fix to all rows like it/ });
    expect(await applyAll.textContent()).toBe(
      'Apply this fix to all rows like it (“seven” → “7” in AvailableQuantity)',
    );
    await app.screenshot('2-one-fixed');

    await applyAll.click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Last fix' }).textContent(), POLL)
      .toBe('Replaced “seven” with “7” in 2 rows of AvailableQuantity.');
    await expect.poll(counts, POLL).toBe('Ready 4 · Invalid 1 · Skipped 0 · Unchanged 1');
    // The accessible name of each cell is its exact visible state: value and any problem.
    const cell = (name: string) => page.getByRole('gridcell', { name, exact: true }).count();
    for (const row of [2, 4, 6]) expect(await cell(`Row ${row}, AvailableQuantity: 7`)).toBe(1);
    expect(await page.getByRole('gridcell', { name: /^Row 7, AvailableQuantity: x\. Problem: / }).count()).toBe(1);
    await app.screenshot('3-all-like-it-fixed');
  }, 90_000);
});
