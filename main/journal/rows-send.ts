// What the sender and resume write besides markSent/recordResults (journal.ts) and the
// grouped writes (groups.ts).
import { engineText } from '../../shared/i18n/index.js';
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES } from './schema.js';

/**
 * Rows still 'sent' whose answer was lost and that cannot be read back by key (a create):
 * Failed with "Outcome unknown" (reason 'outcome-unknown'), never resent blindly. Returns how many.
 */
export function failSentAsUnknown(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', message = ?, reason = 'outcome-unknown' WHERE state = 'sent'`,
    )
    .run(engineText('send.stoppedInFlight')).changes;
}

/**
 * Resume and --retry-failed (issue 32): rows that ended 'Outcome unknown' or 'Not confirmed'
 * (by their reason) become 'sent' again, so the recheck reads them back (applied: done; not
 * there: sent again) instead of leaving them unknown for ever. Returns how many.
 */
export function reopenUnknown(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.sent}, result = NULL
      WHERE state = 'failed' AND method IS NOT NULL AND reason IS NOT NULL`,
    )
    .run().changes;
}

/**
 * Rows still 'sent' when a run gives up settling them (the service answered, yet their outcome
 * stayed unknown pass after pass): Failed with the message their last answer left (worded as
 * an unknown outcome where it was not already), so resume or --retry-failed reads them back
 * again later. Returns how many.
 */
export function failUnsettled(journal: Journal): number {
  const sql = sqlOf(journal);
  const rows = sql.stmt(`SELECT seq, message, reason FROM rows WHERE state = 'sent'`).all() as {
    seq: number;
    message: string | null;
    reason: string | null;
  }[];
  const fail = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', message = ?, reason = ? WHERE seq = ?`,
  );
  sql.tx(() => {
    for (const r of rows) {
      const message = r.reason
        ? r.message
        : r.message
          ? engineText('send.notResent', { messageText: r.message })
          : engineText('send.noAnswerNotResent');
      fail.run(message, r.reason ?? 'outcome-unknown', r.seq);
    }
  });
  return rows.length;
}
