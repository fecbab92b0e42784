// The fast path through <sheetData>: a whole <row> of the common shapes (cells holding a <v>,
// an optional <f>, or a plain <is><t>) is read with a few indexOf calls per cell instead of
// one tokenizer event per tag. A million-row sheet is tens of millions of tags, and this is
// where the reader spends its time. Anything it does not recognise (rich inline text, CDATA,
// comments, a '>' inside an attribute value, malformed XML, a row cut by the chunk end) is
// left to the general tokenizer, which reads it the same way or says what is wrong: the
// skimmer never decides a row differently, it only declines it.
import { attr, isSpace, rowNumberIn, rowTagOf, START_TAG, startTagOf } from './skim-tags.js';
import { XmlAttributes } from './xml-scanner.js';
import { decodeEntities } from './xml-text.js';
import { plainCell, plainCellTags, type PlainCellSink, type PlainCellTags } from './plain-cell.js';

/** Where the skimmer hands a recognised cell: its attributes, its formula flag and its raw <v> or <t> text. */
export interface SkimSink extends PlainCellSink {
  /** The row's r as a number (undefined when absent); false declines the row (the tokenizer then reads it and reports what is wrong). */
  startRow(r: number | undefined): boolean;
  /** The cell's r, t and s attributes; `value` is the decoded text of <v>, or of <t> for an inline string. */
  cell(
    ref: string | undefined,
    type: string | undefined,
    style: string | undefined,
    hasFormula: boolean,
    hasValue: boolean,
    value: string,
  ): void;
  endRow(): void;
  /** Forgets the row begun with startRow, so that the tokenizer can read it from the start. */
  abandonRow(): void;
}

export class RowSkimmer {
  private prefix = '';
  private rowClose = '</row>';
  private cClose = '</c>';
  private vOpen = '<v>';
  private vClose = '</v>';
  private fOpen = '<f';
  private fClose = '</f>';
  private isOpen = '<is>';
  private isClose = '</is>';
  private tOpen = '<t';
  private tClose = '</t>';
  private rowTag = rowTagOf('');
  private cellTag = startTagOf('', 'c');
  /** The tags plainCell looks for, with the prefix the sheet uses. */
  private tags: PlainCellTags = plainCellTags('');
  /** Attributes of <f> and <t>, which only the inline-string check reads. */
  private readonly scratch = new XmlAttributes();

  constructor(private readonly sink: SkimSink) {}

  private usePrefix(prefix: string): void {
    if (prefix === this.prefix) return;
    this.prefix = prefix;
    const p = prefix;
    this.rowClose = `</${p}row>`;
    this.cClose = `</${p}c>`;
    this.vOpen = `<${p}v>`;
    this.vClose = `</${p}v>`;
    this.fOpen = `<${p}f`;
    this.fClose = `</${p}f>`;
    this.isOpen = `<${p}is>`;
    this.isClose = `</${p}is>`;
    this.tOpen = `<${p}t`;
    this.tClose = `</${p}t>`;
    this.rowTag = rowTagOf(p);
    this.cellTag = startTagOf(p, 'c');
    this.tags = plainCellTags(p);
  }

  /** The end of the start tag whose name ends at `at` (index after '>'); undefined when the skimmer does not accept it. */
  private startTag(s: string, at: number): { end: number; self: boolean } | undefined {
    START_TAG.lastIndex = at;
    const m = START_TAG.exec(s);
    if (!m) return undefined;
    const end = START_TAG.lastIndex;
    const self = m[1] === '/';
    this.scratch.reset(s, at, end - (self ? 2 : 1));
    return { end, self };
  }

  /** Reads the complete row starting at `lt` (a '<'); returns the index after it, or `lt` to decline. */
  skim(s: string, lt: number): number {
    const c1 = s.charCodeAt(lt + 1);
    if (c1 !== 114 /* r */) {
      // A prefixed row (<x:row>): learn the prefix once.
      const colon = s.indexOf(':', lt);
      if (colon < 0 || colon - lt > 20 || !s.startsWith('row', colon + 1)) return lt;
      this.usePrefix(s.slice(lt + 1, colon + 1));
    } else if (this.prefix !== '') {
      this.usePrefix('');
    }
    const re = this.rowTag;
    re.lastIndex = lt;
    const m = re.exec(s);
    if (!m) return lt;
    const tagEnd = re.lastIndex;
    const r = rowNumberIn(s, lt, tagEnd);
    if (r === -1) return lt;
    if (m[1] === '/') {
      if (!this.sink.startRow(r)) return lt;
      this.sink.endRow();
      return tagEnd;
    }
    const rowEnd = s.indexOf(this.rowClose, tagEnd);
    if (rowEnd < 0) return lt;
    if (!this.sink.startRow(r)) return lt;
    let p = tagEnd;
    while (p < rowEnd) {
      while (p < rowEnd && isSpace(s.charCodeAt(p))) p++;
      if (p >= rowEnd) break;
      const next = this.cellAt(s, p, rowEnd);
      if (next < 0) return this.decline(lt);
      p = next;
    }
    this.sink.endRow();
    return rowEnd + this.rowClose.length;
  }

  private decline(lt: number): number {
    this.sink.abandonRow();
    return lt;
  }

  /** One <c> at `p`; the index after it, or -1 to decline the row. */
  private cellAt(s: string, p: number, rowEnd: number): number {
    // The shape nearly every writer uses (Excel, LibreOffice, openpyxl, exceljs): r, then
    // optional s and t, a <v> and the close, read in one regex step and a few indexOf.
    const fast = plainCell(s, p, rowEnd, this.tags, this.sink);
    if (fast > 0) return fast;
    const re = this.cellTag;
    re.lastIndex = p;
    const m = re.exec(s);
    if (!m) return -1;
    const tagEnd = re.lastIndex;
    let ref: string | undefined, type: string | undefined, style: string | undefined;
    const attrs = m[1];
    if (attrs) {
      ref = attr(attrs, 'r="');
      type = attr(attrs, 't="');
      style = attr(attrs, 's="');
    }
    if (m[2] === '/') {
      this.sink.cell(ref, type, style, false, false, '');
      return tagEnd;
    }
    const end = s.indexOf(this.cClose, tagEnd);
    if (end < 0 || end > rowEnd) return -1;
    let q = tagEnd;
    let hasFormula = false;
    let hasValue = false;
    let value = '';
    while (q < end) {
      const ch = s.charCodeAt(q);
      if (isSpace(ch)) {
        q++;
        continue;
      }
      if (s.startsWith(this.vOpen, q)) {
        const close = s.indexOf(this.vClose, q);
        if (close < 0 || close > end || hasValue) return -1;
        const raw = s.slice(q + this.vOpen.length, close);
        if (raw.indexOf('<') >= 0) return -1;
        value = raw.indexOf('&') < 0 ? raw : decodeEntities(raw);
        hasValue = true;
        q = close + this.vClose.length;
      } else if (s.startsWith(this.fOpen, q) && !hasFormula) {
        const after = s.charCodeAt(q + this.fOpen.length);
        if (!(isSpace(after) || after === 62 || after === 47)) return -1;
        const ft = this.startTag(s, q + this.fOpen.length);
        if (!ft) return -1;
        hasFormula = true;
        if (ft.self) {
          q = ft.end;
          continue;
        }
        const close = s.indexOf(this.fClose, ft.end);
        if (close < 0 || close > end || s.slice(ft.end, close).indexOf('<') >= 0) return -1;
        q = close + this.fClose.length;
      } else if (s.startsWith(this.isOpen, q) && !hasValue) {
        const text = this.plainInline(s, q + this.isOpen.length, end);
        if (text === undefined) return -1;
        value = text.value;
        hasValue = true;
        q = text.next;
      } else {
        return -1;
      }
    }
    this.sink.cell(ref, type, style, hasFormula, hasValue, value);
    return end + this.cClose.length;
  }

  private readonly rowAttrsScratch = new XmlAttributes();

  /** `<is><t>text</t></is>` with at most an xml:space attribute on <t>; rich runs and phonetics decline. */
  private plainInline(s: string, p: number, end: number): { value: string; next: number } | undefined {
    if (!s.startsWith(this.tOpen, p)) return undefined;
    const after = s.charCodeAt(p + this.tOpen.length);
    if (!(isSpace(after) || after === 62)) return undefined;
    const tag = this.startTag(s, p + this.tOpen.length);
    if (!tag || tag.self) return undefined;
    const close = s.indexOf(this.tClose, tag.end);
    if (close < 0 || close > end) return undefined;
    const raw = s.slice(tag.end, close);
    if (raw.indexOf('<') >= 0) return undefined;
    // Decoded before trimming, as the tokenizer does: a character reference is not layout.
    let text = raw.indexOf('&') < 0 ? raw : decodeEntities(raw);
    if (this.scratch.get('space') !== 'preserve') text = text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
    let q = close + this.tClose.length;
    while (q < end && isSpace(s.charCodeAt(q))) q++;
    if (!s.startsWith(this.isClose, q)) return undefined;
    return { value: text, next: q + this.isClose.length };
  }
}
