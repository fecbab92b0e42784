// --json on `undo` and on `resume` of an undo job (issue 41): one object for the undo job,
// whatever its number of steps (restore old values, delete created rows), so a script reads
// one document whose exitCode is the command's own exit code.
import type { UndoOutcome } from '../jobs/index.js';
import { failedRowsOf, type JobJson, type JobJsonStatus } from './job-json.js';

// What counts as done for an undo: a value put back. An undo that only found rows Unchanged or
// Skipped undid nothing (exit 1): 'failed', not 'partly failed'.
const CHANGES = ['Created', 'Updated', 'Deleted', 'Partly updated'];

/** Every step's counts added up. */
function countsOf(outcome: UndoOutcome): Record<string, number> | null {
  const all = outcome.parts.map((p) => p.outcome.counts as Record<string, number> | null);
  if (!all.some(Boolean)) return null;
  const sum: Record<string, number> = {};
  for (const c of all) for (const [k, n] of Object.entries(c ?? {})) sum[k] = (sum[k] ?? 0) + n;
  return sum;
}

function statusOf(exitCode: number, counts: Record<string, number> | null): JobJsonStatus {
  if (exitCode === 4) return 'interrupted';
  if (exitCode === 0) return 'succeeded';
  return CHANGES.some((k) => (counts?.[k] ?? 0) > 0) ? 'partly failed' : 'failed';
}

/** `exitCode`: the command's own (an undo that changed nothing exits 1 though no step failed). */
export function undoJson(outcome: UndoOutcome, undone: string, exitCode: number, message?: string): JobJson {
  const counts = countsOf(outcome);
  const last = outcome.parts.at(-1)?.outcome;
  const failed = exitCode === 1 ? outcome.parts.flatMap((p) => failedRowsOf(p.outcome.jobId)).slice(0, 100) : [];
  return {
    job: outcome.jobId ?? last?.jobId ?? null,
    file: null,
    status: statusOf(exitCode, counts),
    jobStatus: last?.status ?? null,
    counts,
    result: last?.out ?? null,
    undo: outcome.parts[0]?.outcome.undo ?? null,
    exitCode,
    failedRows: failed,
    undoes: undone,
    ...(message ? { message } : {}),
  };
}
