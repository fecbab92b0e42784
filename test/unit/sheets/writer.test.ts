import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SheetError, createWorkbookWriter, openSheet } from '../../../main/sheets/index.js';
import { collect, tempFolder } from '../../support/index.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());

const HEADERS = ['Sku', 'Qty', 'Note', 'When', 'Ok'];
const ROWS: (string | number | boolean | null | Date)[][] = [
  ['00123', 7, '=HYPERLINK("http://evil")', new Date(Date.UTC(2024, 2, 31)), true],
  ['A,2', -5, '+cmd', new Date(Date.UTC(2024, 0, 2, 13, 45, 30)), false],
  ['@SUM(A1)', 2.5, '-5', null, null],
  ['\tTab', 0, 'He said "hi"\nnext line', null, true],
  ['\rCR', 1e-7, '+3.2', null, false],
  ['-x', 123456789, '', null, null],
  ['bell\u0007 _x0041_ ok', 3, 'a\r\nb', null, null],
];
// Formula-like text reads back as it was written: an .xlsx holds it in text cells (which never
// run), a .csv with a leading apostrophe that the CSV reader takes off again.
const EXPECTED = [
  ['00123', '7', '=HYPERLINK("http://evil")', '2024-03-31', 'TRUE'],
  ['A,2', '-5', '+cmd', '2024-01-02T13:45:30', 'FALSE'],
  ['@SUM(A1)', '2.5', '-5', '', ''],
  ['\tTab', '0', 'He said "hi"\nnext line', '', 'TRUE'],
  ['\rCR', '0.0000001', '+3.2', '', 'FALSE'],
  ['-x', '123456789', '', '', ''],
  ['bell\u0007 _x0041_ ok', '3', 'a\r\nb', '', ''],
];

async function writeResult(path: string): Promise<void> {
  const w = await createWorkbookWriter(path);
  const main = w.addSheet('Result', HEADERS);
  for (const r of ROWS) main.addRow(r);
  const summary = w.addSheet('Summary', ['Result', 'Count']);
  summary.addRow(['Updated', 5]);
  summary.addRow(['=1+1', 1]);
  const failed = w.addSheet('Result', ['Sku']); // same name again: must be made unique
  failed.addRow(['A,2']);
  await w.flush();
  expect(existsSync(path)).toBe(false); // only the .partial exists until close
  expect(existsSync(`${path}.partial`)).toBe(true);
  await w.close();
  expect(existsSync(`${path}.partial`)).toBe(false);
}

describe('XLSX writer', () => {
  it('round-trips through the reader with formula-like text as text cells, typed values and several sheets', async () => {
    const path = tmp.file('result.xlsx');
    await writeResult(path);
    const src = await openSheet(path);
    expect(src.sheets).toEqual(['Result', 'Summary', 'Result (2)']);
    expect(src.headers).toEqual(HEADERS);
    expect((await collect(src)).map((r) => r.cells)).toEqual(EXPECTED);
    const summary = await openSheet(path, { sheet: 'Summary' });
    expect((await collect(summary)).map((r) => r.cells)).toEqual([
      ['Updated', '5'],
      ['=1+1', '1'],
    ]);
  });

  it('writes a bold header row and real numbers, booleans and dates', async () => {
    const path = tmp.file('typed.xlsx');
    await writeResult(path);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const ws = wb.getWorksheet('Result');
    expect(ws?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws?.getCell('B2').value).toBe(7);
    expect(ws?.getCell('E2').value).toBe(true);
    expect(ws?.getCell('D2').value).toEqual(new Date(Date.UTC(2024, 2, 31)));
    // A text cell holding the text as it is: it never runs, and it imports back unchanged.
    expect(ws?.getCell('C2').value).toBe('=HYPERLINK("http://evil")');
    expect(ws?.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(ws?.getCell('C2').formula).toBeUndefined();
  });

  it('streams a large sheet whose rows read back exactly, with XML characters as text', async () => {
    const path = tmp.file('large.xlsx');
    const w = await createWorkbookWriter(path);
    const s = w.addSheet('Big', ['Id', 'Text', 'Qty']);
    for (let i = 0; i < 30_000; i++) {
      s.addRow([`id-${i}`, i % 1000 === 0 ? `a & <b> "c" ${i}` : `t${i}`, i]);
      if (i % 5000 === 0) await w.flush();
    }
    await w.close();
    const rows = (await collect(await openSheet(path))).map((r) => r.cells);
    expect(rows.length).toBe(30_000);
    expect(rows[0]).toEqual(['id-0', 'a & <b> "c" 0', '0']);
    expect(rows[1]).toEqual(['id-1', 't1', '1']);
    expect(rows[29_999]).toEqual(['id-29999', 't29999', '29999']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    expect(wb.getWorksheet('Big')?.getCell('B1002').value).toBe('a & <b> "c" 1000');
    expect(wb.getWorksheet('Big')?.getCell('C30001').value).toBe(29_999);
  });

  it('finishes a sheet when the next one is added: a row for it then throws', async () => {
    const path = tmp.file('order.xlsx');
    const w = await createWorkbookWriter(path);
    const first = w.addSheet('First', ['x']);
    first.addRow(['1']);
    w.addSheet('Second', ['y']).addRow(['2']);
    expect(() => first.addRow(['late'])).toThrow('Sheet "First" is finished: a later sheet was added after it.');
    await w.close();
    expect((await collect(await openSheet(path, { sheet: 'First' }))).map((r) => r.cells)).toEqual([['1']]);
    expect((await collect(await openSheet(path, { sheet: 'Second' }))).map((r) => r.cells)).toEqual([['2']]);
  });

  it('abort leaves no file behind', async () => {
    const path = tmp.file('aborted.xlsx');
    const w = await createWorkbookWriter(path);
    w.addSheet('A', ['x']).addRow(['1']);
    await w.abort();
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}.partial`)).toBe(false);
  });
});

describe('CSV writer', () => {
  it('writes the first sheet only, UTF-8 with BOM, CRLF, quoted where needed, neutralised', async () => {
    const path = tmp.file('result.csv');
    await writeResult(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('Summary');
    expect(text.split('\r\n')[2]).toBe('"A,2",-5,\'+cmd,2024-01-02T13:45:30,false');
    const src = await openSheet(path);
    expect(src.encoding).toBe('utf8');
    expect(src.headers).toEqual(HEADERS);
    // A CSV holds text: booleans and numbers are written as JavaScript prints them.
    const asCsv = EXPECTED.map((r) =>
      r.map((c) => (({ TRUE: 'true', FALSE: 'false', '0.0000001': '1e-7' }) as Record<string, string>)[c] ?? c),
    );
    expect((await collect(src)).map((r) => r.cells)).toEqual(asCsv);
  });

  it('keeps non-ASCII text intact', async () => {
    const path = tmp.file('unicode.csv');
    const w = await createWorkbookWriter(path);
    w.addSheet('x', ['Name']).addRow(['€ – ’ œ 日本']);
    await w.close();
    expect((await collect(await openSheet(path)))[0]?.cells).toEqual(['€ – ’ œ 日本']);
  });
});

describe('writer errors', () => {
  it('refuses other extensions and unwritable places with a SheetError', async () => {
    await expect(createWorkbookWriter(tmp.file('out.txt'))).rejects.toBeInstanceOf(SheetError);
    await expect(createWorkbookWriter(tmp.file('no/such/folder/out.xlsx'))).rejects.toThrow(/Create the folder first/);
  });
});
