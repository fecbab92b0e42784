// Works out how a CSV's bytes are encoded and how its lines and fields are separated, from
// the first 64 KB, so the whole file can then be streamed with the right decoder.
import { decodeBytes, type CsvEncoding } from './codecs.js';

export type { CsvEncoding } from './codecs.js';
export type CsvNewline = '\r\n' | '\n' | '\r';

export const SAMPLE_BYTES = 64 * 1024;
const NUL_SCAN_BYTES = 8 * 1024;
export const DELIMITERS = [',', ';', '\t', '|'] as const;

export function bomEncoding(bytes: Uint8Array): CsvEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  return undefined;
}

/** NUL bytes never occur in 8-bit text: their presence means binary data (or UTF-16 without a BOM). */
export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, NUL_SCAN_BYTES).includes(0);
}

// What no text file holds: control characters but tab, LF and CR, and a surrogate that is not
// half of a pair (the sample's last character may be the first half of one cut off).
const NOT_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff]|$)|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * UTF-16 without a BOM, as database exports (SQL Server's `bcp -w`) and Gnumeric with a
 * UTF-16 charset write it. A CSV's delimiters, digits and line breaks are ASCII, so at least
 * one character in 16 has a zero high byte: zero bytes at the odd offsets (LE) or the even
 * ones (BE). Some fall on the other side (U+4E00 一 and U+3000, the ideographic space, are
 * 00 4E and 00 30 in LE), so fewer than half as many are allowed there. What decodes must then
 * be text (NOT_TEXT), which binary data read as UTF-16 is not.
 */
export function bomlessUtf16(bytes: Uint8Array): 'utf16le' | 'utf16be' | undefined {
  const length = Math.min(bytes.length, NUL_SCAN_BYTES) & ~1;
  const pairs = length / 2;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const wide =
    zeroOdd * 16 >= pairs && zeroEven * 2 < zeroOdd
      ? 'utf16le'
      : zeroEven * 16 >= pairs && zeroOdd * 2 < zeroEven
        ? 'utf16be'
        : undefined;
  if (!wide) return undefined;
  const text = decodeBytes(bytes.subarray(0, length), wide);
  return NOT_TEXT.test(text) ? undefined : wide;
}

function isValidUtf8(bytes: Uint8Array, complete: boolean): boolean {
  try {
    // stream: true tolerates a character cut off at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/**
 * BOM first; then UTF-16 without one; otherwise UTF-8 when the sample is valid UTF-8, else
 * Windows-1252 (what Excel writes on Windows).
 */
export function detectEncoding(sample: Uint8Array, complete: boolean): CsvEncoding {
  return bomEncoding(sample) ?? bomlessUtf16(sample) ?? (isValidUtf8(sample, complete) ? 'utf8' : 'windows-1252');
}

export function decodeSample(sample: Uint8Array, encoding: CsvEncoding): string {
  // decodeBytes leaves out one byte-order mark; a file saved with two loses the second too.
  const text = decodeBytes(sample, encoding);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Splits the sample into records with quotes honoured, counting each candidate delimiter outside quotes. */
function scanSample(text: string, complete: boolean): { counts: number[][]; newlines: Record<CsvNewline, number> } {
  const counts: number[][] = [];
  const newlines: Record<CsvNewline, number> = { '\r\n': 0, '\n': 0, '\r': 0 };
  let line = DELIMITERS.map(() => 0);
  let inQuotes = false;
  let atFieldStart = true;
  for (let i = 0; i < text.length && counts.length < 50; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      }
      continue;
    }
    if (ch === '"' && atFieldStart) {
      inQuotes = true;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') {
        newlines['\r\n']++;
        i++;
      } else newlines[ch]++;
      counts.push(line);
      line = DELIMITERS.map(() => 0);
      atFieldStart = true;
      continue;
    }
    const d = (DELIMITERS as readonly string[]).indexOf(ch ?? '');
    if (d >= 0) {
      line[d] = (line[d] ?? 0) + 1;
      atFieldStart = true;
    } else atFieldStart = false;
  }
  // The last line of a sample cut mid-file is incomplete: only count it when the sample is the whole file.
  if (complete && line.some((c) => c > 0)) counts.push(line);
  return { counts, newlines };
}

/**
 * The delimiter whose count per line is the most consistent: for each candidate, the most
 * common non-zero count and on how many lines it occurs. Title lines without delimiters
 * do not spoil the vote. Comma when nothing is found (a one-column file).
 */
export function detectDelimiter(text: string, complete: boolean): string {
  const { counts } = scanSample(text, complete);
  let best = { delimiter: ',', lines: 0, perLine: 0 };
  DELIMITERS.forEach((delimiter, d) => {
    const freq = new Map<number, number>();
    for (const line of counts) {
      const c = line[d] ?? 0;
      if (c > 0) freq.set(c, (freq.get(c) ?? 0) + 1);
    }
    for (const [perLine, lines] of freq) {
      if (lines > best.lines || (lines === best.lines && perLine > best.perLine)) best = { delimiter, lines, perLine };
    }
  });
  return best.delimiter;
}

/** The most frequent line ending outside quoted fields; LF when the sample has a single line. */
export function detectNewline(text: string, complete: boolean): CsvNewline {
  const { newlines } = scanSample(text, complete);
  const order: CsvNewline[] = ['\r\n', '\n', '\r'];
  return order.reduce((a, b) => (newlines[b] > newlines[a] ? b : a), '\n');
}
