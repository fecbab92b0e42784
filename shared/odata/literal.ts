// OData literals as they appear in key segments and $filter: 'text' with ' doubled,
// bare numbers, true/false, null, bare ISO dates and date-times.
import { ODataSyntaxError, syntaxError } from './errors.js';
import { describe, tokenize } from './lexer.js';

export type LiteralValue = string | number | boolean | null;
export type LiteralKind = 'string' | 'number' | 'boolean' | 'null' | 'datetime' | 'date';
/** A literal with its kind kept, so a date is not confused with a string. */
export interface TypedLiteral {
  kind: LiteralKind;
  /** For 'date' and 'datetime': the ISO text as written. */
  value: LiteralValue;
}

export function quoteString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** A number as an OData literal: `12`, `0.1`, `1e+21`; never NaN or Infinity. */
export function formatNumberLiteral(n: number): string {
  if (!Number.isFinite(n)) {
    throw new ODataSyntaxError(`Cannot write ${n} as an OData number: only finite numbers have a literal form.`, {
      token: String(n),
    });
  }
  // String() gives the shortest text that reads back to the same double ("0.1", "1e+21").
  return String(n);
}

/** formatLiteral("It's") === "'It''s'", formatLiteral(12) === '12', formatLiteral(null) === 'null'. */
export function formatLiteral(v: LiteralValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string':
      return quoteString(v);
    case 'number':
      return formatNumberLiteral(v);
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      throw new ODataSyntaxError(
        `Cannot write a ${typeof v} as an OData literal; use a string, number, boolean or null.`,
      );
  }
}

/** Writes a typed literal; dates and date-times are written bare, as given. */
export function formatTypedLiteral(lit: TypedLiteral): string {
  if (lit.kind === 'date' || lit.kind === 'datetime') return String(lit.value);
  return formatLiteral(lit.value);
}

/** Reads exactly one literal, keeping its kind. Surrounding spaces are allowed. */
export function parseTypedLiteral(text: string): TypedLiteral {
  const where = 'the literal';
  const tokens = tokenize(text, where);
  const t = tokens[0]!;
  if (t.type === 'end')
    throw syntaxError(where, text, 0, '', "expected a value: 'text', a number, true, false, null or a date");
  let lit: TypedLiteral | undefined;
  if (t.type === 'string') lit = { kind: 'string', value: t.value as string };
  else if (t.type === 'number') lit = { kind: 'number', value: t.value as number };
  else if (t.type === 'date' || t.type === 'datetime') lit = { kind: t.type, value: t.text };
  else if (t.type === 'ident') {
    const word = t.text.toLowerCase();
    if (word === 'true' || word === 'false') lit = { kind: 'boolean', value: word === 'true' };
    else if (word === 'null') lit = { kind: 'null', value: null };
  }
  if (!lit) {
    throw syntaxError(
      where,
      text,
      t.pos,
      t.text,
      `${describe(t)} is not a value; put text in single quotes ('${t.text}')`,
    );
  }
  const rest = tokens[1]!;
  if (rest.type !== 'end')
    throw syntaxError(where, text, rest.pos, rest.text, `unexpected ${describe(rest)} after the value`);
  return lit;
}

/**
 * Reads one literal: "'It''s'" -> "It's", '12' -> 12, 'true' -> true, 'null' -> null.
 * Dates and date-times come back as their ISO text (a string); use parseTypedLiteral
 * to tell them from quoted strings.
 */
export function parseLiteral(text: string): LiteralValue {
  return parseTypedLiteral(text).value;
}
