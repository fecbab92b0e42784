// Issue 14, guardrails in the app: the job runner used to send every run with
// allowMassChange. Now a run that would set most of its quantities to 0 stops before sending,
// the renderer names the numbers in a confirmation, and only "Send anyway" sends it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('mass change confirmation', () => {
  let app: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('stops before sending, names the numbers, and sends only when confirmed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-mass-'));
    const file = path.join(dataDir, 'zeros.csv');
    writeFileSync(file, 'ProductID,DistributionCenterID,AvailableQuantity\n2000001,1,0\n2000003,1,0\n2000005,1,0\n');
    app = await startE2EApp('mass-change', { dataDir });
    const page = app.page;
    const client = app.context.connections.client(SANDBOX_ID).client;
    const quantity = async (product: number): Promise<number> =>
      (
        (
          await client.request({
            method: 'GET',
            path: `/v1/DCQuantities(DistributionCenterID=1,ProductID=${product})`,
          })
        ).body as { AvailableQuantity: number }
      ).AvailableQuantity;
    const before = [await quantity(2000001), await quantity(2000003), await quantity(2000005)];
    expect(before).toEqual([7, 21, 35]);

    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent()).toMatch(/^3 rows/);
    await page.getByRole('button', { name: 'Send' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm a mass change' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('list', { name: 'Mass change' }).textContent()).toBe(
      'set 3 of the 3 quantities it changes to 0 (100%, more than 20%)',
    );
    await app.screenshot('mass-change-dialog');
    // Nothing was sent while the dialog asks.
    expect([await quantity(2000001), await quantity(2000003), await quantity(2000005)]).toEqual(before);

    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 20_000 });
    expect([await quantity(2000001), await quantity(2000003), await quantity(2000005)]).toEqual([0, 0, 0]);
    await app.screenshot('sent-after-confirmation');
  }, 90_000);
});
