// Issue 9: which rows rows() yields, how wide they are, merged cells, and the problems a row
// carries (SourceRow.problems) instead of silently changing or dropping a value.
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openSheet, type SheetSource, type SourceRow } from '../../../main/sheets/index.js';
import { headerRow, inline, oneSheet, tempFolder, writeWorkbook, type Parts } from '../../fixtures/xlsx/build.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());

interface Problem {
  column: number;
  cell: string;
  message: string;
}
type Row = SourceRow & { problems?: Problem[] };

/** Rows as plain objects, `problems` only when there are some (absent and [] both mean none). */
function plain(r: Row): Row {
  return r.problems && r.problems.length
    ? { rowNumber: r.rowNumber, cells: r.cells, problems: r.problems }
    : { rowNumber: r.rowNumber, cells: r.cells };
}

async function collectPlain(src: SheetSource): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const r of src.rows()) rows.push(plain(r as Row));
  return rows;
}

let counter = 0;
async function open(parts: Parts): Promise<SheetSource> {
  return openSheet(writeWorkbook(tmp.file(`rows-${++counter}.xlsx`), parts), { headerRow: 1 });
}

const past = (cell: string, text: string): string =>
  `${cell} is past the last named column ("${text}"): name the column in the header row or clear the cell.`;

describe('which rows', () => {
  it("blank rows in the middle as all-'' cells, gaps in r filled, trailing blank rows dropped", async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Qty']) +
          `<row r="2">${inline('A2', 'A-1')}<c r="B2"><v>1</v></c></row>` +
          '<row r="3"/>' + // present but empty
          '<row r="4"><c r="A4" s="0"/><c r="B4" t="inlineStr"><is><t></t></is></c></row>' + // cells without text
          // rows 5 and 6 missing from the XML
          `<row r="7">${inline('A7', 'A-2')}<c r="B7"><v>2</v></c></row>` +
          '<row r="8"><c r="A8" s="0"/></row>' +
          '<row r="9"><c r="B9" t="str"><f>""</f><v></v></c></row>' +
          '<row r="12"/>',
      ),
    );
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', '1'] },
      { rowNumber: 3, cells: ['', ''] },
      { rowNumber: 4, cells: ['', ''] },
      { rowNumber: 5, cells: ['', ''] },
      { rowNumber: 6, cells: ['', ''] },
      { rowNumber: 7, cells: ['A-2', '2'] },
    ]);
  });

  it('rows without r follow the previous row; cells without r follow the previous cell', async () => {
    const src = await open(
      oneSheet(
        headerRow(['A', 'B', 'C']) +
          '<row><c t="inlineStr"><is><t>x</t></is></c><c><v>1</v></c></row>' + // row 2: A2, B2
          '<row r="5"><c r="B5"><v>2</v></c><c><v>3</v></c></row>' + // C5 follows B5
          '<row><c><v>4</v></c></row>',
      ),
    ); // row 6: A6
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['x', '1', ''] },
      { rowNumber: 3, cells: ['', '', ''] },
      { rowNumber: 4, cells: ['', '', ''] },
      { rowNumber: 5, cells: ['', '2', '3'] },
      { rowNumber: 6, cells: ['4', '', ''] },
    ]);
  });

  it('a sheet with no r attributes at all starts at row 1, column A', async () => {
    const parts = oneSheet(
      '<row><c t="inlineStr"><is><t>Sku</t></is></c><c t="inlineStr"><is><t>Qty</t></is></c></row>' +
        '<row><c t="inlineStr"><is><t>A-1</t></is></c><c><v>5</v></c></row>' +
        '<row><c t="b"><v>0</v></c></row>',
    );
    const src = await openSheet(writeWorkbook(tmp.file('no-refs.xlsx'), parts));
    expect(src.headerRowNumber).toBe(1);
    expect(src.headers).toEqual(['Sku', 'Qty']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', '5'] },
      { rowNumber: 3, cells: ['FALSE', ''] },
    ]);
  });

  it('a row holding only FALSE (or only 0) is a row, not a blank one', async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Active', 'Qty']) +
          '<row r="2"><c r="B2" t="b"><v>0</v></c></row>' +
          '<row r="3"><c r="C3"><f>1-1</f><v>0</v></c></row>',
      ),
    );
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['', 'FALSE', ''] },
      { rowNumber: 3, cells: ['', '', '0'] },
    ]);
  });
});

describe('width: the header row up to its last non-empty cell', () => {
  it('headers stop at the last non-empty header cell; every row has exactly that many cells', async () => {
    const src = await open(
      oneSheet(
        `<row r="1">${inline('A1', 'Sku')}<c r="B1" t="inlineStr"><is><t></t></is></c>${inline('C1', 'Qty')}<c r="D1" t="inlineStr"><is><t></t></is></c><c r="E1" s="0"/><c r="F1" t="str"><f>""</f><v></v></c></row>` +
          `<row r="2">${inline('A2', 'short')}</row>` +
          `<row r="3">${inline('A3', 'full')}<c r="B3"><v>1</v></c><c r="C3"><v>2</v></c><c r="D3" t="inlineStr"><is><t></t></is></c><c r="E3" s="0"/><c r="F3" t="str"><f>""</f><v/></c></row>`,
      ),
    );
    expect(src.headers).toEqual(['Sku', '', 'Qty']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['short', '', ''] },
      { rowNumber: 3, cells: ['full', '1', '2'] }, // empty cells past the header: no problem
    ]);
  });

  it("a non-empty cell past the header is never in cells: the row carries a problem with the cell's text", async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Qty', 'Note']) +
          `<row r="2">${inline('A2', 'A-1')}<c r="B2"><v>5</v></c>${inline('F2', 'x')}</row>` +
          `<row r="3">${inline('A3', 'A-2')}<c r="D3"><v>0</v></c><c r="E3" t="b"><v>0</v></c></row>` +
          `<row r="7"><c r="F7" s="1"><v>45292</v></c></row>`,
        { styles: { cellXfs: [0, 14] } },
      ),
    );
    expect(src.headers).toEqual(['Sku', 'Qty', 'Note']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', '5', ''], problems: [{ column: 5, cell: 'F2', message: past('F2', 'x') }] },
      {
        rowNumber: 3,
        cells: ['A-2', '', ''],
        problems: [
          { column: 3, cell: 'D3', message: past('D3', '0') },
          { column: 4, cell: 'E3', message: past('E3', 'FALSE') },
        ],
      },
      { rowNumber: 4, cells: ['', '', ''] },
      { rowNumber: 5, cells: ['', '', ''] },
      { rowNumber: 6, cells: ['', '', ''] },
      // The last row holds only a cell past the header: kept, so its problem is not lost.
      { rowNumber: 7, cells: ['', '', ''], problems: [{ column: 5, cell: 'F7', message: past('F7', '2024-01-01') }] },
    ]);
  });

  it('the same for a CSV row with more cells than its header (same A1 reference)', async () => {
    const path = tmp.file('wide-rows.csv');
    writeFileSync(path, 'Sku,Qty,,\r\nA-1,5,,x\r\nA-2,6,,\r\nA-3\r\nA-4,7,8,9,10\r\n');
    const src = await openSheet(path, { headerRow: 1 });
    expect(src.headers).toEqual(['Sku', 'Qty']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', '5'], problems: [{ column: 3, cell: 'D2', message: past('D2', 'x') }] },
      { rowNumber: 3, cells: ['A-2', '6'] },
      { rowNumber: 4, cells: ['A-3', ''] },
      {
        rowNumber: 5,
        cells: ['A-4', '7'],
        problems: [
          { column: 2, cell: 'C5', message: past('C5', '8') },
          { column: 3, cell: 'D5', message: past('D5', '9') },
          { column: 4, cell: 'E5', message: past('E5', '10') },
        ],
      },
    ]);
  });
});

describe('merged cells', () => {
  // Excel keeps only the top-left value when it merges (it says so before merging), and
  // openpyxl blanks the other cells: a merged range's other cells are stored empty or styled
  // only. mergeCells comes after sheetData, so a streaming reader takes the cells as stored.
  it("the value is in the top-left cell only; the other cells of the range are ''", async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Name', 'Note']) +
          `<row r="2">${inline('A2', 'A-1')}${inline('B2', 'top-left')}<c r="C2" s="0"/></row>` +
          `<row r="3">${inline('A3', 'A-2')}<c r="B3" s="0"/><c r="C3" s="0"/></row>` +
          `<row r="4">${inline('A4', 'A-3')}<c r="B4" s="0"/><c r="C4" s="0"/></row>` +
          '<row r="5"><c r="A5" s="0"/><c r="B5" s="0"/><c r="C5" s="0"/></row>' +
          `<row r="6">${inline('A6', 'A-5')}</row>`,
        { after: '<mergeCells count="2"><mergeCell ref="B2:C3"/><mergeCell ref="A4:C5"/></mergeCells>' },
      ),
    );
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', 'top-left', ''] },
      { rowNumber: 3, cells: ['A-2', '', ''] },
      { rowNumber: 4, cells: ['A-3', '', ''] },
      { rowNumber: 5, cells: ['', '', ''] },
      { rowNumber: 6, cells: ['A-5', '', ''] },
    ]);
  });
});

describe("a row's problems", () => {
  it('exact messages, in column order, with 0-based column and A1 cell', async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Qty', 'Price', 'Total', 'Note']) +
          `<row r="7">${inline('A7', 'A-1')}<c r="B7"><f>SUM(X1:X9)</f></c><c r="C7" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="D7" t="e"><v>#N/A</v></c>${inline('E7', 'ok')}${inline('F7', 'x')}</row>` +
          `<row r="8">${inline('A8', 'A-2')}<c r="B8"><v>3</v></c></row>`,
      ),
    );
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['', '', '', '', ''] },
      { rowNumber: 3, cells: ['', '', '', '', ''] },
      { rowNumber: 4, cells: ['', '', '', '', ''] },
      { rowNumber: 5, cells: ['', '', '', '', ''] },
      { rowNumber: 6, cells: ['', '', '', '', ''] },
      {
        rowNumber: 7,
        cells: ['A-1', '', '#DIV/0!', '#N/A', 'ok'],
        problems: [
          {
            column: 1,
            cell: 'B7',
            message: 'B7 has a formula with no saved value: open and save the workbook in Excel to compute it.',
          },
          { column: 2, cell: 'C7', message: 'C7 holds #DIV/0!: correct the formula in Excel, or type the value.' },
          { column: 3, cell: 'D7', message: 'D7 holds #N/A: correct the formula in Excel, or type the value.' },
          { column: 5, cell: 'F7', message: past('F7', 'x') },
        ],
      },
      { rowNumber: 8, cells: ['A-2', '3', '', '', ''] },
    ]);
  });

  it('a row whose only content is a formula with no saved value is kept (its problem would be lost otherwise)', async () => {
    const src = await open(
      oneSheet(
        headerRow(['Sku', 'Qty']) +
          `<row r="2">${inline('A2', 'A-1')}<c r="B2"><v>1</v></c></row>` +
          '<row r="3"><c r="B3"><f>B2*2</f></c></row>',
      ),
    );
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['A-1', '1'] },
      {
        rowNumber: 3,
        cells: ['', ''],
        problems: [
          {
            column: 1,
            cell: 'B3',
            message: 'B3 has a formula with no saved value: open and save the workbook in Excel to compute it.',
          },
        ],
      },
    ]);
  });

  it('columns past Z are named AA, AB, ...', async () => {
    const names = Array.from({ length: 27 }, (_, i) => `C${i + 1}`);
    const src = await open(
      oneSheet(
        headerRow(names) +
          '<row r="2"><c r="AA2" t="e"><v>#REF!</v></c><c r="AC2" t="inlineStr"><is><t>late</t></is></c></row>',
      ),
    );
    const [row] = await collectPlain(src);
    expect(row!.cells).toHaveLength(27);
    expect(row!.cells[26]).toBe('#REF!');
    expect(row!.problems).toEqual([
      { column: 26, cell: 'AA2', message: 'AA2 holds #REF!: correct the formula in Excel, or type the value.' },
      { column: 28, cell: 'AC2', message: past('AC2', 'late') },
    ]);
  });
});
