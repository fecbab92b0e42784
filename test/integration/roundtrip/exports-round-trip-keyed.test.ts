// Issue 14, "Exports round-trip", for the keyed resources: for both formats, values put into
// a strict sandbox (DCQuantities, AttributeValues and CustomFields) are exported in the keyed
// layout that imports back, the export is imported back through the real CLI, and every row is
// Unchanged, nothing is written, and the service still holds the originals byte for byte.
// DistributionCenters (a list export imported with operation update): exports-round-trip-dcs.test.ts.
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { column, readCsv, type Service } from '../../support/index.js';
import { csv, FORMATS, type RoundTripBed, TRICKY, useRoundTripBed, writeXlsx } from './exports-round-trip.fixtures.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let svc: Service;
let dir: string;
let run: RoundTripBed['run'];

// Keyed resources: one key per tricky value (profile 12000002: SKUs 0000001.. are products
// 2000001.., orders 6000001.. carry custom fields 201..204).
const skus = TRICKY.map((_, i) => String(i + 1).padStart(7, '0'));
const orders = TRICKY.map((_, i) => 6000001 + (i % 10));
const fieldOf = (i: number): number => 203 + Math.floor(i / 10);
const QUANTITIES = [0, 1, 2147483647, 999999, 0, 42];

interface Keyed {
  resource: string;
  set: (string | number)[][];
  keys: string;
  read(): Promise<unknown[]>;
  expected: unknown[];
}
let keyed: Keyed[];

useRoundTripBed('cb-roundtrip-keyed-', async (bed) => {
  ({ svc, dir, run } = bed);
  const get = async (path: string, field: string): Promise<unknown> =>
    ((await svc.get(path)) as Record<string, unknown> | null)?.[field] ?? null;
  keyed = [
    {
      resource: 'DCQuantities',
      set: [
        ['SKU', 'DC', 'Qty'],
        ...QUANTITIES.map((n, i) => [skus[i % 3]!, 1 + Math.floor(i / 3) + (i % 3 === 0 ? 2 : 0), n]),
      ],
      keys: csv([
        ['SKU', 'DC'],
        ...QUANTITIES.map((_, i) => [skus[i % 3]!, 1 + Math.floor(i / 3) + (i % 3 === 0 ? 2 : 0)]),
      ]),
      read: () =>
        Promise.all(
          QUANTITIES.map((_, i) =>
            get(
              `/v1/DCQuantities(DistributionCenterID=${1 + Math.floor(i / 3) + (i % 3 === 0 ? 2 : 0)},ProductID=${2000001 + (i % 3)})`,
              'AvailableQuantity',
            ),
          ),
        ),
      expected: QUANTITIES,
    },
    {
      resource: 'AttributeValues',
      set: [['SKU', 'Attribute', 'Value'], ...TRICKY.map((v, i) => [skus[i]!, 'Colour', v])],
      keys: csv([['SKU', 'Attribute'], ...TRICKY.map((_, i) => [skus[i]!, 'Colour'])]),
      read: () =>
        Promise.all(TRICKY.map((_, i) => get(`/v1/AttributeValues(ProductID=${2000001 + i},Name='Colour')`, 'Value'))),
      expected: TRICKY,
    },
    {
      resource: 'CustomFields',
      set: [['Order ID', 'Field ID', 'Value'], ...TRICKY.map((v, i) => [orders[i]!, fieldOf(i), v])],
      keys: csv([['Order ID', 'Field ID'], ...TRICKY.map((_, i) => [orders[i]!, fieldOf(i)])]),
      read: () =>
        Promise.all(TRICKY.map((_, i) => get(`/v1/CustomFields(OrderID=${orders[i]},FieldID=${fieldOf(i)})`, 'Value'))),
      expected: TRICKY,
    },
  ];
  for (const k of keyed) {
    await writeXlsx(join(dir, `set-${k.resource}.xlsx`), k.set);
    writeFileSync(join(dir, `keys-${k.resource}.csv`), k.keys);
  }
  // Seed through the CLI (a quantity of 0 needs --allow-mass-change), then check the service holds the originals.
  await Promise.all(
    keyed.map((k) =>
      run(
        [
          'import',
          join(dir, `set-${k.resource}.xlsx`),
          '--resource',
          k.resource,
          '--allow-mass-change',
          '--out',
          join(dir, `set-${k.resource}-result.csv`),
        ],
        `seed ${k.resource}`,
      ),
    ),
  );
  for (const k of keyed) expect(await k.read(), `seeded ${k.resource}`).toEqual(k.expected);
});

/** How the CSV writer puts text in a cell: an apostrophe before a formula start (or before apostrophes and one). */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const csvText = (v: string): string =>
  /^'+[=+\-@\t\r]/.test(v) || (/^[=+\-@\t\r]/.test(v) && !PLAIN_NUMBER.test(v)) ? `'${v}` : v;
/** Excel's _xHHHH_ escapes (how the writer keeps CR and control characters), which exceljs leaves undecoded on read. */
const xlsxUnescape = (v: string): string =>
  v.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The Value column of a keyed export: XLSX cells must be text cells; CSV cells as written. */
async function valueColumn(path: string): Promise<string[]> {
  if (path.endsWith('.csv')) return column(readCsv(path), 'Value').map(String);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const ws = wb.worksheets[0]!;
  const col = (ws.getRow(1).values as unknown[]).indexOf('Value');
  const out: string[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const cell = row.getCell(col);
    expect(cell.type, `row ${n}`).toBe(ExcelJS.ValueType.String);
    out.push(xlsxUnescape(cell.value as string));
  });
  return out;
}

describe('exports round-trip', () => {
  for (const format of FORMATS) {
    it(`keyed exports to .${format} import back all Unchanged, with no write and the values as they were`, async () => {
      const out = (k: Keyed, what: string, ext: string): string => join(dir, `${what}-${k.resource}-${format}.${ext}`);
      await Promise.all(
        keyed.map((k) =>
          run(
            ['export', k.resource, '--keys', join(dir, `keys-${k.resource}.csv`), '--out', out(k, 'keyed', format)],
            `export ${k.resource}`,
          ),
        ),
      );
      // The file itself: XLSX holds each value as a plain text cell (no formula, no prefix);
      // CSV holds it with one protective apostrophe where a spreadsheet would run it.
      const attrs = keyed.find((k) => k.resource === 'AttributeValues')!;
      expect(await valueColumn(out(attrs, 'keyed', format))).toEqual(format === 'xlsx' ? TRICKY : TRICKY.map(csvText));
      const before = await svc.mutations();
      await Promise.all(
        keyed.map((k) =>
          run(
            ['import', out(k, 'keyed', format), '--resource', k.resource, '--out', out(k, 'back', 'csv')],
            `import back ${k.resource}`,
          ),
        ),
      );
      for (const k of keyed) {
        const n = k.keys.trim().split('\n').length - 1;
        expect(column(readCsv(out(k, 'back', 'csv')), 'Result'), `${k.resource} .${format}`).toEqual(
          Array(n).fill('Unchanged'),
        );
        expect(await k.read(), `${k.resource} .${format}`).toEqual(k.expected);
      }
      expect(await svc.mutations()).toEqual(before);
    });
  }
});
