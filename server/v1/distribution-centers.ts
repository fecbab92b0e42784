// DistributionCenters (service-spec.md 4.6). POST creates (201, next free ID, unique across
// the service); PATCH merges and PUT replaces the writable properties (204); DELETE is a
// soft delete (204): IsDeleted=true and DeletedDateUtc set, the center stays readable,
// and further writes to it or its quantities are refused. A new center belongs to the
// `?ProfileID=` query parameter's profile, else to the lowest profile the token covers.
import { INT32_MAX } from '../../shared/resources/index.js';
import { invalidField, notFound } from '../http/errors.js';
import { dcDocument, type DcDocument } from '../storage/dc-document.js';
import { dcRow, insertDc, lastDcId, updateDcDoc } from '../storage/dc-store.js';
import { inTransaction } from '../storage/sandbox-db.js';
import type { RequestCtx } from './context.js';
import { JSON_TYPE, type Reply } from '../http/send.js';
import { keyText } from './keys.js';
import { contextUrl, listEntities, singleEntity } from './listing.js';
import { sourceFor, type Row } from '../storage/sources.js';
import { checkBody, checkIfMatch, etagOf, objectBody, profileFor } from './writes.js';
import { countMutation } from '../storage/mutation-counts.js';

const src = sourceFor('DistributionCenters');
const OWNED = ['ID', 'IsDeleted', 'DeletedDateUtc', 'IsExternallyManaged'];

function findDc(ctx: RequestCtx, id: number): Row | undefined {
  const row = dcRow(ctx.state.db, id);
  return row && ctx.grant.profileIds.includes(row.profile_id as number) ? row : undefined;
}

function queryProfile(ctx: RequestCtx): number {
  const raw = new URLSearchParams(ctx.search).get('ProfileID');
  if (raw === null) return [...ctx.grant.profileIds].sort((a, b) => a - b)[0]!;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw invalidField('ProfileID', `'${raw}' is not an int32 profile ID.`);
  return profileFor(ctx, n);
}

export function listDcs(ctx: RequestCtx): Reply {
  return listEntities(ctx, src);
}

export function getDc(ctx: RequestCtx, id: number): Reply {
  const row = findDc(ctx, id);
  return singleEntity(ctx, src, row, `(${id})`, row ? etagOf(row.version as number) : undefined);
}

export function createDc(ctx: RequestCtx): Reply {
  const body = objectBody(ctx);
  checkBody(src.entity, body, 'create');
  const profileId = queryProfile(ctx);
  const db = ctx.state.db;
  const doc = inTransaction(db, () => {
    const max = lastDcId(db);
    if (max >= INT32_MAX) throw invalidField('ID', 'no distribution center ID is left.');
    const d = dcDocument(max + 1, body);
    insertDc(db, max + 1, profileId, d);
    countMutation(db, keyText(src.entity, { ID: max + 1 }));
    return d;
  });
  return {
    status: 201,
    body: { '@odata.context': contextUrl(ctx, 'DistributionCenters', undefined, true), ...doc },
    headers: {
      'content-type': JSON_TYPE,
      etag: etagOf(1),
      location: `${ctx.state.baseUrl()}/v1/DistributionCenters(${String(doc.ID)})`,
    },
  };
}

function writable(ctx: RequestCtx, id: number, fn: (row: Row, doc: DcDocument) => DcDocument): void {
  const db = ctx.state.db;
  inTransaction(db, () => {
    const row = findDc(ctx, id);
    if (!row || row.is_deleted)
      throw notFound(`No DistributionCenter matches the key (${id})${row ? ': it is deleted' : ''}.`);
    checkIfMatch(ctx, row.version as number);
    const next = fn(row, JSON.parse(row.doc as string) as DcDocument);
    updateDcDoc(db, id, next);
    countMutation(db, keyText(src.entity, { ID: id }));
  });
}

export function updateDc(ctx: RequestCtx, id: number, mode: 'patch' | 'put'): Reply {
  const body = objectBody(ctx);
  checkBody(src.entity, body, mode);
  if ('ID' in body && body.ID !== id)
    throw invalidField(
      'ID',
      `the body says ${JSON.stringify(body.ID)} but the URL addresses ${id}; IDs cannot change.`,
    );
  const given = Object.fromEntries(Object.entries(body).filter(([k]) => !OWNED.includes(k) && !k.includes('@')));
  writable(ctx, id, (_row, doc) => {
    const owned = Object.fromEntries(OWNED.map((k) => [k, doc[k]]));
    // PATCH keeps what the body does not name; PUT resets it to null/defaults.
    return {
      ...dcDocument(id, mode === 'patch' ? { ...doc, ...given } : given),
      IsDeleted: owned.IsDeleted,
      DeletedDateUtc: owned.DeletedDateUtc,
    };
  });
  return { status: 204 };
}

export function deleteDc(ctx: RequestCtx, id: number): Reply {
  writable(ctx, id, (_row, doc) => ({
    ...doc,
    IsDeleted: true,
    DeletedDateUtc: new Date(ctx.state.now()).toISOString(),
  }));
  return { status: 204 };
}

export function dcOperatingHours(ctx: RequestCtx, id: number): Reply {
  if (!findDc(ctx, id)) throw notFound(`No DistributionCenter matches the key (${id}).`);
  return listEntities(ctx, sourceFor('DistributionCenterOperatingHours'), { dc_id: id });
}
