// What `undo` and `resume` of an undo job print: each step's plan before anything is sent
// (the undo's own deletions announced, issue 32), then each step's outcome.
import type { PlanSummary, UndoOutcome, UndoStep } from '../../jobs/index.js';
import { planLine, printOutcome } from './outcome.js';

/** A step's plan, saying what it does: the deletions of the undo are announced before anything is sent. */
export function undoPlanLine(plan: PlanSummary, step: UndoStep, undone: string): string {
  const rows = `${step.rows.toLocaleString('en-US')} ${step.rows === 1 ? 'row' : 'rows'}`;
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
  for (const p of outcome.parts)
    printOutcome(p.outcome.interrupted && outcome.jobId ? { ...p.outcome, jobId: outcome.jobId } : p.outcome, {
      planPrinted: true,
      write,
    });
  if (outcome.parts.length === 0) write(`Job ${undone} changed nothing that can be undone.\n`);
}
