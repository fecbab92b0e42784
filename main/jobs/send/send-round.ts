// One round of the sender: a chunk of pending units handed to client.batch. Its units are
// marked 'sent' in one durable transaction just before their $batch goes on the wire
// (dispatch), each result is settled and written back as it arrives (in buffers of 100), and
// whatever settled is written even when batch() throws. Groups whose failure needs a look at
// the service are judged by reading after the batch; refused actions are dissolved last.
import type { ApiRequest, ApiResult, JobClient } from '../engine-port.js';
import type {
  GroupAction,
  GroupState,
  Journal,
  JournalRow,
  RowOutcome,
  RowResult,
  SendUnit,
} from '../../journal/index.js';
import { addTraffic, setRowEntityId } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import type { SendOutcome } from '../vocabulary.js';
import { isUnknownOutcome, judgeByReading, judgeGroupFailure, namedOutcomes } from './group-outcome.js';
import type { Grouping } from './grouping.js';

export function resultOf(operation: ImportOperation, existed: number | null, status: number): RowResult {
  if (operation === 'delete') return 'Deleted';
  if (operation === 'update') return 'Updated';
  if (operation === 'create') return 'Created';
  // Upsert: the pre-flight knows whether the key existed; without it, trust the status
  // (a grouped write answers 204: the values were set).
  if (existed !== null) return existed ? 'Updated' : 'Created';
  return status === 201 ? 'Created' : 'Updated';
}

/** What every round of one send shares. */
export interface SendContext {
  journal: Journal;
  client: JobClient;
  target: ImportTarget;
  operation: ImportOperation;
  grouping: Grouping;
  /** The send's running totals, counted as rows settle. */
  out: SendOutcome;
}

type SendGroup = NonNullable<SendUnit['group']>;

export class SendRound {
  private rowBuffer: RowOutcome[] = [];
  private groupBuffer: { id: number; state: GroupState }[] = [];
  private readonly toRead: { rows: JournalRow[]; result: ApiResult }[] = [];
  private readonly refusals: { action: GroupAction; profile: number | null; scope: 'action' | 'profile' }[] = [];
  private readonly seen = new Set<number>();
  private readonly dispatched = new Set<number>();
  /** Rows that came back 'not-sent' (pending again). */
  private notSent = 0;
  /** Rows whose outcome the round could not learn (left 'sent'): read back once the service answers. */
  unsettled = 0;
  /** A group failed by name: its other rows go back to pending and are grouped anew. */
  regroup = false;

  constructor(
    private readonly ctx: SendContext,
    private readonly units: SendUnit[],
  ) {}

  /** Sends the round's requests (one per unit, in order); returns the rows it sent. */
  async run(reqs: ApiRequest[], signal: AbortSignal | undefined): Promise<number> {
    const { client, target, operation, journal } = this.ctx;
    const record = (i: number, r: ApiResult): void => this.record(i, r);
    const onDispatch = (indexes: number[]): void => this.dispatch(indexes);
    try {
      const results = await client.batch(reqs, record, { ...(signal ? { signal } : {}), onDispatch });
      results.forEach((r, i) => record(i, r));
    } finally {
      // Results already known are written even when batch() throws (sign-in abort, internal error).
      this.flush();
    }
    if (this.toRead.length) {
      // Rows stay 'sent' until judged, so a kill here leaves them for resume to read back.
      for (const o of await judgeByReading(
        client,
        target,
        this.toRead,
        (row) => resultOf(operation, row.existed, 204),
        signal,
      ))
        this.settle(o);
      this.flush();
    }
    // The refused action's other groups go back to one request per value.
    // Each counts as a fallback on the Summary sheet: the refused group and those dissolved with it.
    let fallbacks = 0;
    for (const x of this.refusals)
      fallbacks += 1 + journal.groups.dissolve(x.action, x.scope === 'action' ? null : x.profile);
    if (fallbacks) addTraffic(journal, { fallbacks });
    const rowsInUnits = this.units.reduce((n, u) => n + u.rows.length, 0);
    return rowsInUnits - this.notSent;
  }

  /** Marks the units of a $batch about to go on the wire 'sent', in one transaction. */
  private dispatch(indexes: number[]): void {
    const units = this.units;
    const fresh = indexes.filter((i) => !this.dispatched.has(i));
    fresh.forEach((i) => this.dispatched.add(i));
    if (!fresh.length) return;
    const groupIds = fresh.flatMap((i) => (units[i]!.group ? [units[i]!.group!.id] : []));
    const seqs = fresh.flatMap((i) => (units[i]!.group ? [] : [units[i]!.rows[0]!.seq]));
    this.ctx.journal.groups.markSent(groupIds, seqs);
  }

  private flush(): void {
    if (this.rowBuffer.length || this.groupBuffer.length) {
      this.ctx.journal.groups.record(this.rowBuffer, this.groupBuffer);
      this.rowBuffer = [];
      this.groupBuffer = [];
    }
  }

  private settle(o: RowOutcome): void {
    this.rowBuffer.push(o);
    const out = this.ctx.out;
    if (o.state === 'done') out.ok++;
    else if (o.state === 'failed') out.failed++;
    else if (o.state === 'pending') this.notSent++;
    else if (o.state === 'sent') this.unsettled++;
  }

  private backToPending(unit: SendUnit): void {
    for (const row of unit.rows)
      this.settle({ seq: row.seq, state: 'pending', result: null, status: null, message: null });
  }

  /** One unit's result, once (the client may report it early and again in its results). */
  private record(i: number, r: ApiResult): void {
    if (this.seen.has(i)) return;
    this.seen.add(i);
    const unit = this.units[i]!;
    const g = unit.group;
    if (r.stopped === 'not-sent') {
      this.backToPending(unit);
      if (g) this.groupBuffer.push({ id: g.id, state: 'pending' });
      return;
    }
    if (r.stopped === 'unconfirmed') return; // stays 'sent': resume reads it back before sending again
    if (!g) this.settleRow(unit.rows[0]!, r);
    else if (r.ok) this.settleGroupDone(g, unit, r);
    else this.settleGroupFailure(g, unit, r);
    if (this.rowBuffer.length >= 100) this.flush();
  }

  private settleRow(row: JournalRow, r: ApiResult): void {
    const { operation, target, journal } = this.ctx;
    if (isUnknownOutcome(r)) {
      // Sent, and no answer says whether it landed: it stays 'sent' (with what was said) until
      // the run reads it back, once the service answers (run-job.ts), never resent blindly.
      this.settle({
        seq: row.seq,
        state: 'sent',
        result: null,
        status: r.status || null,
        message: r.message,
        reason: r.unsure ?? null,
      });
      return;
    }
    this.settle({
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
  }

  private settleGroupDone(g: SendGroup, unit: SendUnit, r: ApiResult): void {
    this.ctx.grouping.confirm(g.action, g.profile_id);
    for (const row of unit.rows)
      this.settle({
        seq: row.seq,
        state: 'done',
        result: resultOf(this.ctx.operation, row.existed, r.status),
        status: r.status,
        message: null,
      });
    this.groupBuffer.push({ id: g.id, state: 'done' });
  }

  private settleGroupFailure(g: SendGroup, unit: SendUnit, r: ApiResult): void {
    const grouping = this.ctx.grouping;
    const f = judgeGroupFailure(g.action, r, unit.rows.length);
    if (f.kind === 'refused') {
      grouping.refuse(g.action, g.profile_id, f.scope, r);
      this.refusals.push({ action: g.action, profile: g.profile_id, scope: f.scope });
      this.backToPending(unit);
      this.groupBuffer.push({ id: g.id, state: 'dissolved' });
    } else if (f.kind === 'named') {
      grouping.confirm(g.action, g.profile_id);
      for (const o of namedOutcomes(unit.rows, f, r.status)) this.settle(o);
      this.groupBuffer.push({ id: g.id, state: 'failed' });
      this.regroup = true;
    } else {
      if (r.status !== 0) grouping.confirm(g.action, g.profile_id);
      this.toRead.push({ rows: unit.rows, result: r });
      this.groupBuffer.push({ id: g.id, state: 'failed' });
    }
  }
}
