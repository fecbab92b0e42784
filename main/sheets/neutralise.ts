// A spreadsheet runs a cell that starts with one of these as a formula (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// Plain numbers such as '-5', '+3.2' or '-1e3' are values, not formulas: leave them alone.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// Apostrophes, then a formula start: the text of a cell our CSV writer (or a spreadsheet) marked.
const APOSTROPHES_THEN_FORMULA = /^'+[=+\-@\t\r]/;

/**
 * Makes text safe to put in a spreadsheet cell: a string a spreadsheet would run as a formula
 * gets a leading apostrophe. Non-string values are returned unchanged.
 */
export function neutralise(value: string): string;
export function neutralise<T>(value: T): T | string;
export function neutralise(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // Text that already starts with apostrophes before a formula start ("'=x") gets one more, or
  // the reader would take its own apostrophe for our mark and drop it: "''=x" reads back "'=x".
  if (APOSTROPHES_THEN_FORMULA.test(value)) return `'${value}`;
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/**
 * The reverse, for text read from a CSV: one leading apostrophe before a formula start is the
 * mark a spreadsheet (or our own CSV writer) put there to keep the text from running, not
 * part of the value, so an exported CSV imports back unchanged. Before a run of apostrophes
 * and then a formula start, one is dropped too: the writer added it to text that began "'=".
 */
export function unneutralise(text: string): string {
  return APOSTROPHES_THEN_FORMULA.test(text) ? text.slice(1) : text;
}
