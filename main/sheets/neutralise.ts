// A spreadsheet runs a cell that starts with one of these as a formula (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// Plain numbers such as '-5', '+3.2' or '-1e3' are values, not formulas: leave them alone.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Makes text safe to put in a spreadsheet cell: a string a spreadsheet would run as a formula
 * gets a leading apostrophe. Non-string values are returned unchanged.
 */
export function neutralise(value: string): string;
export function neutralise<T>(value: T): T | string;
export function neutralise(value: unknown): unknown {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/**
 * The reverse, for text read from a CSV: one leading apostrophe before a formula start is the
 * mark a spreadsheet (or our own CSV writer) put there to keep the text from running, not
 * part of the value, so an exported CSV imports back unchanged.
 */
export function unneutralise(text: string): string {
  return text.charCodeAt(0) === 39 /* ' */ && FORMULA_START.test(text.slice(1, 2)) ? text.slice(1) : text;
}
