// The shared string table (sharedStrings.xml): each <si> is the text of its <t>, or of the
// <t> of its rich-text runs <r>, in order. Phonetic readings (<rPh>, which Japanese Excel
// stores by itself) and their properties are not part of the text the cell shows.
// A workbook of a million SKUs holds a million <si>: the plain ones (one <t>, at most
// xml:space="preserve") are read by skimPlainItem with a few indexOf calls, the rest by the
// tokenizer and the TextCollector, which give the same text.
import { decodeExcelEscapes } from '../cell-text.js';
import type { ZipPackage } from './package.js';
import { readPart } from './package.js';
import { TextCollector } from './text-collector.js';
import type { XmlAttributes } from './xml-scanner.js';
import { decodeEntities, type XmlHandler } from './xml-text.js';

const T_PLAIN = '<si><t>';
const T_PRESERVE = '<si><t xml:space="preserve">';
const CLOSE = '</t></si>';
const LAYOUT_AT_ENDS = /^[ \t\r\n]+|[ \t\r\n]+$/g;

function isLayout(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/**
 * `<si><t>text</t></si>` (or `<t xml:space="preserve">`) at `lt`, as the tokenizer and
 * TextCollector would read it: entities decoded, then layout trimmed unless preserved.
 * Returns the text and the index after `</si>`, or undefined to leave it to the tokenizer
 * (another shape, markup in the text, or the item cut by the end of the chunk).
 */
function skimPlainItem(s: string, lt: number): { text: string; next: number } | undefined {
  let from: number, preserve: boolean;
  if (s.startsWith(T_PLAIN, lt)) {
    from = lt + T_PLAIN.length;
    preserve = false;
  } else if (s.startsWith(T_PRESERVE, lt)) {
    from = lt + T_PRESERVE.length;
    preserve = true;
  } else return undefined;
  const end = s.indexOf('<', from);
  if (end < 0 || !s.startsWith(CLOSE, end)) return undefined;
  const raw = s.slice(from, end);
  let text = raw.indexOf('&') < 0 ? raw : decodeEntities(raw);
  if (!preserve && text.length > 0 && (isLayout(text.charCodeAt(0)) || isLayout(text.charCodeAt(text.length - 1))))
    text = text.replace(LAYOUT_AT_ENDS, '');
  return { text, next: end + CLOSE.length };
}

/**
 * The table sized from <sst uniqueCount>, so that a million strings do not leave the copies of
 * a growing array behind (each one a large object that only a full collection frees: ~14 MB
 * at a million rows). A count larger than the part could hold is not trusted that far.
 */
function sizedTable(uniqueCount: string | undefined, partBytes: number): string[] {
  const n = Number(uniqueCount);
  // '<si/>' is the shortest item: five bytes.
  return Number.isInteger(n) && n > 0 ? new Array<string>(Math.min(n, Math.floor(partBytes / 5))) : [];
}

export async function readSharedStrings(path: string, pkg: ZipPackage, part: string | undefined): Promise<string[]> {
  const entry = part === undefined ? undefined : pkg.entries.get(part);
  if (!entry) return [];
  let strings: string[] = [];
  let count = 0;
  const text = new TextCollector();
  // Elements open around the tag being read: the skim takes only items directly in the root.
  let depth = 0;
  const handler: XmlHandler = {
    wantText: false,
    skim(s: string, lt: number): number {
      if (depth !== 1) return lt;
      const item = skimPlainItem(s, lt);
      if (!item) return lt;
      strings[count++] = decodeExcelEscapes(item.text);
      return item.next;
    },
    open(local: string, a: XmlAttributes, self: boolean) {
      depth++;
      if (depth === 1 && local === 'sst') strings = sizedTable(a.get('uniqueCount'), entry.uncompressedSize);
      else if (local === 'si') text.reset();
      else text.open(local, a, self);
      handler.wantText = text.capturing;
    },
    close(local: string) {
      depth--;
      if (local === 'si') strings[count++] = decodeExcelEscapes(text.value());
      else text.close(local);
      handler.wantText = text.capturing;
    },
    text(t: string) {
      text.add(t);
    },
  };
  await readPart(path, pkg, entry, handler);
  // A uniqueCount larger than the items: the table ends at the last one, as without it.
  strings.length = count;
  return strings;
}
