// rows.reason (schema.ts, RowReason): why a sent or failed row's outcome is open,
// 'outcome-unknown' a write that must not be repeated blindly, 'not-confirmed' a repeatable
// write that could not be read back. Resume and --retry-failed select rows by it, never by
// the wording of their message, so rewording or translating a message cannot change which
// rows a resume reads back. Added by migration step 4 (migrate.ts). Journals written before it kept that only in the English of the
// row's message; this is the one place that still reads it there, once, when such a journal
// is opened: afterwards resume and --retry-failed select by the reason alone.
import type Database from 'better-sqlite3';
import { STATE_CODES, type RowReason } from './schema.js';

/** The reason an older row's message gave in words: the legacy reader of the wording. */
export function legacyReason(message: string | null): RowReason | null {
  if (message?.startsWith('Outcome unknown')) return 'outcome-unknown';
  if (message?.startsWith('Not confirmed')) return 'not-confirmed';
  return null;
}

export function addReasonColumn(db: Database.Database): void {
  const has = db.prepare(`SELECT 1 FROM pragma_table_info('rows') WHERE name = 'reason'`).get();
  if (!has) db.exec('ALTER TABLE rows ADD COLUMN reason TEXT');
  const open = db
    .prepare(`SELECT seq, message FROM rows WHERE state_code IN (?, ?) AND message IS NOT NULL`)
    .all(STATE_CODES.sent, STATE_CODES.failed) as { seq: number; message: string }[];
  const set = db.prepare('UPDATE rows SET reason = ? WHERE seq = ?');
  for (const r of open) {
    const reason = legacyReason(r.message);
    if (reason) set.run(reason, r.seq);
  }
}
