/**
 * Line-level helpers shared by the $batch readers and writers. The readers work line by line
 * (not byte by byte as a generic MIME parser would) so that every error can name its line.
 */
import { BatchFormatError } from './errors.js';

export const CRLF = '\r\n';

/** One line of a body: its text without terminator, the terminator itself, and its 1-based number. */
export interface Line {
  text: string;
  eol: '' | '\n' | '\r\n';
  no: number;
}

/** Splits on CRLF or bare LF (read alike, as the real service's reader does); keeps each terminator. */
export function splitLines(body: string): Line[] {
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const lines: Line[] = [];
  const re = /\r?\n/g;
  let start = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    lines.push({ text: text.slice(start, m.index), eol: m[0] as '\n' | '\r\n', no: lines.length + 1 });
    start = m.index + m[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), eol: '', no: lines.length + 1 });
  return lines;
}

/** Joins body lines back into the exact original text; the last terminator belongs to the next delimiter (RFC 2046). */
export function joinBody(lines: readonly Line[]): string {
  return lines.map((l, i) => (i === lines.length - 1 ? l.text : l.text + l.eol)).join('');
}

export function isBlank(line: Line): boolean {
  return line.text.trim() === '';
}

/** RFC 2046 allows transport padding (spaces, tabs) after a delimiter. */
export function delimiterKind(line: Line, boundary: string): 'open' | 'close' | null {
  const t = line.text.replace(/[ \t]+$/, '');
  if (t === `--${boundary}`) return 'open';
  if (t === `--${boundary}--`) return 'close';
  return null;
}

/** A line that looks like a multipart delimiter of some boundary ("--word" or "--word--"). */
export function looksLikeDelimiter(line: Line): boolean {
  return /^--[0-9A-Za-z'()+_,./:=?-]+[ \t]*$/.test(line.text);
}

const HEADER_RE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):(.*)$/;

/** Spaces and tabs off both ends (HTTP's optional whitespace), in linear time. */
function trimOws(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(start, end);
}

/** Parses 'Name: value'; null when the line is not a header. */
export function parseHeaderLine(text: string): { name: string; value: string } | null {
  const m = HEADER_RE.exec(text);
  return m ? { name: m[1]!, value: trimOws(m[2]!) } : null;
}

/** Adds a header under its lower-case name; repeats are joined with ', ' as HTTP allows. */
export function addHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
}

export interface MediaType {
  type: string; // lower-case 'type/subtype'
  params: Record<string, string>; // lower-case names, unquoted values
}

/** Parses a Content-Type value such as 'multipart/mixed; boundary="batch_1"'. */
export function parseMediaType(value: string): MediaType {
  const [head = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    let v = p.slice(eq + 1).trim();
    if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1);
    params[p.slice(0, eq).trim().toLowerCase()] = v;
  }
  return { type: head.trim().toLowerCase(), params };
}

export function isJsonMediaType(value: string | undefined): boolean {
  if (!value) return false;
  const t = parseMediaType(value).type;
  return t === 'application/json' || /^application\/[^;]*\+json$/.test(t);
}

/** Boundary words this module writes or accepts: RFC 2046 bchars, no space (service-spec.md 4.9). */
const BOUNDARY_RE = /^[0-9A-Za-z'()+_,./:=?-]{1,70}$/;

export function isValidBoundary(b: string): boolean {
  return BOUNDARY_RE.test(b);
}

/** The boundary of a multipart/mixed Content-Type, or a BatchFormatError (line 0) saying what is wrong. */
export function multipartBoundary(contentType: string): string {
  const mt = parseMediaType(contentType);
  if (mt.type !== 'multipart/mixed') {
    throw new BatchFormatError(0, `expected 'multipart/mixed; boundary=changeset', got '${contentType}'.`);
  }
  const b = mt.params['boundary'];
  if (b === undefined || b === '') {
    throw new BatchFormatError(0, `'${contentType}' names no boundary; send 'multipart/mixed; boundary=changeset'.`);
  }
  if (!isValidBoundary(b)) {
    throw new BatchFormatError(
      0,
      `boundary '${b}' is not a plain word; use letters, digits, '_' or '-' (for example 'changeset').`,
    );
  }
  return b;
}

/** Shortens a line for quoting in a message. */
export function quote(text: string, max = 60): string {
  return `'${text.length > max ? `${text.slice(0, max)}...` : text}'`;
}
