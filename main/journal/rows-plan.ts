// Requests for pending rows the pre-flight did not plan (no pre-flight for the resource, or
// it was switched off), and the ProfileIDs such rows lack.
import { sqlOf, type Journal } from './journal.js';
import type { JournalRow } from './schema.js';

// `+state`: pages walk rows_parent from `after`, not every pending row through rows_state per page.
const LACKING_PROFILE = `+state = 'pending' AND method IS NULL AND parent_id IS NOT NULL AND json_extract(fields, '$.ProfileID') IS NULL`;

/** Up to `limit` parents of unplanned pending rows without a ProfileID, after `after`, in order. */
export function nextParentsLackingProfile(journal: Journal, after: number, limit: number): number[] {
  return sqlOf(journal)
    .stmt(`SELECT DISTINCT parent_id FROM rows WHERE ${LACKING_PROFILE} AND parent_id > ? ORDER BY parent_id LIMIT ?`)
    .pluck()
    .all(after, limit) as number[];
}

/** Puts each parent's ProfileID into its rows that lack one; one transaction. */
export function fillParentProfiles(journal: Journal, profiles: Map<number, number>): void {
  const sql = sqlOf(journal);
  const fill = sql.stmt(
    `UPDATE rows SET fields = json_set(fields, '$.ProfileID', ?) WHERE parent_id = ? AND ${LACKING_PROFILE}`,
  );
  sql.tx(() => {
    for (const [id, profile] of profiles) fill.run(profile, id);
  });
}

/** Up to `limit` pending rows without a request, after seq `after`, in file order. */
export function unplannedPending(journal: Journal, after: number, limit: number): JournalRow[] {
  return sqlOf(journal)
    .stmt(`SELECT * FROM rows WHERE state = 'pending' AND method IS NULL AND seq > ? ORDER BY seq LIMIT ?`)
    .all(after, limit) as JournalRow[];
}

export interface PlannedRequest {
  seq: number;
  method: string;
  path: string;
  body: string | null;
  new: string | null;
}

/** Each row's request, in one transaction. */
export function recordRequests(journal: Journal, requests: PlannedRequest[]): void {
  const sql = sqlOf(journal);
  const plan = sql.stmt('UPDATE rows SET method = @method, path = @path, body = @body, new = @new WHERE seq = @seq');
  sql.tx(() => {
    for (const r of requests) plan.run(r);
  });
}
