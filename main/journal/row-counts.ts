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
