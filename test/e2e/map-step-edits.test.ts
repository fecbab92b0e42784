// Issue 15, "the Map step shows unpivot and value maps", editable: a value-map entry is sent
// to another DC, a warehouse column is moved to another DC, one is left out of the unpivot
// and an ignored one taken in. The review's current values (Before) come from the DCs chosen,
// the run writes to them, and "Save mapping" writes the edited mapping. Screenshots under
// test-results/e2e/map-step-edits/.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ID } from '../../main/connection-refs/index.js';
import { chromiumAvailable, dropFile, startE2EApp, type E2EApp } from '../support/e2e/index.js';
import { quantity, tempDir } from '../support/index.js';

const POLL = { timeout: 15_000 };

/** The review grid's rows as the user reads them: Row, Status, the file's cells, Before, After (no Message). */
async function reviewRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('grid', { name: 'Review rows' })
    .locator('[role=row]:has([role=gridcell])')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('[role=gridcell]'), (c) => (c.textContent ?? '').trim()).slice(0, -1),
      ),
    );
}

describe.skipIf(!chromiumAvailable)('editing unpivot and value maps on the Map step', () => {
  let app: E2EApp;
  let dir: string;
  beforeAll(async () => {
    app = await startE2EApp('map-step-edits');
    dir = tempDir('cb-mapedit-');
  }, 60_000);
  afterAll(async () => app?.close());

  const dc = (id: number, product: number) => quantity(app.context.connections.client(SANDBOX_ID).client, id, product);

  it('a value-map entry sent to another DC: the review reads that DC, the run writes it, the saved mapping says so', async () => {
    const { page } = app;
    // One DC column naming its warehouses: auto-mapping makes the value map Berlin -> 1, Hamburg -> 2.
    const file = path.join(dir, 'lager-lang.csv');
    writeFileSync(file, 'Artikelnr;Lager;Bestand\n0000006;Berlin;61\n0000007;Hamburg;62\n0000008;Berlin;63\n');
    await expect
      .poll(() => page.getByRole('status', { name: 'Connection state' }).textContent(), POLL)
      .toBe('Connected');
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for Lager').waitFor();
    expect(await page.getByLabel('Field for Lager').inputValue()).toBe('DistributionCenterID');
    const berlin = page.getByRole('combobox', { name: 'DistributionCenterID “Berlin” means' });
    expect(await berlin.inputValue()).toBe('1');
    expect(await berlin.locator('option:checked').textContent()).toBe('1 · Contoso Berlin (CH-BER)');
    await app.screenshot('1-value-map-as-made');

    // Berlin's stock goes to Contoso Hamburg Store instead, chosen from the connection's DCs by keyboard.
    await berlin.focus();
    await page.keyboard.press('ArrowDown');
    expect(await berlin.inputValue()).toBe('2');
    // A new entry, its value typed after "Other": 'Lager HH' means DC 2 too.
    await page.getByRole('combobox', { name: 'Value map field' }).selectOption('DistributionCenterID');
    await page.getByLabel('Value in the file').fill('Lager HH');
    await page.getByRole('combobox', { name: 'Means', exact: true }).selectOption({ label: 'Other (type it)…' });
    await page.getByRole('textbox', { name: 'Means, typed' }).fill('2');
    await page.getByRole('button', { name: 'Add value map' }).click();
    expect(await page.getByRole('combobox', { name: 'DistributionCenterID “Lager HH” means' }).inputValue()).toBe('2');
    // Only this file's values are listed (issue 42): nothing in it says Leipzig, whose entry still applies.
    expect(await page.getByRole('combobox', { name: 'DistributionCenterID “Leipzig” means' }).count()).toBe(0);
    // And one removed: an entry added by mistake.
    await page.getByLabel('Value in the file').fill('Keller');
    await page
      .getByRole('combobox', { name: 'Means', exact: true })
      .selectOption({ label: '3 · Contoso FBA (CH-FBA)' });
    await page.getByRole('button', { name: 'Add value map' }).click();
    await page.getByRole('button', { name: 'Remove value map DistributionCenterID Keller' }).click();
    expect(await page.getByRole('combobox', { name: 'DistributionCenterID “Keller” means' }).count()).toBe(0);
    await app.screenshot('2-value-map-edited');

    await page.getByRole('button', { name: 'Save mapping…' }).click();
    const saved = path.join(app.savedDir, 'dcquantities-mapping.json');
    await page.getByText(`Mapping saved to ${saved}`).waitFor();
    const written = JSON.parse(readFileSync(saved, 'utf8')) as { valueMaps: Record<string, Record<string, string>> };
    expect(written.valueMaps.DistributionCenterID).toMatchObject({ Berlin: '2', Hamburg: '2', 'Lager HH': '2' });
    expect(written.valueMaps.DistributionCenterID).toHaveProperty('Leipzig', '3');
    expect(written.valueMaps.DistributionCenterID).not.toHaveProperty('Keller');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), POLL).toBe('3 rows');
    await page.getByRole('button', { name: 'Check current values' }).click();
    await page.getByRole('columnheader', { name: 'Before' }).waitFor(POLL);
    // Seeded stock at DC 2: product 6 has 45, product 8 has 9, product 7 none. At DC 1 (the
    // value map as made) products 6 and 8 have none: all three rows would be created.
    await expect
      .poll(() => reviewRows(page), POLL)
      .toEqual([
        ['2', 'Will be updated', '0000006', 'Berlin', '61', '45', '61'],
        ['3', 'Will be created', '0000007', 'Hamburg', '62', '', '62'],
        ['4', 'Will be updated', '0000008', 'Berlin', '63', '9', '63'],
      ]);
    await app.screenshot('3-review-reads-dc-2');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    expect([await dc(2, 2000006), await dc(2, 2000008), await dc(1, 2000006), await dc(1, 2000008)]).toEqual([
      61,
      63,
      null,
      null,
    ]);
  }, 120_000);

  it('a warehouse column moved to another DC, one left out and an ignored one taken in', async () => {
    const { page } = app;
    const file = path.join(dir, 'lager-breit.csv');
    writeFileSync(file, 'Artikelnr;Lager Berlin;Lager Hamburg;DC 4;Reserve\n0000005;11;12;14;13\n');
    await dropFile(page, file);
    await page.getByRole('button', { name: 'Continue to mapping' }).click();
    await page.getByLabel('Field for Reserve').waitFor();
    const forColumn = (column: string) =>
      page.getByRole('combobox', { name: `DistributionCenterID for ${column}`, exact: true });
    expect(await forColumn('Lager Berlin').inputValue()).toBe('1');
    expect(await forColumn('DC 4').inputValue()).toBe('4');
    expect(await page.getByLabel('Field for Reserve').inputValue()).toBe('');

    // Lager Berlin holds DC 4's stock; the DC 4 column is left out; Reserve is DC 1's.
    await forColumn('Lager Berlin').selectOption({ label: '4 · Contoso Drop Ship (CH-DS)' });
    await page.getByLabel('Field for DC 4').selectOption({ label: '(not imported)' });
    await page.getByLabel('Field for Reserve').selectOption({ label: 'Value for one DistributionCenterID' });
    // Taken in by hand, it has no DC yet: the step says so and will not review.
    expect(await forColumn('Reserve').inputValue()).toBe('');
    await page.getByText('Choose the DistributionCenterID of: Reserve.').waitFor();
    expect(await page.getByRole('button', { name: 'Review rows' }).getAttribute('aria-disabled')).toBe('true');
    await forColumn('Reserve').selectOption('1');
    expect(await page.getByRole('note', { name: 'Columns accounted for' }).textContent()).toBe(
      '1 column mapped to fields, 3 columns with one DistributionCenterID each, ignored: DC 4.',
    );
    await app.screenshot('4-unpivot-edited');

    await page.getByRole('button', { name: 'Review rows' }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Rows read' }).textContent(), POLL).toBe('1 row');
    await page.getByRole('button', { name: 'Check current values' }).click();
    await page.getByRole('columnheader', { name: 'Before' }).waitFor(POLL);
    // Product 5's seeded stock: DC 1 35, DC 2 38, DC 4 44.
    await expect
      .poll(() => reviewRows(page), POLL)
      .toEqual([
        [
          '2',
          'Will be updated',
          '0000005',
          '11',
          '12',
          '14',
          '13',
          'Lager Berlin: 44; Lager Hamburg: 38; Reserve: 35',
          'Lager Berlin: 11; Lager Hamburg: 12; Reserve: 13',
        ],
      ]);
    await app.screenshot('5-review-reads-chosen-dcs');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Report' }).waitFor({ timeout: 30_000 });
    expect([await dc(4, 2000005), await dc(2, 2000005), await dc(1, 2000005)]).toEqual([11, 12, 13]);
  }, 120_000);
});
