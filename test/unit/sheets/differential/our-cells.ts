// Our reader (main/sheets) for the differential test (issue 26): every non-empty cell of every
// sheet, by A1 reference, as the import reads them (the raw rows before header detection).
import { xlsxRows, inspectWorkbook } from '../../../../main/sheets/xlsx-source.js';
import type { SheetCells, WorkbookCells } from './conventions.js';

/** 0 → A, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export async function ourCells(path: string): Promise<WorkbookCells> {
  const info = await inspectWorkbook(path);
  const out: WorkbookCells = new Map();
  for (const sheet of info.sheets) {
    const cells: SheetCells = new Map();
    for await (const batch of xlsxRows(path, info, sheet)) {
      for (const row of batch) {
        row.cells.forEach((text, i) => {
          if (text !== '') cells.set(`${columnName(i)}${row.rowNumber}`, text);
        });
      }
    }
    out.set(sheet.name, cells);
  }
  return out;
}
