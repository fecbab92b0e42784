// Issue 14: the Undo button in History. A run changes a quantity; Undo imports the run's undo
// workbook through the same engine (main's jobs.undo handler, the real sandbox) and the old
// value is back; the status names what the undo did.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('Undo in History', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('restores the old value of a finished run', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-undo-'));
    const file = path.join(dataDir, 'undo-stock.csv');
    writeFileSync(file, 'ProductID,DistributionCenterID,AvailableQuantity\n2000001,1,777\n');
    app = await startE2EApp('history-undo', { dataDir });
    const page = app.page;
    const client = app.context.connections.client(SANDBOX_ID).client;
    const quantity = async (): Promise<number> =>
      (
        (await client.request({ method: 'GET', path: '/v1/DCQuantities(DistributionCenterID=1,ProductID=2000001)' }))
          .body as { AvailableQuantity: number }
      ).AvailableQuantity;
    const before = await quantity();
    expect(before).not.toBe(777);

    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent()).toMatch(/^1 row/);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 20_000 });
    await expect.poll(quantity).toBe(777);

    await page.getByRole('button', { name: 'History' }).click();
    const undo = page.getByRole('button', { name: /^Undo run / });
    await undo.waitFor();
    await app.screenshot('history-with-undo');
    await undo.click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Undo status' }).textContent(), { timeout: 20_000 })
      .toMatch(/^Run \S+ undone: Updated 1$/);
    expect(await quantity()).toBe(before);
    await app.screenshot('undone');
  }, 90_000);
});
