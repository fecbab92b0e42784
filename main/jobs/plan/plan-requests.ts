// Requests for pending rows that the pre-flight did not plan (no pre-flight for this
// resource, or it was switched off).
import { fieldOf } from '../../../shared/resources/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../client.js';
import type { Journal, JournalRow } from '../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';
import { buildRequest, newValueText } from './build-request.js';
import { readParentProfiles } from './preflight.js';

const PARENTS_PER_PAGE = 500;

/**
 * Without the pre-flight, a POST body would have no ProfileID unless a constant gives it, and
 * the service refuses that (400 "ProfileID : is required") when the token covers more than one
 * profile. So read each parent's ProfileID (the cheap read: $select=ID,ProfileID, about one
 * request per 70 parents) and put it in the rows that lack it.
 */
export async function fillProfileIds(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number }> {
  const parent = target.parent;
  if (!parent || (operation !== 'upsert' && operation !== 'create') || !fieldOf(target.entity, 'ProfileID'))
    return { requests: 0 };
  const db = journal.db;
  const lacking = `state = 'pending' AND method IS NULL AND parent_id IS NOT NULL AND json_extract(fields, '$.ProfileID') IS NULL`;
  const nextIds = db
    .prepare(
      `SELECT DISTINCT parent_id FROM rows WHERE ${lacking} AND parent_id > ? ORDER BY parent_id LIMIT ${PARENTS_PER_PAGE}`,
    )
    .pluck();
  const fill = db.prepare(
    `UPDATE rows SET fields = json_set(fields, '$.ProfileID', ?) WHERE parent_id = ? AND ${lacking}`,
  );
  let requests = 0,
    after = -Infinity,
    done = 0;
  for (;;) {
    const ids = nextIds.all(after) as number[];
    if (ids.length === 0) return { requests };
    after = ids[ids.length - 1]!;
    checkAbort(opts.signal, 'preflight');
    const read = await readParentProfiles(client, parent, ids);
    requests += read.requests;
    db.transaction(() => {
      for (const [id, profile] of read.profiles) fill.run(profile, id);
    })();
    done += ids.length;
    opts.onProgress?.({
      stage: 'preflight',
      done,
      message: `${done} ${parent.entitySet.toLowerCase()} read for their ProfileID`,
    });
  }
}

export function planRemaining(journal: Journal, target: ImportTarget, operation: ImportOperation): number {
  const db = journal.db;
  const page = db.prepare(
    `SELECT * FROM rows WHERE state = 'pending' AND method IS NULL AND seq > ? ORDER BY seq LIMIT 2000`,
  );
  const plan = db.prepare('UPDATE rows SET method = @method, path = @path, body = @body, new = @new WHERE seq = @seq');
  let after = 0,
    n = 0;
  for (;;) {
    const rows = page.all(after) as JournalRow[];
    if (rows.length === 0) return n;
    after = rows[rows.length - 1]!.seq;
    db.transaction(() => {
      for (const r of rows) {
        const fields = JSON.parse(r.fields!) as Record<string, unknown>;
        const req = buildRequest(target, operation, fields);
        plan.run({
          seq: r.seq,
          method: req.method,
          path: req.path,
          body: req.body === undefined ? null : JSON.stringify(req.body),
          new: newValueText(target, operation, fields),
        });
        n++;
      }
    })();
  }
}
