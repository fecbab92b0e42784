// Counts per sheet row, not per journal line: a wide row (one line per DC or attribute
// cell) is one row, as the import's own summary and result workbook count it. A row's
// result follows the result workbook's rule (main/jobs/report/verdict.ts): any Failed
// line makes it Failed (Partly updated when another line was written), then Invalid, then
// not yet done (Pending), then what changed; a row that changed nothing is Unchanged if any
// line was, else Skipped.
import { sqlOf, type Journal } from './journal.js';
import type { RowResult } from './schema.js';

export type RowCountKey = RowResult | 'Pending';

export function countRowsByResult(journal: Journal): Partial<Record<RowCountKey, number>> {
  const out: Partial<Record<RowCountKey, number>> = {};
  const rows = sqlOf(journal)
    .db.prepare(
      `SELECT group_concat(DISTINCT coalesce(result, 'Pending')) AS results, count(*) AS n
       FROM rows GROUP BY row_number`,
    )
    .all() as { results: string }[];
  for (const { results } of rows) {
    const r = new Set(results.split(',') as RowCountKey[]);
    const changed = (['Created', 'Updated', 'Deleted'] as const).filter((x) => r.has(x));
    const result: RowCountKey = r.has('Failed')
      ? changed.length > 0
        ? 'Partly updated'
        : 'Failed'
      : r.has('Invalid')
        ? 'Invalid'
        : r.has('Pending')
          ? 'Pending'
          : changed.length === 1
            ? changed[0]!
            : changed.length > 1
              ? 'Updated'
              : r.has('Unchanged')
                ? 'Unchanged'
                : 'Skipped';
    out[result] = (out[result] ?? 0) + 1;
  }
  return out;
}

/** A planned run's rows by what sending will do to them (Review's "will create n, update m"). */
export interface PlannedRows {
  create: number;
  update: number;
  delete: number;
  /** Rows every line of which already holds its value: not sent. */
  unchanged: number;
}

/**
 * The rows a planned run will write, by the same rule as Review's "Will be created / updated"
 * statuses (verdict.ts with a dry run): a row with a line still to send and none Invalid or
 * Failed; created when every such line is of a record that did not exist, else updated (an
 * upsert); an insert, update or delete operation says it of every row.
 */
export function countPlannedRows(journal: Journal, operation: string): PlannedRows {
  const out: PlannedRows = { create: 0, update: 0, delete: 0, unchanged: 0 };
  const db = sqlOf(journal).db;
  out.unchanged = (
    db
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM rows GROUP BY row_number
         HAVING sum(coalesce(result = 'Unchanged', 0)) = count(*))`,
      )
      .get() as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT max(coalesce(existed, 1)) AS existed FROM rows GROUP BY row_number
       HAVING sum(result IS NULL) > 0 AND sum(coalesce(result IN ('Invalid', 'Failed'), 0)) = 0`,
    )
    .all() as { existed: number }[];
  for (const { existed } of rows) {
    const kind =
      operation === 'delete' ? 'delete' : operation === 'create' ? 'create' : operation === 'update' ? 'update' : null;
    out[kind ?? (existed === 0 ? 'create' : 'update')]++;
  }
  return out;
}
