// F8 in the review grid: the next row with a problem in the whole file, found without
// loading it: two binary searches by row number over single-row windows, so it stays quick
// on a million rows. Kept apart from ReviewGrid.tsx, which only wires it to its handle.
import type { ReviewRow } from '../../../shared/ipc/index.js';
import type { GridHandle } from '../grid/VirtualGrid.js';
import { api } from '../hooks.js';

export interface ProblemSearch {
  sessionId: string;
  filter: 'all' | 'problems';
  total: number;
  /** How many file columns the grid shows (its cells start at grid column 2). */
  columnCount: number;
}

/** First index in [lo, hi) whose row number is above (or at, with inclusive) the given one. */
async function search(
  get: (i: number) => Promise<ReviewRow | undefined>,
  lo: number,
  hi: number,
  rowNumber: number,
  inclusive: boolean,
): Promise<number> {
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const r = await get(mid);
    if (r && (inclusive ? r.rowNumber >= rowNumber : r.rowNumber > rowNumber)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Focuses the first problem cell of the next (1) or previous (-1) row with a problem, from the
 * grid's active row; false when there is none.
 */
export async function findNextProblem(
  g: GridHandle<ReviewRow> | null,
  { sessionId, filter, total, columnCount }: ProblemSearch,
  direction: 1 | -1,
): Promise<boolean> {
  if (!g || total === 0) return false;
  const one = async (f: 'all' | 'problems', i: number) =>
    (await api()['review.rows']({ sessionId, filter: f, offset: i, limit: 1 })).rows[0];
  const colOf = (r: ReviewRow) => {
    const i = r.issues.find((x) => x.columnIndex >= 0 && x.columnIndex < columnCount)?.columnIndex;
    return i === undefined ? 1 : 2 + i;
  };
  const cur = Math.max(0, g.active().row - 1);
  if (filter === 'problems') {
    const to = (Math.min(cur, total - 1) + direction + total) % total;
    const r = g.rowAt(to) ?? (await one('problems', to));
    if (!r) return false;
    g.focusCell(to, colOf(r));
    return true;
  }
  const here = g.rowAt(cur) ?? (await one('all', cur));
  const problems = (await api()['review.rows']({ sessionId, filter: 'problems', offset: 0, limit: 1 })).total;
  if (!here || problems === 0) return false;
  const cache = new Map<number, Promise<ReviewRow | undefined>>();
  const problemAt = (i: number) => cache.get(i) ?? cache.set(i, one('problems', i)).get(i)!;
  let i: number;
  if (direction === 1) {
    i = await search(problemAt, 0, problems, here.rowNumber, false);
    if (i >= problems) i = 0;
  } else {
    i = (await search(problemAt, 0, problems, here.rowNumber, true)) - 1;
    if (i < 0) i = problems - 1;
  }
  const target = await problemAt(i);
  if (!target) return false;
  // Row numbers grow with the index, never slower: the target lies within this window.
  const all = (k: number) => (g.rowAt(k) ? Promise.resolve(g.rowAt(k)) : one('all', k));
  const at = await search(all, 0, total, target.rowNumber, true);
  g.focusCell(Math.min(at, total - 1), colOf(target));
  return true;
}
