// The journal's queries for an undo run (issue 14): what the run being undone wrote, by key,
// and Skipped for an undo row whose value changed on the service since that run.
import { type RowText } from '../../shared/i18n/index.js';
import { messageArgs, SET_MESSAGE_ARGS } from './row-message.js';
import { STATE_CODES, type JournalRow } from './schema.js';
import { sqlOf, type Journal } from './journal.js';

/** The fields of every row the run wrote (created or changed), in file order. */
export function writtenRows(journal: Journal): { fields: Record<string, unknown>; existed: number | null }[] {
  const db = sqlOf(journal).db;
  return (
    db.prepare(`SELECT fields, existed FROM rows WHERE state = 'done' AND fields IS NOT NULL ORDER BY seq`).all() as {
      fields: string;
      existed: number | null;
    }[]
  ).map((r) => ({ fields: JSON.parse(r.fields) as Record<string, unknown>, existed: r.existed }));
}

export function pendingRows(journal: Journal): JournalRow[] {
  const db = sqlOf(journal).db;
  return db.prepare(`SELECT * FROM rows WHERE state = 'pending' ORDER BY seq`).all() as JournalRow[];
}

export function skipRow(journal: Journal, seq: number, message: RowText): void {
  const db = sqlOf(journal).db;
  db.prepare(
    `UPDATE rows SET state_code = ${STATE_CODES.skipped}, result = 'Skipped', ${SET_MESSAGE_ARGS}, method = NULL, group_id = NULL WHERE seq = ?`,
  ).run(...messageArgs(message), seq);
}
