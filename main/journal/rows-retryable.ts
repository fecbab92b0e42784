// `retry-failed` prints its own plan (issue 41): it printed the job's original plan line,
// thousands of values, when only the few failed ones go out again. These are the lines a
// retry sends again (failed with a request to repeat; Invalid rows need a fixed file).
import { sqlOf, type Journal } from './journal.js';

export interface Retryable {
  /** Request lines (values) that failed and go out again. */
  values: number;
  /** The sheet rows they come from. */
  rows: number;
}

export function retryableOf(journal: Journal): Retryable {
  return sqlOf(journal)
    .stmt(
      `SELECT count(*) AS "values", count(DISTINCT row_number) AS "rows" FROM rows
    WHERE state = 'failed' AND method IS NOT NULL`,
    )
    .get() as Retryable;
}
