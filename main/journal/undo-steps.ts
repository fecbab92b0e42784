// An undo is one job of up to two steps, each a journal of its own (issue 32): the first
// step's journal lists them all (JobData.undoSteps), a later one names the first (stepOf).
// These read those links, so `resume`, `jobs` and `undo` treat the steps as the one job.
import { Journal, jobsDir } from './journal.js';
import type { JobData } from './job-data.js';

function dataOf(id: string, dir: string): JobData {
  const j = Journal.open(id, dir);
  try {
    return j.data;
  } finally {
    j.close();
  }
}

/** The ids of the undo job `id` is a step of (its first step first), or null when it is no such step. */
export function undoStepsOf(id: string, dir = jobsDir()): string[] | null {
  const data = dataOf(id, dir);
  if (data.stepOf) return dataOf(data.stepOf, dir).undoSteps ?? null;
  return data.undoSteps ?? null;
}

/** The steps of an undo of `job` that has not finished (interrupted, say), or null. */
export function unfinishedUndoOf(job: string, dir = jobsDir()): string[] | null {
  for (const id of Journal.listIds(dir)) {
    try {
      const data = dataOf(id, dir);
      if (data.undoOf?.job !== job || !data.undoSteps) continue;
      if (data.undoSteps.some((step) => dataOf(step, dir).status !== 'reported')) return data.undoSteps;
    } catch {
      // a journal being written elsewhere may be locked: it is no undo of this job we could continue
    }
  }
  return null;
}
