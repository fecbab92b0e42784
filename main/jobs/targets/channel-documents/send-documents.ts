// Sending the planned uploads (issue 13): one POST /v1/ChannelDocuments per document with the
// PDF as the body, never in a $batch (a binary body cannot ride in one). The client paces every
// POST against the same per-profile budget and the same five concurrent calls as batches, so
// five workers keep it busy. A row is marked 'sent' in the journal before its POST goes out: a
// kill leaves it 'sent', and the resume checks the service before sending it again. An answer
// lost on the way (a dropped connection, a 5xx) is checked the same way before the client
// repeats the POST (ApiRequest.verify): no order gets two documents.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { JobClient, ProgressListener } from '../../client.js';
import { DocumentRows, type Journal, type JournalRow, type PlannedDocument } from '../../../journal/index.js';
import type { SendOutcome } from '../../vocabulary.js';
import { findDocument, type ListedDocument } from './service-lookups.js';

const WORKERS = 5;

export function createdMessage(key: string, found = false): string {
  return found
    ? `Created document ${key} (its answer was lost; the service lists it, so it was not sent again)`
    : `Created document ${key}`;
}

/** The verify() of an upload: the document, when the service lists it for the order. */
function verifier(client: JobClient, orderId: number, type: string) {
  return async () => {
    const doc = await findDocument(client, orderId, type);
    return doc ? { ok: true, status: 201, body: { ...doc, found: true }, message: 'Created', attempts: 0 } : null;
  };
}

export async function sendDocuments(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<SendOutcome> {
  const rows = new DocumentRows(journal);
  const total = rows.count('pending');
  const started = Date.now();
  let after = 0;
  let exhausted = false;
  const queue: JournalRow[] = [];
  const out: SendOutcome = { sent: 0, ok: 0, failed: 0, interrupted: false };

  const next = (): JournalRow | undefined => {
    if (queue.length === 0 && !exhausted) {
      const page = rows.page('pending', after, 100);
      if (page.length === 0) exhausted = true;
      else {
        after = page[page.length - 1]!.seq;
        queue.push(...page);
      }
    }
    return queue.shift();
  };

  const fail = (seq: number, status: number | null, message: string) => {
    rows.record({ seq, state: 'failed', result: 'Failed', status, message });
    out.failed++;
  };

  const sendOne = async (row: JournalRow): Promise<'stop' | 'next'> => {
    const doc = JSON.parse(row.body!) as PlannedDocument;
    const pdf = await readFile(doc.file).catch(() => null);
    if (!pdf) {
      fail(row.seq, null, `File ${doc.file} can no longer be read. Fix: put it back and resume the job`);
      return 'next';
    }
    if (createHash('sha256').update(pdf).digest('hex') !== doc.sha256) {
      fail(
        row.seq,
        null,
        `File ${doc.file} changed after the review. Fix: import the sheet again so the new PDF is reviewed`,
      );
      return 'next';
    }
    rows.markSent(row.seq);
    out.sent++;
    const r = await client.request(
      {
        method: 'POST',
        path: row.path!,
        body: pdf,
        headers: { 'content-type': 'application/pdf' },
        verify: verifier(client, row.parent_id!, row.child_key!),
      },
      opts.signal ? { signal: opts.signal } : {},
    );
    if (r.stopped === 'not-sent') {
      rows.backToPending(row.seq);
      return 'stop';
    }
    // It may have been applied: it stays 'sent', and the resume reads it back first.
    if (r.stopped === 'unconfirmed') return 'stop';
    if (r.ok) {
      const body = (r.body ?? {}) as Partial<ListedDocument> & { found?: boolean };
      const key = String(body.DocumentKey ?? '');
      rows.record({
        seq: row.seq,
        state: 'done',
        result: 'Created',
        status: r.status,
        message: createdMessage(key, body.found === true),
        key,
      });
      out.ok++;
    } else fail(row.seq, r.status || null, r.hint ? `${r.message} ${r.hint}` : r.message);
    return 'next';
  };

  const worker = async (): Promise<void> => {
    for (;;) {
      if (opts.signal?.aborted) {
        out.interrupted = true;
        return;
      }
      const row = next();
      if (!row) return;
      if ((await sendOne(row)) === 'stop') {
        out.interrupted = true;
        return;
      }
      const done = out.ok + out.failed;
      const secs = (Date.now() - started) / 1000;
      const rate = secs > 0 ? done / secs : undefined;
      opts.onProgress?.({
        stage: 'send',
        done,
        total,
        ratePerSecond: rate,
        etaSeconds: rate ? Math.round((total - done) / rate) : undefined,
      });
    }
  };
  // Every worker ends before the journal may close: a sign-in failure in one stops the others' next pick.
  let failure: unknown;
  const settled = await Promise.allSettled(
    Array.from({ length: WORKERS }, () =>
      worker().catch((err: unknown) => {
        failure ??= err;
        exhausted = true;
        queue.length = 0;
        throw err;
      }),
    ),
  );
  if (settled.some((s) => s.status === 'rejected')) throw failure;
  return out;
}
