// Pre-flight read: the current values of every row's key, read in bulk through the parent
// listing (Products $expand=DCQuantities or Attributes, Orders $expand=CustomFields),
// about one request per 100 rows. Rows already equal to the service are Unchanged and not
// sent; the old value is kept for the report and the undo workbook. On resume the same
// read decides whether a row 'sent' before the interruption was applied.
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, pathOf, type JobClient, type ProgressListener } from '../client.js';
import type { Journal, JournalRow } from '../journal/index.js';
import type { ImportOperation, ImportTarget, ParentRead } from '../targets.js';
import { buildRequest, newValueText } from './build-request.js';

// IDs taken from the journal at a time; chunkAnyEq then packs as many into each $filter as
// the URL limit allows (about 70 per request), so the read costs about one request per
// 70 parents, whatever the number of rows per parent.
const PARENTS_PER_PAGE = 500;

interface ReadParent {
  id: number;
  profile: number;
  children: Record<string, unknown>[];
}

/** One $filter chunk of parents with their expanded children (following the server's paging of both); no expand: no children. */
async function readChunk(
  client: JobClient,
  entitySet: string,
  query: string,
  expand?: string,
): Promise<{ parents: ReadParent[]; requests: number }> {
  const parents: (ReadParent & { more?: string | undefined })[] = [];
  let requests = 0;
  for await (const page of client.list<Record<string, unknown>>(`/v1/${entitySet}?${query}`)) {
    requests++;
    for (const p of page) {
      parents.push({
        id: p.ID as number,
        profile: p.ProfileID as number,
        children: expand ? ((p[expand] as Record<string, unknown>[] | undefined) ?? []) : [],
        more: expand ? (p[`${expand}@odata.nextLink`] as string | undefined) : undefined,
      });
    }
  }
  for (const r of parents) {
    if (r.more)
      for await (const page of client.list<Record<string, unknown>>(pathOf(r.more))) {
        requests++;
        r.children.push(...page);
      }
  }
  return { parents, requests };
}

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
    out.set(
      r.id,
      new Map(
        r.children.map((c) => [String(c[parent.childKey]), JSON.stringify(c[target.valueField!] ?? null)] as const),
      ),
    );
  }
  return out;
}

/** Reads parents (and their expanded children) not yet in the journal's cache. */
async function readParents(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  states: string[],
  opts: { signal?: AbortSignal; onProgress?: ProgressListener },
): Promise<number> {
  const parent = target.parent!;
  const db = journal.db;
  const inList = states.map((s) => `'${s}'`).join(',');
  const nextIds = db
    .prepare(
      `SELECT DISTINCT parent_id FROM rows WHERE state IN (${inList}) AND parent_id IS NOT NULL AND parent_id > ?
    AND parent_id NOT IN (SELECT id FROM parents) ORDER BY parent_id LIMIT ${PARENTS_PER_PAGE}`,
    )
    .pluck();
  const addParent = db.prepare('INSERT OR REPLACE INTO parents (id, profile_id) VALUES (?, ?)');
  const addChild = db.prepare('INSERT OR REPLACE INTO current (parent_id, child_key, value) VALUES (?, ?, ?)');
  const valueField = target.valueField!;
  let requests = 0,
    after = -Infinity,
    done = 0;
  for (;;) {
    const ids = nextIds.all(after) as number[];
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    checkAbort(opts.signal, 'preflight');
    // The chunks of a page go out together: the client keeps at most its in-flight limit busy.
    const pages = await Promise.all(
      chunkAnyEq('ID', ids).map((filter) =>
        readChunk(client, parent.entitySet, formatQuery({ filter, expand: [parent.expand] }), parent.expand),
      ),
    );
    requests += pages.reduce((n, p) => n + p.requests, 0);
    db.transaction(() => {
      for (const r of pages.flatMap((p) => p.parents)) {
        addParent.run(r.id, r.profile);
        for (const c of r.children)
          addChild.run(r.id, String(c[parent.childKey]), JSON.stringify(c[valueField] ?? null));
      }
    })();
    done += ids.length;
    opts.onProgress?.({ stage: 'preflight', done, message: `${done} ${parent.entitySet.toLowerCase()} read` });
  }
  return requests;
}

/** Pending rows: compare with current values, mark Unchanged, fill old values and requests. */
export async function preflight(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number }> {
  const requests = await readParents(journal, client, target, ['pending'], opts);
  const parent = target.parent!;
  const db = journal.db;
  const page = db.prepare(`SELECT r.*, p.id AS p_id, p.profile_id AS p_profile, c.value AS cur FROM rows r
    LEFT JOIN parents p ON p.id = r.parent_id LEFT JOIN current c ON c.parent_id = r.parent_id AND c.child_key = r.child_key
    WHERE r.state = 'pending' AND r.seq > ? ORDER BY r.seq LIMIT 2000`);
  const settle = db.prepare(
    'UPDATE rows SET state = @state, result = @result, message = @message, old = @old, new = @new WHERE seq = @seq',
  );
  const plan = db.prepare(
    'UPDATE rows SET fields = @fields, method = @method, path = @path, body = @body, old = @old, new = @new, existed = @existed WHERE seq = @seq',
  );
  let after = 0;
  for (;;) {
    const rows = page.all(after) as (JournalRow & {
      p_id: number | null;
      p_profile: number | null;
      cur: string | null;
    })[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.seq;
    db.transaction(() => {
      for (const r of rows) {
        const fields = JSON.parse(r.fields!) as Record<string, unknown>;
        const what = `${parent.idField} ${r.parent_id}`;
        if (r.p_id === null) {
          settle.run({
            seq: r.seq,
            state: 'invalid',
            result: 'Invalid',
            old: null,
            new: null,
            message: `${what} was not found (or this connection does not cover its profile). Fix: check the ${parent.idField}${target.extraFields.includes('Sku') ? ' or SKU' : ''}`,
          });
          continue;
        }
        const existed = r.cur !== null;
        const old = existed ? (JSON.parse(r.cur!) as unknown) : undefined;
        const oldText = existed ? (old === null ? '' : String(old)) : null;
        const wanted = fields[target.valueField!] ?? null;
        if (operation === 'delete' && !existed) {
          settle.run({
            seq: r.seq,
            state: 'unchanged',
            result: 'Unchanged',
            old: null,
            new: null,
            message: 'Already absent: nothing to delete',
          });
          continue;
        }
        if (operation !== 'delete' && existed && JSON.stringify(old) === JSON.stringify(wanted)) {
          settle.run({
            seq: r.seq,
            state: 'unchanged',
            result: 'Unchanged',
            old: oldText,
            new: newValueText(target, operation, fields),
            message: 'Already has this value: not sent',
          });
          continue;
        }
        if (operation === 'update' && !existed) {
          settle.run({
            seq: r.seq,
            state: 'invalid',
            result: 'Invalid',
            old: null,
            new: null,
            message: `No ${target.entity.name} ${r.key} exists to update. Fix: use the upsert operation to create it`,
          });
          continue;
        }
        if (operation !== 'update' && fields.ProfileID === undefined && r.p_profile !== null)
          fields.ProfileID = r.p_profile;
        const req = buildRequest(target, operation, fields);
        plan.run({
          seq: r.seq,
          fields: JSON.stringify(fields),
          method: req.method,
          path: req.path,
          body: req.body === undefined ? null : JSON.stringify(req.body),
          old: oldText,
          new: newValueText(target, operation, fields),
          existed: existed ? 1 : 0,
        });
      }
    })();
  }
  return { requests };
}

/**
 * Resume: rows marked 'sent' with no known result. Read them back; a row whose value is
 * already what it set (or, for a delete, is gone) was applied and is done; the others go
 * back to pending to be sent again. So no row is sent twice after it was applied.
 */
export async function recheckSent(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number; applied: number; resend: number }> {
  const db = journal.db;
  // Values read before the run are stale for these parents: read them again.
  db.exec(`DELETE FROM current WHERE parent_id IN (SELECT parent_id FROM rows WHERE state = 'sent');
           DELETE FROM parents WHERE id IN (SELECT parent_id FROM rows WHERE state = 'sent');`);
  const requests = await readParents(journal, client, target, ['sent'], opts);
  const rows = db
    .prepare(
      `SELECT r.seq, r.fields, r.existed, c.value AS cur FROM rows r
    LEFT JOIN current c ON c.parent_id = r.parent_id AND c.child_key = r.child_key WHERE r.state = 'sent'`,
    )
    .all() as { seq: number; fields: string; existed: number | null; cur: string | null }[];
  const done = db.prepare(
    `UPDATE rows SET state = 'done', result = ?, status = NULL, message = 'Applied before the interruption (confirmed by reading it back)' WHERE seq = ?`,
  );
  const again = db.prepare(`UPDATE rows SET state = 'pending' WHERE seq = ?`);
  let applied = 0,
    resend = 0;
  db.transaction(() => {
    for (const r of rows) {
      const fields = JSON.parse(r.fields) as Record<string, unknown>;
      const wanted = JSON.stringify(fields[target.valueField!] ?? null);
      const isApplied = operation === 'delete' ? r.cur === null : r.cur !== null && r.cur === wanted;
      if (isApplied) {
        applied++;
        done.run(operation === 'delete' ? 'Deleted' : r.existed ? 'Updated' : 'Created', r.seq);
      } else {
        resend++;
        again.run(r.seq);
      }
    }
  })();
  return { requests, applied, resend };
}
