// SheetJS (@e965/xlsx) as an independent XLSX reader for the differential test (issue 26):
// every non-empty cell of every sheet, its value rendered in our conventions (conventions.ts)
// with SheetJS's own date arithmetic (SSF), so only the rendering is shared, never the reading.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { dateKind, renderElapsed, renderNumber, type SheetCells, type WorkbookCells } from './conventions.js';

// SheetJS keeps an error as its BIFF code when it has no text for it.
const ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

const SSF = XLSX.SSF as {
  format(fmt: string, v: number, o?: { date1904?: boolean }): string;
  is_date(fmt: string): boolean;
};

function dateText(v: number, date1904: boolean): string {
  const date = SSF.format('yyyy-mm-dd', v, { date1904 });
  const time = SSF.format('hh:mm:ss', v, { date1904 });
  return time === '00:00:00' ? date : `${date}T${time}`;
}

function numberCell(v: number, format: string | undefined, date1904: boolean): string {
  switch (dateKind(format, format !== undefined && SSF.is_date(format))) {
    case 'date':
      return dateText(v, date1904);
    case 'time':
      return v >= 0 && v < 1 ? SSF.format('hh:mm:ss', v, { date1904 }) : dateText(v, date1904);
    case 'elapsed':
      return v >= 0 ? renderElapsed(v * 86_400) : renderNumber(v, format);
    default:
      return renderNumber(v, format);
  }
}

function cellText(cell: XLSX.CellObject, date1904: boolean): string {
  switch (cell.t) {
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? ERRORS[cell.v as number] ?? String(cell.v);
    case 'n':
      return numberCell(cell.v as number, cell.z as string | undefined, date1904);
    case 'z':
      return '';
    default:
      return cell.v === undefined ? '' : String(cell.v as string);
  }
}

/** Every sheet's non-empty cells as SheetJS reads them. */
export function sheetjsCells(path: string): WorkbookCells {
  const wb = XLSX.read(readFileSync(path), { type: 'buffer', cellNF: true, cellDates: false, dense: false });
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const out: WorkbookCells = new Map();
  for (const name of wb.SheetNames) {
    const sheet = wb.Sheets[name]!;
    const cells: SheetCells = new Map();
    for (const [ref, cell] of Object.entries(sheet)) {
      if (ref.startsWith('!')) continue;
      const text = cellText(cell as XLSX.CellObject, date1904);
      if (text !== '') cells.set(ref, text);
    }
    out.set(name, cells);
  }
  return out;
}
