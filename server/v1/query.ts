// Reads and checks the OData query options of a request against what the entity offers
// (service-spec.md 4.1): names matched case-insensitively and returned in their exact case,
// bad options answered 400 naming the token, an over-long $filter answered 414.
import {
  ODataSyntaxError,
  parseFilter,
  parseQuery,
  type FilterNode,
  type QueryOptions,
} from '../../shared/odata/index.js';
import type { EntityDef } from '../../shared/resources/index.js';
import { ServiceError } from '../http/errors.js';

/** IIS's default maxQueryString is 2048; integrations chunk long OR lists under it. */
export const MAX_FILTER_LENGTH = 2048;

export interface CheckedQuery extends QueryOptions {
  filterNode?: FilterNode;
}

function bad(message: string): ServiceError {
  return new ServiceError(400, message);
}

function canonical(name: string, allowed: string[], option: string, entity: EntityDef): string {
  const found = allowed.find((a) => a.toLowerCase() === name.trim().toLowerCase());
  if (found === undefined) {
    throw bad(
      `The query specified in the URI is not valid. Could not find a property named '${name.trim()}' on type '${entity.name}' usable in ${option}; allowed: ${allowed.join(', ')}.`,
    );
  }
  return found;
}

export function readQuery(search: string, entity: EntityDef, kind: 'list' | 'single'): CheckedQuery {
  let q: QueryOptions;
  try {
    q = parseQuery(search);
  } catch (e) {
    if (e instanceof ODataSyntaxError) throw bad(`The query specified in the URI is not valid. ${e.message}`);
    throw e;
  }
  const opts =
    kind === 'list'
      ? entity.list
      : (entity.getOptions ?? (entity.list && { select: entity.list.select, expand: entity.list.expand }));
  const allowed = opts ?? { select: [], expand: [] };
  if (kind === 'single') {
    const extra = (['filter', 'orderby', 'top', 'skip', 'count'] as const).find((k) => q[k] !== undefined);
    if (extra)
      throw bad(
        `The query specified in the URI is not valid. $${extra} is not allowed on a single entity; use $select and $expand only.`,
      );
  }
  const out: CheckedQuery = { ...q };
  if (q.select) out.select = q.select.map((s) => canonical(s, allowed.select, '$select', entity));
  if (q.expand)
    out.expand = q.expand.map((x) =>
      x.trim() === '*'
        ? '*'
        : canonical(
            x,
            allowed.expand.filter((e) => e !== '*'),
            '$expand',
            entity,
          ),
    );
  if (q.expand && !allowed.expand.length)
    throw bad(`The query specified in the URI is not valid. ${entity.entitySet} cannot be expanded.`);
  if (q.orderby) {
    const orderable = kind === 'list' && entity.list ? entity.list.orderby : [];
    out.orderby = q.orderby.map((o) => ({
      property: canonical(o.property, orderable, '$orderby', entity),
      desc: o.desc,
    }));
  }
  if (q.filter !== undefined) {
    if (q.filter.length > MAX_FILTER_LENGTH) {
      throw new ServiceError(
        414,
        `The request URI is too long: $filter has ${q.filter.length} characters and the limit is ${MAX_FILTER_LENGTH}. Split the filter over several requests.`,
      );
    }
    try {
      out.filterNode = parseFilter(q.filter);
    } catch (e) {
      if (e instanceof ODataSyntaxError) throw bad(`The query specified in the URI is not valid. ${e.message}`);
      throw e;
    }
    checkFilterNames(out.filterNode, entity);
  }
  return out;
}

/** Every property a filter names must exist on the entity (or be a lambda variable). */
function checkFilterNames(node: FilterNode, entity: EntityDef, vars: string[] = []): void {
  const known = [...entity.fields.map((f) => f.name), ...entity.navigation.map((n) => n.name)];
  const visit = (n: FilterNode, v: string[]): void => {
    switch (n.type) {
      case 'property':
        if (!v.includes(n.path[0]!)) canonical(n.path[0]!, known, '$filter', entity);
        break;
      case 'compare':
      case 'and':
      case 'or':
        visit(n.left, v);
        visit(n.right, v);
        break;
      case 'not':
        visit(n.operand, v);
        break;
      case 'call':
        n.args.forEach((a) => visit(a, v));
        break;
      case 'lambda':
        canonical(n.collection[0]!, known, '$filter', entity);
        if (n.predicate) visit(n.predicate, n.variable ? [...v, n.variable] : v);
        break;
      default:
        break;
    }
  };
  visit(node, vars);
}
