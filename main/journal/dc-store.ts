// The journal's queries for DistributionCenters keyed by Code (issue 14): the pending rows
// the plan matches against the service, the ID each row ends up with (kept in the row's
// fields as ID, so the report and the undo workbook can name the center), and the old
// values of every center a run changes (table dc_old, one JSON object per row), so its
// undo workbook can restore them field by field.
import type Database from 'better-sqlite3';
import { engineMessage, type RowText } from '../../shared/i18n/index.js';
import { messageArgs, messageCells, SET_MESSAGE, SET_MESSAGE_ARGS } from './row-message.js';
import { STATE_CODES, stateCodeOf, type JournalRow } from './schema.js';
import { sqlOf, type Journal } from './journal.js';

function ensureOldTable(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS dc_old (seq INTEGER PRIMARY KEY, old TEXT NOT NULL)');
}

/** Pending rows not yet planned, in file order. */
export function unplannedRows(journal: Journal): JournalRow[] {
  const db = sqlOf(journal).db;
  return db.prepare(`SELECT * FROM rows WHERE state = 'pending' AND method IS NULL ORDER BY seq`).all() as JournalRow[];
}

/** Settles a row before sending: Invalid, Unchanged (with old/new text). */
export function settleRow(
  journal: Journal,
  r: {
    seq: number;
    state: 'invalid' | 'unchanged' | 'skipped';
    message: RowText;
    old?: string | null;
    new?: string | null;
    fields?: Record<string, unknown>;
  },
): void {
  const db = sqlOf(journal).db;
  db.prepare(
    `UPDATE rows SET state_code = ${stateCodeOf('@state')}, result = @result, ${SET_MESSAGE}, old = @old, new = @new,
      fields = coalesce(@fields, fields) WHERE seq = @seq`,
  ).run({
    fields: r.fields ? JSON.stringify(r.fields) : null,
    seq: r.seq,
    state: r.state,
    result: r.state === 'invalid' ? 'Invalid' : r.state === 'skipped' ? 'Skipped' : 'Unchanged',
    ...messageCells(r.message),
    old: r.old ?? null,
    new: r.new ?? null,
  });
}

/** Plans a row's request, with its fields (ID included once matched) and what it had before. */
export function planRow(
  journal: Journal,
  r: {
    seq: number;
    fields: Record<string, unknown>;
    method: string;
    path: string;
    body: unknown;
    old: string | null;
    new: string | null;
    existed: boolean;
    oldValues?: Record<string, unknown>;
  },
): void {
  const db = sqlOf(journal).db;
  db.prepare(
    `UPDATE rows SET fields = @fields, method = @method, path = @path, body = @body, old = @old, new = @new, existed = @existed WHERE seq = @seq`,
  ).run({
    seq: r.seq,
    fields: JSON.stringify(r.fields),
    method: r.method,
    path: r.path,
    body: r.body === undefined ? null : JSON.stringify(r.body),
    old: r.old,
    new: r.new,
    existed: r.existed ? 1 : 0,
  });
  if (r.oldValues) saveOldValues(journal, r.seq, r.oldValues);
}

export function saveOldValues(journal: Journal, seq: number, old: Record<string, unknown>): void {
  const db = sqlOf(journal).db;
  ensureOldTable(db);
  db.prepare('INSERT OR REPLACE INTO dc_old (seq, old) VALUES (?, ?)').run(seq, JSON.stringify(old));
}

/** The ID the service gave a created center (or the one found when a lost answer was read back). */
export function setRowEntityId(journal: Journal, seq: number, id: number): void {
  const db = sqlOf(journal).db;
  db.prepare(`UPDATE rows SET fields = json_set(fields, '$.ID', ?) WHERE seq = ?`).run(id, seq);
}

/** Rows the run changed: updated ones with the values they replaced, created ones with their fields. */
export function changedRows(journal: Journal): {
  updated: { fields: Record<string, unknown>; old: Record<string, unknown> }[];
  created: Record<string, unknown>[];
} {
  const db = sqlOf(journal).db;
  ensureOldTable(db);
  const updated = (
    db
      .prepare(
        `SELECT r.fields, o.old FROM rows r JOIN dc_old o ON o.seq = r.seq WHERE r.state = 'done' AND r.existed = 1 ORDER BY r.seq`,
      )
      .all() as { fields: string; old: string }[]
  ).map((r) => ({
    fields: JSON.parse(r.fields) as Record<string, unknown>,
    old: JSON.parse(r.old) as Record<string, unknown>,
  }));
  const created = (
    db
      .prepare(`SELECT fields FROM rows WHERE state = 'done' AND existed = 0 AND result = 'Created' ORDER BY seq`)
      .pluck()
      .all() as string[]
  ).map((f) => JSON.parse(f) as Record<string, unknown>);
  return { updated, created };
}

/** Rows in flight when a run stopped ('sent', answer unknown). */
export function sentRows(journal: Journal): JournalRow[] {
  const db = sqlOf(journal).db;
  return db.prepare(`SELECT * FROM rows WHERE state = 'sent' ORDER BY seq`).all() as JournalRow[];
}

export function markRowDone(journal: Journal, seq: number, result: 'Created' | 'Updated', message: RowText): void {
  const db = sqlOf(journal).db;
  db.prepare(
    `UPDATE rows SET state_code = ${STATE_CODES.done}, result = ?, status = NULL, ${SET_MESSAGE_ARGS} WHERE seq = ?`,
  ).run(result, ...messageArgs(message), seq);
}

export function markRowPending(journal: Journal, seq: number): void {
  const db = sqlOf(journal).db;
  db.prepare(`UPDATE rows SET state_code = ${STATE_CODES.pending} WHERE seq = ?`).run(seq);
}

export function markRowOutcomeUnknown(journal: Journal, seq: number): void {
  const db = sqlOf(journal).db;
  db.prepare(
    `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', ${SET_MESSAGE_ARGS}, reason = 'outcome-unknown' WHERE seq = ?`,
  ).run(...messageArgs(engineMessage('send.stoppedInFlight')), seq);
}

/** An update's old values, read before sending: the report's text and the undo workbook's fields. */
export function recordOldValues(
  journal: Journal,
  seq: number,
  oldText: string | null,
  old: Record<string, unknown>,
): void {
  const db = sqlOf(journal).db;
  db.prepare('UPDATE rows SET old = ?, existed = 1 WHERE seq = ?').run(oldText, seq);
  saveOldValues(journal, seq, old);
}
