// Send's progress in sheet rows (issue 42): on a wide file (one column per warehouse) a row
// is several journal lines, and "Sent 38 of 48 rows" counted lines. A row is sent once none
// of its lines waits (pending) or is on the wire (sent); rows with no line to send (Invalid,
// Unchanged, Skipped only) are not part of the send's total.
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES } from './schema.js';

const OPEN = `${STATE_CODES.pending}, ${STATE_CODES.sent}`;
const SENDABLE = `${STATE_CODES.pending}, ${STATE_CODES.sent}, ${STATE_CODES.done}, ${STATE_CODES.failed}`;

/** Whether some sheet row has more than one line: only then do rows and lines differ. */
export function hasWideRows(journal: Journal): boolean {
  return sqlOf(journal).stmt('SELECT EXISTS (SELECT 1 FROM rows WHERE part > 0)').pluck().get() === 1;
}

/** Rows the send covers, and how many of them are settled. */
export function sendRowProgress(journal: Journal): { done: number; total: number } {
  return sqlOf(journal)
    .stmt(
      `SELECT count(*) AS total, coalesce(sum(open = 0), 0) AS done FROM (
        SELECT max(state_code IN (${SENDABLE})) AS sendable, max(state_code IN (${OPEN})) AS open
        FROM rows GROUP BY row_number) WHERE sendable`,
    )
    .get() as { done: number; total: number };
}
