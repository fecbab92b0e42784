// Issue 42: the Map step's "not whole numbers" warning is given only for what the run will
// refuse. A DC column of warehouse names its value map translates, and '34,00' in a file
// whose decimal comma was rightly guessed, are whole numbers to the run: no warning. What
// neither answers ('zehn', '2,5', a name no DC has) still warns, with the share of samples.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTarget } from '../../../main/jobs/index.js';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { prepareImport } from '../../../main/jobs/ingest/prepare-import.js';
import { englishText } from '../../../shared/i18n/index.js';
import { tempDir } from '../../support/index.js';

const DCS = [
  { id: 1, name: 'Contoso Berlin', code: 'CH-BER', city: 'Berlin' },
  { id: 2, name: 'Contoso Hamburg Store', code: 'CH-HAM', city: 'Hamburg' },
  { id: 3, name: 'Contoso Munich', code: 'CH-MUC', city: 'Munich' },
];

/** A column's warning as the CLI says it (a message since issue 40's leftovers). */
const warningOf = (r: ReturnType<typeof autoMap>, column: string) => {
  const warning = r.suggestions.find((s) => s.column === column)?.warning;
  return warning && englishText(warning);
};

describe('sample warnings read cells as the run does', () => {
  it('gives no warning for a DC column of names the value map translates', () => {
    const samples = [
      ['0000001', 'Contoso Berlin', '5'],
      ['0000002', 'ch-ham', '6'],
      ['0000003', 'Munich', '7'],
      ['0000004', 'Hamburg Store', '8'],
    ];
    const r = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], samples, { distributionCenters: DCS });
    expect(r.mapping.columns.find((c) => c.column === 'DC')?.field).toBe('DistributionCenterID');
    expect(warningOf(r, 'DC')).toBeUndefined();
  });

  it('still warns for DC names no DC has, with their share', () => {
    const samples = [
      ['0000001', 'Contoso Berlin', '5'],
      ['0000002', 'Paris', '6'],
      ['0000003', 'Lyon', '7'],
      ['0000004', 'Nantes', '8'],
    ];
    const r = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], samples, { distributionCenters: DCS });
    expect(warningOf(r, 'DC')).toBe(
      "'DC' maps to DistributionCenterID, but 75% of its sample values are not whole numbers: those rows will be Invalid",
    );
  });

  it('warns for names when the connection has no DCs to translate them', () => {
    const r = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], [['0000001', 'Contoso Berlin', '5']]);
    expect(warningOf(r, 'DC')).toMatch(/100% of its sample values are not whole numbers/);
  });

  it("takes a mapping's own value map entries too", () => {
    const r = autoMap(importTarget('DCQuantities'), ['Sku', 'Lager', 'Qty'], [['0000001', 'Keller', '5']], {
      valueMaps: { DistributionCenterID: { keller: '3' } },
    });
    expect(warningOf(r, 'Lager')).toBeUndefined();
  });

  it("reads '34,00' as 34 with a decimal comma, and warns for it with a decimal point", () => {
    const samples = [
      ['0000001', '1', '34,00'],
      ['0000002', '1', '12,00'],
    ];
    const comma = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], samples, { decimal: ',' });
    expect(warningOf(comma, 'Qty')).toBeUndefined();
    const point = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], samples, { decimal: '.' });
    expect(warningOf(point, 'Qty')).toMatch(/100% of its sample values are not whole numbers/);
  });

  it("still warns for '2,5' and 'zehn' with a decimal comma", () => {
    const samples = [
      ['0000001', '1', '2,5'],
      ['0000002', '1', 'zehn'],
      ['0000003', '1', '4'],
    ];
    const r = autoMap(importTarget('DCQuantities'), ['Sku', 'DC', 'Qty'], samples, { decimal: ',' });
    expect(warningOf(r, 'Qty')).toMatch(/67% of its sample values are not whole numbers/);
  });

  it("gives no warning for a ';' CSV from German Excel once its decimal comma is guessed", async () => {
    const file = path.join(tempDir('cb-sample-warn-'), 'german.csv');
    writeFileSync(file, 'Sku;DC;Bestand\r\n0000001;1;34,00\r\n0000002;2;7,00\r\n');
    const prepared = await prepareImport({ file, resource: 'DCQuantities', store: null });
    expect(prepared.decimal).toBe(',');
    expect(prepared.suggestions.find((s) => s.column === 'Bestand')?.warning).toBeUndefined();
    expect(prepared.mapping.columns.find((c) => c.column === 'Bestand')?.field).toBe('AvailableQuantity');
  });
});
