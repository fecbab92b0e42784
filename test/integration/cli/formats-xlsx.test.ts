// XLSX files as Excel users make them: title rows above the header, several sheets (chosen
// with --sheet), formulas with cached results, rich text, dates, leading-zero text and
// booleans. The workbook is written by the test with exceljs, imported by the CLI, and the
// values are read back from the sandbox.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  attribute,
  cli,
  column,
  killChildren,
  quantity,
  readXlsx,
  removeDir,
  type Service,
  show,
  startService,
  tempDir,
} from '../../support/index.js';

// Each test runs the CLI as child processes, several at once; give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
let book: string;
beforeAll(async () => {
  svc = await startService();
  dir = tempDir();
  book = join(dir, 'workbook.xlsx');
  const wb = new ExcelJS.Workbook();
  // First sheet is not the one to import: --sheet must pick the others.
  wb.addWorksheet('Read me').addRow(['This workbook has stock on one sheet and attributes on another.']);

  const stock = wb.addWorksheet('Stock');
  stock.addRow(['Stock update, March']); // title row
  stock.addRow(['Prepared by the warehouse team']);
  stock.addRow([]);
  stock.addRow(['SKU', 'DC', 'Qty', 'Checked']); // header on row 4
  const skuCell = (n: number): string => String(n).padStart(7, '0');
  stock.addRow([skuCell(1), 1, { formula: '20+5', result: 25 }, true]);
  stock.addRow([skuCell(2), 2, 1234567, false]);
  stock.addRow([skuCell(3), { formula: 'B5+2', result: 3 }, { formula: 'C5*2', result: 50 }, true]);
  for (const r of [5, 6, 7]) stock.getCell(`A${r}`).numFmt = '@';

  const attrs = wb.addWorksheet('Attributes');
  attrs.addRow(['SKU', 'Attribute', 'Value']);
  attrs.addRow([skuCell(4), 'Launch', new Date(Date.UTC(2024, 2, 1))]);
  attrs.getCell('C2').numFmt = 'yyyy-mm-dd';
  attrs.addRow([skuCell(4), 'Tagline', { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] }]);
  attrs.addRow([skuCell(4), 'Code', '00042']);
  attrs.addRow([skuCell(4), 'Label', { formula: 'CONCATENATE("A","-","B")', result: 'A-B' }]);
  attrs.addRow([skuCell(4), 'Ean', '4006381333931']);
  attrs.addRow([skuCell(4), 'EanNumber', 4006381333931]); // a number cell: no scientific notation
  attrs.addRow([skuCell(4), 'Weight', 0.1 + 0.2]); // shown as 0.3: no float noise
  attrs.addRow([skuCell(5), 'Tagline', 0.5]); // shown as 50%: a text value keeps what Excel shows (issue 41)
  attrs.getCell('C9').numFmt = '0%';
  attrs.addRow([skuCell(5), 'Label', 0.125]);
  attrs.getCell('C10').numFmt = '0.0%';
  // Dates bound for a text value keep the text Excel shows under each format (issue 41).
  const day = new Date(Date.UTC(2026, 2, 4));
  for (const [name, fmt] of [
    ['Launch', 'dd.mm.yyyy'],
    ['Release', 'mm-dd-yy'], // exceljs writes Excel's built-in 14 ('m/d/yyyy'), no code of its own
    ['Iso', 'yyyy-mm-dd'],
    ['Long', 'd mmmm yyyy'],
    ['Stamp', '[$-407]dd.mm.yyyy hh:mm'],
  ] as const) {
    const row = attrs.addRow([skuCell(6), name, name === 'Stamp' ? new Date(Date.UTC(2026, 2, 4, 13, 45)) : day]);
    row.getCell(3).numFmt = fmt;
  }
  await wb.xlsx.writeFile(book);
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

describe('XLSX features', () => {
  it('--sheet picks a sheet whose header sits under title rows; formulas give their cached results', async () => {
    const out = join(dir, 'stock-result.xlsx');
    const r = await cli(
      ['import', book, '--resource', 'DCQuantities', '--sheet', 'Stock', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(0);
    expect(await quantity(svc, 1, 2_000_001)).toBe(25);
    expect(await quantity(svc, 2, 2_000_002)).toBe(1234567);
    expect(await quantity(svc, 3, 2_000_003)).toBe(50);
    const wb = await readXlsx(out);
    const rows = wb[Object.keys(wb)[0]!]!;
    expect(rows[0]!.slice(0, 4)).toEqual(['SKU', 'DC', 'Qty', 'Checked']);
    expect(column(rows, 'SKU')).toEqual(['0000001', '0000002', '0000003']);
    expect(column(rows, 'Qty').map(String)).toEqual(['25', '1234567', '50']);
    expect(column(rows, 'Result').every((v) => v === 'Created' || v === 'Updated')).toBe(true);
    const summary = wb.Summary!.map((x) => x.join(' ')).join('\n');
    expect(summary).toContain('Stock');
  });

  it('dates stay the same day and read as shown, rich text becomes its text, leading zeros and long digit strings stay text', async () => {
    const out = join(dir, 'attrs-result.csv');
    const r = await cli(
      [
        'import',
        book,
        '--resource',
        'AttributeValues',
        '--sheet',
        'Attributes',
        '--credentials',
        svc.creds,
        '--out',
        out,
      ],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(0);
    const p = 2_000_004;
    expect(await attribute(svc, 'Launch', p)).toBe('2024-03-01');
    expect(await attribute(svc, 'Tagline', p)).toBe('Bold and plain');
    expect(await attribute(svc, 'Code', p)).toBe('00042');
    expect(await attribute(svc, 'Label', p)).toBe('A-B');
    expect(await attribute(svc, 'Ean', p)).toBe('4006381333931');
    expect(await attribute(svc, 'EanNumber', p)).toBe('4006381333931');
    expect(await attribute(svc, 'Weight', p)).toBe('0.3');
    expect(await attribute(svc, 'Tagline', p + 1)).toBe('50%');
    expect(await attribute(svc, 'Label', p + 1)).toBe('12.5%');
    expect(await attribute(svc, 'Launch', p + 2)).toBe('04.03.2026');
    expect(await attribute(svc, 'Release', p + 2)).toBe('3/4/2026');
    expect(await attribute(svc, 'Iso', p + 2)).toBe('2026-03-04');
    expect(await attribute(svc, 'Long', p + 2)).toBe('4 March 2026');
    expect(await attribute(svc, 'Stamp', p + 2)).toBe('04.03.2026 13:45');
  });

  it('an unknown --sheet exits 2 naming the sheets there are', async () => {
    const out = join(dir, 'none.xlsx');
    const r = await cli(
      ['import', book, '--resource', 'DCQuantities', '--sheet', 'Nope', '--credentials', svc.creds, '--out', out],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(2);
    expect(r.stderr).toMatch(/Nope/);
    expect(r.stderr).toMatch(/Stock/);
  });
});
