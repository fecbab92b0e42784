// Translates the common $filter shapes into SQL so big lists stay fast: OR chains of `eq`
// on one column become IN lists (SKU and ID look-ups of up to 100 keys), and comparisons,
// and/or on mapped columns become WHERE clauses (bare dates compared as ISO text). Anything
// else (not, functions, lambdas, unmapped properties) returns null and the caller evaluates
// the filter in JS instead.
import type { FilterNode } from '../../shared/odata/index.js';

export interface SqlWhere {
  sql: string;
  params: unknown[];
}

/** A source's own translation of a lambda over one of its collections, or null to leave it to JS. */
export type LambdaSql = (node: Extract<FilterNode, { type: 'lambda' }>) => SqlWhere | null;

const OPS: Record<string, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };

function column(node: FilterNode, columns: Record<string, string>): string | null {
  if (node.type !== 'property' || node.path.length !== 1) return null;
  const wanted = node.path[0]!.toLowerCase();
  const name = Object.keys(columns).find((c) => c.toLowerCase() === wanted);
  return name === undefined ? null : columns[name]!;
}

/**
 * A bare date or date-time as the text every stored date column holds (Date#toISOString, UTC,
 * milliseconds), so SQL's text comparison orders them as the in-memory evaluator does; a
 * zone-less date-time is read as UTC there too. Null when the text is not a date.
 */
function isoText(text: string): string | null {
  const zoned = !text.includes('T') || /(?:Z|[+-]\d{2}:\d{2})$/i.test(text);
  const t = Date.parse(zoned ? text : `${text}Z`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** The schema names every date column *_utc; a date against any other column is left to JS. */
const DATE_COLUMN = /_utc$/;

function isDate(node: FilterNode): boolean {
  return node.type === 'literal' && (node.kind === 'date' || node.kind === 'datetime');
}

function literal(node: FilterNode): { ok: boolean; value: unknown } {
  if (node.type !== 'literal') return { ok: false, value: undefined };
  if (node.kind === 'date' || node.kind === 'datetime') {
    const iso = isoText(String(node.value));
    return iso === null ? { ok: false, value: undefined } : { ok: true, value: iso };
  }
  return { ok: true, value: typeof node.value === 'boolean' ? (node.value ? 1 : 0) : node.value };
}

function flattenOr(node: FilterNode, out: FilterNode[]): void {
  if (node.type === 'or') {
    flattenOr(node.left, out);
    flattenOr(node.right, out);
  } else out.push(node);
}

/** `A eq 1 or A eq 2 ...` on one column as `col IN (?,?)`, or null when the chain is mixed. */
function inList(node: FilterNode, columns: Record<string, string>): SqlWhere | null {
  const terms: FilterNode[] = [];
  flattenOr(node, terms);
  if (terms.length < 2) return null;
  let col: string | null = null;
  const params: unknown[] = [];
  for (const t of terms) {
    if (t.type !== 'compare' || t.op !== 'eq') return null;
    const c = column(t.left, columns);
    const lit = literal(t.right);
    if (
      c === null ||
      !lit.ok ||
      (isDate(t.right) && !DATE_COLUMN.test(c)) ||
      lit.value === null ||
      (col !== null && c !== col)
    )
      return null;
    col = c;
    params.push(lit.value);
  }
  return { sql: `${col} IN (${params.map(() => '?').join(',')})`, params };
}

export function filterToSql(node: FilterNode, columns: Record<string, string>, lambdaSql?: LambdaSql): SqlWhere | null {
  switch (node.type) {
    case 'lambda':
      return lambdaSql ? lambdaSql(node) : null;
    case 'or': {
      const list = inList(node, columns);
      if (list) return list;
      const l = filterToSql(node.left, columns, lambdaSql);
      const r = l && filterToSql(node.right, columns, lambdaSql);
      return l && r ? { sql: `(${l.sql} OR ${r.sql})`, params: [...l.params, ...r.params] } : null;
    }
    case 'and': {
      const l = filterToSql(node.left, columns, lambdaSql);
      const r = l && filterToSql(node.right, columns, lambdaSql);
      return l && r ? { sql: `(${l.sql} AND ${r.sql})`, params: [...l.params, ...r.params] } : null;
    }
    case 'compare': {
      let [left, right, op] = [node.left, node.right, node.op as string];
      if (left.type === 'literal') {
        [left, right] = [right, left];
        op = { gt: 'lt', lt: 'gt', ge: 'le', le: 'ge' }[op] ?? op;
      }
      const c = column(left, columns);
      const lit = literal(right);
      if (c === null || !lit.ok || (isDate(right) && !DATE_COLUMN.test(c))) return null;
      if (lit.value === null) {
        if (op === 'eq') return { sql: `${c} IS NULL`, params: [] };
        if (op === 'ne') return { sql: `${c} IS NOT NULL`, params: [] };
        return null;
      }
      // OData's null ne 'x' is true, SQL's is unknown: keep null rows for ne.
      if (op === 'ne') return { sql: `(${c} IS NULL OR ${c} <> ?)`, params: [lit.value] };
      return { sql: `${c} ${OPS[op]} ?`, params: [lit.value] };
    }
    default:
      return null;
  }
}
