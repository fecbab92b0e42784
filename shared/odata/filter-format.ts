// Writes a $filter tree back as text that reads back to the same tree, adding only the
// parentheses precedence needs; plus the OR-list helpers the client uses to look up many
// SKUs at once without hitting the service's 414 on long URLs.
import type { FilterNode } from './filter-ast.js';
import { encodeQueryValue } from './encode.js';
import type { KeyValue } from './key.js';
import { formatLiteral, formatTypedLiteral } from './literal.js';

// Binding strength: a child binding looser than its context needs parentheses.
const PREC: Record<FilterNode['type'], number> = {
  or: 1,
  and: 2,
  not: 3,
  compare: 4,
  literal: 5,
  property: 5,
  call: 5,
  lambda: 5,
};

function wrap(node: FilterNode, minPrec: number): string {
  const text = formatFilter(node);
  return PREC[node.type] < minPrec ? `(${text})` : text;
}

/** Flattens a left-leaning chain of the same operator so long OR lists need no deep recursion. */
function chain(node: FilterNode & { type: 'and' | 'or' }): FilterNode[] {
  const rights: FilterNode[] = [];
  let cur: FilterNode = node;
  while (cur.type === node.type) {
    const c = cur as FilterNode & { type: 'and' | 'or' };
    rights.push(c.right);
    cur = c.left;
  }
  return [cur, ...rights.reverse()];
}

export function formatFilter(node: FilterNode): string {
  switch (node.type) {
    case 'literal':
      return formatTypedLiteral(node);
    case 'property':
      return node.path.join('/');
    case 'or':
    case 'and': {
      const [first, ...rest] = chain(node);
      const prec = PREC[node.type];
      // The first operand may bind as loosely as the operator itself (left-associative);
      // later operands must bind tighter, or they would regroup.
      return [wrap(first!, prec), ...rest.map((r) => wrap(r, prec + 1))].join(` ${node.type} `);
    }
    case 'not':
      // Always parenthesise a comparison: the real service binds `not` tighter than `eq`.
      return `not ${wrap(node.operand, PREC.literal)}`;
    case 'compare':
      return `${wrap(node.left, PREC.literal)} ${node.op} ${wrap(node.right, PREC.literal)}`;
    case 'call':
      return `${node.name}(${node.args.map((a) => formatFilter(a)).join(',')})`;
    case 'lambda': {
      const head = `${node.collection.join('/')}/${node.op}`;
      if (node.predicate === undefined) return `${head}()`;
      return `${head}(${node.variable ?? 'x'}: ${formatFilter(node.predicate)})`;
    }
  }
}

/** filterAnyEq('Sku', ['A','B']) === "Sku eq 'A' or Sku eq 'B'". */
export function filterAnyEq(property: string, values: KeyValue[]): string {
  if (values.length === 0)
    throw new RangeError(`filterAnyEq('${property}', []): give at least one value; an empty list matches nothing.`);
  return values.map((v) => `${property} eq ${formatLiteral(v)}`).join(' or ');
}

/**
 * Splits `property eq v1 or property eq v2 ...` into filters whose percent-encoded text
 * (as formatQuery writes it) is at most maxEncodedLength characters, keeping the values'
 * order. A single value too long on its own gets a chunk of its own (longer than the limit)
 * so that it fails alone instead of taking the others down.
 */
export function chunkAnyEq(property: string, values: KeyValue[], maxEncodedLength = 1800): string[] {
  const separator = encodeQueryValue(' or ').length;
  const chunks: string[] = [];
  let terms: string[] = [];
  let length = 0;
  for (const v of values) {
    const term = `${property} eq ${formatLiteral(v)}`;
    // Encoding works character by character, so encoded lengths add up.
    const termLength = encodeQueryValue(term).length;
    if (terms.length > 0 && length + separator + termLength > maxEncodedLength) {
      chunks.push(terms.join(' or '));
      terms = [];
      length = 0;
    }
    length += (terms.length > 0 ? separator : 0) + termLength;
    terms.push(term);
  }
  if (terms.length > 0) chunks.push(terms.join(' or '));
  return chunks;
}
