// What the sender and resume write besides markSent/recordResults (journal.ts) and the
// grouped writes (groups.ts).
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES } from './schema.js';

/**
 * Rows still 'sent' whose answer was lost and that cannot be read back by key (a create):
 * Failed with "Outcome unknown", never resent blindly. Returns how many.
 */
export function failSentAsUnknown(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed', message = 'Outcome unknown: the run stopped while this row was in flight. Check whether it exists before importing it again' WHERE state = 'sent'`,
    )
    .run().changes;
}

/** Messages of a result whose outcome is unknown: sent, and no answer says whether it landed. */
const UNKNOWN_LIKE = `(message LIKE 'Outcome unknown%' OR message LIKE 'Not confirmed%')`;

/**
 * Resume and --retry-failed (issue 32): rows that ended 'Outcome unknown' or 'Not confirmed'
 * become 'sent' again, so the recheck reads them back (applied: done; not there: sent again)
 * instead of leaving them unknown for ever. Returns how many.
 */
export function reopenUnknown(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.sent}, result = NULL
      WHERE state = 'failed' AND method IS NOT NULL AND ${UNKNOWN_LIKE}`,
    )
    .run().changes;
}

/**
 * Rows still 'sent' when a run gives up settling them (the service answered, yet their outcome
 * stayed unknown pass after pass): Failed with the message their last answer left, so resume
 * or --retry-failed reads them back again later. Returns how many.
 */
export function failUnsettled(journal: Journal): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.failed}, result = 'Failed',
      message = CASE WHEN ${UNKNOWN_LIKE} THEN message
        ELSE 'Outcome unknown: ' || coalesce(message, 'no answer came back') || ' It was not sent again; resume reads it back first.' END
      WHERE state = 'sent'`,
    )
    .run().changes;
}
