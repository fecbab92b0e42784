// What an automation's history keeps of a run: a watched file's report (status, job, counts,
// where the file and its workbooks went), or a run that could not start (the sign-in refused,
// the service not answering) as one 'error' entry with its message.
import { randomUUID } from 'node:crypto';
import type { AutomationRun } from '../../../shared/ipc/index.js';
import { redact } from '../../../shared/security/index.js';
import { fileExitCode } from '../file-report.js';
import type { FileReport } from '../handle-file.js';

export function runFromReport(r: FileReport): AutomationRun {
  const finished = r.finishedAt ?? new Date();
  return {
    id: randomUUID(),
    file: r.file,
    status: r.status,
    jobId: r.jobId,
    counts: r.outcome?.counts ? { ...r.outcome.counts } : null,
    ...(r.message ? { message: r.message } : {}),
    ...(r.shown ? { shown: r.shown } : {}),
    startedAt: (r.startedAt ?? finished).toISOString(),
    finishedAt: finished.toISOString(),
    result: r.result,
    undo: r.undo,
    movedTo: r.movedTo,
    exitCode: fileExitCode(r),
  };
}

/** A run that ended before or between files: `exitCode` 3 for a refused sign-in, else 2. */
export function runFromError(
  err: unknown,
  startedAt: Date,
  exitCode: number,
  file: string | null = null,
): AutomationRun {
  const e = err as { message?: unknown; hint?: unknown };
  const text = typeof e?.message === 'string' ? e.message : String(err);
  const hint = typeof e?.hint === 'string' && e.hint ? ` ${e.hint}` : '';
  return {
    id: randomUUID(),
    file,
    status: 'error',
    jobId: null,
    counts: null,
    message: redact(`${text}${hint}`),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    result: null,
    undo: null,
    movedTo: null,
    exitCode,
  };
}
