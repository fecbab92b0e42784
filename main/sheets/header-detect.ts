// Finds the header row: title rows ("Stock report, May") often sit above it, and data rows
// below it are mostly numbers. The header is the first row whose filled cells are mostly
// text and that is about as wide as the widest of the first rows.
import { LIMITS } from './errors.js';
import type { SourceRow } from './types.js';

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?%?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/;
// A header may leave a column or two unnamed; a title row is far narrower than the table.
const WIDTH_SHARE = 0.6;

function isTextCell(text: string): boolean {
  const t = text.trim();
  return t !== '' && !NUMBER.test(t) && !ISO_DATE.test(t) && t !== 'true' && t !== 'false';
}

function filled(row: SourceRow): number {
  return row.cells.reduce((n, c) => (c.trim() === '' ? n : n + 1), 0);
}

/** Picks the header among the first non-blank rows (at most LIMITS.headerScanRows); undefined when all are blank. */
export function detectHeaderRow(rows: readonly SourceRow[]): SourceRow | undefined {
  const window = rows.filter((r) => filled(r) > 0).slice(0, LIMITS.headerScanRows);
  if (window.length === 0) return undefined;
  const widest = Math.max(...window.map(filled));
  const wideEnough = window.filter((r) => filled(r) >= Math.ceil(widest * WIDTH_SHARE));
  const texty = wideEnough.find((r) => {
    const n = filled(r);
    return r.cells.filter(isTextCell).length * 2 >= n;
  });
  // A header of numbers only (one column per distribution center ID): take the first wide row.
  return texty ?? wideEnough[0];
}

/** Header names as shown, trimmed, with a stray BOM removed. */
export function headerNames(row: SourceRow): string[] {
  return row.cells.map((c, i) => (i === 0 ? c.replace(/^\uFEFF/, '') : c).trim());
}
