// Distribution centers as stored: one JSON document a row (dc-document.ts) with its profile,
// soft-delete flag and version (the ETag). server/v1/distribution-centers.ts decides what a
// write may do; its writes run inside one inTransaction.
import type { DcDocument } from './dc-document.js';
import type { Row } from './sources.js';
import { cachedStatement } from './statement-cache.js';
import type { SandboxDb } from './sandbox-db.js';

/** The stored row of a center (id, profile_id, doc, is_deleted, version), whoever owns it. */
export function dcRow(db: SandboxDb, id: number): Row | undefined {
  return cachedStatement(db, 'SELECT * FROM distribution_centers WHERE id = ?').get(id) as Row | undefined;
}

/** A distribution center's profile and whether it is deleted; undefined when there is none. */
export function dcState(db: SandboxDb, dcId: number): { profileId: number; deleted: boolean } | undefined {
  const row = cachedStatement(db, 'SELECT profile_id, is_deleted FROM distribution_centers WHERE id = ?').get(dcId) as
    { profile_id: number; is_deleted: number } | undefined;
  return row ? { profileId: row.profile_id, deleted: Boolean(row.is_deleted) } : undefined;
}

/** The highest stored center ID, deleted centers included (IDs are never reused); -1 when there is none. */
export function lastDcId(db: SandboxDb): number {
  return (cachedStatement(db, 'SELECT MAX(id) AS m FROM distribution_centers').get() as { m: number | null }).m ?? -1;
}

export function insertDc(db: SandboxDb, id: number, profileId: number, doc: DcDocument): void {
  cachedStatement(db, 'INSERT INTO distribution_centers (id, profile_id, doc) VALUES (?, ?, ?)').run(
    id,
    profileId,
    JSON.stringify(doc),
  );
}

/** Replaces a center's document (and its IsDeleted flag) as its next version. */
export function updateDcDoc(db: SandboxDb, id: number, doc: DcDocument): void {
  cachedStatement(
    db,
    'UPDATE distribution_centers SET doc = ?, is_deleted = ?, version = version + 1 WHERE id = ?',
  ).run(JSON.stringify(doc), doc.IsDeleted ? 1 : 0, id);
}
