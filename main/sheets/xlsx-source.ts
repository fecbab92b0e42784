// XLSX rows streamed by exceljs' WorkbookReader: shared strings cached, styles cached (to
// recognise dates), only the chosen worksheet's rows turned into text.
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { cellValueToText } from './cell-text.js';
import { LIMITS, SheetError } from './errors.js';
import type { RawRowIterator } from './types.js';
import type { WorkbookInfo, WorkbookSheet } from './zip-inspect.js';

// The parts of exceljs' streaming API we use; its bundled typings do not describe them.
interface StreamCell { value: unknown; numFmt?: string }
interface StreamRow { number: number; cellCount: number; eachCell(cb: (cell: StreamCell, col: number) => void): void }
interface StreamWorksheet extends AsyncIterable<StreamRow> { id: unknown }
interface StreamWorkbook extends AsyncIterable<StreamWorksheet> { on(event: 'entry', cb: (e: { type: string; id?: string }) => void): void }

/** The sheet asked for (exact name, then ignoring case and spaces), else the first visible one. */
export function chooseSheet(path: string, info: WorkbookInfo, wanted?: string): WorkbookSheet {
  const { sheets } = info;
  if (wanted === undefined) return sheets.find((s) => !s.hidden) ?? (sheets[0] as WorkbookSheet);
  const norm = (s: string): string => s.trim().toLowerCase();
  const found = sheets.find((s) => s.name === wanted) ?? sheets.find((s) => norm(s.name) === norm(wanted));
  if (!found) {
    throw new SheetError(`There is no sheet named "${wanted}"`, path,
      `Choose one of: ${sheets.map((s) => `"${s.name}"`).join(', ')}.`);
  }
  return found;
}

function damaged(path: string, err: unknown): SheetError {
  const detail = err instanceof Error ? err.message : String(err);
  if (/out of bounds/i.test(detail)) {
    return new SheetError(`A row has more than ${LIMITS.maxColumns.toLocaleString('en')} columns`, path,
      'Excel allows at most 16,384 columns: remove the extra columns or split the sheet.');
  }
  return new SheetError(`The workbook could not be read (${detail})`, path,
    'Open it in Excel and save it again as Excel Workbook (.xlsx), or export the sheet as CSV.');
}

/** The chosen sheet's non-blank rows with their sheet row numbers. */
export async function* xlsxRows(path: string, info: WorkbookInfo, sheet: WorkbookSheet): RawRowIterator {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'emit',
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1]) as unknown as StreamWorkbook;
  // exceljs announces each worksheet part (sheetN.xml) as an entry just before yielding its reader.
  let currentSheetNo: string | undefined;
  reader.on('entry', (e) => { if (e.type === 'worksheet') currentSheetNo = e.id; });
  try {
    for await (const worksheet of reader) {
      if (currentSheetNo !== sheet.sheetNo) continue;
      for await (const row of worksheet) {
        if (row.cellCount > LIMITS.maxColumns) throw damaged(path, new Error('out of bounds'));
        const cells: string[] = [];
        let blank = true;
        let problem: SheetError | undefined;
        row.eachCell((cell, col) => {
          const text = cellValueToText(cell.value, cell.numFmt, info.date1904);
          if (text.length > LIMITS.maxCellChars && !problem) {
            problem = new SheetError('A cell is larger than 1 MiB', path,
              'Shorten the cell: the service accepts at most 32,000 characters in a value.', row.number);
          }
          if (text !== '') blank = false;
          cells[col - 1] = text;
        });
        if (problem) throw problem;
        if (blank) continue;
        for (let i = 0; i < cells.length; i++) cells[i] ??= '';
        yield { rowNumber: row.number, cells };
      }
      return;
    }
  } catch (err) {
    throw err instanceof SheetError ? err : damaged(path, err);
  } finally {
    input.destroy();
  }
}
