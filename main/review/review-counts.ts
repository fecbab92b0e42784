// The review's counts (journal lines per state, and sheet rows with a problem). Counting is
// a scan of a million-line journal, so it is done once, where it is cheap: in the ingest
// worker at the end of reading, by the plan step, and per fixed row as a difference.
import { countInvalidSheetRows, type Journal, type RowState } from '../jobs/index.light.js';

export interface ReviewCounts {
  byState: Record<RowState, number>;
  problems: number;
}

export function reviewCounts(journal: Journal): ReviewCounts {
  return { byState: journal.countByState(), problems: countInvalidSheetRows(journal) };
}

/** Counts after one sheet row's lines went from `before` to `after` (a cell fixed in place). */
export function withRowChanged(counts: ReviewCounts, before: RowState[], after: RowState[]): ReviewCounts {
  const byState = { ...counts.byState };
  for (const s of before) byState[s]--;
  for (const s of after) byState[s]++;
  const problems = counts.problems - (before.includes('invalid') ? 1 : 0) + (after.includes('invalid') ? 1 : 0);
  return { byState, problems };
}
