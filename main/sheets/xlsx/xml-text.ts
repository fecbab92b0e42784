// The cold parts of the XML scanner (xml-scanner.ts): its error type, the handler interface
// it calls, and entity decoding (only reached when a value holds '&'). The per-character
// helpers of the hot loops stay in xml-scanner.ts, next to the loops that call them. This file
// imports nothing, so the scanner can depend on it without a circle: handlers see the
// scanner's XmlAttributes through the AttributeReader shape below.

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

/** What a handler may ask of a tag's attributes; xml-scanner.ts's XmlAttributes is one. */
export interface AttributeReader {
  get(name: string): string | undefined;
}

export interface XmlHandler {
  /** Set true while the handler wants text; text elsewhere is checked but not decoded or sliced. */
  wantText: boolean;
  open(local: string, attrs: AttributeReader, selfClosing: boolean): void;
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
