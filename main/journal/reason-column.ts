// Migration step 4 (migrate.ts): rows.reason, why a sent or failed row's outcome is open
// (schema.ts, RowReason). Journals written before it kept that only in the English of the
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
