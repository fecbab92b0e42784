// The /v1 route table: a parsed OData path plus method resolve to the scope the token
// needs and the handler. Entity set names match case-insensitively (as the catalogue's
// look-ups do); anything else is "No HTTP resource was found" (404).
import { createHash } from 'node:crypto';
import type { ParsedPath } from '../../shared/odata/index.js';
import { entityByName, type EntityDef } from '../../shared/resources/index.js';
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

function keyed(set: string, method: string, key?: Key): Route | null {
  const spec = KEYED[set]!;
  const scope = SOURCES[set]!.entity.scope;
  if (!key) return method === 'POST' ? { scope, run: (ctx) => createKeyed(ctx, spec) } : null;
  switch (method) {
    case 'GET':
      return { scope, run: (ctx) => getKeyed(ctx, spec, key) };
    case 'PATCH':
      return {
        scope,
        run: (ctx) => {
          assertNoQuery(ctx);
          return updateKeyed(ctx, spec, key, 'patch');
        },
      };
    case 'PUT':
      return {
        scope,
        run: (ctx) => {
          assertNoQuery(ctx);
          return updateKeyed(ctx, spec, key, 'put');
        },
      };
    case 'DELETE':
      return {
        scope,
        run: (ctx) => {
          assertNoQuery(ctx);
          return deleteKeyed(ctx, spec, key);
        },
      };
    default:
      return null;
  }
}

function id(entity: EntityDef, raw: ParsedPath['key']): number {
  return normaliseKey(entity, raw!).ID as number;
}

/**
 * `strict` (the sandbox's --strict) leaves out what only the real service serves: writes to
 * Products(ID) and UpdateQuantity. UpdateAttributes is in both: service-spec.md 4.9 names it.
 */
export function resolveRoute(method: string, path: ParsedPath, strict = false): Route | null {
  const segs = path.segments;
  const sig = segs.map((s) => s.name.toLowerCase() + (s.key !== undefined ? '()' : '')).join('/');
  const first = segs[0]!;
  const get = (run: (ctx: RequestCtx) => Reply, scope: Scope): Route | null =>
    method === 'GET' ? { scope, run } : null;
  switch (sig) {
    case 'attributevalues':
    case 'attributevalues()':
      return keyed(
        'AttributeValues',
        method,
        first.key === undefined ? undefined : normaliseKey(entityByName('AttributeValue'), first.key),
      );
    case 'dcquantities':
    case 'dcquantities()':
      return keyed(
        'DCQuantities',
        method,
        first.key === undefined ? undefined : normaliseKey(entityByName('DCQuantity'), first.key),
      );
    case 'customfields':
    case 'customfields()':
      return keyed(
        'CustomFields',
        method,
        first.key === undefined ? undefined : normaliseKey(entityByName('CustomField'), first.key),
      );
    case 'products':
      return get((ctx) => listEntities(ctx, productSource(ctx)), 'inventory');
    case 'products()': {
      const pid = id(entityByName('Product'), first.key);
      if ((method === 'PATCH' || method === 'PUT') && !strict) {
        return {
          scope: 'inventory',
          run: (ctx) => {
            assertNoQuery(ctx);
            return updateProduct(ctx, pid, method === 'PATCH' ? 'patch' : 'put');
          },
        };
      }
      return get(readById('Products', pid, productSource), 'inventory');
    }
    case 'products()/updateattributes':
    case 'products()/updatequantity': {
      const pid = id(entityByName('Product'), first.key);
      const quantity = sig.endsWith('updatequantity');
      if (method !== 'POST' || (quantity && strict)) return null;
      return {
        scope: 'inventory',
        run: (ctx) => {
          assertNoQuery(ctx);
          return quantity ? updateQuantity(ctx, pid) : updateAttributes(ctx, pid);
        },
      };
    }
    case 'products()/attributes':
    case 'products()/dcquantities': {
      const pid = id(entityByName('Product'), first.key);
      const set = sig.endsWith('attributes') ? 'AttributeValues' : 'DCQuantities';
      return get((ctx) => {
        visibleParent(ctx, 'products', pid, 'Product');
        return listEntities(ctx, navList(set), { product_id: pid });
      }, 'inventory');
    }
    case 'products()/attributes()': {
      // Alias of AttributeValues(Name=..., ProductID=...); refused inside a $batch by shared/batch.
      const pid = id(entityByName('Product'), first.key);
      const name = normaliseKey(entityByName('AttributeValue'), segs[1]!.key!, ['Name']).Name as string;
      return keyed('AttributeValues', method, { Name: name, ProductID: pid });
    }
    case 'products()/dcquantities()': {
      const pid = id(entityByName('Product'), first.key);
      const dc = normaliseKey(entityByName('DCQuantity'), segs[1]!.key!, ['DistributionCenterID'])
        .DistributionCenterID as number;
      return keyed('DCQuantities', method, { DistributionCenterID: dc, ProductID: pid });
    }
    case 'orders':
      return get((ctx) => listEntities(ctx, SOURCES.Orders!), 'orders');
    case 'orders()':
      return get(readById('Orders', id(entityByName('Order'), first.key)), 'orders');
    case 'orders()/customfields': {
      const oid = id(entityByName('Order'), first.key);
      return get((ctx) => {
        visibleParent(ctx, 'orders', oid, 'Order');
        return listEntities(ctx, navList('CustomFields'), { order_id: oid });
      }, 'orders');
    }
    case 'channeldocuments':
      if (method === 'POST') return { scope: 'orders', run: uploadDocument };
      return get((ctx) => listEntities(ctx, SOURCES.ChannelDocuments!), 'orders');
    case 'channeldocuments/notsupplied':
      return get((ctx) => listEntities(ctx, SOURCES['ChannelDocuments/NotSupplied']!), 'orders');
    case 'distributioncenters':
      if (method === 'POST') return { scope: 'inventory', run: createDc };
      return get(listDcs, 'inventory');
    case 'distributioncenters()': {
      const dc = id(entityByName('DistributionCenter'), first.key);
      if (method === 'GET') return { scope: 'inventory', run: (ctx) => getDc(ctx, dc) };
      if (method === 'PATCH' || method === 'PUT')
        return { scope: 'inventory', run: (ctx) => updateDc(ctx, dc, method === 'PATCH' ? 'patch' : 'put') };
      if (method === 'DELETE') return { scope: 'inventory', run: (ctx) => deleteDc(ctx, dc) };
      return null;
    }
    case 'distributioncenters()/operatinghours': {
      const dc = id(entityByName('DistributionCenter'), first.key);
      return get((ctx) => dcOperatingHours(ctx, dc), 'inventory');
    }
    case 'distributioncenteroperatinghours':
      return get((ctx) => listEntities(ctx, SOURCES.DistributionCenterOperatingHours!), 'inventory');
    case 'profiles':
      return get((ctx) => listEntities(ctx, SOURCES.Profiles!), 'any');
    case 'profiles()':
      return get(readById('Profiles', id(entityByName('Profile'), first.key)), 'any');
    case 'packages':
      return get((ctx) => listEntities(ctx, SOURCES.Packages!), 'any');
    default:
      return null;
  }
}
