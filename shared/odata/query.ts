// The list query options of service-spec.md 4.1: written by the client, read by the sandbox.
// Options are matched case-insensitively ($Top works, as on the real service); parameters
// without '$' (access_token and the like) are not ours and are ignored.
import { ODataSyntaxError } from './errors.js';
import { decodeQueryText, encodeQueryValue } from './encode.js';
import { parseFilter } from './filter-parse.js';

export interface OrderBy {
  property: string;
  desc: boolean;
}
export interface QueryOptions {
  filter?: string;
  orderby?: OrderBy[];
  select?: string[];
  expand?: string[];
  top?: number;
  skip?: number;
  count?: boolean;
}

const OPTIONS = ['$filter', '$orderby', '$select', '$expand', '$top', '$skip', '$count'] as const;
type OptionName = (typeof OPTIONS)[number];
const INT32_MAX = 2147483647;
// A property path (Product/Sku) or, for $select/$expand, '*'.
const PATH = /^[\p{L}_][\p{L}\p{N}_]*(?:\/[\p{L}_][\p{L}\p{N}_]*)*$/u;

function bad(option: string, value: string, token: string, problem: string): ODataSyntaxError {
  const position = Math.max(0, value.indexOf(token));
  return new ODataSyntaxError(`Invalid ${option} '${value}': ${problem}`, { token, position, source: value });
}

function writeList(option: string, items: string[], check: (s: string) => boolean): string {
  if (items.length === 0)
    throw new ODataSyntaxError(`${option} needs at least one name; leave it out instead of passing an empty list.`, {
      token: option,
    });
  for (const item of items) {
    if (!check(item)) throw bad(option, items.join(','), item, `'${item}' is not a property name.`);
  }
  return items.join(',');
}

function writeCount(option: string, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > INT32_MAX) {
    throw new ODataSyntaxError(`${option} must be a whole number from 0 to ${INT32_MAX}, got ${n}.`, {
      token: String(n),
    });
  }
  return String(n);
}

/** '$filter=Sku%20eq%20%27A%27&$top=5': percent-encoded, no leading '?', $ and , kept readable. */
export function formatQuery(q: QueryOptions): string {
  const parts: [OptionName, string][] = [];
  if (q.filter !== undefined) {
    if (q.filter.trim() === '')
      throw new ODataSyntaxError('$filter is empty; leave it out instead.', { token: '$filter' });
    parts.push(['$filter', q.filter]);
  }
  if (q.orderby !== undefined) {
    const items = q.orderby.map((o) => o.property);
    writeList('$orderby', items, (s) => PATH.test(s));
    parts.push(['$orderby', q.orderby.map((o) => (o.desc ? `${o.property} desc` : o.property)).join(',')]);
  }
  if (q.select !== undefined) parts.push(['$select', writeList('$select', q.select, (s) => s === '*' || PATH.test(s))]);
  if (q.expand !== undefined) parts.push(['$expand', writeList('$expand', q.expand, (s) => s === '*' || PATH.test(s))]);
  if (q.top !== undefined) parts.push(['$top', writeCount('$top', q.top)]);
  if (q.skip !== undefined) parts.push(['$skip', writeCount('$skip', q.skip)]);
  if (q.count !== undefined) parts.push(['$count', q.count ? 'true' : 'false']);
  return parts.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&');
}

function readList(option: string, value: string, allowStar: boolean): string[] {
  return value.split(',').map((raw) => {
    const item = raw.trim();
    if (item === '') throw bad(option, value, ',', "an empty entry between commas; write names like 'ID,Sku'.");
    if (!(PATH.test(item) || (allowStar && item === '*'))) {
      const hint = item.includes('(') ? ' Nested options in parentheses are not supported.' : '';
      throw bad(option, value, item, `'${item}' is not a property name.${hint}`);
    }
    return item;
  });
}

function readOrderBy(value: string): OrderBy[] {
  return value.split(',').map((raw) => {
    const words = raw.trim().split(/\s+/);
    const [property = '', direction, extra] = words;
    if (property === '') throw bad('$orderby', value, ',', "an empty entry between commas; write 'Name desc,ID'.");
    if (!PATH.test(property)) throw bad('$orderby', value, property, `'${property}' is not a property name.`);
    const dir = direction?.toLowerCase();
    if ((direction !== undefined && dir !== 'asc' && dir !== 'desc') || extra !== undefined) {
      const token = extra ?? direction!;
      throw bad('$orderby', value, token, `'${token}' after '${property}' should be 'asc' or 'desc'.`);
    }
    return { property, desc: dir === 'desc' };
  });
}

function readCount(option: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > INT32_MAX)
    throw bad(option, value, value, `expected a whole number from 0 to ${INT32_MAX}.`);
  return n;
}

/**
 * Reads a query string (with or without '?'). Throws ODataSyntaxError naming the bad
 * token: an unknown $-option, a repeated option, or a malformed value. $filter is
 * checked with parseFilter and returned as its (decoded) text.
 */
export function parseQuery(search: string): QueryOptions {
  const q: QueryOptions = {};
  const seen = new Set<string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeQueryText(eq < 0 ? pair : pair.slice(0, eq), 'the query option name');
    if (!name.startsWith('$')) continue;
    const option = name.toLowerCase() as OptionName;
    if (!OPTIONS.includes(option)) {
      throw new ODataSyntaxError(`Unknown query option '${name}': supported are ${OPTIONS.join(', ')}.`, {
        token: name,
      });
    }
    if (seen.has(option))
      throw new ODataSyntaxError(`Query option '${name}' is given twice; give it once.`, { token: name });
    seen.add(option);
    const value = eq < 0 ? '' : decodeQueryText(pair.slice(eq + 1), name);
    if (value.trim() === '')
      throw new ODataSyntaxError(`Query option '${name}' has no value; give one or leave the option out.`, {
        token: name,
      });
    switch (option) {
      case '$filter':
        parseFilter(value);
        q.filter = value;
        break;
      case '$orderby':
        q.orderby = readOrderBy(value);
        break;
      case '$select':
        q.select = readList(name, value, true);
        break;
      case '$expand':
        q.expand = readList(name, value, true);
        break;
      case '$top':
        q.top = readCount(name, value);
        break;
      case '$skip':
        q.skip = readCount(name, value);
        break;
      case '$count': {
        const v = value.toLowerCase();
        if (v !== 'true' && v !== 'false') throw bad(name, value, value, "expected 'true' or 'false'.");
        q.count = v === 'true';
        break;
      }
    }
  }
  return q;
}
