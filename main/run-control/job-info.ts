// A job as the report screen and the history list show it, read from its journal.
import { existsSync } from 'node:fs';
import type { JobInfo, JobRunState } from '../../shared/ipc/index.js';
import { importTarget, isImportResource, undoPathFor } from '../jobs/index.js';
import { countRowsByResult, hasReportRows, readRunState, reportCounts, type Journal } from '../journal/index.js';

/** Journals that were only reviewed, never sent, are drafts: not history. */
export const DRAFT_STATUSES = ['created', 'ingested', 'planned'];

/**
 * A draft is not history; a planned run a guardrail stopped (held) is (issue 42): the person
 * pressed Send, and History lists it as stopped with nothing sent.
 */
export function isDraft(status: string, held: boolean | undefined): boolean {
  return DRAFT_STATUSES.includes(status) && !held;
}

export function runStateFromJournal(journal: Journal): JobRunState {
  const saved = readRunState(journal);
  const status = journal.data.status;
  if (saved === 'cancelled') return 'cancelled';
  if (status === 'reported') return 'finished';
  // Stopped before sending (a mass change to confirm): it waits for the person's answer.
  if (status === 'planned' && journal.data.held) return 'paused';
  if (status === 'failed' || journal.data.error) return 'failed';
  if (status === 'sending' || status === 'interrupted') return 'interrupted';
  return 'idle';
}

export function jobInfo(journal: Journal, runState?: JobRunState, error?: string): JobInfo {
  const d = journal.data;
  const counts = hasReportRows(journal)
    ? reportCounts(journal)
    : ((d.counts ?? countRowsByResult(journal)) as Record<string, number>); // rows, not cells
  const err = error ?? d.error;
  return {
    jobId: d.id,
    status: d.status,
    runState: runState ?? runStateFromJournal(journal),
    resource: d.resource,
    operation: d.operation,
    file: d.file,
    startedAt: d.startedAt,
    ...(d.finishedAt ? { finishedAt: d.finishedAt } : {}),
    counts,
    ...(d.dryRun ? { dryRun: true } : {}),
    ...(d.held && d.status === 'planned' ? { held: true } : {}),
    headers: d.headers,
    hasResult: Boolean(d.out) && existsSync(d.out),
    hasUndo: Boolean(d.out) && existsSync(undoPathFor(d.out)),
    ...(isImportResource(d.resource) && importTarget(d.resource).noUndo ? { noUndo: true } : {}),
    ...(d.baseline?.heldBack ? { heldBack: d.baseline.heldBack } : {}),
    ...(d.savedResult && existsSync(d.savedResult) ? { savedResult: d.savedResult } : {}),
    ...connectionOf(journal),
    ...(d.undoOf ? { undoOf: d.undoOf.job } : {}),
    ...(err ? { error: err } : {}),
  };
}

/** The connection the job runs on, by name, for the Send screen's line (the sandbox is named by the UI). */
function connectionOf(journal: Journal): Pick<JobInfo, 'connection'> {
  const ref = journal.connection?.ref;
  if (!ref) return {};
  if (ref.kind === 'sandbox') return { connection: { name: '', sandbox: true } };
  const name = ref.kind === 'credentials-file' ? ref.path : ref.kind === 'saved' ? (ref.name ?? ref.id) : ref.name;
  return { connection: { name, sandbox: false } };
}
