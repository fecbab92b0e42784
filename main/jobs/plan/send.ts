// The sender: pending rows in file order, marked 'sent' in one transaction before they go
// on the wire, handed to client.batch (which splits into $batch calls of <= 100, paces and
// retries), and each result written back as it arrives. The abort signal goes to the client
// too, so Ctrl-C stops after the batches in flight: rows it kept from the network come back
// 'not-sent' and return to 'pending'; 'unconfirmed' ones stay 'sent' for resume to re-check.
import type { ApiRequest, ApiResult, JobClient, ProgressListener } from '../client.js';
import type { Journal, JournalRow, RowResult, RowState } from '../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';

export interface SendOutcome { sent: number; ok: number; failed: number; interrupted: boolean }

/** main/api's batch() also takes { signal } and marks what a stop kept back (ApiResult.stopped). */
type StoppableResult = ApiResult & { stopped?: 'not-sent' | 'unconfirmed' };
type StoppableBatch = (reqs: ApiRequest[], onResult: (i: number, r: StoppableResult) => void, opts: { signal?: AbortSignal }) => Promise<StoppableResult[]>;

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
    journal.markSent(rows.map((r) => r.seq));
    // Upserts carry absolute values, so the client may repeat them (after reading back
    // whether a lost answer was applied); a create may not be repeated.
    const reqs: ApiRequest[] = rows.map((r: JournalRow) => ({
      method: r.method as ApiRequest['method'], path: r.path!, ...(r.body !== null ? { body: JSON.parse(r.body) as unknown } : {}),
      idempotent: r.method !== 'POST' || (operation === 'upsert' && target.entity.createIsUpsert),
    }));
    let buffer: Parameters<Journal['recordResults']>[0] = [];
    const flush = (): void => { if (buffer.length) { journal.recordResults(buffer); buffer = []; } };
    const seen = new Set<number>();
    let notSent = 0;
    const record = (i: number, r: StoppableResult): void => {
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
    const batch = client.batch.bind(client) as unknown as StoppableBatch;
    const results = await batch(reqs, record, opts.signal ? { signal: opts.signal } : {});
    results.forEach((r, i) => record(i, r));
    flush();
    out.sent += rows.length - notSent;
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? out.sent / secs : undefined;
    opts.onProgress?.({ stage: 'send', done: out.sent, total, ratePerSecond: rate, etaSeconds: rate ? (total - out.sent) / rate : undefined });
  }
  return out;
}
