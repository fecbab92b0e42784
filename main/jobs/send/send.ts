// The sender: pending units in file order (a grouped write with its rows, or a row alone),
// handed to client.batch (which splits into $batch calls of <= 100, paces and retries); each
// $batch's units are marked 'sent' in one durable transaction just before that call goes on
// the wire (onDispatch), so a kill leaves only units really in flight as 'sent'. Each result
// is written back as it arrives, and whatever settled is written even when batch() throws.
// The abort signal goes to the client too, so Ctrl-C stops after the batches in flight: units
// it kept from the network come back 'not-sent' and return to 'pending'; 'unconfirmed' ones
// stay 'sent' for resume to re-check (by reading the values back, never by resending).
// Grouped writes (issue 11): the first group of each action and profile goes alone, so a
// service that refuses the action costs one request before the run falls back to one request
// per value (said once, in the job's grouping notes); what a failed group means for each of
// its rows is decided in group-outcome.ts.
import type { ApiRequest, ApiResult, JobClient, ProgressListener } from '../client.js';
import type {
  GroupAction,
  GroupingState,
  GroupState,
  Journal,
  JournalRow,
  RowOutcome,
  RowResult,
  SendUnit,
} from '../../journal/index.js';
import { setRowEntityId } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets/target.js';
import type { SendOutcome } from '../vocabulary.js';
import { judgeByReading, judgeGroupFailure, namedOutcomes } from './group-outcome.js';
import { groupActionFor, groupPending } from '../plan/group-writes.js';

function resultOf(operation: ImportOperation, existed: number | null, status: number): RowResult {
  if (operation === 'delete') return 'Deleted';
  if (operation === 'update') return 'Updated';
  if (operation === 'create') return 'Created';
  // Upsert: the pre-flight knows whether the key existed; without it, trust the status
  // (a grouped write answers 204: the values were set).
  if (existed !== null) return existed ? 'Updated' : 'Created';
  return status === 201 ? 'Created' : 'Updated';
}

/** The job's grouping decisions, kept in the journal so a resume neither probes again nor regroups what was refused. */
class Grouping {
  constructor(private readonly journal: Journal) {}
  private get state(): GroupingState {
    return this.journal.data.grouping ?? { off: [], confirmed: [], notes: [] };
  }
  private key(action: GroupAction, profile: number | null): string {
    return `${action}@${profile ?? '-'}`;
  }
  isConfirmed(action: GroupAction, profile: number | null): boolean {
    return this.state.confirmed.includes(this.key(action, profile));
  }
  confirm(action: GroupAction, profile: number | null): void {
    const s = this.state;
    if (!s.confirmed.includes(this.key(action, profile)))
      this.journal.update({ grouping: { ...s, confirmed: [...s.confirmed, this.key(action, profile)] } });
  }
  /** Returns whether this refusal is news (it turns grouping off and adds one note). */
  refuse(action: GroupAction, profile: number | null, scope: 'action' | 'profile', r: ApiResult): boolean {
    const s = this.state;
    const off = scope === 'action' || profile === null ? action : `${action}@${profile}`;
    if (s.off.includes(off) || s.off.includes(action)) return false;
    const where = off === action ? '' : ` for profile ${profile}`;
    const note =
      `The service refused ${action}${where} (HTTP ${r.status}: ${r.message.slice(0, 200)}); ` +
      'the rest of this run sends one request per value.';
    this.journal.update({ grouping: { ...s, off: [...s.off, off], notes: [...s.notes, note] } });
    return true;
  }
}

function requestOf(client: JobClient, target: ImportTarget, operation: ImportOperation, u: SendUnit): ApiRequest {
  if (u.group) {
    // Both actions set values (Attributes; Absolute quantities): repeating one is harmless, and
    // the client reads the product back before repeating one whose answer was lost (read-back.ts).
    return { method: 'POST', path: u.group.path, body: JSON.parse(u.group.body) as unknown, idempotent: true };
  }
  const r = u.rows[0]!;
  // Upserts carry absolute values, so the client may repeat them (after reading back
  // whether a lost answer was applied); a create may not be repeated blindly, so a create
  // that can be looked up (a center by Code) carries a read that tells whether it was applied.
  const body = r.body !== null ? (JSON.parse(r.body) as unknown) : undefined;
  const idempotent = r.method !== 'POST' || (operation === 'upsert' && target.entity.createIsUpsert);
  const verify =
    !idempotent && target.verifyCreate && body && typeof body === 'object'
      ? target.verifyCreate(client, body as Record<string, unknown>)
      : undefined;
  return {
    method: r.method as ApiRequest['method'],
    path: r.path!,
    ...(body !== undefined ? { body } : {}),
    idempotent,
    ...(verify ? { verify } : {}),
  };
}

export async function sendPending(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener; chunk?: number } = {},
): Promise<SendOutcome> {
  const chunk = opts.chunk ?? 500;
  const total = journal.countByState().pending;
  const started = Date.now();
  const out: SendOutcome = { sent: 0, ok: 0, failed: 0, interrupted: false };
  const grouping = new Grouping(journal);
  const action = groupActionFor(target, operation);
  // Rows sent back to pending (resume, --retry-failed, part of a refused group) are grouped anew.
  let regroup = action !== null;
  for (;;) {
    if (opts.signal?.aborted) {
      out.interrupted = true;
      break;
    }
    if (regroup) {
      groupPending(journal, target, operation);
      regroup = false;
    }
    let units = journal.groups.pendingUnits(chunk);
    if (units.length === 0) break;
    // The first group of each action and profile goes alone: a refusal then costs one request.
    const probe = units.find((u) => u.group && !grouping.isConfirmed(u.group.action, u.group.profile_id));
    if (probe) units = [probe];
    const reqs = units.map((u) => requestOf(client, target, operation, u));

    let rowBuffer: RowOutcome[] = [];
    let groupBuffer: { id: number; state: GroupState }[] = [];
    const flush = (): void => {
      if (rowBuffer.length || groupBuffer.length) {
        journal.groups.record(rowBuffer, groupBuffer);
        rowBuffer = [];
        groupBuffer = [];
      }
    };
    const toRead: { rows: JournalRow[]; result: ApiResult }[] = [];
    const refusals: { action: GroupAction; profile: number | null; scope: 'action' | 'profile' }[] = [];
    const seen = new Set<number>();
    let notSent = 0;
    const settle = (o: RowOutcome): void => {
      rowBuffer.push(o);
      if (o.state === 'done') out.ok++;
      else if (o.state === 'failed') out.failed++;
      else if (o.state === 'pending') notSent++;
    };
    const record = (i: number, r: ApiResult): void => {
      if (seen.has(i)) return;
      seen.add(i);
      const unit = units[i]!;
      const g = unit.group;
      if (r.stopped === 'not-sent') {
        for (const row of unit.rows)
          settle({ seq: row.seq, state: 'pending', result: null, status: null, message: null });
        if (g) groupBuffer.push({ id: g.id, state: 'pending' });
        return;
      }
      if (r.stopped === 'unconfirmed') return; // stays 'sent': resume reads it back before sending again
      if (!g) {
        const row = unit.rows[0]!;
        settle({
          seq: row.seq,
          state: r.ok ? 'done' : 'failed',
          result: r.ok ? resultOf(operation, row.existed, r.status) : 'Failed',
          status: r.status,
          message: r.ok ? null : r.message,
        });
        // A created entity's ID, for the report's ID column and the undo workbook's delete.
        const id = (r.body as { ID?: unknown } | undefined)?.ID;
        if (r.ok && row.method === 'POST' && target.createdIdColumn && typeof id === 'number')
          setRowEntityId(journal, row.seq, id);
      } else if (r.ok) {
        grouping.confirm(g.action, g.profile_id);
        for (const row of unit.rows)
          settle({
            seq: row.seq,
            state: 'done',
            result: resultOf(operation, row.existed, r.status),
            status: r.status,
            message: null,
          });
        groupBuffer.push({ id: g.id, state: 'done' });
      } else {
        const f = judgeGroupFailure(g.action, r, unit.rows.length);
        if (f.kind === 'refused') {
          grouping.refuse(g.action, g.profile_id, f.scope, r);
          refusals.push({ action: g.action, profile: g.profile_id, scope: f.scope });
          for (const row of unit.rows)
            settle({ seq: row.seq, state: 'pending', result: null, status: null, message: null });
          groupBuffer.push({ id: g.id, state: 'dissolved' });
        } else if (f.kind === 'named') {
          grouping.confirm(g.action, g.profile_id);
          for (const o of namedOutcomes(unit.rows, f, r.status)) settle(o);
          groupBuffer.push({ id: g.id, state: 'failed' });
          regroup = true;
        } else {
          if (r.status !== 0) grouping.confirm(g.action, g.profile_id);
          toRead.push({ rows: unit.rows, result: r });
          groupBuffer.push({ id: g.id, state: 'failed' });
        }
      }
      if (rowBuffer.length >= 100) flush();
    };
    const dispatched = new Set<number>();
    const onDispatch = (indexes: number[]): void => {
      const fresh = indexes.filter((i) => !dispatched.has(i));
      fresh.forEach((i) => dispatched.add(i));
      if (!fresh.length) return;
      const groupIds = fresh.flatMap((i) => (units[i]!.group ? [units[i]!.group!.id] : []));
      const seqs = fresh.flatMap((i) => (units[i]!.group ? [] : [units[i]!.rows[0]!.seq]));
      journal.groups.markSent(groupIds, seqs);
    };
    try {
      const results = await client.batch(reqs, record, { ...(opts.signal ? { signal: opts.signal } : {}), onDispatch });
      results.forEach((r, i) => record(i, r));
    } finally {
      // Results already known are written even when batch() throws (sign-in abort, internal error).
      flush();
    }
    if (toRead.length) {
      // Rows stay 'sent' until judged, so a kill here leaves them for resume to read back.
      for (const o of await judgeByReading(
        client,
        target,
        toRead,
        (row) => resultOf(operation, row.existed, 204),
        opts.signal,
      ))
        settle(o);
      flush();
    }
    // The refused action's other groups go back to one request per value.
    for (const x of refusals) journal.groups.dissolve(x.action, x.scope === 'action' ? null : x.profile);
    const rowsInUnits = units.reduce((n, u) => n + u.rows.length, 0);
    out.sent += rowsInUnits - notSent;
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? out.sent / secs : undefined;
    opts.onProgress?.({
      stage: 'send',
      done: out.sent,
      total,
      ratePerSecond: rate,
      etaSeconds: rate ? (total - out.sent) / rate : undefined,
    });
  }
  return out;
}
