// Stray quotes in CSV (issue 32): a cell such as `"Dark" Red` opens a quoted field that does not
// close where the cell ends, and the parser then reads every following line into that one cell.
// Read on quietly, the rows after it vanish from the run; so a quote problem stops the read,
// naming the line and column and how to fix the file. Two signs are used: papaparse's own quote
// errors, and a quoted cell that holds line breaks followed by lines shaped like the file's rows.
import type Papa from 'papaparse';
import type { ErrorMessage } from '../../shared/errors/index.js';
import { SheetError } from './errors.js';

const SNIPPET_CHARS = 40;

/** Excel's letter for a 0-based column index (0 -> A, 26 -> AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function hasLineBreak(cell: string): boolean {
  return cell.indexOf('\n') !== -1 || cell.indexOf('\r') !== -1;
}

/** Line breaks (CRLF, LF or CR) inside a record's cells: the extra text lines the record spans. */
export function lineBreaksIn(fields: readonly string[]): number {
  let breaks = 0;
  for (const f of fields) if (hasLineBreak(f)) breaks += f.match(/\r\n?|\n/g)?.length ?? 0;
  return breaks;
}

/** The cell the quote problem is in: one that ran over a line end, else one holding a quote, else the last. */
function suspectColumn(fields: readonly string[]): number {
  const runaway = fields.findIndex((f) => hasLineBreak(f));
  if (runaway !== -1) return runaway;
  const quoted = fields.findIndex((f) => f.includes('"'));
  return quoted !== -1 ? quoted : Math.max(0, fields.length - 1);
}

/** The start of the cell as it was written (its opening quote restored), cut at the first line end. */
function snippet(cell: string): string {
  const firstLine = cell.split(/\r\n?|\n/, 1)[0] ?? '';
  const cut = firstLine.length > SNIPPET_CHARS ? `${firstLine.slice(0, SNIPPET_CHARS)}…` : firstLine;
  return `"${cut}`;
}

function quoteError(
  file: string,
  fields: readonly string[],
  column: number,
  where: Where,
  what: ErrorMessage,
): SheetError {
  const params = {
    line: where.line,
    letter: columnLetter(column),
    column: column + 1,
    snippet: snippet(fields[column] ?? ''),
    what,
  };
  return new SheetError(
    { id: 'errors:sheet.strayQuote', params },
    file,
    { id: 'errors:sheet.quoteFixHint' },
    where.rowNumber,
  );
}

export interface Where {
  /** 1-based record number (the spreadsheet's row). */
  rowNumber: number;
  /** 1-based text line the record starts on (differs from the row after cells with line breaks). */
  line: number;
}

/** An error for a record papaparse reported a quote error on (unclosed or malformed closing quote). */
export function parserQuoteError(
  file: string,
  fields: readonly string[],
  error: Papa.ParseError,
  where: Where,
): SheetError {
  const what: ErrorMessage =
    error.code === 'MissingQuotes' ? { id: 'errors:sheet.quote.neverCloses' } : { id: 'errors:sheet.quote.notAtEnd' };
  return quoteError(file, fields, suspectColumn(fields), where, what);
}

/**
 * A quoted cell that ran past its line end into lines that look like further rows: the record
 * has a different number of cells than the one before it (its own later cells were swallowed),
 * and a line inside the cell splits into exactly that number. A genuine multi-line cell (a
 * product description) sits in a record of the usual width, so it is never flagged.
 */
export function runawayQuoteError(
  file: string,
  fields: readonly string[],
  usualWidth: number,
  delimiter: string,
  where: Where,
): SheetError | null {
  if (usualWidth < 2 || fields.length === usualWidth) return null;
  for (let column = 0; column < fields.length; column++) {
    const cell = fields[column]!;
    if (!hasLineBreak(cell)) continue;
    const later = cell.split(/\r\n?|\n/).slice(1);
    const rowLike = later.filter((line) => line.split(delimiter).length === usualWidth).length;
    if (rowLike === 0) continue;
    const what: ErrorMessage =
      rowLike === 1
        ? { id: 'errors:sheet.quote.runsOnOne' }
        : { id: 'errors:sheet.quote.runsOn', params: { count: rowLike } };
    return quoteError(file, fields, column, where, what);
  }
  return null;
}
