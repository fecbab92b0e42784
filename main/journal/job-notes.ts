// What a run says once about its rows (JobData.notes): kept as messages, ids and parameters
// (issue 40's leftovers), so that each reader says them in its own language. A journal written
// before kept English text; that stays a note as it is.
import type { Message } from '../../shared/i18n/index.js';
import type { Journal } from './journal.js';

/** Adds `notes` to the job's, each once (the same message twice is one note). */
export function addJobNotes(journal: Journal, notes: readonly Message[]): void {
  const all = [...(journal.data.notes ?? []), ...notes];
  const seen = new Set<string>();
  const once = all.filter((n) => {
    const key = JSON.stringify(n);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  journal.update({ notes: once });
}
