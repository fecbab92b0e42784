// What the sender and resume write besides markSent/recordResults (journal.ts) and the
// grouped writes (groups.ts).
import { engineMessage } from '../../shared/i18n/index.js';
import { messageArgs, rowTextOf, SET_MESSAGE_ARGS } from './row-message.js';
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES } from './schema.js';

/**
 * Rows still 'sent' whose answer was lost and that cannot be read back by key (a create):
 * Failed with "Outcome unknown" (reason 'outcome-unknown'), never resent blindly. Returns how many.
 */
export function failSentAsUnknown(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', ${SET_MESSAGE_ARGS}, reason = 'outcome-unknown' WHERE state = 'sent'`,
    )
    .run(...messageArgs(engineMessage('send.stoppedInFlight'))).changes;
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
  const rows = sql
    .stmt(`SELECT seq, message, message_id, message_params, reason FROM rows WHERE state = 'sent'`)
    .all() as {
    seq: number;
    message: string | null;
    message_id: string | null;
    message_params: string | null;
    reason: string | null;
  }[];
  const fail = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', ${SET_MESSAGE_ARGS}, reason = ? WHERE seq = ?`,
  );
  sql.tx(() => {
    for (const r of rows) {
      const last = rowTextOf(r.message, r.message_id, r.message_params);
      const message = r.reason
        ? last
        : last
          ? engineMessage('send.notResent', { message: last })
          : engineMessage('send.noAnswerNotResent');
      fail.run(...messageArgs(message), r.reason ?? 'outcome-unknown', r.seq);
    }
  });
  return rows.length;
}
