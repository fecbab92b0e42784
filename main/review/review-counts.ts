// The review's counts (journal lines per state, and sheet rows with a problem). Counting is
// a scan of a million-line journal, so it is done once, where it is cheap: in the ingest
// worker at the end of reading, by the plan step, and per fixed row as a difference.
import type Database from 'better-sqlite3';
import type { Journal, RowState } from '../jobs/index.light.js';

export interface ReviewCounts {
  byState: Record<RowState, number>;
  problems: number;
}

export function countProblems(db: Database.Database): number {
  return db.prepare(`SELECT count(DISTINCT row_number) FROM rows WHERE state = 'invalid'`).pluck().get() as number;
}

export function reviewCounts(journal: Journal): ReviewCounts {
  return { byState: journal.countByState(), problems: countProblems(journal.db) };
}

/** The states of one sheet row's journal lines. */
export function rowStates(db: Database.Database, rowNumber: number): RowState[] {
  return db.prepare('SELECT state FROM rows WHERE row_number = ?').pluck().all(rowNumber) as RowState[];
}

/** Counts after one sheet row's lines went from `before` to `after` (a cell fixed in place). */
export function withRowChanged(counts: ReviewCounts, before: RowState[], after: RowState[]): ReviewCounts {
  const byState = { ...counts.byState };
  for (const s of before) byState[s]--;
  for (const s of after) byState[s]++;
  const problems = counts.problems - (before.includes('invalid') ? 1 : 0) + (after.includes('invalid') ? 1 : 0);
  return { byState, problems };
}
