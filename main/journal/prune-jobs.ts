// `jobs --prune <days>` and the app's History control (issue 32): a nightly run leaves a
// journal of megabytes, so the journals of jobs finished more than N days ago are removed.
// Their result and undo workbooks are never touched (they live beside the user's files); a
// job not finished (interrupted, waiting for a confirmation) keeps its journal, since a
// resume needs it. An undo job goes with all its steps.
import { existsSync } from 'node:fs';
import { Journal, jobsDir } from './journal.js';
import { writePrunedRecord } from './pruned-record.js';
import { removeJournal } from './remove-journal.js';
import type { JobData } from './job-data.js';

export interface PrunedJob {
  id: string;
  resource: string;
  operation: string;
  finishedAt: string;
  bytes: number;
  /** The job's result and undo workbooks that are still there (kept). */
  kept: string[];
}

export interface PruneOutcome {
  removed: PrunedJob[];
  bytes: number;
  /** Jobs older than the limit that have not finished: kept, so they can be resumed. */
  unfinished: { id: string; status: string }[];
}

const DAY_MS = 86_400_000;

function readJob(id: string, dir: string): JobData | null {
  try {
    const j = Journal.open(id, dir);
    try {
      return j.data;
    } finally {
      j.close();
    }
  } catch {
    return null; // locked by a run in progress, or not a journal: not ours to remove
  }
}

/** Every step of the job finished (an undo's later steps too). */
function finished(data: JobData, dir: string): boolean {
  if (data.status !== 'reported') return false;
  return (data.undoSteps ?? []).slice(1).every((id) => readJob(id, dir)?.status === 'reported');
}

/** `inUse`: a job the caller holds open (the app's runs): never removed under it. */
export function pruneJobs(
  days: number,
  dir = jobsDir(),
  { now = Date.now(), inUse = () => false }: { now?: number; inUse?: (id: string) => boolean } = {},
): PruneOutcome {
  const outcome: PruneOutcome = { removed: [], bytes: 0, unfinished: [] };
  for (const id of Journal.listIds(dir)) {
    if (inUse(id)) continue;
    const data = readJob(id, dir);
    if (!data || data.stepOf) continue; // a later step of an undo goes with its first
    const at = data.finishedAt ?? data.startedAt;
    if (now - Date.parse(at) <= days * DAY_MS) continue;
    if (!finished(data, dir)) {
      outcome.unfinished.push({ id, status: data.status });
      continue;
    }
    let bytes = 0;
    for (const step of data.undoSteps ?? [id]) bytes += removeJournal(step, dir);
    // Where a watcher moved it, else beside the result workbook (write-undo.ts's undoPathFor).
    const undo = data.undoPath ?? data.out.replace(/(\.[^./\\]+)?$/, '.undo.xlsx');
    const kept = [data.out, undo].filter((f) => existsSync(f));
    const record = { id, resource: data.resource, finishedAt: at, result: data.out, undo };
    writePrunedRecord({ ...record, prunedAt: new Date(now).toISOString() }, dir);
    outcome.removed.push({ id, resource: data.resource, operation: data.operation, finishedAt: at, bytes, kept });
    outcome.bytes += bytes;
  }
  return outcome;
}

/** Bytes for people: 7.6 MB, 412 KB. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(bytes === 0 ? 0 : 1, Math.round(bytes / 1000))} KB`;
}
