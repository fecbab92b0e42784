// Evaluates a $filter tree against one record, as the sandbox's list endpoints need.
// Property names match case-insensitively (`sku eq 'A'` finds Sku). Logic is two-valued:
// a comparison with null is false except `eq null` / `ne null`, and a function of null is null.
import type { CompareOp, FilterNode } from './filter-ast.js';

type Scope = ReadonlyMap<string, unknown>;

/** Own property by exact name first, then case-insensitively. */
function getProp(obj: unknown, name: string): unknown {
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
  const rec = obj as Record<string, unknown>;
  if (Object.hasOwn(rec, name)) return rec[name];
  const lower = name.toLowerCase();
  for (const k of Object.keys(rec)) if (k.toLowerCase() === lower) return rec[k];
  return undefined;
}

function resolvePath(path: string[], record: unknown, scope: Scope): unknown {
  const head = path[0]!.toLowerCase();
  let value: unknown;
  let rest = path;
  if (scope.has(head)) {
    value = scope.get(head);
    rest = path.slice(1);
  } else {
    value = record;
  }
  for (const seg of rest) value = getProp(value, seg);
  return value;
}

/** Reads a zone-less ISO date-time as UTC, as the service stores every date in UTC. */
function toTime(v: unknown): number | null {
  if (v instanceof Date) return v.getTime();
  if (typeof v !== 'string') return null;
  const zoned = !v.includes('T') || /(?:Z|[+-]\d{2}:\d{2})$/i.test(v);
  const t = Date.parse(zoned ? v : `${v}Z`);
  return Number.isNaN(t) ? null : t;
}

function compare(op: CompareOp, a: unknown, b: unknown): boolean {
  const an = a ?? null;
  const bn = b ?? null;
  if (an === null || bn === null) {
    if (op === 'eq') return an === bn;
    if (op === 'ne') return an !== bn;
    return false;
  }
  let x: number | string | boolean;
  let y: number | string | boolean;
  if (an instanceof Date || bn instanceof Date) {
    const tx = toTime(an);
    const ty = toTime(bn);
    if (tx === null || ty === null) return op === 'ne';
    x = tx;
    y = ty;
  } else if (typeof an === typeof bn && (typeof an === 'number' || typeof an === 'string' || typeof an === 'boolean')) {
    x = an as number | string | boolean;
    y = bn as number | string | boolean;
  } else {
    return op === 'ne';
  }
  switch (op) {
    case 'eq':
      return x === y;
    case 'ne':
      return x !== y;
    case 'gt':
      return x > y;
    case 'ge':
      return x >= y;
    case 'lt':
      return x < y;
    case 'le':
      return x <= y;
  }
}

function datePart(v: unknown, part: (d: Date) => number): number | null {
  const t = toTime(v);
  return t === null ? null : part(new Date(t));
}

function call(name: string, args: unknown[]): unknown {
  const [a, b] = args;
  switch (name) {
    case 'contains':
    case 'startswith':
    case 'endswith': {
      if (typeof a !== 'string' || typeof b !== 'string') return null;
      if (name === 'contains') return a.includes(b);
      return name === 'startswith' ? a.startsWith(b) : a.endsWith(b);
    }
    case 'tolower':
      return typeof a === 'string' ? a.toLowerCase() : null;
    case 'toupper':
      return typeof a === 'string' ? a.toUpperCase() : null;
    case 'floor':
      return typeof a === 'number' ? Math.floor(a) : null;
    case 'year':
      return datePart(a, (d) => d.getUTCFullYear());
    case 'month':
      return datePart(a, (d) => d.getUTCMonth() + 1);
    case 'day':
      return datePart(a, (d) => d.getUTCDate());
    case 'hour':
      return datePart(a, (d) => d.getUTCHours());
    case 'minute':
      return datePart(a, (d) => d.getUTCMinutes());
    case 'second':
      return datePart(a, (d) => d.getUTCSeconds());
    default:
      return null;
  }
}

function value(node: FilterNode, record: unknown, scope: Scope): unknown {
  switch (node.type) {
    case 'literal':
      if (node.kind === 'date' || node.kind === 'datetime') return new Date(toTime(node.value) ?? NaN);
      return node.value;
    case 'property':
      return resolvePath(node.path, record, scope);
    case 'compare':
      return compare(node.op, value(node.left, record, scope), value(node.right, record, scope));
    case 'and':
    case 'or': {
      // Iterate down the left spine: long OR lists are left-leaning and deep.
      const rights: FilterNode[] = [];
      let cur: FilterNode = node;
      while (cur.type === node.type) {
        rights.push((cur as { right: FilterNode }).right);
        cur = (cur as { left: FilterNode }).left;
      }
      const want = node.type === 'or';
      if ((value(cur, record, scope) === true) === want) return want;
      for (let i = rights.length - 1; i >= 0; i--) {
        if ((value(rights[i]!, record, scope) === true) === want) return want;
      }
      return !want;
    }
    case 'not':
      return value(node.operand, record, scope) !== true;
    case 'call':
      return call(
        node.name,
        node.args.map((a) => value(a, record, scope)),
      );
    case 'lambda': {
      const items = resolvePath(node.collection, record, scope);
      if (!Array.isArray(items)) return false;
      if (node.predicate === undefined) return items.length > 0;
      const predicate = node.predicate;
      const variable = (node.variable ?? 'x').toLowerCase();
      const test = (item: unknown) => value(predicate, record, new Map([...scope, [variable, item]])) === true;
      return node.op === 'any' ? items.some(test) : items.every(test);
    }
  }
}

/** True when the record satisfies the filter. */
export function evaluateFilter(node: FilterNode, record: Record<string, unknown>): boolean {
  return value(node, record, new Map()) === true;
}
