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
