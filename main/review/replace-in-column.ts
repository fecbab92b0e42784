// review.replaceInColumn: find and replace within one column of a review, each changed cell
// fixed in place and checked again as a hand edit would be. The rows are read first and
// edited after, so an edit never moves the window being read.
import { reviewWindow } from './review-rows.js';
import type { ReviewSession } from './session.js';

const WINDOW = 1000;

export function replacedText(cell: string, find: string, replace: string, match: 'whole' | 'part'): string {
  if (match === 'whole') return cell.trim() === find.trim() ? replace : cell;
  return cell.split(find).join(replace);
}

export async function replaceInColumn(
  s: ReviewSession,
  column: number,
  find: string,
  replace: string,
  match: 'whole' | 'part',
): Promise<number[]> {
  // Every row read first, so the replacement reaches the whole column.
  while (!s.complete) {
    const error = s.state().error;
    if (error) throw new Error(`The file could not be read to the end: ${error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const edits: { rowNumber: number; value: string }[] = [];
  for (let offset = 0; ; offset += WINDOW) {
    const { total, rows } = reviewWindow(s, 'all', offset, WINDOW);
    for (const r of rows) {
      const cell = r.cells[column] ?? '';
      const value = replacedText(cell, find, replace, match);
      if (value !== cell) edits.push({ rowNumber: r.rowNumber, value });
    }
    if (offset + WINDOW >= total || rows.length === 0) break;
  }
  for (const e of edits) await s.editCell(e.rowNumber, column, e.value);
  return edits.map((e) => e.rowNumber);
}
