// Issue 32, finding 3, in the app: the Map step shows the clear marker (#CLEAR unless the
// mapping says otherwise), lets the user set another, and saves it with the mapping file,
// from which the review and the run take it (test/unit/ipc/clear-marker.test.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('clear marker on the Map step', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('shows #CLEAR, takes another marker, and saves it in the mapping', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-clear-'));
    const file = path.join(dataDir, 'stock.csv');
    writeFileSync(file, 'ProductID,DistributionCenterID,AvailableQuantity\r\n2000001,1,34\r\n');
    app = await startE2EApp('clear-marker', { dataDir });
    const page = app.page;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    const field = page.getByRole('textbox', { name: 'Clear marker' });
    await field.waitFor();
    expect(await field.inputValue()).toBe('#CLEAR');

    await field.fill('(leer)');
    await expect
      .poll(() => field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent))
      .toBe('A cell holding exactly (leer) clears its value; a blank cell leaves the value as it is.');
    await page.getByRole('button', { name: 'Save mapping…' }).click();
    const saved = path.join(app.savedDir, 'dcquantities-mapping.json');
    await expect.poll(() => readFileSync(saved, 'utf8'), { timeout: 10_000 }).toContain('"clear": "(leer)"');
  }, 90_000);
});
