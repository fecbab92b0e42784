// Issue 14, numbers as the user wrote them, in the app: the Map step shows the decimal
// separator guessed for the file (a ';' CSV from German Excel: comma) and why, lets the user
// override it, and saves the choice in the mapping file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('decimal separator on the Map step', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('shows the guess, can be overridden, and is saved in the mapping', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-decimal-'));
    const file = path.join(dataDir, 'german-stock.csv');
    writeFileSync(file, 'ProductID;DistributionCenterID;AvailableQuantity\r\n2000001;1;34,00\r\n');
    app = await startE2EApp('decimal-setting', { dataDir });
    const page = app.page;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    const select = page.getByRole('combobox', { name: 'Decimal separator' });
    await select.waitFor();
    expect(await select.inputValue()).toBe(',');
    expect(await page.locator('#decimal-source').textContent()).toBe("guessed from the ';' delimiter");
    await app.screenshot('decimal-guessed');

    await select.selectOption('.');
    expect(await page.locator('#decimal-source').textContent()).toBe('chosen here; saved with the mapping');
    await page.getByRole('button', { name: 'Save mapping…' }).click();
    const saved = path.join(app.savedDir, 'dcquantities-mapping.json');
    await expect.poll(() => readFileSync(saved, 'utf8'), { timeout: 10_000 }).toContain('"decimal": "."');
    expect((JSON.parse(readFileSync(saved, 'utf8')) as { decimal?: string }).decimal).toBe('.');
  }, 60_000);
});
