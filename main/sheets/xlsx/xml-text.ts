// The pieces of XML the scanner (xml-scanner.ts) hands its handlers, and the character rules
// it shares with them: attributes read lazily, entity decoding, the error type.

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

/**
 * The attributes of the tag being reported, valid only during the open() call: a region of
 * the text already checked for syntax, read only for the attributes asked for. Most of a
 * worksheet's attributes (spans, x14ac:dyDescent) are never asked for, so nothing is sliced
 * or decoded for them.
 */
export class XmlAttributes {
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

export interface XmlHandler {
  /** Set true while the handler wants text; text elsewhere is checked but not decoded or sliced. */
  wantText: boolean;
  open(local: string, attrs: XmlAttributes, selfClosing: boolean): void;
  close(local: string): void;
  text(text: string): void;
  /**
   * Optional fast path: offered each start tag at `lt` before the tokenizer reads it; returns
   * the index after what it consumed, or `lt` to let the tokenizer read it.
   */
  skim?(s: string, lt: number): number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Resolves entity and character references; throws on an unknown or malformed one. */
export function decodeEntities(s: string): string {
  if (s.indexOf('&') < 0) return s;
  let out = '';
  let from = 0;
  for (let at = s.indexOf('&'); at >= 0; at = s.indexOf('&', from)) {
    const end = s.indexOf(';', at);
    if (end < 0 || end - at > 12) throw new XmlError(`a bare "&" in "${s.slice(at, at + 12)}"`);
    const name = s.slice(at + 1, end);
    let ch: string | undefined;
    if (name.charCodeAt(0) === 35 /* # */) {
      const code = name.charCodeAt(1) === 120 /* x */ ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      const digits = name.charCodeAt(1) === 120 ? /^x[0-9a-fA-F]+$/.test(name.slice(1)) : /^\d+$/.test(name.slice(1));
      if (!digits || !validChar(code)) throw new XmlError(`an invalid character reference "&${name};"`);
      ch = String.fromCodePoint(code);
    } else {
      ch = ENTITIES[name];
      if (ch === undefined) throw new XmlError(`an unknown entity "&${name};"`);
    }
    out += s.slice(from, at) + ch;
    from = end + 1;
  }
  return out + s.slice(from);
}

export function validChar(c: number): boolean {
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0x10ffff)
  );
}

export function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

export function isNameChar(c: number): boolean {
  // Letters, digits, '_', ':', '-', '.', and anything beyond ASCII (names in other scripts).
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c === 95 || c === 45 || c === 46 || c > 127
  );
}
