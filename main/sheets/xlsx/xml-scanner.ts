// A streaming XML tokenizer for the SpreadsheetML parts we read. Written here rather than
// taken from saxes because a worksheet of a million rows is hundreds of megabytes of very
// regular XML, and a general SAX parser spends most of its time on what these parts never
// use: saxes alone runs at about a third of the speed this needs (measured in
// `npm run bench:sheets`). It is still a checking parser: tags must nest and match, attribute
// syntax and entity references must be valid, text may not sit outside the root, and a part
// that ends early is an error. DTDs are refused (no real workbook has one; they are how XML
// entity bombs get in). Namespace prefixes are stripped from element names, so `<x:c>` in
// any namespace is a `c`: every part we read is identified by its relationship, not its
// namespace, which also covers ISO Strict workbooks.

import { decodeEntities, XmlError, type AttributeReader, type XmlHandler } from './xml-text.js';

/**
 * The attributes of the tag being reported, valid only during the open() call: a region of
 * the text already checked for syntax, read only for the attributes asked for. Most of a
 * worksheet's attributes (spans, x14ac:dyDescent) are never asked for, so nothing is sliced
 * or decoded for them.
 */
export class XmlAttributes implements AttributeReader {
  private src = '';
  private from = 0;
  private to = 0;

  reset(src: string, from: number, to: number): void {
    this.src = src;
    this.from = from;
    this.to = to;
  }

  /**
   * The value of the attribute named `name`. A name with no prefix also matches a prefixed
   * one (`id` finds `r:id`, `space` finds `xml:space`) when no unprefixed one exists.
   */
  get(name: string): string | undefined {
    const { src, to } = this;
    let i = this.from;
    let prefixed: string | undefined;
    while (i < to) {
      while (i < to && isSpace(src.charCodeAt(i))) i++;
      if (i >= to) break;
      const nameStart = i;
      while (src.charCodeAt(i) !== 61 /* = */ && !isSpace(src.charCodeAt(i))) i++;
      const nameEnd = i;
      while (src.charCodeAt(i) !== 34 && src.charCodeAt(i) !== 39) i++;
      const end = src.indexOf(src[i]!, i + 1);
      const len = nameEnd - nameStart;
      if (len === name.length && src.startsWith(name, nameStart)) return value(src, i + 1, end);
      if (
        prefixed === undefined &&
        len > name.length &&
        src.charCodeAt(nameEnd - name.length - 1) === 58 /* : */ &&
        src.startsWith(name, nameEnd - name.length)
      ) {
        prefixed = value(src, i + 1, end);
      }
      i = end + 1;
    }
    return prefixed;
  }
}

function value(src: string, from: number, to: number): string {
  const raw = src.slice(from, to);
  return raw.indexOf('&') < 0 ? raw : decodeEntities(raw);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function isNameChar(c: number): boolean {
  // Letters, digits, '_', ':', '-', '.', and anything beyond ASCII (names in other scripts).
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c === 95 || c === 45 || c === 46 || c > 127
  );
}

function localName(q: string): string {
  const colon = q.indexOf(':');
  return colon < 0 ? q : q.slice(colon + 1);
}

const CR_LINE_END = /\r\n?/g;

/** Feed it text in pieces with write(), then end(); it calls the handler as tags complete. */
export class XmlScanner {
  private rest = '';
  private readonly stack: string[] = [];
  /** Local names of the open elements, beside their qualified names in `stack`. */
  private readonly locals: string[] = [];
  private readonly attrs = new XmlAttributes();
  private rootSeen = false;
  /** A CR that ended the last chunk: whether an LF follows is known only from the next one. */
  private heldCR = false;
  /** Longest text or tag kept while waiting for its end; a larger one is an error. */
  constructor(
    private readonly handler: XmlHandler,
    private readonly maxPending = 64 * 1024 * 1024,
  ) {}

  write(chunk: string): void {
    const buf = this.rest.length ? this.rest + this.normaliseLineEnds(chunk) : this.normaliseLineEnds(chunk);
    const stop = this.scan(buf);
    this.rest = stop < buf.length ? buf.slice(stop) : '';
    if (this.rest.length > this.maxPending) throw new XmlError('a text or tag larger than the reader accepts');
  }

  /**
   * XML 1.0 §2.11: a parser reads CR LF and a lone CR as LF, before anything else (entity and
   * character references are decoded later, so `&#13;` stays a CR, as do Excel's `_x000D_`
   * escapes, decoded later still). One native search per chunk; most parts hold no CR at all.
   */
  private normaliseLineEnds(chunk: string): string {
    let text = chunk;
    if (this.heldCR) {
      text = '\r' + text;
      this.heldCR = false;
    }
    if (text.indexOf('\r') < 0) return text;
    if (text.charCodeAt(text.length - 1) === 13) {
      this.heldCR = true;
      text = text.slice(0, -1);
    }
    return text.replace(CR_LINE_END, '\n');
  }

  end(): void {
    if (this.heldCR) {
      this.heldCR = false;
      this.write('\n');
    }
    if (this.rest.trim() !== '') throw new XmlError('the part ends in the middle of a tag');
    if (this.stack.length) throw new XmlError(`the part ends before </${this.stack[this.stack.length - 1]}>`);
    if (!this.rootSeen) throw new XmlError('the part has no root element');
  }

  /** Tokenizes as far as complete constructs go; returns where the incomplete remainder starts. */
  private scan(s: string): number {
    const h = this.handler;
    const len = s.length;
    let pos = 0;
    while (pos < len) {
      const lt = s.indexOf('<', pos);
      if (lt < 0) return this.longText(s, pos); // text may go on in the next chunk
      if (lt > pos) this.textBetween(s, pos, lt);
      if (lt + 1 >= len) return lt;
      const c = s.charCodeAt(lt + 1);
      if (c === 47 /* / */) {
        const gt = s.indexOf('>', lt + 2);
        if (gt < 0) return lt;
        const open = this.stack[this.stack.length - 1];
        const end = open === undefined ? -1 : lt + 2 + open.length;
        if (open === undefined || !s.startsWith(open, lt + 2) || (end !== gt && s.slice(end, gt).trim() !== '')) {
          const name = s.slice(lt + 2, gt).trim();
          throw new XmlError(open === undefined ? `a stray </${name}>` : `</${name}> closes <${open}>`);
        }
        this.stack.pop();
        h.close(this.locals.pop()!);
        pos = gt + 1;
      } else if (c === 33 /* ! */) {
        const next = this.special(s, lt);
        if (next < 0) return lt;
        pos = next;
      } else if (c === 63 /* ? */) {
        const end = s.indexOf('?>', lt + 2);
        if (end < 0) return lt;
        pos = end + 2;
      } else {
        if (h.skim) {
          const skimmed = h.skim(s, lt);
          if (skimmed > lt) {
            pos = skimmed;
            continue;
          }
        }
        const next = this.openTag(s, lt);
        if (next < 0) return lt;
        pos = next;
      }
    }
    return pos;
  }

  /**
   * Text with no tag after it yet is kept for the next chunk; a long run is handed out in
   * pieces (the handler concatenates) so that a huge cell meets the handler's own size limit
   * instead of growing the pending buffer. A piece never ends inside an entity reference.
   */
  private longText(s: string, pos: number): number {
    if (s.length - pos < 1024 * 1024) return pos;
    let cut = s.length;
    const amp = s.lastIndexOf('&');
    if (amp >= pos && s.indexOf(';', amp) < 0) cut = amp;
    this.textBetween(s, pos, cut);
    return cut;
  }

  private textBetween(s: string, from: number, to: number): void {
    if (this.stack.length === 0) {
      for (let i = from; i < to; i++)
        if (!isSpace(s.charCodeAt(i))) throw new XmlError('text outside the root element');
      return;
    }
    if (this.handler.wantText) {
      const t = s.slice(from, to);
      this.handler.text(t.indexOf('&') < 0 ? t : decodeEntities(t));
    }
  }

  /** Comments, CDATA and DOCTYPE; -1 when incomplete. */
  private special(s: string, lt: number): number {
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', lt + 4);
      return end < 0 ? -1 : end + 3;
    }
    if (s.startsWith('<![CDATA[', lt)) {
      const end = s.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      if (this.stack.length === 0) throw new XmlError('CDATA outside the root element');
      if (this.handler.wantText) this.handler.text(s.slice(lt + 9, end));
      return end + 3;
    }
    if (s.length - lt < 9) return -1;
    if (s.startsWith('<!DOCTYPE', lt)) throw new XmlError('a document type declaration, which workbooks never carry');
    throw new XmlError(`an unknown construct "${s.slice(lt, lt + 9)}"`);
  }

  /** An open or empty tag with its attributes, checked in one pass without slicing them; -1 when incomplete. */
  private openTag(s: string, lt: number): number {
    const len = s.length;
    let i = lt + 1;
    while (i < len && isNameChar(s.charCodeAt(i))) i++;
    if (i >= len) return -1;
    if (i === lt + 1) throw new XmlError(`a "<" that starts no tag: "${s.slice(lt, lt + 12)}"`);
    const nameEnd = i;
    for (;;) {
      const spaceStart = i;
      while (i < len && isSpace(s.charCodeAt(i))) i++;
      if (i >= len) return -1;
      const c = s.charCodeAt(i);
      if (c === 62 /* > */ || c === 47 /* / */) {
        let self = false;
        if (c === 47) {
          if (i + 1 >= len) return -1;
          if (s.charCodeAt(i + 1) !== 62) throw new XmlError(`a "/" inside <${s.slice(lt + 1, nameEnd)}>`);
          self = true;
        }
        this.attrs.reset(s, nameEnd, i);
        this.report(s.slice(lt + 1, nameEnd), self);
        return self ? i + 2 : i + 1;
      }
      if (i === spaceStart) throw new XmlError(`attributes of <${s.slice(lt + 1, nameEnd)}> run together`);
      const nameStart = i;
      while (i < len && isNameChar(s.charCodeAt(i))) i++;
      if (i >= len) return -1;
      if (i === nameStart) throw new XmlError(`an unexpected "${s[i]}" in <${s.slice(lt + 1, nameEnd)}>`);
      while (i < len && isSpace(s.charCodeAt(i))) i++;
      if (i >= len) return -1;
      if (s.charCodeAt(i) !== 61 /* = */)
        throw new XmlError(`attribute ${s.slice(nameStart, i).trim()} of <${s.slice(lt + 1, nameEnd)}> has no value`);
      i++;
      while (i < len && isSpace(s.charCodeAt(i))) i++;
      if (i >= len) return -1;
      const q = s.charCodeAt(i);
      if (q !== 34 && q !== 39) throw new XmlError(`an attribute of <${s.slice(lt + 1, nameEnd)}> is not quoted`);
      const end = s.indexOf(q === 34 ? '"' : "'", i + 1);
      if (end < 0) return -1;
      const lt2 = s.indexOf('<', i + 1);
      if (lt2 >= 0 && lt2 < end) throw new XmlError(`a "<" in an attribute of <${s.slice(lt + 1, nameEnd)}>`);
      i = end + 1;
    }
  }

  private report(name: string, self: boolean): void {
    if (this.stack.length === 0 && this.rootSeen) throw new XmlError(`a second root element <${name}>`);
    this.rootSeen = true;
    const local = localName(name);
    if (!self) {
      this.stack.push(name);
      this.locals.push(local);
    }
    this.handler.open(local, this.attrs, self);
    if (self) this.handler.close(local);
  }
}
