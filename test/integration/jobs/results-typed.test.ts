// Issue 15, "workbooks that tell the truth": the Results sheet writes the input's columns
// typed as in the input, as the Failed rows sheet does (one piece of code serves both): a
// number stays a number cell, a text ID with leading zeros stays text, an XLSX date is a date
// cell again; a CSV has no dates, so its date text stays text. The typed Results sheet imports
// again as Unchanged. Also checked on a workbook LibreOffice and Gnumeric wrote.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runImport, type MappingFile } from '../../../main/jobs/index.js';
import { clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 10 });

const MAPPING: MappingFile = {
  version: 1,
  resource: 'DCQuantities',
  operation: 'upsert',
  columns: [
    { column: 'SKU', field: 'Sku', blank: 'skip' },
    { column: 'DC', field: 'DistributionCenterID', blank: 'skip' },
    { column: 'Qty', field: 'AvailableQuantity', blank: 'skip' },
  ],
  constants: {},
  valueMaps: {},
};

async function importFile(file: string, out: string, opts: { sheet?: string; dryRun?: boolean; auto?: boolean } = {}) {
  return runImport({
    file,
    resource: 'DCQuantities',
    // auto: mapped by the file's headers, as a user re-importing a result workbook would.
    ...(opts.auto ? {} : { mapping: MAPPING }),
    out,
    ...(opts.sheet ? { sheet: opts.sheet } : {}),
    ...(opts.dryRun ? { dryRun: true } : {}),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
  });
}

/** Each cell of a sheet's rows as exceljs reads it: its type and value, so text '5' and the number 5 differ. */
async function typedRows(path: string, sheet: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const rows: unknown[][] = [];
  wb.getWorksheet(sheet)!.eachRow((row) => {
    const cells: unknown[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(row.getCell(i).value);
    rows.push(cells);
  });
  return rows;
}

const day = (iso: string) => new Date(`${iso}Z`);

describe('the Results sheet keeps the input typed', () => {
  it('a CSV input: numbers as numbers, leading zeros and dates as text', async () => {
    const file = join(ctx.dir, 'typed.csv');
    writeFileSync(
      file,
      ['SKU,DC,Qty,Note,Counted', '0000001,1,5,0042,2024-01-05', '0000002,2,-3.5,12,', '1,1,7,+4,x'].join('\n'),
    );
    const out = join(ctx.dir, 'typed-csv-result.xlsx');
    const outcome = await importFile(file, out);
    expect(outcome.counts).toMatchObject({ Invalid: 2 });
    const rows = await typedRows(out, 'Results');
    expect(rows.map((r) => r.slice(0, 6))).toEqual([
      ['SKU', 'DC', 'Qty', 'Note', 'Counted', 'Result'],
      ['0000001', 1, 5, '0042', '2024-01-05', expect.stringMatching(/^(Created|Updated)$/)],
      ['0000002', 2, -3.5, 12, null, 'Invalid'],
      ['1', 1, 7, '+4', 'x', 'Invalid'],
    ]);
    // The Failed rows sheet, by the same code: the same cells for the same rows.
    expect((await typedRows(out, 'Failed rows')).map((r) => r.slice(0, 5))).toEqual([
      ['SKU', 'DC', 'Qty', 'Note', 'Counted'],
      ['0000002', 2, -3.5, 12, null],
      ['1', 1, 7, '+4', 'x'],
    ]);
  });

  it('an XLSX input: number cells as numbers, text IDs as text, dates as dates; it imports again as Unchanged', async () => {
    const file = join(ctx.dir, 'typed.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Stock');
    ws.addRow(['SKU', 'DC', 'Qty', 'Note', 'Counted']);
    ws.addRow(['0000003', 1, 9, '0042', new Date(Date.UTC(2024, 0, 5))]);
    ws.addRow(['0000004', 1, 11, 'ok', new Date(Date.UTC(2024, 2, 5, 13, 45, 10))]);
    await wb.xlsx.writeFile(file);
    const out = join(ctx.dir, 'typed-xlsx-result.xlsx');
    const first = await importFile(file, out);
    expect(first.exitCode).toBe(0);
    const rows = await typedRows(out, 'Results');
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['SKU', 'DC', 'Qty', 'Note', 'Counted'],
      ['0000003', 1, 9, '0042', day('2024-01-05T00:00:00')],
      ['0000004', 1, 11, 'ok', day('2024-03-05T13:45:10')],
    ]);

    const again = await importFile(out, join(ctx.dir, 'typed-again.xlsx'), {
      sheet: 'Results',
      dryRun: true,
      auto: true,
    });
    expect(again.counts).toMatchObject({ Unchanged: 2, Created: 0, Updated: 0, Invalid: 0 });
  });

  for (const program of ['libreoffice', 'gnumeric'] as const) {
    it(`a workbook ${program === 'libreoffice' ? 'LibreOffice' : 'Gnumeric'} wrote: each cell as the reader typed it`, async () => {
      const fixture = fileURLToPath(new URL(`../../fixtures/xlsx/real/dates-1904-${program}.xlsx`, import.meta.url));
      const out = join(ctx.dir, `dates-1904-${program}-result.xlsx`);
      // Case and When are no columns of DCQuantities: every row is Invalid, and still reported.
      await runImport({
        file: fixture,
        resource: 'DCQuantities',
        mapping: { ...MAPPING, columns: [{ column: 'Case', field: 'Sku', blank: 'skip' }] },
        out,
        client: ctx.svc.client,
        connection: ctx.connection(),
        mappingStore: null,
      });
      expect((await typedRows(out, 'Results')).map((r) => r.slice(0, 3))).toEqual([
        ['Case', 'When', 'Result'],
        ['new year 2024', day('2024-01-01T00:00:00'), 'Invalid'],
        ['epoch', day('1904-01-01T00:00:00'), 'Invalid'],
        ['afternoon', day('2024-03-05T15:30:00'), 'Invalid'],
        ['plain number', 43830, 'Invalid'],
      ]);
    });
  }
});
