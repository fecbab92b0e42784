// What `undo` and `resume` of an undo job print: each step's plan before anything is sent
// (the undo's own deletions announced, issue 32), then each step's outcome.
import type { PlanSummary, UndoOutcome, UndoStep } from '../../jobs/index.js';
import { planLine, printOutcome } from './outcome.js';
import { englishNumber } from '../../../shared/i18n/index.js';

/** A step's plan, saying what it does: the deletions of the undo are announced before anything is sent. */
export function undoPlanLine(plan: PlanSummary, step: UndoStep, undone: string): string {
  const rows = `${englishNumber(step.rows)} ${step.rows === 1 ? 'row' : 'rows'}`;
  const what =
    step.operation === 'delete'
      ? `delete the ${rows} job ${undone} created`
      : `restore the old values of ${rows} job ${undone} changed`;
  return `Undo step ${step.n} of ${step.of}: ${what}. ${planLine(plan)}`;
}

/** Each step's outcome; an interrupted one names the undo job to resume (the whole undo). */
export function printUndoOutcome(
  outcome: UndoOutcome,
  undone: string,
  write: (s: string) => unknown = (s) => process.stdout.write(s),
): void {
  for (const p of outcome.parts) {
    // Blank cells of the undo workbook are not the user's: no "emptied cells" line (issue 42).
    const { emptied: _unrelated, ...said } = p.outcome;
    printOutcome(p.outcome.interrupted && outcome.jobId ? { ...said, jobId: outcome.jobId } : said, {
      planPrinted: true,
      write,
    });
  }
  const verdict = undoVerdict(outcome, undone);
  if (verdict) write(`Error: ${verdict}\n`);
}

/** Why an undo that changed nothing exits 1, in words (also the --json object's message). */
export function undoVerdict(outcome: UndoOutcome, undone: string): string | null {
  if (outcome.parts.length === 0) return `nothing to undo: job ${undone} changed nothing that can be undone.`;
  if (undidNothing(outcome))
    return `nothing was undone: every row of job ${undone} already has its old value or was changed since (see the result workbook).`;
  return null;
}

const CHANGES = ['Created', 'Updated', 'Deleted', 'Partly updated'];

/** An undo that changed nothing in the service (issue 42): it exits 1 and says so. */
export function undidNothing(outcome: UndoOutcome): boolean {
  return outcome.parts.every(
    (p) =>
      !p.outcome.interrupted && CHANGES.every((k) => !(p.outcome.counts as Record<string, number> | undefined)?.[k]),
  );
}
