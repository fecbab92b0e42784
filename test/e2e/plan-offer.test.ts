// Issue 45: a workbook with a DistributionCenters sheet and a stock sheet, opened in the app,
// is offered the two-step plan beside the normal import. Its dry run lists both steps; a
// reference that names no center of the workbook is refused before anything is sent; run, the
// plan creates the centers and imports the stock at the IDs the service gave them, read back
// from the sandbox. Real Chromium, the real handler table, main/plans, the built-in sandbox.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import type { ApiClient } from '../../main/api/index.js';
import { axeBothThemes, chromiumAvailable, dropFile, type E2EApp, startE2EApp } from '../support/e2e/index.js';
import { quantity, readSheet, tempDir } from '../support/index.js';

/** A workbook of two new centers and stock for them by Code; `stray` adds a row naming no center. */
async function workbook(file: string, codes: [string, string], stray?: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const dcs = wb.addWorksheet('DistributionCenters');
  dcs.addRow(['Code', 'Name', 'City', 'Country', 'ProfileID']);
  dcs.addRow([codes[0], `North ${codes[0]}`, 'Hamburg', 'DE', 12000002]);
  dcs.addRow([codes[1], `South ${codes[1]}`, 'Munich', 'DE', 12000002]);
  const stock = wb.addWorksheet('Stock');
  stock.addRow(['ProductID', 'DC Code', 'Qty']);
  for (let i = 0; i < 6; i++) stock.addRow([2_000_001 + Math.floor(i / 2), codes[i % 2], 300 + i]);
  if (stray) stock.addRow([2_000_004, stray, 9]);
  await wb.xlsx.writeFile(file);
  return file;
}

/** Code -> ID of the centers on the service. */
async function centerIds(client: ApiClient, codes: string[]): Promise<Map<string, number>> {
  const filter = encodeURIComponent(codes.map((c) => `Code eq '${c}'`).join(' or '));
  const found = new Map<string, number>();
  for await (const page of client.list<{ ID: number; Code: string }>(
    `/v1/DistributionCenters?$filter=${filter}&$select=ID,Code`,
  ))
    for (const d of page) found.set(d.Code, d.ID);
  return found;
}

describe.skipIf(!chromiumAvailable)('the two-step plan for a workbook of centers and their stock', () => {
  let app: E2EApp;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir('cb-plan-offer-');
    app = await startE2EApp('plan-offer');
  }, 120_000);
  afterAll(async () => app?.close());

  const offer = () => app.page.getByRole('button', { name: 'Create the centers, then import the stock (2 steps)' });

  it('refuses a stock row naming no center of the workbook, before anything is sent', async () => {
    const { page } = app;
    const client = app.context.connections.client(SANDBOX_ID).client;
    await expect.poll(() => page.getByRole('status', { name: 'Connection state' }).textContent()).toBe('Connected');
    await dropFile(page, await workbook(path.join(dir, 'stray.xlsx'), ['ST-A', 'ST-B'], 'ST-GONE'));
    await offer().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Refused before anything was sent' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('Step stock, row 8: reference DC Code "ST-GONE"');
    expect(await page.getByRole('button', { name: 'Run both steps' }).count()).toBe(0);
    await app.screenshot('plan-refused');
    expect(await axeBothThemes(page)).toEqual([]);
    expect([...(await centerIds(client, ['ST-A', 'ST-B'])).keys()]).toEqual([]);
  }, 90_000);

  it('offers, dry-runs and runs the plan; the stock lands at the IDs the service gave', async () => {
    const { page } = app;
    const client = app.context.connections.client(SANDBOX_ID).client;
    const codes: [string, string] = ['CH-NEW', 'CH-TWO'];
    await dropFile(page, await workbook(path.join(dir, 'new-centers.xlsx'), codes));
    // The Open step shows the new file before its offer: the first workbook's part is gone by then.
    await page.getByText('new-centers.xlsx', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Two-step plan' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Sheet DistributionCenters holds distribution centers').count()).toBe(1);

    await offer().click();
    const steps = page.getByRole('list', { name: 'Plan steps' });
    await steps.waitFor({ timeout: 30_000 });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      'Step 1: create the distribution centers of sheet DistributionCenters',
      "Step 2: import the stock of sheet Stock, its DC Code matched to the centers' Code",
    ]);
    const lines = await page
      .getByRole('list', { name: 'Dry run (nothing sent)' })
      .getByRole('listitem')
      .allTextContents();
    expect(lines[0]).toMatch(/^Step centers: /); // not the in-memory plan's file name
    expect(lines.filter((l) => l.startsWith('Step '))).toEqual([
      'Step centers: DistributionCenters from ' + path.join(dir, 'new-centers.xlsx') + ' (sheet DistributionCenters)',
      'Step stock: DCQuantities from ' + path.join(dir, 'new-centers.xlsx') + ' (sheet Stock)',
    ]);
    expect(lines).toContain(
      "  stock: reference DC Code -> DC by centers's Code: none resolved now; resolved when step centers creates CH-NEW, CH-TWO",
    );
    expect([...(await centerIds(client, codes)).keys()]).toEqual([]); // the dry run sent nothing
    await app.screenshot('plan-dry-run');
    expect(await axeBothThemes(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run both steps' }).click();
    const outcomes = page.getByRole('table', { name: 'Outcome of each step' });
    await outcomes.waitFor({ timeout: 60_000 });
    const rows = await outcomes.getByRole('row').allTextContents();
    const results = path.join(app.dataDir, 'results', 'new-centers-plan');
    expect(rows.slice(1)).toEqual([
      `centersDone${path.join(results, 'centers-result.xlsx')}`,
      `stockDone${path.join(results, 'stock-result.xlsx')}`,
    ]);
    await app.screenshot('plan-run');
    expect(await axeBothThemes(page)).toEqual([]);

    const ids = await centerIds(client, codes);
    expect([...ids.keys()].sort()).toEqual(['CH-NEW', 'CH-TWO']);
    for (let i = 0; i < 6; i++)
      expect(await quantity(client, ids.get(codes[i % 2]!)!, 2_000_001 + Math.floor(i / 2))).toBe(300 + i);
    // The stock step's result names the center IDs the service gave, in the engine's DC column.
    const result = await readSheet(path.join(results, 'stock-result.xlsx'), 'Results');
    expect(result[0]!.slice(0, 4)).toEqual(['ProductID', 'DC', 'Qty', 'Result']);
    expect(result[1]!.slice(0, 4)).toEqual([2000001, ids.get('CH-NEW'), 300, 'Created']);
  }, 180_000);
});
