// --json on import, resume, undo and watch: one JSON object per job on stdout, one line each, and
// nothing else on stdout (the human lines go to stderr). Written also when the run was
// interrupted or failed, so a script always has an object to read: the job (when one
// exists), the file, a status, the counts, the workbooks, the exit code and the first 100
// failed rows with their row number and message.
import { firstFailedRows, fullFeedNote, type FailedRow, type ImportOutcome } from '../jobs/index.js';
import { describeError, exitCodeFor } from './exit-codes.js';

export type JobJsonStatus = 'succeeded' | 'partly failed' | 'failed' | 'held' | 'interrupted' | 'error' | 'dry run';

export interface JobJson {
  job: string | null;
  file: string | null;
  status: JobJsonStatus;
  /** The journal's own status of the job (reported, sending, ...), when there is a job. */
  jobStatus: string | null;
  counts: Record<string, number> | null;
  result: string | null;
  undo: string | null;
  exitCode: number;
  failedRows: FailedRow[];
  message?: string;
  /** undo: the job it undoes. */
  undoes?: string;
  /** watch: where the file went, and when its handling started and ended. */
  movedTo?: string | null;
  startedAt?: string;
  finishedAt?: string;
  /** import: the export's baseline the file went with, or null for none (issue 41). */
  baseline?: { exportedAt: string; connection: string } | null;
}

const SUCCEEDED = ['Created', 'Updated', 'Deleted', 'Unchanged', 'Skipped', 'Partly updated'];

function statusOf(o: ImportOutcome): JobJsonStatus {
  if (o.interrupted) return 'interrupted';
  if (o.dryRun) return 'dry run';
  if (o.exitCode === 0) return 'succeeded';
  const done = SUCCEEDED.reduce((n, k) => n + (o.counts?.[k as keyof typeof o.counts] ?? 0), 0);
  return done > 0 ? 'partly failed' : 'failed';
}

export function failedRowsOf(jobId: string): FailedRow[] {
  try {
    return firstFailedRows(jobId, 100);
  } catch {
    return []; // a journal that cannot be read again still gets its object
  }
}

export function outcomeJson(o: ImportOutcome, file: string | null): JobJson {
  const feed = fullFeedNote(o.plan); // a full feed's zeros per DC, said even when it succeeded (issue 41)
  return {
    job: o.jobId,
    file,
    status: statusOf(o),
    jobStatus: o.status,
    counts: o.counts,
    result: o.out,
    undo: o.undo,
    exitCode: o.exitCode,
    failedRows: o.exitCode === 1 ? failedRowsOf(o.jobId) : [],
    ...(o.baseline !== undefined ? { baseline: o.baseline } : {}),
    ...(feed ? { message: feed } : {}),
    ...(o.interrupted ? { message: `Interrupted; continue with: resume ${o.jobId}` } : {}),
  };
}

/** The object of a run that ended in an error: exit 2, 3 (sign-in) or 4. */
export function errorJson(err: unknown, job: string | null, file: string | null): JobJson {
  const exitCode = exitCodeFor(err);
  return {
    job,
    file,
    status: exitCode === 4 ? 'interrupted' : 'error',
    jobStatus: null,
    counts: null,
    result: null,
    undo: null,
    exitCode,
    failedRows: [],
    message: describeError(err).replace(/^Error: /, ''),
  };
}

export function printJson(o: JobJson): void {
  process.stdout.write(`${JSON.stringify(o)}\n`);
}
