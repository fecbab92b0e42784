// Names a watcher prints and writes. A file name is chosen by whoever dropped the file: its
// control characters (an escape sequence that retitles the terminal, newlines that forge
// lines of a reason file) are shown JSON-style escaped, never raw. And names always fit: a
// name holds 255 bytes (UTF-8 on Linux and macOS); a stem that would not fit with its
// longest suffix is shortened and given a short hash of the whole stem, so two long names
// never meet and the file, its workbooks and its reason keep one stem.
import { createHash } from 'node:crypto';

/** The most bytes of a file name (ext4, APFS, NTFS in UTF-16 units: 255). */
export const NAME_MAX_BYTES = 255;

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** `text` with every control character escaped as JSON would (`\n`, `\u001b`); the rest as it is. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** The longest prefix of `s` of at most `max` UTF-8 bytes, never splitting a character. */
function prefixBytes(s: string, max: number): string {
  let out = '';
  for (const ch of s) {
    if (bytes(out + ch) > max) break;
    out += ch;
  }
  return out;
}

/**
 * `stem` as it is when `stem + longestSuffix` fits a name, else shortened to fit with
 * `~<8 hex of the stem's sha256>` (the same long stem always gives the same short one).
 */
export function fittingStem(stem: string, longestSuffix: string): string {
  const room = NAME_MAX_BYTES - bytes(longestSuffix);
  if (bytes(stem) <= room) return stem;
  const tag = `~${createHash('sha256').update(stem).digest('hex').slice(0, 8)}`;
  return `${prefixBytes(stem, room - bytes(tag))}${tag}`;
}
