// Entity paths: the part after /v1/, e.g. AttributeValues(Name='It''s',ProductID=12) or
// Products(12)/Attributes('Color'). Key values are percent-encoded so that names with
// spaces, slashes, '#', '?', '%', '&', '+' or non-ASCII text survive a URL.
import { ODataSyntaxError, syntaxError } from './errors.js';
import { decodePercent, encodePathName, encodePathText } from './encode.js';
import { describe, tokenize, type Token } from './lexer.js';
import { formatNumberLiteral } from './literal.js';

export type KeyValue = string | number;
export type EntityKey = Record<string, KeyValue> | KeyValue;
export interface ParsedSegment {
  name: string;
  key?: EntityKey | undefined;
}
export interface ParsedPath {
  /** The first segment's name. */
  entitySet: string;
  /** The first segment's key, when it has one. */
  key?: EntityKey;
  /** Every segment in order, the first included: Products(12)/Attributes('Color') gives two. */
  segments: ParsedSegment[];
}

const NAME = /^[$\p{L}_][\p{L}\p{N}\p{Mn}\p{Mc}_.]*$/u;
const WHERE = 'the path';

function checkName(name: string): void {
  if (!NAME.test(name)) {
    throw new ODataSyntaxError(
      `'${name}' is not a valid path segment name: use letters, digits and '_' (e.g. AttributeValues).`,
      { token: name },
    );
  }
}

function formatKeyValue(v: KeyValue, name: string): string {
  if (typeof v === 'string') return `'${encodePathText(v.replace(/'/g, "''"))}'`;
  if (typeof v === 'number') return formatNumberLiteral(v);
  throw new ODataSyntaxError(`Key '${name}' must be a number or a string, got ${v === null ? 'null' : typeof v}.`, {
    token: name,
  });
}

function formatKey(key: EntityKey, keyOrder: string[] | undefined, where: string): string {
  if (typeof key !== 'object' || key === null) return formatKeyValue(key, where);
  const given = Object.keys(key);
  const order = keyOrder ?? given;
  if (order.length === 0) throw new ODataSyntaxError(`${where}: the key record is empty; give at least one key field.`);
  const values: KeyValue[] = [];
  const parts = order.map((name) => {
    const found = given.find((g) => g === name) ?? given.find((g) => g.toLowerCase() === name.toLowerCase());
    if (found === undefined) {
      throw new ODataSyntaxError(`${where}: key field '${name}' is missing; the key needs ${order.join(', ')}.`, {
        token: name,
      });
    }
    checkName(name);
    values.push(key[found]!);
    return `${encodePathName(name)}=${formatKeyValue(key[found]!, name)}`;
  });
  const extra = given.filter((g) => !order.some((o) => o.toLowerCase() === g.toLowerCase()));
  if (extra.length > 0) {
    throw new ODataSyntaxError(`${where}: '${extra[0]}' is not a key field; the key is ${order.join(', ')}.`, {
      token: extra[0],
    });
  }
  // A single key is written the short way the spec writes it: DistributionCenters(5).
  if (order.length === 1) return formatKeyValue(values[0]!, order[0]!);
  return parts.join(',');
}

/** One segment: Name or Name(key). */
export function formatSegment(segment: ParsedSegment, keyOrder?: string[]): string {
  checkName(segment.name);
  const name = encodePathName(segment.name);
  return segment.key === undefined ? name : `${name}(${formatKey(segment.key, keyOrder, segment.name)})`;
}

/**
 * formatEntityPath('AttributeValues', {Name:"It's", ProductID:12}, ['Name','ProductID'])
 *   === "AttributeValues(Name='It''s',ProductID=12)"
 * formatEntityPath('DistributionCenters', 5) === 'DistributionCenters(5)'
 * A record with one key field is written in the short form too: Set({ID:5}) -> Set(5).
 */
export function formatEntityPath(entitySet: string, keys: EntityKey, keyOrder?: string[]): string {
  return formatSegment({ name: entitySet, key: keys }, keyOrder);
}

/** Several segments joined by '/': Products(12)/Attributes('Color'). */
export function formatPath(segments: ParsedSegment[]): string {
  return segments.map((s) => formatSegment(s)).join('/');
}

class PathReader {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly src: string,
  ) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }

  private fail(t: Token, problem: string): never {
    throw syntaxError(WHERE, this.src, t.pos, t.type === 'end' ? 'end of input' : t.text, problem);
  }

  private expectPunct(ch: string, problem: string): void {
    const t = this.peek();
    if (t.type !== 'punct' || t.text !== ch) this.fail(t, `${problem}, found ${describe(t)}`);
    this.i++;
  }

  read(): ParsedSegment[] {
    const segments: ParsedSegment[] = [];
    for (;;) {
      const t = this.peek();
      if (t.type !== 'ident') this.fail(t, `expected a segment name such as AttributeValues, found ${describe(t)}`);
      this.i++;
      const segment: ParsedSegment = { name: t.text };
      if (this.peek().type === 'punct' && this.peek().text === '(') {
        this.i++;
        segment.key = this.readKey(t.text);
      }
      segments.push(segment);
      const next = this.peek();
      if (next.type === 'end') return segments;
      if (next.type === 'punct' && next.text === '/') {
        this.i++;
        continue;
      }
      this.fail(next, `unexpected ${describe(next)} after '${t.text}'; segments are separated by '/'`);
    }
  }

  private readKey(setName: string): EntityKey {
    const first = this.peek();
    if (first.type === 'punct' && first.text === ')')
      this.fail(first, `empty key in ${setName}(); write ${setName}(5) or ${setName}(Name='x',ID=1)`);
    const second = this.peek(1);
    if (!(first.type === 'ident' && second.type === 'punct' && second.text === '=')) {
      const value = this.readValue();
      this.expectPunct(')', `expected ')' to close the key of ${setName}`);
      return value;
    }
    const key: Record<string, KeyValue> = {};
    for (;;) {
      const name = this.peek();
      if (name.type !== 'ident') this.fail(name, `expected a key field name, found ${describe(name)}`);
      this.i++;
      if (Object.keys(key).some((k) => k.toLowerCase() === name.text.toLowerCase()))
        this.fail(name, `key field '${name.text}' is given twice`);
      this.expectPunct('=', `expected '=' after key field '${name.text}'`);
      key[name.text] = this.readValue();
      const sep = this.peek();
      this.i++;
      if (sep.type === 'punct' && sep.text === ')') return key;
      if (!(sep.type === 'punct' && sep.text === ','))
        this.fail(sep, `expected ',' or ')' after the value of '${name.text}', found ${describe(sep)}`);
    }
  }

  private readValue(): KeyValue {
    const t = this.peek();
    if (t.type === 'string' || t.type === 'number') {
      this.i++;
      return t.value!;
    }
    if (t.type === 'ident' || t.type === 'date' || t.type === 'datetime') {
      this.fail(t, `'${t.text}' is not a key value: keys are numbers or text in single quotes ('${t.text}')`);
    }
    return this.fail(t, `expected a key value (a number or 'text'), found ${describe(t)}`);
  }
}

/**
 * Reads the path after /v1/ (a leading '/' is allowed). Percent-encoding is decoded first,
 * so positions in errors refer to the decoded text shown in the message.
 */
export function parseEntityPath(pathAfterV1: string): ParsedPath {
  const raw = pathAfterV1.startsWith('/') ? pathAfterV1.slice(1) : pathAfterV1;
  const cut = raw.search(/[?#]/);
  if (cut >= 0) {
    throw syntaxError(
      WHERE,
      raw,
      cut,
      raw[cut],
      `'${raw[cut]}' ends the path; pass the query to parseQuery, or encode it in a key value as ${raw[cut] === '?' ? '%3F' : '%23'}`,
    );
  }
  const src = decodePercent(raw, WHERE);
  const segments = new PathReader(tokenize(src, WHERE), src).read();
  const first = segments[0]!;
  return first.key === undefined
    ? { entitySet: first.name, segments }
    : { entitySet: first.name, key: first.key, segments };
}
