// The sender: pending units in file order (a grouped write with its rows, or a row alone),
// handed to client.batch (which splits into $batch calls of <= 100, paces and retries); each
// $batch's units are marked 'sent' in one durable transaction just before that call goes on
// the wire (onDispatch), so a kill leaves only units really in flight as 'sent'. Each result
// is written back as it arrives, and whatever settled is written even when batch() throws.
// The abort signal goes to the client too, so Ctrl-C stops after the batches in flight: units
// it kept from the network come back 'not-sent' and return to 'pending'; 'unconfirmed' ones
// stay 'sent' for resume to re-check (by reading the values back, never by resending). So do
// answers lost in an outage: the send stops after that round, and the run reads them back once
// the service answers (run-job.ts) before it sends the rest.
// Grouped writes (issue 11): the first group of each action and profile goes alone, so a
// service that refuses the action costs one request before the run falls back to one request
// per value (said once, in the job's grouping notes); what a failed group means for each of
// its rows is decided in group-outcome.ts.
// One round's dispatch and settling is send-round.ts; this file picks the units of each round.
import type { ApiRequest, JobClient } from '../engine-port.js';
import type { SendUnit } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import type { SendOutcome } from '../vocabulary.js';
import { groupActionFor, groupPending } from '../plan/group-writes.js';
import { Grouping } from './grouping.js';
import { SendRound, type SendContext } from './send-round.js';
import type { StageContext } from '../stage-context.js';

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

/** The next round's units: pending ones in file order, or the first unconfirmed group alone. */
function nextUnits(ctx: SendContext, chunk: number): SendUnit[] {
  const units = ctx.journal.groups.pendingUnits(chunk);
  // The first group of each action and profile goes alone: a refusal then costs one request.
  const probe = units.find((u) => u.group && !ctx.grouping.isConfirmed(u.group.action, u.group.profile_id));
  return probe ? [probe] : units;
}

export async function sendPending(ctx: StageContext, opts: { chunk?: number } = {}): Promise<SendOutcome> {
  const { journal, client, target, operation, signal, onProgress } = ctx;
  const chunk = opts.chunk ?? 500;
  const total = journal.countByState().pending;
  const started = Date.now();
  const out: SendOutcome = { sent: 0, ok: 0, failed: 0, interrupted: false };
  const send: SendContext = { journal, client, target, operation, grouping: new Grouping(journal), out };
  const action = groupActionFor(target, operation);
  // Rows sent back to pending (resume, --retry-failed, part of a refused group) are grouped anew.
  let regroup = action !== null;
  for (;;) {
    if (signal?.aborted) {
      out.interrupted = true;
      break;
    }
    if (regroup) {
      groupPending(journal, target, operation);
      regroup = false;
    }
    const units = nextUnits(send, chunk);
    if (units.length === 0) break;
    const reqs = units.map((u) => requestOf(client, target, operation, u));
    const round = new SendRound(send, units);
    out.sent += await round.run(reqs, signal);
    if (round.regroup) regroup = true;
    // Answers lost (an outage): stop here; the run waits for the service and reads them back
    // before the rest is sent (run-job.ts), rather than losing the answers of every later round too.
    const stopForUnknown = round.unsettled > 0;
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? out.sent / secs : undefined;
    onProgress?.({
      stage: 'send',
      done: out.sent,
      total,
      ratePerSecond: rate,
      etaSeconds: rate ? (total - out.sent) / rate : undefined,
    });
    if (stopForUnknown) break;
  }
  return out;
}
