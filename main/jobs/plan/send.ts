// The sender: pending rows in file order, handed to client.batch (which splits into $batch
// calls of <= 100, paces and retries); each $batch's rows are marked 'sent' in one durable
// transaction just before that call goes on the wire (onDispatch), so a kill leaves only
// rows really in flight as 'sent'. Each result is written back as it arrives, and whatever
// settled is written even when batch() throws. The abort signal goes to the client
// too, so Ctrl-C stops after the batches in flight: rows it kept from the network come back
// 'not-sent' and return to 'pending'; 'unconfirmed' ones stay 'sent' for resume to re-check.
import type { ApiRequest, ApiResult, JobClient, ProgressListener } from '../client.js';
import type { Journal, JournalRow, RowResult, RowState } from '../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';

export interface SendOutcome { sent: number; ok: number; failed: number; interrupted: boolean }

/** OData string literal: quotes doubled. */
const literal = (v: string): string => `'${v.replace(/'/g, "''")}'`;

/**
 * A DistributionCenter create has no natural idempotency: after a lost answer the client asks
 * this before sending it again. It looks the DC up by Code (by Name when there is no Code);
 * found, the create was applied and the entity is its result; not found, it may be resent.
 */
export function verifyDcCreate(client: JobClient, body: Record<string, unknown>): (() => Promise<ApiResult | null>) | undefined {
  const field = typeof body.Code === 'string' && body.Code !== '' ? 'Code' : typeof body.Name === 'string' && body.Name !== '' ? 'Name' : null;
  if (!field) return undefined;
  const query = `$filter=${encodeURIComponent(`${field} eq ${literal(body[field] as string)}`)}&$select=ID,Code,Name`;
  return async () => {
    const r = await client.request({ method: 'GET', path: `/v1/DistributionCenters?${query}` });
    // A failed read proves nothing: throwing keeps the outcome unknown rather than risking a duplicate.
    if (!r.ok) throw new Error(`Could not check whether DistributionCenter ${field} ${body[field] as string} exists: ${r.message}`);
    const found = (r.body as { value?: unknown[] } | undefined)?.value?.[0];
    return found ? { ok: true, status: 201, body: found, message: 'Created (confirmed by reading it back)', attempts: 0 } : null;
  };
}

function resultOf(operation: ImportOperation, existed: number | null, status: number): RowResult {
  if (operation === 'delete') return 'Deleted';
  if (operation === 'update') return 'Updated';
  if (operation === 'create') return 'Created';
  // Upsert: the pre-flight knows whether the key existed; without it, trust the status.
  if (existed !== null) return existed ? 'Updated' : 'Created';
  return status === 201 ? 'Created' : 'Updated';
}

export async function sendPending(journal: Journal, client: JobClient, target: ImportTarget, operation: ImportOperation,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener; chunk?: number } = {}): Promise<SendOutcome> {
  const chunk = opts.chunk ?? 500;
  const total = journal.countByState().pending;
  const started = Date.now();
  const out: SendOutcome = { sent: 0, ok: 0, failed: 0, interrupted: false };
  for (;;) {
    if (opts.signal?.aborted) { out.interrupted = true; break; }
    const rows = journal.page('pending', 0, chunk);
    if (rows.length === 0) break;
    // Upserts carry absolute values, so the client may repeat them (after reading back
    // whether a lost answer was applied); a create may not be repeated blindly, so a DC
    // create carries a read that tells whether it was applied.
    const reqs: ApiRequest[] = rows.map((r: JournalRow) => {
      const body = r.body !== null ? JSON.parse(r.body) as unknown : undefined;
      const idempotent = r.method !== 'POST' || (operation === 'upsert' && target.entity.createIsUpsert);
      const verify = !idempotent && target.resource === 'DistributionCenters' && body && typeof body === 'object'
        ? verifyDcCreate(client, body as Record<string, unknown>) : undefined;
      return { method: r.method as ApiRequest['method'], path: r.path!, ...(body !== undefined ? { body } : {}), idempotent, ...(verify ? { verify } : {}) };
    });
    let buffer: Parameters<Journal['recordResults']>[0] = [];
    const flush = (): void => { if (buffer.length) { journal.recordResults(buffer); buffer = []; } };
    const seen = new Set<number>();
    let notSent = 0;
    const record = (i: number, r: ApiResult): void => {
      if (seen.has(i)) return;
      seen.add(i);
      const row = rows[i]!;
      if (r.stopped === 'not-sent') {
        notSent++;
        buffer.push({ seq: row.seq, state: 'pending', result: null, status: null, message: null });
        return;
      }
      if (r.stopped === 'unconfirmed') return;   // stays 'sent': resume reads it back before sending again
      const state: RowState = r.ok ? 'done' : 'failed';
      buffer.push({ seq: row.seq, state, result: r.ok ? resultOf(operation, row.existed, r.status) : 'Failed', status: r.status, message: r.ok ? null : r.message });
      if (r.ok) out.ok++; else out.failed++;
      if (buffer.length >= 100) flush();
    };
    const dispatched = new Set<number>();
    const onDispatch = (indexes: number[]): void => {
      const fresh = indexes.filter((i) => !dispatched.has(i));
      fresh.forEach((i) => dispatched.add(i));
      if (fresh.length) journal.markSent(fresh.map((i) => rows[i]!.seq));
    };
    try {
      const results = await client.batch(reqs, record, { ...(opts.signal ? { signal: opts.signal } : {}), onDispatch });
      results.forEach((r, i) => record(i, r));
    } finally {
      // Results already known are written even when batch() throws (sign-in abort, internal error).
      flush();
    }
    out.sent += rows.length - notSent;
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? out.sent / secs : undefined;
    opts.onProgress?.({ stage: 'send', done: out.sent, total, ratePerSecond: rate, etaSeconds: rate ? (total - out.sent) / rate : undefined });
  }
  return out;
}
