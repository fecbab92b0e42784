// AttributeValues, DCQuantities and CustomFields (service-spec.md 4.2-4.4): one value per
// composite key under a product or order. POST is an upsert returning 201, GET carries a
// weak ETag, PATCH/PUT change the value (204), DELETE removes it (204). Keys that name a
// product, order, distribution center or custom field definition the token cannot see
// are treated as not existing.
import { formatEntityPath } from '../../shared/odata/index.js';
import type { FieldIssue } from '../http/errors.js';
import { invalid, notFound } from '../http/errors.js';
import { dcState } from '../storage/dc-store.js';
import { customFieldProfile, deleteKeyedRow, keyedRow, updateKeyedValue, upsertKeyed } from '../storage/keyed-store.js';
import { profileOf } from '../storage/rows.js';
import { inTransaction } from '../storage/sandbox-db.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { keyText, type Key } from './keys.js';
import { contextUrl, singleEntity } from './listing.js';
import { sourceFor, type Row, type Source } from '../storage/sources.js';
import { touchProduct } from './products.js';
import { checkBody, checkIfMatch, etagOf, objectBody, profileFor } from './writes.js';
import { countMutation } from '../storage/mutation-counts.js';

interface Ref {
  prop: string;
  check: (ctx: RequestCtx, profileId: number, value: number) => string | null;
}

interface KeyedSpec {
  set: string;
  valueProp: string;
  refs: Ref[];
}

function ownedBy(table: string, label: string, prop: string): Ref {
  return {
    prop,
    check(ctx, profileId, value) {
      return profileOf(ctx.state.db, table, value) === profileId
        ? null
        : `no ${label} with ID ${value} exists in profile ${profileId}; check the ID (look it up with GET /v1/${label === 'product' ? 'Products' : 'Orders'}).`;
    },
  };
}

const dcRef: Ref = {
  prop: 'DistributionCenterID',
  check(ctx, profileId, value) {
    const center = dcState(ctx.state.db, value);
    if (!center || center.profileId !== profileId)
      return `no distribution center with ID ${value} exists in profile ${profileId}; see GET /v1/DistributionCenters.`;
    return center.deleted ? `distribution center ${value} is deleted; use an active one.` : null;
  },
};

const fieldRef: Ref = {
  prop: 'FieldID',
  check(ctx, profileId, value) {
    return customFieldProfile(ctx.state.db, value) === profileId
      ? null
      : `no custom field definition with FieldID ${value} exists in profile ${profileId}.`;
  },
};

export const KEYED: Record<string, KeyedSpec> = {
  AttributeValues: { set: 'AttributeValues', valueProp: 'Value', refs: [ownedBy('products', 'product', 'ProductID')] },
  DCQuantities: {
    set: 'DCQuantities',
    valueProp: 'AvailableQuantity',
    refs: [ownedBy('products', 'product', 'ProductID'), dcRef],
  },
  CustomFields: { set: 'CustomFields', valueProp: 'Value', refs: [ownedBy('orders', 'order', 'OrderID'), fieldRef] },
};

function findRow(ctx: RequestCtx, src: Source, key: Key): Row | undefined {
  const row = keyedRow(ctx.state.db, src, key);
  return row && ctx.grant.profileIds.includes(row.profile_id as number) ? row : undefined;
}

/**
 * The created entity's URL, key text percent-encoded as RFC 3986 wants (UTF-8, then %XX), so
 * a Name such as '日本' or an emoji never reaches Node's header check (which answers 500
 * ERR_INVALID_CHAR for anything outside Latin-1). Same encoding as the client's URLs.
 */
function locationOf(ctx: RequestCtx, src: Source, key: Key): string {
  return `${ctx.state.baseUrl()}/v1/${formatEntityPath(src.entity.entitySet, key, src.entity.keys)}`;
}

/** An attribute or quantity write changes its product's UpdateDateUtc (and QuantityUpdateDateUtc). */
function touchParent(ctx: RequestCtx, spec: KeyedSpec, key: Key): void {
  if (spec.set === 'AttributeValues' || spec.set === 'DCQuantities')
    touchProduct(ctx, key.ProductID as number, spec.set === 'DCQuantities');
}

function describeKey(src: Source, key: Key): string {
  return keyText(src.entity, key).slice(src.entity.entitySet.length);
}

export function createKeyed(ctx: RequestCtx, spec: KeyedSpec): Reply {
  const src = sourceFor(spec.set);
  const body = objectBody(ctx);
  checkBody(src.entity, body, 'create');
  const profileId = profileFor(ctx, body.ProfileID);
  const issues: FieldIssue[] = [];
  for (const ref of spec.refs) {
    const message = ref.check(ctx, profileId, body[ref.prop] as number);
    if (message) issues.push({ field: ref.prop, message });
  }
  if (issues.length) throw invalid(issues);
  const key: Key = Object.fromEntries(src.entity.keys.map((k) => [k, body[k] as string | number]));
  const value = body[spec.valueProp] ?? null;
  const db = ctx.state.db;
  const row = inTransaction(db, () => {
    const existing = keyedRow(db, src, key);
    if (existing && existing.profile_id !== profileId) return undefined;
    upsertKeyed(db, src, key, profileId, spec.valueProp, value);
    countMutation(db, keyText(src.entity, key));
    touchParent(ctx, spec, key);
    return findRow(ctx, src, key);
  });
  if (!row) throw notFound(`No ${src.entity.name} matches the key ${describeKey(src, key)}.`);
  const entity = src.toEntity(row);
  return {
    status: 201,
    body: { '@odata.context': contextUrl(ctx, src.entity.entitySet, undefined, true), ...entity },
    headers: { 'content-type': JSON_TYPE, etag: etagOf(row.version as number), location: locationOf(ctx, src, key) },
  };
}

export function getKeyed(ctx: RequestCtx, spec: KeyedSpec, key: Key): Reply {
  const src = sourceFor(spec.set);
  const row = findRow(ctx, src, key);
  return singleEntity(ctx, src, row, describeKey(src, key), row ? etagOf(row.version as number) : undefined);
}

/** PATCH and PUT: only the value changes; a PUT body may repeat the URL's key. */
export function updateKeyed(ctx: RequestCtx, spec: KeyedSpec, key: Key, mode: 'patch' | 'put'): Reply {
  const src = sourceFor(spec.set);
  const body = objectBody(ctx);
  checkBody(src.entity, body, mode);
  const mismatched = src.entity.keys.filter((k) => k in body && body[k] !== key[k]);
  if (mismatched.length) {
    throw invalid(
      mismatched.map((k) => ({
        field: k,
        message: `the body says ${JSON.stringify(body[k])} but the URL addresses ${JSON.stringify(key[k])}; keys cannot change.`,
      })),
    );
  }
  if (mode === 'put' && !(spec.valueProp in body)) {
    throw invalid([
      { field: spec.valueProp, message: `a PUT replaces the value, so the body must contain ${spec.valueProp}.` },
    ]);
  }
  const db = ctx.state.db;
  inTransaction(db, () => {
    const row = findRow(ctx, src, key);
    if (!row) throw notFound(`No ${src.entity.name} matches the key ${describeKey(src, key)}.`);
    checkIfMatch(ctx, row.version as number);
    if (spec.valueProp in body) updateKeyedValue(db, src, key, spec.valueProp, body[spec.valueProp] ?? null);
    countMutation(db, keyText(src.entity, key));
    touchParent(ctx, spec, key);
  });
  return { status: 204 };
}

export function deleteKeyed(ctx: RequestCtx, spec: KeyedSpec, key: Key): Reply {
  const src = sourceFor(spec.set);
  const db = ctx.state.db;
  inTransaction(db, () => {
    const row = findRow(ctx, src, key);
    if (!row) throw notFound(`No ${src.entity.name} matches the key ${describeKey(src, key)}.`);
    checkIfMatch(ctx, row.version as number);
    deleteKeyedRow(db, src, key);
    countMutation(db, keyText(src.entity, key));
    touchParent(ctx, spec, key);
  });
  return { status: 204 };
}
