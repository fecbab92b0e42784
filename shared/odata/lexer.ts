// The tokenizer shared by the key-segment, literal and $filter readers, so that all three
// agree on what a string, number or date looks like.
import { syntaxError } from './errors.js';

export type TokenType = 'string' | 'number' | 'date' | 'datetime' | 'ident' | 'punct' | 'end';

export interface Token {
  type: TokenType;
  /** The token as written (for strings: with quotes and doubled quotes). */
  text: string;
  /** Strings: the unquoted text; numbers: the number; dates: the text as written. */
  value?: string | number;
  /** 0-based offset in the source. */
  pos: number;
}

const PUNCT = new Set(['(', ')', ',', '/', ':', '=']);
// Bare ISO dates and date-times, as OData writes them (no quotes). The zone is optional
// here for leniency; evaluation reads a zone-less date-time as UTC.
const DATETIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,12})?)?(?:Z|[+-]\d{2}:\d{2})?/y;
const DATE = /\d{4}-\d{2}-\d{2}/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// Identifiers: property, function, keyword and segment names. '$' starts system names
// ($batch, $count); '.' allows qualified names (Default.UpdateQuantity).
const IDENT = /[$\p{L}_][\p{L}\p{N}\p{Mn}\p{Mc}_.]*/uy;
const IDENT_CHAR = /[\p{L}\p{N}_]/u;

function matchAt(re: RegExp, src: string, pos: number): string | null {
  re.lastIndex = pos;
  const m = re.exec(src);
  return m ? m[0] : null;
}

/** Reads a quoted string starting at `pos` (which holds the opening quote). */
function readString(src: string, pos: number, where: string): Token {
  let i = pos + 1;
  let value = '';
  for (;;) {
    const q = src.indexOf("'", i);
    if (q < 0) {
      throw syntaxError(
        where,
        src,
        pos,
        src.slice(pos),
        "unterminated string: close it with ' and write a quote inside it twice (It''s)",
      );
    }
    value += src.slice(i, q);
    if (src[q + 1] === "'") {
      value += "'";
      i = q + 2;
      continue;
    }
    return { type: 'string', text: src.slice(pos, q + 1), value, pos };
  }
}

function isValidDate(text: string): boolean {
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(text) || !text.includes('T');
  return !Number.isNaN(Date.parse(hasZone ? text : `${text}Z`));
}

export function tokenize(src: string, where: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < src.length) {
    const ch = src[pos]!;
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') {
      pos++;
      continue;
    }
    if (ch === "'") {
      const t = readString(src, pos, where);
      tokens.push(t);
      pos += t.text.length;
      continue;
    }
    if (PUNCT.has(ch)) {
      tokens.push({ type: 'punct', text: ch, pos });
      pos++;
      continue;
    }
    const dt = matchAt(DATETIME, src, pos);
    const date = dt ?? matchAt(DATE, src, pos);
    const num = date ? null : matchAt(NUMBER, src, pos);
    const lit = date ?? num;
    if (lit !== null) {
      const after = src[pos + lit.length];
      if (after !== undefined && IDENT_CHAR.test(after)) {
        throw syntaxError(
          where,
          src,
          pos,
          src.slice(pos, pos + lit.length + 1),
          `'${lit}${after}' is not a number or date; put text in quotes ('...')`,
        );
      }
      if (date !== null) {
        if (!isValidDate(date))
          throw syntaxError(
            where,
            src,
            pos,
            date,
            `'${date}' is not a valid date; write YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ`,
          );
        tokens.push({ type: dt ? 'datetime' : 'date', text: date, value: date, pos });
      } else {
        tokens.push({ type: 'number', text: lit, value: Number(lit), pos });
      }
      pos += lit.length;
      continue;
    }
    const id = matchAt(IDENT, src, pos);
    if (id !== null) {
      tokens.push({ type: 'ident', text: id, pos });
      pos += id.length;
      continue;
    }
    const bad = String.fromCodePoint(src.codePointAt(pos)!);
    throw syntaxError(where, src, pos, bad, `unexpected character '${bad}'; text values go in single quotes ('...')`);
  }
  tokens.push({ type: 'end', text: '', pos: src.length });
  return tokens;
}

/** How a token is named in an error message. */
export function describe(t: Token): string {
  return t.type === 'end' ? 'the end' : `'${t.text}'`;
}
