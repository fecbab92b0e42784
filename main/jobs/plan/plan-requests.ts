// Requests for pending rows that the pre-flight did not plan (no pre-flight for this
// resource, or it was switched off).
import { fieldOf } from '../../../shared/resources/index.js';
import { checkAbort } from '../engine-port.js';
import {
  fillParentProfiles,
  nextParentsLackingProfile,
  recordRequests,
  unplannedPending,
  type Journal,
  type PlannedRequest,
} from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import { buildRequest, newValueText } from './build-request.js';
import { readParentProfiles } from './preflight.js';
import type { StageContext } from '../stage-context.js';

const PARENTS_PER_PAGE = 500;

/**
 * Without the pre-flight, a POST body would have no ProfileID unless a constant gives it, and
 * the service refuses that (400 "ProfileID : is required") when the token covers more than one
 * profile. So read each parent's ProfileID (the cheap read: $select=ID,ProfileID, about one
 * request per 70 parents) and put it in the rows that lack it.
 */
export async function fillProfileIds(ctx: StageContext): Promise<{ requests: number }> {
  const { journal, client, target, operation, ...opts } = ctx;
  const parent = target.parent;
  if (!parent || (operation !== 'upsert' && operation !== 'create') || !fieldOf(target.entity, 'ProfileID'))
    return { requests: 0 };
  let requests = 0,
    after = -Infinity,
    done = 0;
  for (;;) {
    const ids = nextParentsLackingProfile(journal, after, PARENTS_PER_PAGE);
    if (ids.length === 0) return { requests };
    after = ids[ids.length - 1]!;
    checkAbort(opts.signal, 'preflight');
    const read = await readParentProfiles(client, parent, ids);
    requests += read.requests;
    fillParentProfiles(journal, read.profiles);
    done += ids.length;
    opts.onProgress?.({
      stage: 'preflight',
      done,
      message: `${done} ${parent.entitySet.toLowerCase()} read for their ProfileID`,
    });
  }
}

export function planRemaining(journal: Journal, target: ImportTarget, operation: ImportOperation): number {
  let after = 0,
    n = 0;
  for (;;) {
    const rows = unplannedPending(journal, after, 2000);
    if (rows.length === 0) return n;
    after = rows[rows.length - 1]!.seq;
    const requests: PlannedRequest[] = rows.map((r) => {
      const fields = JSON.parse(r.fields!) as Record<string, unknown>;
      const req = buildRequest(target, operation, fields);
      return {
        seq: r.seq,
        method: req.method,
        path: req.path,
        body: req.body === undefined ? null : JSON.stringify(req.body),
        new: newValueText(target, operation, fields),
      };
    });
    recordRequests(journal, requests);
    n += rows.length;
  }
}
