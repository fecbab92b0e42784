// The job-file queries of a channel-document upload (issue 13). A document row keeps its
// order in parent_id, its DocumentType in child_key, the upload's path (with the 4.5 query
// parameters) in path, the PDF it sends in body ({ file, sha256, size, profileId }) and, once
// created, the service's DocumentKey in new. Named methods here, so the documents pipeline
// (main/jobs/targets/channel-documents/) never writes SQL.
import type Database from 'better-sqlite3';
import type { RowText } from '../../shared/i18n/index.js';
import { messageArgs, SET_MESSAGE_ARGS } from './row-message.js';
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES, stateCodeOf, type JournalRow, type RowReason, type RowResult, type RowState } from './schema.js';

/** What a planned upload sends: the PDF (absolute path, its hash at review) and the profile it counts against. */
export interface PlannedDocument {
  file: string;
  sha256: string;
  size: number;
  profileId: number;
}

export interface DocumentVerdict {
  seq: number;
  state: RowState;
  result: RowResult | null;
  status: number | null;
  message: RowText | null;
  /** The created document's key (the result workbook's new value). */
  key?: string | null;
  /** An upload whose answer was lost: read back before it is sent again (RowReason). */
  reason?: RowReason | null;
}

export class DocumentRows {
  private readonly db: Database.Database;
  constructor(journal: Journal) {
    this.db = sqlOf(journal).db;
  }

  /** Rows in a state, in file order, from seq `after` on. */
  page(state: RowState, after: number, limit: number): JournalRow[] {
    return this.db
      .prepare('SELECT * FROM rows WHERE state = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(state, after, limit) as JournalRow[];
  }

  /** Every pending row (a review holds a sheet's worth: hundreds to a few thousand documents). */
  pending(): JournalRow[] {
    return this.db.prepare("SELECT * FROM rows WHERE state = 'pending' ORDER BY seq").all() as JournalRow[];
  }

  invalidate(seq: number, message: RowText): void {
    this.db
      .prepare(
        `UPDATE rows SET state_code = ${STATE_CODES.invalid}, result = 'Invalid', ${SET_MESSAGE_ARGS} WHERE seq = ?`,
      )
      .run(...messageArgs(message), seq);
  }

  /** Nothing to send for this row (a blank File: the order's document is not ready yet). */
  skip(seq: number, message: RowText): void {
    this.db
      .prepare(
        `UPDATE rows SET state_code = ${STATE_CODES.skipped}, result = 'Skipped', ${SET_MESSAGE_ARGS} WHERE seq = ?`,
      )
      .run(...messageArgs(message), seq);
  }

  /** The order already has this document: nothing to send; the key shows what is there. */
  unchanged(seq: number, message: RowText, key: string): void {
    this.db
      .prepare(
        `UPDATE rows SET state_code = ${STATE_CODES.unchanged}, result = 'Unchanged', ${SET_MESSAGE_ARGS}, old = ? WHERE seq = ?`,
      )
      .run(...messageArgs(message), key, seq);
  }

  /** Sets a row's order and type, its fields (ProfileID filled in) and the upload it will send. */
  plan(
    seq: number,
    slot: { orderId: number; type: string | null },
    fields: Record<string, unknown>,
    path: string,
    doc: PlannedDocument,
  ): void {
    this.db
      .prepare(
        "UPDATE rows SET parent_id = ?, child_key = ?, fields = ?, method = 'POST', path = ?, body = ?, existed = 0 WHERE seq = ?",
      )
      .run(slot.orderId, slot.type, JSON.stringify(fields), path, JSON.stringify(doc), seq);
  }

  /** Uploads whose outcome is not known: in flight when the run stopped, or ended 'Outcome unknown'. */
  unconfirmed(after: number, limit: number): JournalRow[] {
    return this.db
      .prepare(
        `SELECT * FROM rows WHERE method IS NOT NULL AND seq > ?
          AND (state = 'sent' OR (state = 'failed' AND reason = 'outcome-unknown'))
        ORDER BY seq LIMIT ?`,
      )
      .all(after, limit) as JournalRow[];
  }

  /** Marks one row in flight before its upload goes on the wire (durably: a kill leaves it 'sent'). */
  markSent(seq: number): void {
    this.db.prepare(`UPDATE rows SET state_code = ${STATE_CODES.sent}, attempts = attempts + 1 WHERE seq = ?`).run(seq);
  }

  /** Back to pending: the upload never reached the service. */
  backToPending(seq: number): void {
    this.db.prepare(`UPDATE rows SET state_code = ${STATE_CODES.pending} WHERE seq = ?`).run(seq);
  }

  record(v: DocumentVerdict): void {
    this.db
      .prepare(
        `UPDATE rows SET state_code = ${stateCodeOf('?')}, result = ?, status = ?, ${SET_MESSAGE_ARGS}, new = COALESCE(?, new), reason = ? WHERE seq = ?`,
      )
      .run(v.state, v.result, v.status, ...messageArgs(v.message), v.key ?? null, v.reason ?? null, v.seq);
  }

  /** Uploads left to send per profile, for the plan. */
  pendingPerProfile(): { profileId: number | null; requests: number }[] {
    return this.db
      .prepare(
        `SELECT json_extract(body, '$.profileId') AS profileId, COUNT(*) AS requests FROM rows
        WHERE state = 'pending' AND method IS NOT NULL GROUP BY profileId ORDER BY profileId`,
      )
      .all() as { profileId: number | null; requests: number }[];
  }

  count(state: RowState): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM rows WHERE state = ?').get(state) as { n: number }).n;
  }
}
