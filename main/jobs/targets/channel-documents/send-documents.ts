// Sending the planned uploads (issue 13): one POST /v1/ChannelDocuments per document with the
// PDF as the body, never in a $batch (a binary body cannot ride in one). The client paces every
// POST against the same per-profile budget and the same five concurrent calls as batches, so
// five workers keep it busy. A row is marked 'sent' in the journal before its POST goes out: a
// kill leaves it 'sent', and the resume checks the service before sending it again. An answer
// lost on the way (a dropped connection, a 5xx) is checked the same way before the client
// repeats the POST (ApiRequest.verify): no order gets two documents.
import { engineMessage, type Message, type RowText } from '../../../../shared/i18n/index.js';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { JobClient, ProgressListener } from '../../engine-port.js';
import {
  DocumentRows,
  type Journal,
  type JournalRow,
  type PlannedDocument,
  type RowReason,
} from '../../../journal/index.js';
import type { SendOutcome } from '../../vocabulary.js';
import { findDocument, type ListedDocument } from './service-lookups.js';

const WORKERS = 5;

export function createdMessage(key: string, found = false): Message {
  return engineMessage(found ? 'doc.createdFound' : 'doc.created', { key });
}

/** The verify() of an upload: the document, when the service lists it for the order. */
function verifier(client: JobClient, orderId: number, type: string | null) {
  return async () => {
    const doc = await findDocument(client, orderId, type);
    return doc ? { ok: true, status: 201, body: { ...doc, found: true }, message: 'Created', attempts: 0 } : null;
  };
}

/** Pending rows in file order, a page of 100 at a time, shared by the workers. */
class PendingQueue {
  private after = 0;
  private exhausted = false;
  private readonly queue: JournalRow[] = [];
  constructor(private readonly rows: DocumentRows) {}
  next(): JournalRow | undefined {
    if (this.queue.length === 0 && !this.exhausted) {
      const page = this.rows.page('pending', this.after, 100);
      if (page.length === 0) this.exhausted = true;
      else {
        this.after = page[page.length - 1]!.seq;
        this.queue.push(...page);
      }
    }
    return this.queue.shift();
  }
  /** No worker picks another row (one of them failed). */
  close(): void {
    this.exhausted = true;
    this.queue.length = 0;
  }
}

/** One send of a job's documents: its workers' shared queue, totals and steps. */
class DocumentSender {
  readonly out: SendOutcome = { sent: 0, ok: 0, failed: 0, interrupted: false };
  readonly queue: PendingQueue;
  private readonly total: number;
  private readonly started = Date.now();

  constructor(
    private readonly rows: DocumentRows,
    private readonly client: JobClient,
    private readonly opts: { signal?: AbortSignal; onProgress?: ProgressListener },
  ) {
    this.queue = new PendingQueue(rows);
    this.total = rows.count('pending');
  }

  private fail(seq: number, status: number | null, message: RowText, reason: RowReason | null = null): void {
    this.rows.record({ seq, state: 'failed', result: 'Failed', status, message, reason });
    this.out.failed++;
  }

  /** The document's PDF, when it can still be read and is the one reviewed; else the row fails. */
  private async readReviewed(row: JournalRow, doc: PlannedDocument): Promise<Buffer | null> {
    const pdf = await readFile(doc.file).catch(() => null);
    if (!pdf) {
      this.fail(row.seq, null, engineMessage('doc.unreadable', { file: doc.file }));
      return null;
    }
    if (createHash('sha256').update(pdf).digest('hex') !== doc.sha256) {
      this.fail(
        row.seq,
        null,
        `File ${doc.file} changed after the review. Fix: import the sheet again so the new PDF is reviewed`,
      );
      return null;
    }
    return pdf;
  }

  async sendOne(row: JournalRow): Promise<'stop' | 'next'> {
    const doc = JSON.parse(row.body!) as PlannedDocument;
    const pdf = await this.readReviewed(row, doc);
    if (!pdf) return 'next';
    this.rows.markSent(row.seq);
    this.out.sent++;
    const r = await this.client.request(
      {
        method: 'POST',
        path: row.path!,
        body: pdf,
        headers: { 'content-type': 'application/pdf' },
        verify: verifier(this.client, row.parent_id!, row.child_key),
      },
      this.opts.signal ? { signal: this.opts.signal } : {},
    );
    if (r.stopped === 'not-sent') {
      this.rows.backToPending(row.seq);
      return 'stop';
    }
    // It may have been applied: it stays 'sent', and the resume reads it back first.
    if (r.stopped === 'unconfirmed') return 'stop';
    if (r.ok) {
      const body = (r.body ?? {}) as Partial<ListedDocument> & { found?: boolean };
      const key = String(body.DocumentKey ?? '');
      this.rows.record({
        seq: row.seq,
        state: 'done',
        result: 'Created',
        status: r.status,
        message: createdMessage(key, body.found === true),
        key,
      });
      this.out.ok++;
    } else
      this.fail(
        row.seq,
        r.status || null,
        r.hint ? engineMessage('send.withHint', { message: r.message, hint: r.hint }) : r.message,
        r.unsure ?? null,
      );
    return 'next';
  }

  private progress(): void {
    const done = this.out.ok + this.out.failed;
    const secs = (Date.now() - this.started) / 1000;
    const rate = secs > 0 ? done / secs : undefined;
    this.opts.onProgress?.({
      stage: 'send',
      done,
      total: this.total,
      ratePerSecond: rate,
      etaSeconds: rate ? Math.round((this.total - done) / rate) : undefined,
    });
  }

  async worker(): Promise<void> {
    for (;;) {
      if (this.opts.signal?.aborted) {
        this.out.interrupted = true;
        return;
      }
      const row = this.queue.next();
      if (!row) return;
      if ((await this.sendOne(row)) === 'stop') {
        this.out.interrupted = true;
        return;
      }
      this.progress();
    }
  }
}

export async function sendDocuments(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<SendOutcome> {
  const sender = new DocumentSender(new DocumentRows(journal), client, opts);
  // Every worker ends before the journal may close: a sign-in failure in one stops the others' next pick.
  let failure: unknown;
  const settled = await Promise.allSettled(
    Array.from({ length: WORKERS }, () =>
      sender.worker().catch((err: unknown) => {
        failure ??= err;
        sender.queue.close();
        throw err;
      }),
    ),
  );
  if (settled.some((s) => s.status === 'rejected')) throw failure;
  return sender.out;
}
