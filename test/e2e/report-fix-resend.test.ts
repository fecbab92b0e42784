// Issue 42: the Report tells the truth at a glance and lets the person fix what did not go.
// A 10-row weekly stock file with two mistakes is sent: Send names the file, target and
// connection and draws the outcomes as they come; the Report says "8 of 10 rows sent; 2
// invalid", draws the same bar, and the result workbook is beside the input without a click
// (Open and Show in folder hand it to the shell). "Fix and re-send" corrects the two rows in
// place and sends only them: the sandbox's values read back are the fixes, and the sandbox
// wrote nothing else. axe-core finds nothing on the new screens.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import {
  axeViolations,
  chromiumAvailable,
  dropFile,
  overflowOffenders,
  startE2EApp,
  type E2EApp,
} from '../support/e2e/index.js';
import { mutations, resetCounters, tempDir } from '../support/index.js';

const POLL = { timeout: 30_000 };
// Quantities no seed row holds, so every good row is written (Created or Updated), none Unchanged.
const ROWS = [
  ['0000001', '1', '731'],
  ['0000002', '1', 'abc'], // row 3: not a whole number
  ['0000003', '1', '733'],
  ['9999999', '1', '734'], // row 5: no product has this SKU
  ['0000004', '1', '735'],
  ['0000005', '1', '736'],
  ['0000006', '1', '737'],
  ['0000007', '1', '738'],
  ['0000008', '1', '739'],
  ['0000009', '1', '740'],
];

describe.skipIf(!chromiumAvailable)('Report: verdict, saved result, Fix and re-send', () => {
  let app: E2EApp;
  let file: string;
  const opened: string[] = [];
  const shown: string[] = [];
  beforeAll(async () => {
    file = path.join(tempDir('cb-weekly-'), 'weekly-stock.csv');
    writeFileSync(file, `Sku,DC,Qty\n${ROWS.map((r) => r.join(',')).join('\n')}\n`);
    app = await startE2EApp('report-fix-resend', {
      deps: {
        openPath: async (f) => void opened.push(f),
        showInFolder: (f) => void shown.push(f),
      },
    });
    await app.page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);
  afterAll(async () => app?.close());

  const sandboxUrl = () => app.context.connections.list().connections.find((c) => c.id === SANDBOX_ID)!.baseUrl;
  const client = () => app.context.connections.client(SANDBOX_ID).client;
  const productId = async (sku: string): Promise<number> => {
    const r = await client().request({ method: 'GET', path: `/v1/Products?$filter=Sku eq '${sku}'&$select=ID` });
    const found = (r.body as { value: { ID: number }[] }).value;
    expect(found, `products with SKU ${sku}`).toHaveLength(1);
    return found[0]!.ID;
  };
  const quantity = async (sku: string): Promise<number> => {
    const id = await productId(sku);
    const r = await client().request({
      method: 'GET',
      path: `/v1/DCQuantities(DistributionCenterID=1,ProductID=${id})`,
    });
    return (r.body as { AvailableQuantity: number }).AvailableQuantity;
  };
  const shot = async (name: string) => {
    await app.screenshot(name);
    expect.soft(await overflowOffenders(app.page), `overflow at ${name}`).toEqual([]);
    expect.soft(await axeViolations(app.page), `axe at ${name}`).toEqual([]);
  };

  it('sends, says the verdict, saves the result, and re-sends only the fixed rows', async () => {
    const { page } = app;
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Service check' }).textContent(), POLL)
      .toBe('Checked with the service: each status says what Send will do.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // Send names what goes where (the run may already be over: the line is read from the job).
    await page.getByRole('heading', { name: /^(Sending|Report)$/ }).waitFor();
    if (await page.getByRole('heading', { name: 'Sending' }).isVisible()) {
      const what = page.getByLabel('What is sent');
      await expect
        .poll(() => what.textContent().catch(() => 'gone'))
        .toMatch(/^(Sending weekly-stock\.csv to Stock quantities \(DCQuantities\) on Built-in sandbox|gone)$/);
      await app.screenshot('sending');
    }

    await page.getByRole('heading', { name: 'Report' }).waitFor(POLL);
    const verdict = page.getByRole('status', { name: 'Verdict' });
    await expect.poll(() => verdict.textContent(), POLL).toBe('8 of 10 rows sent; 2 invalid');
    const legend = page.getByRole('list', { name: 'Outcomes' });
    const items = await legend.getByRole('listitem').allTextContents();
    expect(items.at(-1)).toBe('Invalid 2');
    const written = items.slice(0, -1).map((i) => /^(Created|Updated) (\d+)$/.exec(i));
    expect(written.every(Boolean), items.join(' | ')).toBe(true);
    expect(written.reduce((s, m) => s + Number(m![2]), 0)).toBe(8);
    // A result with no rows is not red: "Failed 0" reads as muted.
    const failedZero = page.getByRole('group', { name: 'Counts per result' }).getByRole('button', { name: 'Failed 0' });
    expect(await failedZero.getAttribute('class')).toBe('s-none');

    // The result workbook is beside the input without a click, with one HTTP status rule.
    const saved = path.join(path.dirname(file), 'weekly-stock-result.xlsx');
    const where = page.getByRole('group', { name: 'Result workbook' });
    await expect.poll(() => where.textContent(), POLL).toContain(saved);
    expect(existsSync(saved)).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const results = wb.getWorksheet('Results')!;
    expect(results.getRow(1).getCell(4).value).toBe('Result');
    for (let r = 2; r <= 11; r++) {
      const result = String(results.getRow(r).getCell(4).value);
      const status = results.getRow(r).getCell(5).value;
      const want = { Created: 201, Updated: 204, Invalid: null }[result];
      expect(want, `row ${r}: ${result}`).not.toBeUndefined();
      expect(status ?? null, `row ${r}: ${result}`).toBe(want);
    }
    expect(String(results.getRow(3).getCell(4).value)).toBe('Invalid');
    expect(String(results.getRow(5).getCell(4).value)).toBe('Invalid');
    await where.getByRole('button', { name: 'Open' }).click();
    await where.getByRole('button', { name: 'Show in folder' }).click();
    await expect.poll(() => [opened, shown]).toEqual([[saved], [saved]]);
    await shot('report-verdict');

    // Fix and re-send: the two rows corrected in place; only they are sent.
    const untouched = await quantity('0000001');
    expect(untouched).toBe(731);
    await page.getByRole('button', { name: 'Fix and re-send' }).click();
    const send = page.getByRole('button', { name: /^Send \d+ fixed rows?$/ });
    expect(await send.textContent()).toBe('Send 0 fixed rows');
    expect(await send.getAttribute('aria-disabled')).toBe('true');
    await page.getByLabel('Row 3, Qty').fill('12');
    await page.getByLabel('Row 5, Sku').fill('0000010');
    await shot('fix-rows');
    await resetCounters({ url: sandboxUrl() });
    await page.getByRole('button', { name: 'Send 2 fixed rows' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor(POLL);
    await expect.poll(() => page.getByRole('status', { name: 'Verdict' }).textContent(), POLL).toBe('All 2 rows sent');
    expect(await quantity('0000002')).toBe(12);
    expect(await quantity('0000010')).toBe(734);
    const writes = await mutations({ url: sandboxUrl() });
    const ids = [await productId('0000002'), await productId('0000010')].sort((a, b) => a - b);
    expect(writes).toEqual(
      Object.fromEntries(ids.map((id) => [`DCQuantities(DistributionCenterID=1,ProductID=${id})`, 1])),
    );
    expect(await quantity('0000001')).toBe(untouched);
    const fixesResult = path.join(path.dirname(file), 'weekly-stock-fixes-result.xlsx');
    await expect
      .poll(() => page.getByRole('group', { name: 'Result workbook' }).textContent(), POLL)
      .toContain(fixesResult);
    await shot('fixed-report');
  }, 180_000);
});
