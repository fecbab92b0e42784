// The job's file as it was sent: rows whose cells were fixed in the review grid carry the
// fixed cells (kept in the journal's review_cells table), every other row is read from the
// file as is. Passed to the engine's runJob as `wrapSource`, so the result workbook's
// Results and Failed rows sheets show what was sent, not what the file said.
import type Database from 'better-sqlite3';
import type { SheetSource } from '../sheets/index.js';
import { CellsTable } from './cells-table.js';

export function reviewedSource(db: Database.Database, source: SheetSource): SheetSource {
  const fixed = CellsTable.exists(db) ? CellsTable.editedRows(db) : new Map<number, string[]>();
  if (fixed.size === 0) return source;
  return {
    format: source.format,
    sheets: source.sheets,
    sheet: source.sheet,
    headerRowNumber: source.headerRowNumber,
    headers: source.headers,
    ...(source.encoding ? { encoding: source.encoding } : {}),
    ...(source.delimiter ? { delimiter: source.delimiter } : {}),
    async *rows() {
      for await (const row of source.rows()) {
        const cells = fixed.get(row.rowNumber);
        yield cells ? { rowNumber: row.rowNumber, cells } : row;
      }
    },
    close: () => source.close(),
  };
}

/** For runJob: `{ wrapSource }` when the journal came from a review, else nothing. */
export function reviewedSourceOption(db: Database.Database): { wrapSource?: (source: SheetSource) => SheetSource } {
  return CellsTable.exists(db) ? { wrapSource: (source) => reviewedSource(db, source) } : {};
}
