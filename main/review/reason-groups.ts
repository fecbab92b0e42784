// Review's rows that will fail, grouped by reason (issue 42): "Will fail: unknown SKU, 14 rows
// (first: 3, 8, 12)", each group a filter of the grid. Built from the journal's Invalid lines
// (its own paging, no SQL here) after each check and each fix, by their messages' ids (issue
// 40). Bounded: a group keeps the row numbers of its first MAX_ROWS rows for the grid, and the
// scan stops at MAX_LINES lines, after which the counts say "at least".
import type { FailReason } from '../../shared/ipc/index.js';
import { lineMessage, type Journal } from '../journal/index.js';
import { failReason } from './row-outlook.js';

const MAX_ROWS = 10_000;
const MAX_LINES = 200_000;
const PAGE = 1000;

export interface ReasonGroup {
  reason: FailReason;
  /** Sheet rows with this reason (their first reason), at least this many when `more`. */
  rows: number;
  /** The first row numbers, in file order (up to MAX_ROWS). */
  rowNumbers: number[];
}

export interface ReasonGroups {
  groups: ReasonGroup[];
  /** The scan stopped early: counts are lower bounds. */
  more: boolean;
}

export function reasonGroups(journal: Pick<Journal, 'page'>): ReasonGroups {
  const byReason = new Map<FailReason, ReasonGroup>();
  let after = 0,
    lines = 0,
    lastRow = -1;
  for (;;) {
    const page = journal.page('invalid', after, PAGE);
    for (const line of page) {
      after = line.seq;
      if (line.row_number === lastRow) continue; // one reason per sheet row: its first line's
      lastRow = line.row_number;
      const reason = failReason(lineMessage(line));
      const group = byReason.get(reason) ?? { reason, rows: 0, rowNumbers: [] };
      group.rows++;
      if (group.rowNumbers.length < MAX_ROWS) group.rowNumbers.push(line.row_number);
      byReason.set(reason, group);
    }
    lines += page.length;
    if (page.length < PAGE) return { groups: sorted(byReason), more: false };
    if (lines >= MAX_LINES) return { groups: sorted(byReason), more: true };
  }
}

/** The largest group first: the reason to fix first. */
function sorted(byReason: Map<FailReason, ReasonGroup>): ReasonGroup[] {
  return [...byReason.values()].sort((a, b) => b.rows - a.rows || a.rowNumbers[0]! - b.rowNumbers[0]!);
}
