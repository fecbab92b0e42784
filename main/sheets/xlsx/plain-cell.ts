// The cell shape nearly every writer uses, `<c r="B7" s="3" t="s"><v>42</v></c>`, read
// without a regex: a million-row sheet is millions of these, and this is where the XLSX reader
// spends most of its time (row-skimmer.ts hands every cell here first, and reads any other
// shape itself). A shared-string cell's index is computed from its digits, never sliced out
// and parsed: text columns of Excel's files are all shared strings.
import { decodeEntities } from './xml-text.js';

/** The tags of a cell, with the prefix the sheet uses (`<x:c r="`). */
export interface PlainCellTags {
  cOpenR: string;
  vOpen: string;
  vClose: string;
  cClose: string;
  /** `<is><t>`: an inline string whose layout at its ends is trimmed. */
  inlineOpen: string;
  /** `<is><t xml:space="preserve">`: the inline string our own writer (and exceljs) writes. */
  inlinePreserve: string;
  /** `</t></is></c>` */
  inlineClose: string;
}

/** The tags of an unprefixed sheet, or of one whose elements carry `prefix` (`x:`). */
export function plainCellTags(prefix: string): PlainCellTags {
  const p = prefix;
  return {
    cOpenR: `<${p}c r="`,
    vOpen: `<${p}v>`,
    vClose: `</${p}v>`,
    cClose: `</${p}c>`,
    inlineOpen: `<${p}is><${p}t>`,
    inlinePreserve: `<${p}is><${p}t xml:space="preserve">`,
    inlineClose: `</${p}t></${p}is></${p}c>`,
  };
}

/** Where a plain cell goes. */
export interface PlainCellSink {
  /** `<c r="B7" s="3" t="n"><v>4.5</v></c>`: 0-based column (from r), t, s as a number (0 when absent), decoded <v>. */
  valueCell(col: number, type: string | undefined, style: number, value: string): void;
  /** `<c r="B7" s="3" t="s"><v>42</v></c>`: the shared string's index, read from its digits. */
  sharedCell(col: number, index: number): void;
  /** A cell with no value, `<c r="G7" s="1"/>` (a formatted blank, as Excel keeps one): only its column counts. */
  blankCell(col: number): void;
}

const SHARED = 's';
const INLINE = 'inlineStr';
const LAYOUT_AT_ENDS = /^[ \t\r\n]+|[ \t\r\n]+$/g;

function isLayout(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

const INLINE_Q = `${INLINE}"`;

/**
 * The end (the closing quote) of a t attribute's value starting at `start`: 1 to 9 letters,
 * else -1. t="s" and t="inlineStr" are recognised first, without a look at each letter.
 */
function typeEnd(s: string, start: number): number {
  if (s.charCodeAt(start) === 115 /* s */ && s.charCodeAt(start + 1) === 34 /* " */) return start + 1;
  if (s.startsWith(INLINE_Q, start)) return start + INLINE.length;
  const end = s.indexOf('"', start);
  if (end < 0 || end - start > 9) return -1;
  for (let k = start; k < end; k++) {
    const c = s.charCodeAt(k) | 0x20;
    if (c < 97 || c > 122) return -1;
  }
  return end;
}

/**
 * `<is><t>text</t></is></c>` (or `<t xml:space="preserve">`) at `from`, the text of every
 * cell of the result workbooks Commerce Bulk writes and users import again: read as the
 * tokenizer would (entities decoded, then layout trimmed unless preserved), or 0 for any other
 * shape (rich runs, markup or a CDATA section in the text: the general path reads those).
 */
function inlineString(
  s: string,
  from: number,
  rowEnd: number,
  t: PlainCellTags,
  sink: PlainCellSink,
  col: number,
  type: string | undefined,
  style: number,
): number {
  let start: number, preserve: boolean;
  if (s.startsWith(t.inlinePreserve, from)) {
    start = from + t.inlinePreserve.length;
    preserve = true;
  } else if (s.startsWith(t.inlineOpen, from)) {
    start = from + t.inlineOpen.length;
    preserve = false;
  } else return 0;
  const close = s.indexOf('<', start);
  if (close < 0 || close >= rowEnd || !s.startsWith(t.inlineClose, close)) return 0;
  const raw = s.slice(start, close);
  let text = raw.indexOf('&') < 0 ? raw : decodeEntities(raw);
  if (!preserve && text.length > 0 && (isLayout(text.charCodeAt(0)) || isLayout(text.charCodeAt(text.length - 1))))
    text = text.replace(LAYOUT_AT_ENDS, '');
  sink.valueCell(col, type, style, text);
  return close + t.inlineClose.length;
}

/** `42</v></c>` at `from` for a t="s" cell: the index after the cell, or 0 for any other shape (the general path reads it). */
function sharedIndex(
  s: string,
  from: number,
  rowEnd: number,
  t: PlainCellTags,
  col: number,
  sink: PlainCellSink,
): number {
  let k = from,
    index = 0;
  while (k < rowEnd) {
    const c = s.charCodeAt(k);
    if (c < 48 || c > 57) break;
    index = index * 10 + (c - 48);
    k++;
  }
  // A leading zero ('007') is left to the general path, whose message quotes the index as written.
  const digits = k - from;
  if (digits === 0 || digits > 9 || (digits > 1 && s.charCodeAt(from) === 48)) return 0;
  if (!s.startsWith(t.vClose, k) || !s.startsWith(t.cClose, k + t.vClose.length)) return 0;
  sink.sharedCell(col, index);
  return k + t.vClose.length + t.cClose.length;
}

/**
 * `<c r="B7" s="3" t="s"><v>42</v></c>` (s and t optional, in that order): the shape nearly
 * every writer uses (Excel, LibreOffice, openpyxl, exceljs), read with character tests and
 * indexOf, no regex and no allocation but t and the text: the column and the style are
 * computed as their digits are read. A self-closed one (`<c r="G7" s="1"/>`, a styled
 * blank: Excel writes one on every formatted empty cell) is read here too. Returns the index after the cell, or 0 when the cell
 * has another shape.
 */
export function plainCell(s: string, p: number, rowEnd: number, t: PlainCellTags, sink: PlainCellSink): number {
  const open = t.cOpenR;
  if (!s.startsWith(open, p)) return 0;
  let i = p + open.length;
  const refStart = i;
  // The column from the reference's leading letters, computed as it is read (as columnIndex does).
  let col = 0,
    letters = true;
  while (i < rowEnd) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (letters) col = col * 26 + (c - 64);
    } else if (c >= 48 && c <= 57) letters = false;
    else break;
    i++;
  }
  if (s.charCodeAt(i) !== 34 /* " */ || i === refStart || s.charCodeAt(refStart) > 90 || s.charCodeAt(refStart) < 65)
    return 0;
  i++;
  let style = 0,
    type: string | undefined;
  if (s.startsWith(' s="', i)) {
    const start = i + 4;
    const end = s.indexOf('"', start);
    if (end < 0 || end - start > 6) return 0;
    for (let k = start; k < end; k++) {
      const c = s.charCodeAt(k);
      if (c < 48 || c > 57) return 0;
      style = style * 10 + (c - 48);
    }
    i = end + 1;
  }
  if (s.startsWith(' t="', i)) {
    const start = i + 4;
    const end = typeEnd(s, start);
    if (end < 0) return 0;
    // t="s" (nearly every text cell) and t="inlineStr" without a string of their own each time.
    const length = end - start;
    if (length === 1 && s.charCodeAt(start) === 115 /* s */) type = SHARED;
    else if (length === INLINE.length && s.startsWith(INLINE, start)) type = INLINE;
    else type = s.slice(start, end);
    i = end + 1;
  }
  if (s.charCodeAt(i) === 47 /* / */ && s.charCodeAt(i + 1) === 62 /* > */) {
    sink.blankCell(col - 1);
    return i + 2;
  }
  if (s.charCodeAt(i) !== 62 /* > */) return 0;
  if (!s.startsWith(t.vOpen, i + 1)) return inlineString(s, i + 1, rowEnd, t, sink, col - 1, type, style);
  const from = i + 1 + t.vOpen.length;
  if (type === SHARED) {
    const next = sharedIndex(s, from, rowEnd, t, col - 1, sink);
    if (next > 0) return next;
  }
  const close = s.indexOf('<', from);
  if (
    close < 0 ||
    close >= rowEnd ||
    !s.startsWith(t.vClose, close) ||
    !s.startsWith(t.cClose, close + t.vClose.length)
  )
    return 0;
  const raw = s.slice(from, close);
  sink.valueCell(col - 1, type, style, raw.indexOf('&') < 0 ? raw : decodeEntities(raw));
  return close + t.vClose.length + t.cClose.length;
}
