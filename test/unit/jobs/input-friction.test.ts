// Issue 41's friction rules on their own: which rows are an ERP export's total rows, and which
// unknown SKUs are long numbers a spreadsheet rounded into scientific notation.
import { describe, expect, it } from 'vitest';
import { keyColumnsOf, totalRowOf } from '../../../main/jobs/ingest/total-row.js';
import { compileMapping } from '../../../main/jobs/mapping/apply.js';
import { parseMapping } from '../../../main/jobs/mapping/mapping-file.js';
import { withDefaultValueMaps } from '../../../main/jobs/mapping/keep-value-maps.js';
import { isScientificSku } from '../../../main/jobs/plan/resolve-skus.js';
import { importTarget } from '../../../main/jobs/index.js';

const headers = ['Bezeichnung', 'SKU', 'DC', 'Qty'];
const m = compileMapping(
  parseMapping({
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    columns: [
      { column: 'SKU', field: 'Sku' },
      { column: 'DC', field: 'DistributionCenterID' },
      { column: 'Qty', field: 'AvailableQuantity' },
    ],
  }),
  headers,
  importTarget('DCQuantities'),
);
const keys = keyColumnsOf(m);

describe('total rows', () => {
  it('take the SKU and DC columns as the key columns', () => {
    expect(keys).toEqual([1, 2]);
  });

  it.each([
    [['', 'Summe', '', '120'], { label: 'Summe', cell: 'B9' }],
    [['', 'TOTAL', '', '120'], { label: 'TOTAL', cell: 'B9' }],
    [['', 'Totals', '', '120'], { label: 'Totals', cell: 'B9' }],
    [['', ' Sum ', '', '120'], { label: 'Sum', cell: 'B9' }],
    [['Gesamt:', '', '', '120'], { label: 'Gesamt:', cell: 'A9' }],
    [['Grand Total', '', '', '120'], { label: 'Grand Total', cell: 'A9' }],
    [['', '', 'Summe', '120'], { label: 'Summe', cell: 'C9' }], // in the DC column, the SKU blank
  ])('%j is a total row', (cells, found) => {
    expect(totalRowOf(keys, cells, 9)).toEqual(found);
  });

  it.each([
    [['', 'Summe', 'Berlin', '120']], // a DC beside it: a SKU to look up
    [['Total', '0000001', 'Berlin', '3']], // a product named Total, with its keys
    [['Shirt', 'Summe', '', '1']], // after a filled cell of another column
    [['', 'Summenzeile', '', '120']], // a word that only starts like one
    [['', '', '', '120']],
  ])('%j is not', (cells) => {
    expect(totalRowOf(keys, cells, 9)).toBeNull();
  });
});

describe('SKUs in scientific notation', () => {
  it.each(['4,00638E+12', '4.00638E+12', '4E+12', '4.00638e+012', ' 4,00638E+12 '])('%j is one', (sku) => {
    expect(isScientificSku(sku)).toBe(true);
  });
  it.each(['4006381333931', '12E+3X', 'E+12', 'SKU-4E+12', '40,5E+12'])('%j is not', (sku) => {
    expect(isScientificSku(sku)).toBe(false);
  });
});

describe('a given mapping keeps the automatic value maps under its own', () => {
  const dcs = [
    { id: 1, name: 'Contoso Berlin', code: 'CH-BER', city: 'Berlin' },
    { id: 3, name: 'Contoso FBA', code: 'CH-FBA', city: 'Berlin' },
  ];
  const given = parseMapping({
    version: 1,
    resource: 'DCQuantities',
    operation: 'upsert',
    columns: [{ column: 'Lager', field: 'distributioncenterid' }],
    valueMaps: { DistributionCenterID: { ' ch-fba ': '4' } },
  });

  it("adds the DCs' Names and Codes; the file's own entries win, whatever their case", () => {
    expect(withDefaultValueMaps(given, dcs, undefined).valueMaps).toEqual({
      DistributionCenterID: { ' ch-fba ': '4', 'Contoso Berlin': '1', 'CH-BER': '1', 'Contoso FBA': '3' },
    });
  });

  it('leaves a mapping without a DC column, or a run without DCs, as it is', () => {
    expect(withDefaultValueMaps(given, undefined, undefined)).toBe(given);
    const noDc = parseMapping({ ...given, columns: [{ column: 'Menge', field: 'AvailableQuantity' }], valueMaps: {} });
    expect(withDefaultValueMaps(noDc, dcs, undefined)).toBe(noDc);
  });
});
