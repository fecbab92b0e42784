// Issue 14, guardrails in the app: the job runner used to send every run with
// allowMassChange. Now a run that would set most of its quantities to 0 stops before sending,
// the renderer names the numbers in a confirmation, and only "Send anyway" sends it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { axeViolations, chromiumAvailable, startE2EApp, type E2EApp, dropFile } from '../support/e2e/index.js';

describe.skipIf(!chromiumAvailable)('mass change confirmation', () => {
  let app: E2EApp | undefined;
  let again: E2EApp | undefined;
  afterAll(async () => {
    await app?.close();
    await again?.close();
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
    const reason = 'set 3 of the 3 quantities it changes to 0 (100%, more than 20%)';
    expect(
      await dialog
        .getByRole('list', { name: 'Mass change' })
        .getByRole('listitem')
        .first()
        .locator('span')
        .textContent(),
    ).toBe(`${reason}:`);
    // Issue 42: the rows behind it, as the file has them (product IDs here: no SKU column).
    expect(
      await dialog
        .getByRole('list', { name: `Rows: ${reason}` })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['row 2, DC 1, 0', 'row 3, DC 1, 0', 'row 4, DC 1, 0']);
    await app.screenshot('mass-change-dialog');
    // Nothing was sent while the dialog asks.
    expect([await quantity(2000001), await quantity(2000003), await quantity(2000005)]).toEqual(before);

    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 20_000 });
    expect([await quantity(2000001), await quantity(2000003), await quantity(2000005)]).toEqual([0, 0, 0]);
    await app.screenshot('sent-after-confirmation');
  }, 90_000);

  // Issue 42: the stop names its rows, the dialog is the only thing asking, and a run left
  // there is a run: History lists it as stopped with its file, the next start offers it.
  it('names the negative row, and a run left there is in History and the next start', async () => {
    await app?.close();
    app = undefined;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cb-mass-neg-'));
    const file = path.join(dataDir, 'negative.csv');
    writeFileSync(
      file,
      'SKU,DC,Qty\n0000001,1,11\n0000003,1,12\n0000005,1,13\n0000001,2,14\n0000003,2,15\n0000002,3,-4\n',
    );
    app = await startE2EApp('mass-change-rows', { dataDir });
    const page = app.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), { timeout: 20_000 })
      .toMatch(/^6 rows/);
    await page.getByRole('button', { name: 'Send' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm a mass change' });
    await dialog.waitFor({ timeout: 20_000 });
    const rows = dialog.getByRole('list', { name: 'Rows: send 1 negative quantity' });
    expect(await rows.getByRole('listitem').allTextContents()).toEqual(['row 7, SKU 0000002, DC 3, -4']);
    // Inner padding: the title and the buttons sit well inside the dialog's border.
    const box = (await dialog.boundingBox())!;
    const title = (await dialog.getByRole('heading').boundingBox())!;
    const last = (await dialog.getByRole('button', { name: 'Send anyway' }).boundingBox())!;
    expect(title.x - box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width - (last.x + last.width)).toBeGreaterThanOrEqual(16);
    expect(box.y + box.height - (last.y + last.height)).toBeGreaterThanOrEqual(12);
    // No Resume or Cancel of the step under the dialog: its two buttons are the only answer.
    for (const name of ['Resume', 'Cancel'])
      expect(await page.getByRole('button', { name, exact: true, includeHidden: true }).count(), name).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await app.screenshot('mass-change-rows');

    await dialog.getByRole('button', { name: 'Do not send' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'History', exact: true }).click();
    const line = page.getByRole('table', { name: 'Past runs' }).getByRole('row').filter({ hasText: 'negative.csv' });
    await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(1);
    expect(await line.getByRole('cell').nth(3).textContent()).toBe('stopped, not sent');
    expect(await line.getByRole('cell').nth(4).textContent()).toBe('Pending 6');
    await app.screenshot('history-stopped-run');
    await app.close();
    app = undefined;

    // Left planned and the app closed: the next start offers it like any interrupted run.
    again = await startE2EApp('mass-change-rows-restart', { dataDir });
    const notice = again.page.getByRole('region', { name: 'Interrupted runs' });
    await expect.poll(() => notice.textContent(), { timeout: 20_000 }).toContain('negative.csv');
    await again.screenshot('interrupted-notice');
  }, 150_000);
});
