// Translates the common $filter shapes into SQL so big lists stay fast: OR chains of `eq`
// on one column become IN lists (SKU and ID look-ups of up to 100 keys), and comparisons,
// and/or on mapped columns become WHERE clauses. Anything else (not, functions, lambdas,
// unmapped properties) returns null and the caller evaluates the filter in JS instead.
import type { FilterNode } from '../../shared/odata/index.js';

export interface SqlWhere { sql: string; params: unknown[] }

const OPS: Record<string, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };

function column(node: FilterNode, columns: Record<string, string>): string | null {
  if (node.type !== 'property' || node.path.length !== 1) return null;
  const wanted = node.path[0]!.toLowerCase();
  const name = Object.keys(columns).find((c) => c.toLowerCase() === wanted);
  return name === undefined ? null : columns[name]!;
}

function literal(node: FilterNode): { ok: boolean; value: unknown } {
  if (node.type !== 'literal') return { ok: false, value: undefined };
  if (node.kind === 'date' || node.kind === 'datetime') return { ok: false, value: undefined };
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
    if (c === null || !lit.ok || lit.value === null || (col !== null && c !== col)) return null;
    col = c;
    params.push(lit.value);
  }
  return { sql: `${col} IN (${params.map(() => '?').join(',')})`, params };
}

export function filterToSql(node: FilterNode, columns: Record<string, string>): SqlWhere | null {
  switch (node.type) {
    case 'or': {
      const list = inList(node, columns);
      if (list) return list;
      const l = filterToSql(node.left, columns);
      const r = l && filterToSql(node.right, columns);
      return l && r ? { sql: `(${l.sql} OR ${r.sql})`, params: [...l.params, ...r.params] } : null;
    }
    case 'and': {
      const l = filterToSql(node.left, columns);
      const r = l && filterToSql(node.right, columns);
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
      if (c === null || !lit.ok) return null;
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
