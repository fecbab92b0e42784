// Reading rows back for reports and the review: the undo workbook's rows, the lines of some
// sheet rows, the states of one sheet row, rows with a problem, pages in sheet order.
import { sqlOf, type Journal } from './journal.js';
import type { JournalRow, RowState } from './schema.js';

/** Rows the run created (no old value to restore). */
export function countCreated(journal: Journal): number {
  return sqlOf(journal).stmt(`SELECT count(*) FROM rows WHERE state = 'done' AND existed = 0`).pluck().get() as number;
}

/** Rows the run changed that existed before, with their old value, in file order (streamed). */
export function iterateChangedWithOld(journal: Journal): IterableIterator<{ fields: string; old: string | null }> {
  // A statement of its own: one being iterated is busy until it ends.
  return sqlOf(journal)
    .db.prepare(`SELECT fields, old FROM rows WHERE state = 'done' AND existed = 1 ORDER BY seq`)
    .iterate() as IterableIterator<{ fields: string; old: string | null }>;
}

/** The journal lines of these sheet rows, by row number, in part order. */
export function linesOfSheetRows(journal: Journal, rowNumbers: number[]): Map<number, JournalRow[]> {
  const out = new Map<number, JournalRow[]>();
  if (!rowNumbers.length) return out;
  const rows = sqlOf(journal)
    .stmt('SELECT * FROM rows WHERE row_number IN (SELECT value FROM json_each(?)) ORDER BY row_number, part')
    .all(JSON.stringify(rowNumbers)) as JournalRow[];
  for (const r of rows) {
    const lines = out.get(r.row_number);
    if (lines) lines.push(r);
    else out.set(r.row_number, [r]);
  }
  return out;
}

/** The states of one sheet row's journal lines. */
export function sheetRowStates(journal: Journal, rowNumber: number): RowState[] {
  return sqlOf(journal).stmt('SELECT state FROM rows WHERE row_number = ?').pluck().all(rowNumber) as RowState[];
}

/** Sheet rows with at least one invalid line. */
export function countInvalidSheetRows(journal: Journal): number {
  return sqlOf(journal)
    .stmt(`SELECT count(DISTINCT row_number) FROM rows WHERE state = 'invalid'`)
    .pluck()
    .get() as number;
}

/** Up to `limit` lines after (row, part), in sheet order. */
export function linesAfter(journal: Journal, row: number, part: number, limit: number): JournalRow[] {
  return sqlOf(journal)
    .stmt('SELECT * FROM rows WHERE row_number > ? OR (row_number = ? AND part > ?) ORDER BY row_number, part LIMIT ?')
    .all(row, row, part, limit) as JournalRow[];
}
