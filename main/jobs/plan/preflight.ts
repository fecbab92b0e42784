// Pre-flight read: the current values of every row's key, read in bulk through the parent
// listing (Products $expand=DCQuantities or Attributes, Orders $expand=CustomFields),
// about one request per 100 rows. Rows already equal to the service are Unchanged and not
// sent; the old value is kept for the report and the undo workbook. On resume the same
// read decides whether a row 'sent' before the interruption was applied (send/recheck-sent.ts).
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../engine-port.js';
import {
  nextUnreadParents,
  pendingWithCurrent,
  recordPreflight,
  storeParents,
  type Journal,
  type PlannedRow,
  type SettledRow,
} from '../../journal/index.js';
import type { ImportOperation, ImportTarget, ParentRead } from '../target.js';
import { baselineJudge, countHeldBack } from '../baseline/preflight-baseline.js';
import { buildRequest, newValueText } from './build-request.js';
import { otherProfileMessage, readKeyOwners, type KeyOwners } from './key-owners.js';
import { parentFilters } from './parent-filters.js';
import { childValues, readChunk } from './parent-pages.js';
import type { StageContext } from '../stage-context.js';

// IDs taken from the journal at a time; parentFilters then reads runs of consecutive IDs by
// range (one request per 100) and packs the rest into each $filter as the URL limit allows
// (about 70 per request), whatever the number of rows per parent.
const PARENTS_PER_PAGE = 500;

/**
 * The ProfileID of each parent (Products or Orders), by the cheap read: $select=ID,ProfileID on
 * chunks of IDs, no $expand. A parent not found (or not covered by the token) is left out.
 */
export async function readParentProfiles(
  client: JobClient,
  parent: ParentRead,
  ids: number[],
): Promise<{ profiles: Map<number, number>; requests: number }> {
  const pages = await Promise.all(
    chunkAnyEq('ID', ids).map((filter) =>
      readChunk(client, parent.entitySet, formatQuery({ filter, select: ['ID', 'ProfileID'] })),
    ),
  );
  return {
    profiles: new Map(pages.flatMap((p) => p.parents.map((r) => [r.id, r.profile] as const))),
    requests: pages.reduce((n, p) => n + p.requests, 0),
  };
}

/**
 * The current values of some parents' children, read now (not from the journal's cache):
 * parent ID -> child key -> the value as JSON text. A parent not found is absent.
 */
export async function readCurrentValues(
  client: JobClient,
  target: ImportTarget,
  ids: number[],
): Promise<Map<number, Map<string, string>>> {
  const parent = target.parent!;
  const pages = await Promise.all(
    chunkAnyEq('ID', ids).map((filter) =>
      readChunk(client, parent.entitySet, formatQuery({ filter, expand: [parent.expand] }), parent.expand),
    ),
  );
  const out = new Map<number, Map<string, string>>();
  for (const r of pages.flatMap((p) => p.parents)) {
    out.set(r.id, new Map(childValues(target, r.children)));
  }
  return out;
}

/** Reads parents (and their expanded children) not yet in the journal's cache. */
export async function readParents(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  state: 'pending' | 'sent',
  opts: { signal?: AbortSignal; onProgress?: ProgressListener },
): Promise<number> {
  const parent = target.parent!;
  let requests = 0,
    after = -Infinity,
    done = 0;
  for (;;) {
    const ids = nextUnreadParents(journal, state, after, PARENTS_PER_PAGE);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    checkAbort(opts.signal, 'preflight');
    // The chunks of a page go out together: the client keeps at most its in-flight limit busy.
    const pages = await Promise.all(
      parentFilters(ids).map((filter) =>
        readChunk(client, parent.entitySet, formatQuery({ filter, expand: [parent.expand] }), parent.expand),
      ),
    );
    requests += pages.reduce((n, p) => n + p.requests, 0);
    // A range read also returns parents the file does not name: only the named are kept.
    const wanted = new Set(ids);
    storeParents(
      journal,
      pages.flatMap((p) =>
        p.parents
          .filter((r) => wanted.has(r.id))
          .map((r) => ({
            id: r.id,
            profile: r.profile,
            children: childValues(target, r.children),
          })),
      ),
    );
    done += ids.length;
    opts.onProgress?.({ stage: 'preflight', done, message: `${done} ${parent.entitySet.toLowerCase()} read` });
  }
  return requests;
}

const clearOfNothing = engineMessage('plan.nothingToClear');

/** A row whose parent (product, order) the pre-flight did not find. */
function parentNotFound(target: ImportTarget, parentId: number | null): Message {
  return engineMessage(target.extraFields.includes('Sku') ? 'plan.parentNotFoundSku' : 'plan.parentNotFound', {
    idField: target.parent!.idField,
    id: String(parentId),
  });
}

/** One pending row against its current value: settled (Invalid, Unchanged) or planned. */
function judgeRow(
  target: ImportTarget,
  operation: ImportOperation,
  r: ReturnType<typeof pendingWithCurrent>[number],
  owners: KeyOwners,
  settled: SettledRow[],
  planned: PlannedRow[],
): void {
  const fields = JSON.parse(r.fields!) as Record<string, unknown>;
  if (r.p_id === null) {
    settled.push({
      seq: r.seq,
      state: 'invalid',
      result: 'Invalid',
      old: null,
      new: null,
      message: parentNotFound(target, r.parent_id),
    });
    return;
  }
  const existed = r.cur !== null;
  const old = existed ? (JSON.parse(r.cur!) as unknown) : undefined;
  const oldText = existed ? (old === null ? '' : String(old)) : null;
  const wanted = fields[target.valueField!] ?? null;
  // Nothing to delete, or a clear of a value the service does not hold (issue 32: never a null created).
  const absent = existed
    ? null
    : operation === 'delete'
      ? engineMessage('plan.alreadyAbsent')
      : wanted === null && operation !== 'create'
        ? clearOfNothing
        : null;
  if (absent) {
    settled.push({ seq: r.seq, state: 'unchanged', result: 'Unchanged', old: null, new: null, message: absent });
    return;
  }
  if (operation !== 'delete' && existed && JSON.stringify(old) === JSON.stringify(wanted)) {
    settled.push({
      seq: r.seq,
      state: 'unchanged',
      result: 'Unchanged',
      old: oldText,
      new: newValueText(target, operation, fields),
      message: engineMessage('plan.alreadyHasValue'),
    });
    return;
  }
  // Another profile's center or field: the service would answer 400, so the dry run must not promise it.
  const foreign = otherProfileMessage(target, owners, r, fields);
  if (foreign) {
    settled.push({ seq: r.seq, state: 'invalid', result: 'Invalid', old: null, new: null, message: foreign });
    return;
  }
  if (operation === 'update' && !existed) {
    settled.push({
      seq: r.seq,
      state: 'invalid',
      result: 'Invalid',
      old: null,
      new: null,
      message: engineMessage('plan.noneToUpdate', { entity: target.entity.name, key: String(r.key) }),
    });
    return;
  }
  if (operation !== 'update' && fields.ProfileID === undefined && r.p_profile !== null) fields.ProfileID = r.p_profile;
  const req = buildRequest(target, operation, fields);
  planned.push({
    seq: r.seq,
    fields,
    method: req.method,
    path: req.path,
    body: req.body === undefined ? null : JSON.stringify(req.body),
    old: oldText,
    new: newValueText(target, operation, fields),
    existed,
  });
}

/** Pending rows: compare with current values, mark Unchanged, fill old values and requests. */
export async function preflight(ctx: StageContext): Promise<{ requests: number }> {
  const { journal, client, target, operation, ...opts } = ctx;
  const read = await readParents(journal, client, target, 'pending', opts);
  const owners = await readKeyOwners(journal, client, target, opts);
  const requests = read + owners.requests;
  // A file exported with its baseline: a cell changed on the service since is not overwritten (issue 26).
  const byBaseline = await baselineJudge(journal, target, operation);
  let after = 0;
  for (;;) {
    const rows = pendingWithCurrent(journal, after, 2000);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.seq;
    const settled: SettledRow[] = [];
    const planned: PlannedRow[] = [];
    for (const r of rows) {
      const judged = byBaseline?.(r);
      if (judged) settled.push(judged);
      else judgeRow(target, operation, r, owners, settled, planned);
    }
    recordPreflight(journal, settled, planned);
    if (byBaseline) countHeldBack(journal, settled);
  }
  return { requests };
}
