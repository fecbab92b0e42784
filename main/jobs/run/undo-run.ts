// `undo <job>` and the app's Undo button: the job's undo workbook imported through the same
// engine as any file, so it gets the same review, plan, guardrails, journal, resume and
// result workbook. Sheet 'Undo' restores the old values (upsert; update by ID for
// DistributionCenters), sheet 'Delete' deletes what the run created. The undo job records
// the job it undoes, and its plan Skips every row changed on the service since that run
// (plan/undo-conflicts.ts), naming the value the run set and the value there now.
// Issue 32: the undo is one job, all or nothing. Both steps are planned and every guardrail
// checked before anything is sent (undo-continue.ts); an undo of this job left unfinished is
// continued, never started again beside it.
import { existsSync } from 'node:fs';
import { Journal, jobsDir, unfinishedUndoOf } from '../../journal/index.js';
import { undoPathFor } from '../report/write-undo.js';
import { JobError } from './job-errors.js';
import type { ImportOptions } from './job-options.js';
import { continueUndo, type UndoOutcome, type UndoRunOptions } from './undo-continue.js';
import { createUndoSteps } from './undo-steps.js';

export type { UndoOutcome, UndoStep } from './undo-continue.js';

export type UndoOptions = Pick<
  ImportOptions,
  'client' | 'connection' | 'jobsDir' | 'serviceNames' | 'preflight' | 'group'
> &
  Omit<UndoRunOptions, 'jobsDir'> & {
    job: string;
    /** Called once the undo job is known (`continued`: an unfinished undo of this job goes on). */
    onJob?: ((id: string, how: { continued: boolean }) => void) | undefined;
  };

export async function runUndo(opts: UndoOptions): Promise<UndoOutcome> {
  const dir = opts.jobsDir ?? jobsDir();
  const journal = Journal.open(opts.job, dir);
  const data = journal.data;
  journal.close();
  if (data.dryRun)
    throw new JobError({ id: 'errors:job.undoDryRun', params: { job: opts.job } }, { id: 'errors:job.undoDryRunHint' });
  if (data.status !== 'reported')
    throw new JobError(
      { id: 'errors:job.undoUnfinished', params: { job: opts.job, status: data.status } },
      { id: 'errors:job.undoUnfinishedHint', params: { job: opts.job } },
    );
  // Where a watcher moved it (processed/<name>.undo.xlsx), else beside the result workbook.
  const file = data.undoPath ?? undoPathFor(data.out);
  const unfinished = unfinishedUndoOf(opts.job, dir);
  const changed = (['Created', 'Updated', 'Deleted'] as const).some((r) => (data.counts?.[r] ?? 0) > 0);
  // A run that changed nothing writes no undo workbook: there is nothing to undo.
  if (!unfinished && !existsSync(file) && data.counts && !changed) return { parts: [], exitCode: 0 };
  if (!unfinished && !existsSync(file))
    throw new JobError(
      { id: 'errors:job.undoMissing', params: { job: opts.job, file } },
      { id: 'errors:job.undoMissingHint' },
    );
  const steps = unfinished ?? (await createUndoSteps(opts, data, file, dir));
  if (steps.length === 0) return { parts: [], exitCode: 0 };
  opts.onJob?.(steps[0]!, { continued: unfinished !== null });
  const { job: _job, onJob: _onJob, client, connection: _connection, ...run } = opts;
  return continueUndo(steps, client, { ...run, jobsDir: dir });
}
