// Rows of one key named more than once in a file (issue 41): the pending lines that share a
// key, for the plan's duplicates step to judge, and the one write that step needs (a sum).
import { sqlOf, type Journal } from './journal.js';

export interface DuplicateLine {
  seq: number;
  rowNumber: number;
  key: string;
  fields: string;
}

/** Pending lines whose key another pending line has too, by key then file order. */
export function duplicateKeyLines(journal: Journal): DuplicateLine[] {
  journal.prepareForPlan(); // rows_key: without it this is a scan per row
  return sqlOf(journal)
    .stmt(
      `SELECT seq, row_number AS rowNumber, key, fields FROM rows
      WHERE state = 'pending' AND key IN (
        SELECT key FROM rows WHERE state = 'pending' AND key IS NOT NULL GROUP BY key HAVING count(*) > 1)
      ORDER BY key, seq`,
    )
    .all() as DuplicateLine[];
}

/** Sets a pending line's fields (the sum of its key's lines). */
export function setLineFields(journal: Journal, seq: number, fields: Record<string, unknown>): void {
  sqlOf(journal).stmt('UPDATE rows SET fields = ? WHERE seq = ?').run(JSON.stringify(fields), seq);
}
