// List and single-entity reads with OData options: token-scoped rows, $filter (SQL where it
// translates, JS otherwise), $orderby, $count, $top/$skip, server-driven paging with
// @odata.nextLink (original query string kept, $skip/$top rewritten), $expand, $select.
import { evaluateFilter, type FilterNode } from '../../shared/odata/index.js';
import { ServiceError, notFound } from '../http/errors.js';
import { countRows, listRows, sqlCanOrder, type RowSelection } from '../storage/rows.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { applyExpand, expandNames, type ExpandLink } from './expand.js';
import { expandSources } from './products.js';
import { readQuery, type CheckedQuery } from './query.js';
import { filterToSql } from '../storage/sql-filter.js';
import type { Entity, Row, Source } from '../storage/sources.js';
import { quirkOn } from './quirks.js';
import {
  EXPAND_PAGE,
  LIST_PAGE_FULL as FULL_PAGE,
  LIST_PAGE_SMALL as SMALL_PAGE,
} from '../../shared/resources/index.js';

function pageSize(q: CheckedQuery): number {
  const small = q.select && q.select.length <= 6 && !(q.expand && q.expand.length);
  return small ? SMALL_PAGE : FULL_PAGE;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function project(e: Entity, select: string[] | undefined, expanded: string[]): Entity {
  if (!select) return e;
  const out: Entity = {};
  for (const name of select) if (name in e) out[name] = e[name];
  for (const nav of expanded) {
    out[nav] = e[nav];
    if (`${nav}@odata.nextLink` in e) out[`${nav}@odata.nextLink`] = e[`${nav}@odata.nextLink`];
  }
  return out;
}

/** The rest of an expanded collection, through its own list route, keeping access_token. */
function expandLink(ctx: RequestCtx, entitySet: string): ExpandLink {
  const token = ctx.search.split('&').find((p) => p.toLowerCase().startsWith('access_token='));
  return (parent, nav) =>
    `${ctx.state.baseUrl()}/v1/${entitySet}(${String(parent.ID)})/${nav}?${token ? `${token}&` : ''}$skip=${EXPAND_PAGE}`;
}

export function contextUrl(ctx: RequestCtx, entitySet: string, select?: string[], single = false): string {
  const sel = select ? `(${select.join(',')})` : '';
  return `${ctx.state.baseUrl()}/v1/$metadata#${entitySet}${sel}${single ? '/$entity' : ''}`;
}

function nextLink(ctx: RequestCtx, skip: number, top: number | undefined): string {
  const kept = ctx.search.split('&').filter((p) => {
    if (p === '') return false;
    const name = decodeURIComponent(p.split('=')[0]!.replace(/\+/g, ' ')).toLowerCase();
    return name !== '$skip' && name !== '$top';
  });
  if (top !== undefined) kept.push(`$top=${top}`);
  kept.push(`$skip=${skip}`);
  return `${ctx.state.baseUrl()}/v1/${ctx.path}?${kept.join('&')}`;
}

interface Page {
  entities: Entity[];
  more: boolean;
  count?: number | undefined;
}

/** Navigation properties a filter's lambdas range over, in the entity's exact case. */
function lambdaNavs(node: FilterNode, src: Source): string[] {
  const found = new Set<string>();
  const visit = (n: FilterNode): void => {
    if (n.type === 'lambda') {
      const nav = src.entity.navigation.find((x) => x.name.toLowerCase() === n.collection[0]!.toLowerCase());
      if (nav) found.add(nav.name);
    } else if (n.type === 'and' || n.type === 'or' || n.type === 'compare') {
      visit(n.left);
      visit(n.right);
    } else if (n.type === 'not') visit(n.operand);
    else if (n.type === 'call') n.args.forEach(visit);
  };
  visit(node);
  return [...found];
}

/** Columns a list's rows must equal: the parent of a nested list (Products(1)/Attributes: { product_id: 1 }). */
export type Scope = NonNullable<RowSelection['scope']>;

function readPage(ctx: RequestCtx, src: Source, q: CheckedQuery, scope: Scope, take: number): Page {
  const ids = ctx.grant.profileIds;
  const skip = q.skip ?? 0;
  const sqlFilter = q.filterNode ? filterToSql(q.filterNode, src.columns, src.lambdaSql) : null;
  if ((q.filterNode === undefined || sqlFilter) && sqlCanOrder(src, q.orderby)) {
    const selection: RowSelection = { profileIds: ids, scope, filter: sqlFilter, orderBy: q.orderby ?? [] };
    const rows = listRows(ctx.state.db, src, selection, { take: take + 1, skip });
    const count = q.count ? countRows(ctx.state.db, src, selection) : undefined;
    return { entities: rows.slice(0, take).map((r) => src.toEntity(r)), more: rows.length > take, count };
  }
  // JS path: every row the token may see, filtered and sorted in memory.
  let all = listRows(ctx.state.db, src, { profileIds: ids, scope }).map((r) => src.toEntity(r));
  if (q.filterNode) {
    // A lambda (Attributes/any(...)) reads a navigation collection: load it for the filter only.
    const navs = lambdaNavs(q.filterNode, src);
    applyExpand(ctx.state.db, src.entity, navs, all, ids, undefined, expandSources(ctx));
    all = all.filter((e) => evaluateFilter(q.filterNode!, e));
    for (const e of all) for (const n of navs) delete e[n];
  }
  if (q.orderby && q.orderby.length) {
    const keys = q.orderby;
    all.sort((a, b) => {
      for (const k of keys) {
        const c = compare(a[k.property], b[k.property]);
        if (c !== 0) return k.desc ? -c : c;
      }
      return 0;
    });
  }
  return {
    entities: all.slice(skip, skip + take),
    more: all.length > skip + take,
    count: q.count ? all.length : undefined,
  };
}

/** GET on a list: `scope` narrows the rows further (Products(1)/Attributes, ...). */
export function listEntities(ctx: RequestCtx, src: Source, scope: Scope = {}): Reply {
  let q = readQuery(ctx.search, src.entity, 'list');
  const size = pageSize(q);
  const take = q.top === undefined ? size : Math.min(size, q.top);
  let page = readPage(ctx, src, q, scope, take);
  // Quirk skip-wraps (quirks.ts): past the end, the first page again; a last page still links on.
  const wraps = quirkOn(ctx.state, 'skip-wraps');
  if (wraps && !page.entities.length && (q.skip ?? 0) > 0)
    page = readPage(ctx, src, (q = { ...q, skip: 0 }), scope, take);
  const expanded = expandNames(src.entity, q.expand);
  applyExpand(
    ctx.state.db,
    src.entity,
    expanded,
    page.entities,
    ctx.grant.profileIds,
    expandLink(ctx, src.entity.entitySet),
    expandSources(ctx),
  );
  const body: Record<string, unknown> = { '@odata.context': contextUrl(ctx, src.entity.entitySet, q.select) };
  if (page.count !== undefined) body['@odata.count'] = page.count;
  body.value = page.entities.map((e) => project(e, q.select, expanded));
  const remainingTop = q.top === undefined ? undefined : q.top - take;
  if ((page.more || (wraps && page.entities.length > 0)) && (remainingTop === undefined || remainingTop > 0)) {
    body['@odata.nextLink'] = nextLink(ctx, (q.skip ?? 0) + take, remainingTop);
  }
  return { status: 200, body, headers: { 'content-type': JSON_TYPE } };
}

/** GET on one entity by its storage row; 404 when the token cannot see it. */
export function singleEntity(ctx: RequestCtx, src: Source, row: Row | undefined, what: string, etag?: string): Reply {
  const q = readQuery(ctx.search, src.entity, 'single');
  if (!row || !ctx.grant.profileIds.includes(row[src.profileColumn] as number))
    throw notFound(`No ${src.entity.name} matches the key ${what}.`);
  const entity = src.toEntity(row);
  const expanded = expandNames(src.entity, q.expand);
  applyExpand(
    ctx.state.db,
    src.entity,
    expanded,
    [entity],
    ctx.grant.profileIds,
    expandLink(ctx, src.entity.entitySet),
    expandSources(ctx),
  );
  const body = {
    '@odata.context': contextUrl(ctx, src.entity.entitySet, q.select, true),
    ...project(entity, q.select, expanded),
  };
  const headers: Record<string, string> = { 'content-type': JSON_TYPE };
  if (etag) headers.etag = etag;
  return { status: 200, body, headers };
}

export function assertNoQuery(ctx: RequestCtx): void {
  const bad = ctx.search.split('&').find((p) => p.startsWith('$') || p.toLowerCase().startsWith('%24'));
  if (bad)
    throw new ServiceError(
      400,
      `The query specified in the URI is not valid. '${bad.split('=')[0]}' is not allowed on ${ctx.method} requests.`,
    );
}
