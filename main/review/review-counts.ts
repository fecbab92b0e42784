// The review's counts (journal lines per state, and sheet rows with a problem). Counting is
// a scan of a million-line journal (0.1-0.2 s), so it is done where it is cheap: by the ingest
// worker as it hands the lines to the journal (countingLines), by the plan step, and per fixed
// row as a difference.
import {
  packedRowNumber,
  packedState,
  zeroStateCounts,
  type Journal,
  type PackedLines,
  type RowState,
} from '../journal/index.js';

export interface ReviewCounts {
  byState: Record<RowState, number>;
  problems: number;
}

/**
 * The journal as the ingest writes to it, counting the lines on their way in: `counts` is
 * up to date after each batch. A sheet row's lines come one after another (rows in file
 * order), so a row with a problem is counted once by remembering the last one counted.
 */
export function countingLines(
  journal: Pick<Journal, 'insertPacked'>,
): Pick<Journal, 'insertPacked'> & { readonly counts: ReviewCounts } {
  const byState = zeroStateCounts();
  const counts = { byState, problems: 0 };
  let lastInvalid = -1;
  return {
    counts,
    insertPacked(lines: PackedLines) {
      // Counted before the lines are handed on: a hand-over may move their numbers away.
      const n = lines.numbers;
      for (let i = 0; i < lines.count; i++) {
        const state = packedState(n, i);
        byState[state]++;
        if (state === 'invalid' && packedRowNumber(n, i) !== lastInvalid) {
          counts.problems++;
          lastInvalid = packedRowNumber(n, i);
        }
      }
      journal.insertPacked(lines);
    },
  };
}

/** Counts after one sheet row's lines went from `before` to `after` (a cell fixed in place). */
export function withRowChanged(counts: ReviewCounts, before: RowState[], after: RowState[]): ReviewCounts {
  const byState = { ...counts.byState };
  for (const s of before) byState[s]--;
  for (const s of after) byState[s]++;
  const problems = counts.problems - (before.includes('invalid') ? 1 : 0) + (after.includes('invalid') ? 1 : 0);
  return { byState, problems };
}
