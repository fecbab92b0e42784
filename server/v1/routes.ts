// The /v1 route table: a parsed OData path plus method resolve to the scope the token
// needs and the handler. Entity set names match case-insensitively (as the catalogue's
// look-ups do); anything else is "No HTTP resource was found" (404).
import { createHash } from 'node:crypto';
import type { ParsedPath } from '../../shared/odata/index.js';
import { entityByName, type EntityDef, type EntityName } from '../../shared/resources/index.js';
import { notFound } from '../http/errors.js';
import { profileOf, rowById } from '../storage/rows.js';
import { uploadDocument } from './channel-documents.js';
import type { RequestCtx } from './context.js';
import type { Reply } from '../http/send.js';
import { createDc, dcOperatingHours, deleteDc, getDc, listDcs, updateDc } from './distribution-centers.js';
import { normaliseKey, type Key } from './keys.js';
import { KEYED, createKeyed, deleteKeyed, getKeyed, updateKeyed } from './keyed-values.js';
import { assertNoQuery, listEntities, singleEntity } from './listing.js';
import { SOURCES, type Source } from '../storage/sources.js';
import { productSource, updateProduct } from './products.js';
import { updateAttributes, updateQuantity } from './product-actions.js';

export type Scope = 'inventory' | 'orders' | 'any';
export interface Route {
  scope: Scope;
  run: (ctx: RequestCtx) => Reply;
}

/** A list over an entity that has no list endpoint of its own (Products(1)/Attributes). */
function navList(set: string): Source {
  const s = SOURCES[set]!;
  const opts = s.entity.getOptions!;
  const entity: EntityDef = {
    ...s.entity,
    list: { select: opts.select, orderby: s.entity.fields.map((f) => f.name), expand: opts.expand },
  };
  return { ...s, entity };
}

function readById(
  set: string,
  id: number,
  source: (ctx: RequestCtx) => Source = () => SOURCES[set]!,
): (ctx: RequestCtx) => Reply {
  return (ctx) => {
    const src = source(ctx);
    const row = rowById(ctx.state.db, src, id);
    // These rows have no version column (read-only over the API): the ETag is a digest of the row.
    const etag = row ? `W/"${createHash('sha1').update(JSON.stringify(row)).digest('hex').slice(0, 16)}"` : undefined;
    return singleEntity(ctx, src, row, `(${id})`, etag);
  };
}

function visibleParent(ctx: RequestCtx, table: string, id: number, what: string): void {
  const profileId = profileOf(ctx.state.db, table, id);
  if (profileId === undefined || !ctx.grant.profileIds.includes(profileId))
    throw notFound(`No ${what} matches the key (${id}).`);
}

/** Wraps a write that takes no query options: any query is refused before it runs. */
function noQuery(scope: Scope, run: (ctx: RequestCtx) => Reply): Route {
  return {
    scope,
    run: (ctx) => {
      assertNoQuery(ctx);
      return run(ctx);
    },
  };
}

function keyed(set: string, method: string, key?: Key): Route | null {
  const spec = KEYED[set]!;
  const scope = SOURCES[set]!.entity.scope;
  if (!key) return method === 'POST' ? { scope, run: (ctx) => createKeyed(ctx, spec) } : null;
  switch (method) {
    case 'GET':
      return { scope, run: (ctx) => getKeyed(ctx, spec, key) };
    case 'PATCH':
      return noQuery(scope, (ctx) => updateKeyed(ctx, spec, key, 'patch'));
    case 'PUT':
      return noQuery(scope, (ctx) => updateKeyed(ctx, spec, key, 'put'));
    case 'DELETE':
      return noQuery(scope, (ctx) => deleteKeyed(ctx, spec, key));
    default:
      return null;
  }
}

function id(entity: EntityDef, raw: ParsedPath['key']): number {
  return normaliseKey(entity, raw!).ID as number;
}

/** What a route builder sees of the request: the method, the path and the sandbox's mode. */
interface RouteRequest {
  method: string;
  segs: ParsedPath['segments'];
  /** The lower-cased path shape, '()' marking a keyed segment: 'products()/attributes'. */
  sig: string;
  strict: boolean;
}
type RouteBuilder = (r: RouteRequest) => Route | null;

function getOnly(r: RouteRequest, run: (ctx: RequestCtx) => Reply, scope: Scope): Route | null {
  return r.method === 'GET' ? { scope, run } : null;
}

/** A read-only list over one entity set, for any caller whose token has the scope. */
function listOf(set: string, scope: Scope): RouteBuilder {
  return (r) => getOnly(r, (ctx) => listEntities(ctx, SOURCES[set]!), scope);
}

/** AttributeValues, DCQuantities, CustomFields: the set itself (POST) or one keyed value. */
function keyedSet(set: string, entityName: EntityName): RouteBuilder {
  return ({ method, segs }) => {
    const key = segs[0]!.key;
    return keyed(set, method, key === undefined ? undefined : normaliseKey(entityByName(entityName), key));
  };
}

/** The ID in the first segment, checked against its entity's key. */
function firstId(r: RouteRequest, entityName: EntityName): number {
  return id(entityByName(entityName), r.segs[0]!.key);
}

const product: RouteBuilder = (r) => {
  const pid = firstId(r, 'Product');
  const { method } = r;
  if ((method === 'PATCH' || method === 'PUT') && !r.strict)
    return noQuery('inventory', (ctx) => updateProduct(ctx, pid, method === 'PATCH' ? 'patch' : 'put'));
  return getOnly(r, readById('Products', pid, productSource), 'inventory');
};

const productAction: RouteBuilder = (r) => {
  const pid = firstId(r, 'Product');
  const quantity = r.sig.endsWith('updatequantity');
  if (r.method !== 'POST' || (quantity && r.strict)) return null;
  return noQuery('inventory', (ctx) => (quantity ? updateQuantity(ctx, pid) : updateAttributes(ctx, pid)));
};

const productNavList: RouteBuilder = (r) => {
  const pid = firstId(r, 'Product');
  const set = r.sig.endsWith('attributes') ? 'AttributeValues' : 'DCQuantities';
  return getOnly(
    r,
    (ctx) => {
      visibleParent(ctx, 'products', pid, 'Product');
      return listEntities(ctx, navList(set), { product_id: pid });
    },
    'inventory',
  );
};

// Alias of AttributeValues(Name=..., ProductID=...); refused inside a $batch by shared/batch.
const productAttribute: RouteBuilder = (r) => {
  const pid = firstId(r, 'Product');
  const name = normaliseKey(entityByName('AttributeValue'), r.segs[1]!.key!, ['Name']).Name as string;
  return keyed('AttributeValues', r.method, { Name: name, ProductID: pid });
};

const productDcQuantity: RouteBuilder = (r) => {
  const pid = firstId(r, 'Product');
  const dc = normaliseKey(entityByName('DCQuantity'), r.segs[1]!.key!, ['DistributionCenterID'])
    .DistributionCenterID as number;
  return keyed('DCQuantities', r.method, { DistributionCenterID: dc, ProductID: pid });
};

const orderCustomFields: RouteBuilder = (r) => {
  const oid = firstId(r, 'Order');
  return getOnly(
    r,
    (ctx) => {
      visibleParent(ctx, 'orders', oid, 'Order');
      return listEntities(ctx, navList('CustomFields'), { order_id: oid });
    },
    'orders',
  );
};

const distributionCenter: RouteBuilder = (r) => {
  const dc = firstId(r, 'DistributionCenter');
  const { method } = r;
  if (method === 'GET') return { scope: 'inventory', run: (ctx) => getDc(ctx, dc) };
  if (method === 'PATCH' || method === 'PUT')
    return { scope: 'inventory', run: (ctx) => updateDc(ctx, dc, method === 'PATCH' ? 'patch' : 'put') };
  if (method === 'DELETE') return { scope: 'inventory', run: (ctx) => deleteDc(ctx, dc) };
  return null;
};

/** Every /v1 path shape the sandbox serves, by signature. */
const ROUTES = new Map<string, RouteBuilder>([
  ['attributevalues', keyedSet('AttributeValues', 'AttributeValue')],
  ['attributevalues()', keyedSet('AttributeValues', 'AttributeValue')],
  ['dcquantities', keyedSet('DCQuantities', 'DCQuantity')],
  ['dcquantities()', keyedSet('DCQuantities', 'DCQuantity')],
  ['customfields', keyedSet('CustomFields', 'CustomField')],
  ['customfields()', keyedSet('CustomFields', 'CustomField')],
  ['products', (r) => getOnly(r, (ctx) => listEntities(ctx, productSource(ctx)), 'inventory')],
  ['products()', product],
  ['products()/updateattributes', productAction],
  ['products()/updatequantity', productAction],
  ['products()/attributes', productNavList],
  ['products()/dcquantities', productNavList],
  ['products()/attributes()', productAttribute],
  ['products()/dcquantities()', productDcQuantity],
  ['orders', listOf('Orders', 'orders')],
  ['orders()', (r) => getOnly(r, readById('Orders', firstId(r, 'Order')), 'orders')],
  ['orders()/customfields', orderCustomFields],
  [
    'channeldocuments',
    (r) => (r.method === 'POST' ? { scope: 'orders', run: uploadDocument } : listOf('ChannelDocuments', 'orders')(r)),
  ],
  ['channeldocuments/notsupplied', listOf('ChannelDocuments/NotSupplied', 'orders')],
  [
    'distributioncenters',
    (r) => (r.method === 'POST' ? { scope: 'inventory', run: createDc } : getOnly(r, listDcs, 'inventory')),
  ],
  ['distributioncenters()', distributionCenter],
  [
    'distributioncenters()/operatinghours',
    (r) => {
      const dc = firstId(r, 'DistributionCenter');
      return getOnly(r, (ctx) => dcOperatingHours(ctx, dc), 'inventory');
    },
  ],
  ['distributioncenteroperatinghours', listOf('DistributionCenterOperatingHours', 'inventory')],
  ['profiles', listOf('Profiles', 'any')],
  ['profiles()', (r) => getOnly(r, readById('Profiles', firstId(r, 'Profile')), 'any')],
  ['packages', listOf('Packages', 'any')],
]);

/**
 * `strict` (the sandbox's --strict) leaves out what only the real service serves: writes to
 * Products(ID) and UpdateQuantity. UpdateAttributes is in both: service-spec.md 4.9 names it.
 */
export function resolveRoute(method: string, path: ParsedPath, strict = false): Route | null {
  const segs = path.segments;
  const sig = segs.map((s) => s.name.toLowerCase() + (s.key !== undefined ? '()' : '')).join('/');
  const build = ROUTES.get(sig);
  return build ? build({ method, segs, sig, strict }) : null;
}
