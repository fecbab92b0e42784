// Emptied cells (issue 32): a blank value cell leaves the service's value as it is. Where the
// service holds a value for it (read by the pre-flight for the row's other cells), the cell
// was most likely emptied by hand, an edit that will not happen: such a skipped line is marked
// (existed = 1, the service had a value) and says so in its own words, and the report counts it.
import type { RowText } from '../../shared/i18n/index.js';
import { messageArgs, SET_MESSAGE_ARGS } from './row-message.js';
import { sqlOf, type Journal } from './journal.js';

/** A skipped blank cell of a row whose product (order) the pre-flight read, and the value it holds there (JSON text). */
export interface BlankOverValue {
  seq: number;
  value: string;
}

/**
 * Up to `limit` skipped blank cells after seq `after` where the service holds a value (not
 * null, not ''): the parent is the one the row's other lines name, the child key the cell's own.
 * A blank cell's line has neither key nor fields (ingest.ts): a duplicate or any other line
 * skipped after it was read has both, and is no blank cell.
 */
export function blankCellsOverValues(journal: Journal, after: number, limit: number): BlankOverValue[] {
  return sqlOf(journal)
    .stmt(
      `SELECT s.seq, c.value FROM rows s
    JOIN current c ON c.child_key = s.child_key AND c.parent_id =
      (SELECT r.parent_id FROM rows r WHERE r.row_number = s.row_number AND r.parent_id IS NOT NULL LIMIT 1)
    WHERE s.state = 'skipped' AND s.child_key IS NOT NULL AND s.key IS NULL AND s.fields IS NULL
      AND s.existed IS NULL AND s.seq > ?
      AND c.value IS NOT NULL AND c.value NOT IN ('null', '""')
    ORDER BY s.seq LIMIT ?`,
    )
    .all(after, limit) as BlankOverValue[];
}

/** Marks these skipped cells as emptied (the service keeps its value), each with its message; one transaction. */
export function markEmptiedCells(journal: Journal, cells: { seq: number; message: RowText }[]): void {
  const sql = sqlOf(journal);
  const mark = sql.stmt(`UPDATE rows SET existed = 1, ${SET_MESSAGE_ARGS} WHERE seq = ?`);
  sql.tx(() => {
    for (const c of cells) mark.run(...messageArgs(c.message), c.seq);
  });
}

/**
 * Whether any filled cell of the file already holds the service's value (a line found
 * unchanged). A sheet that holds only the values to change has none: its blank cells were never
 * filled, so none of them was emptied (issue 41: "72 emptied cells" for such a sheet).
 */
export function holdsServiceValues(journal: Journal): boolean {
  return (
    sqlOf(journal).stmt(`SELECT 1 AS found FROM rows WHERE state = 'unchanged' AND key IS NOT NULL LIMIT 1`).get() !==
    undefined
  );
}
