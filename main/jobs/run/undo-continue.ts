// Runs an undo job's steps as one job (issue 32): every step is planned first (read, checked
// against the service, conflicts Skipped), then every guardrail is checked over all of them,
// and only then is anything sent, step after step. An undo that would cross a guardrail
// without the person's confirmation is refused with nothing sent and leaves no job behind;
// one that began sending goes on to the end, and `resume` of any of its steps continues it.
import { Journal, jobsDir, removeJournal, type JobStatus } from '../../journal/index.js';
import type { JobClient } from '../engine-port.js';
import { checkGuardrails, type MassFinding } from '../plan/guardrails.js';
import { checkOperation, importTarget, type ImportOperation } from '../targets/all-targets.js';
import type { PlanSummary } from '../vocabulary.js';
import { UndoMassChangeRefused } from './job-errors.js';
import type { ImportOutcome, RunOptions } from './job-options.js';
import { reportedOutcome } from './result-workbooks.js';
import { mergeUndoWorkbooks } from '../report/merge-undo.js';
import { undoPathFor } from '../report/write-undo.js';
import { runJob } from './run-job.js';

export interface UndoOutcome {
  /** The undo job: its first step's id (what `resume` and `jobs` name). */
  jobId?: string;
  /** One outcome per step that had rows: restoring old values, then deleting created rows. */
  parts: { sheet: string; outcome: ImportOutcome }[];
  exitCode: 0 | 1 | 4;
}

/** One step of an undo, as its plan is announced. */
export interface UndoStep {
  n: number;
  of: number;
  sheet: string;
  operation: ImportOperation;
  /** Rows the step will send (after unchanged and conflicting rows are left out). */
  rows: number;
}

export interface UndoRunOptions extends Omit<RunOptions, 'onPlan' | 'planOnly'> {
  jobsDir?: string | undefined;
  /** Each step's plan, before anything of any step is sent. */
  onPlan?: ((plan: PlanSummary, step: UndoStep) => void) | undefined;
}

const BEGUN: JobStatus[] = ['sending', 'interrupted', 'reported'];

/** Every step planned; the outcome of a step interrupted while planning, else null. */
async function planSteps(journals: Journal[], client: JobClient, opts: UndoRunOptions): Promise<ImportOutcome | null> {
  const { onPlan, jobsDir: _dir, ...run } = opts;
  for (const [i, journal] of journals.entries()) {
    const planned = await runJob(journal, client, {
      ...run,
      planOnly: true,
      onPlan: (plan) =>
        onPlan?.(plan, {
          n: i + 1,
          of: journals.length,
          sheet: journal.data.sheet ?? '',
          operation: journal.data.operation,
          rows: journal.countByState().pending,
        }),
    });
    if (planned.interrupted) return planned;
  }
  return null;
}

/** What every planned step would cross, over all of them. */
function crossedGuardrails(journals: Journal[], opts: UndoRunOptions): MassFinding[] {
  return journals.flatMap((j) => {
    if (j.data.status !== 'planned') return [];
    const target = importTarget(j.data.resource);
    return checkGuardrails(j, target, checkOperation(target, j.data.operation), opts.guardrails)?.findings ?? [];
  });
}

/** The steps' undo workbooks made one, the first step's (issue 41): an undo of this undo restores every value. */
async function oneUndoWorkbook(journals: Journal[], parts: UndoOutcome['parts']): Promise<void> {
  if (journals.length < 2) return;
  const into = undoPathFor(journals[0]!.data.out);
  if (
    !(await mergeUndoWorkbooks(
      into,
      journals.slice(1).map((j) => undoPathFor(j.data.out)),
    ))
  )
    return;
  for (const p of parts) p.outcome.undo = into;
}

/** Plans, checks and sends the steps `steps` (ids, first step first) of the undo of a job. */
export async function continueUndo(steps: string[], client: JobClient, opts: UndoRunOptions): Promise<UndoOutcome> {
  const dir = opts.jobsDir ?? jobsDir();
  const journals = steps.map((id) => Journal.open(id, dir));
  const jobId = steps[0]!;
  try {
    // Once a step has sent anything, the undo was confirmed (or needed no confirmation) as a whole.
    const begun = journals.some((j) => BEGUN.includes(j.data.status));
    const stopped = await planSteps(journals, client, opts);
    const sheetOf = (j: Journal): string => j.data.sheet ?? '';
    if (stopped) return { jobId, parts: [{ sheet: '', outcome: stopped }], exitCode: 4 };
    const reasons = begun || opts.allowMassChange ? [] : crossedGuardrails(journals, opts);
    if (reasons.length) {
      const undone = journals[0]!.data.undoOf?.job ?? jobId;
      for (const j of journals.splice(0)) {
        j.close();
        removeJournal(j.data.id, dir); // nothing was sent: no job is left waiting
      }
      throw new UndoMassChangeRefused(undone, reasons);
    }
    const { onPlan: _onPlan, jobsDir: _dir, ...run } = opts;
    const parts: UndoOutcome['parts'] = [];
    for (const j of journals) {
      const done = j.data.status === 'reported' && !opts.retryFailed;
      const outcome = done ? reportedOutcome(j) : await runJob(j, client, { ...run, allowMassChange: true });
      parts.push({ sheet: sheetOf(j), outcome });
      if (outcome.exitCode === 4) break;
    }
    const codes = parts.map((p) => p.outcome.exitCode);
    if (!codes.includes(4)) await oneUndoWorkbook(journals, parts);
    return { jobId, parts, exitCode: codes.includes(4) ? 4 : codes.includes(1) ? 1 : 0 };
  } finally {
    for (const j of journals) j.close();
  }
}
