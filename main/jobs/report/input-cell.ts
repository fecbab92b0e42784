// A cell of the input written back to a workbook typed as it was: the readers hand over
// text as the user saw it, so a number that reads back as itself ('12', '-3.5') becomes a
// number cell again, while text that only looks numeric stays text: leading zeros
// ('0000001'), a plus sign, more digits than a double holds, a decimal comma. An XLSX
// reader writes a date cell as ISO text ('2024-03-01', '2024-03-01T08:30:00'): from an XLSX
// input such text is a date cell again. A CSV has no dates, only text, so it stays text.
// The Results and the Failed rows sheets both write the input's columns through here.
// A decimal-comma CSV's '1.327' is no 1.327 (issue 32): there a cell with a '.' stays text,
// exactly as read (valid or Invalid), and only whole numbers become number cells.
import { fieldOf } from '../../../shared/resources/index.js';
import { formatDate, type WritableCell } from '../../sheets/index.js';
import { isLookupField } from '../parent-lookup.js';
import type { ImportTarget } from '../target.js';

const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2})?$/;
// The XLSX writer counts serial days from 1900-03-01 on; earlier dates stay text.
const FIRST_DATE = Date.UTC(1900, 2, 1);

/** How the input's columns are typed: which stay text whatever they hold, and whether ISO text is a date. */
export interface InputTyping {
  text: Set<number>;
  dates: boolean;
  /** The file writes a decimal comma: a '.' in its numbers is no decimal point. */
  decimalComma: boolean;
}

/**
 * Digits only, at most 15, no leading zero ('0' itself is one): such text is always the
 * number it reads as, printed back the same, so no regex is needed for the common cell
 * (quantities, IDs) of a million-row report.
 */
function isPlainCount(s: string): boolean {
  const n = s.length;
  if (n === 0 || n > 15 || (n > 1 && s.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

export function inputCell(text: string, dates = false, decimalComma = false): WritableCell {
  if (isPlainCount(text)) return Number(text);
  // An ISO date has a '-' fifth (the regex only for text that may be one).
  if (dates && text.charCodeAt(4) === 45 && ISO_DATE.test(text)) return dateCell(text);
  if (decimalComma && text.includes('.')) return text;
  if (!PLAIN_NUMBER.test(text) || text.replace(/[-.]/g, '').length > 15) return text;
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text ? n : text;
}

/** The date the reader wrote as this text, when it reads back as the same text. */
function dateCell(text: string): WritableCell {
  const d = new Date(`${text.length === 10 ? `${text}T00:00:00` : text}Z`);
  return d.getTime() >= FIRST_DATE && formatDate(d) === text ? d : text;
}

/** The row's first `width` cells (padded with blanks), each typed as the input had it. */
export function typedInputRow(cells: readonly string[], width: number, typing: InputTyping): WritableCell[] {
  const out: WritableCell[] = new Array<WritableCell>(width);
  for (let col = 0; col < width; col++) {
    const c = cells[col] ?? '';
    out[col] = typing.text.has(col) ? c : inputCell(c, typing.dates, typing.decimalComma);
  }
  return out;
}

/** The typing of one input file's columns under the job's mapping. */
export function inputTyping(
  target: ImportTarget,
  headers: string[],
  mapping: unknown,
  format: 'csv' | 'xlsx',
): InputTyping {
  return {
    text: textColumns(target, headers, mapping),
    dates: format === 'xlsx',
    // XLSX numbers are read as stored, with '.' (prepare-import.ts).
    decimalComma: format === 'csv' && (mapping as { decimal?: string } | undefined)?.decimal === ',',
  };
}

/**
 * The columns whose cells stay text whatever they look like: the ones mapped to a text field
 * (Sku, Name, Value, Code...), so a SKU '1' is not turned into the number Excel would
 * again strip of its zeros.
 */
export function textColumns(target: ImportTarget, headers: string[], mapping: unknown): Set<number> {
  const out = new Set<number>();
  const columns = (mapping as { columns?: { column: string; field?: string; unpivot?: unknown }[] } | undefined)
    ?.columns;
  if (!columns) return out;
  const isText = (field: string | null | undefined): boolean =>
    isLookupField(field) || (field ? fieldOf(target.entity, field)?.type === 'string' : false);
  for (const c of columns) {
    const field = c.field ?? (c.unpivot ? target.valueField : null);
    if (!isText(field)) continue;
    const index = headers.findIndex((h, i) => !out.has(i) && h.trim().toLowerCase() === c.column.trim().toLowerCase());
    if (index >= 0) out.add(index);
  }
  return out;
}
