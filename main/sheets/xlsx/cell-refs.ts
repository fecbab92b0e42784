// Cell references (A1 letters and numbers) and the problems a cell's reference names: shared by
// the worksheet reader, its row skimmer and the writers.
import type { CellProblem } from '../types.js';

/** A cell value that is '' or layout only; the common non-empty value costs one character test. */
export function isBlank(value: string): boolean {
  return value === '' || (value.charCodeAt(0) <= 32 && value.trim() === '');
}

/** 'A' → 0, 'AB' → 27; -1 when the reference has no letters. */
export function columnIndex(ref: string): number {
  let n = 0,
    i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 97 || c > 122) break;
    n = n * 26 + (c - 96);
  }
  return i === 0 ? -1 : n - 1;
}

/** 0 → 'A', 27 → 'AB'. */
export function columnLetters(index: number): string {
  let s = '';
  for (let x = index + 1; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

export function errorProblem(column: number, row: number, error: string): CellProblem {
  const cell = `${columnLetters(column)}${row}`;
  return { column, cell, message: `${cell} holds ${error}: correct the formula in Excel, or type the value.` };
}

export function noValueProblem(column: number, row: number): CellProblem {
  const cell = `${columnLetters(column)}${row}`;
  return {
    column,
    cell,
    message: `${cell} has a formula with no saved value: open and save the workbook in Excel to compute it.`,
  };
}
