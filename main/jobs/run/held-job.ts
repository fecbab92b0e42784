// A job held before anything was sent (a watcher's guard, a mass change refused) keeps its
// plan in the journal. Issue 41: `resume` of such a job sent that plan days later, past the
// guard that held it. The hold is recorded with its reason, and a resume goes on only with
// the confirmation its file would need (--allow-mass-change, --release-held).
import type { Journal } from '../../journal/index.js';
import type { MassChange } from '../plan/guardrails.js';
import { UserError, type ErrorParam } from '../../../shared/errors/index.js';
import { JobError, MassChangeRefused } from './job-errors.js';

/** Runs the caller's check before sending; a hold it throws is written to the journal first. */
export function recordingHold(journal: Journal, check: () => void): void {
  try {
    check();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const massChange = err instanceof MassChangeRefused ? { massChange: true } : {};
    // The reason is kept as data too, so that a refused resume says it in the app's language.
    const shown = err instanceof UserError ? { shown: err.shownMessage } : {};
    journal.update({ held: { at: new Date().toISOString(), reason, ...shown, ...massChange } });
    throw err;
  }
}

/** A held job not yet sent is refused unless the hold is released; the message says what held it. */
export function refuseHeld(journal: Journal, released: boolean): void {
  const { held, status, id } = journal.data;
  if (!held || released || status !== 'planned') return;
  // An older journal kept the English alone: it is shown as it is.
  const reason: ErrorParam = !held.shown ? held.reason : 'text' in held.shown ? held.shown.text : held.shown;
  throw new JobError(
    { id: 'errors:job.held', params: { job: id, at: held.at, reason } },
    { id: 'errors:job.heldHint', params: { job: id } },
  );
}

/**
 * A job a guardrail held, resumed without the confirmation, asks again (issue 42): the app
 * shows the same dialog with the rows, as at the first stop, rather than a bare refusal.
 */
export function askAgainIfMassChange(journal: Journal, released: boolean, check: () => MassChange | null): void {
  const { held, status, id } = journal.data;
  if (!held?.massChange || released || status !== 'planned') return;
  const change = check();
  if (change) throw new MassChangeRefused(id, change);
}
