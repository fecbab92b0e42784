// The `jobs` listing: past runs with their counts and files, newest first.
import { Journal, jobsDir } from './journal.js';
import { countRowsByResult } from './row-counts.js';
import type { RowResult } from './schema.js';
import type { JobStatus } from './job-data.js';

export interface JobSummary {
  id: string;
  status: JobStatus;
  resource: string;
  operation: string;
  file: string;
  out: string;
  startedAt: string;
  finishedAt?: string;
  dryRun: boolean;
  /** Stopped before anything was sent (issue 42): by a guardrail (a mass change to confirm) or a watcher's guard. */
  held?: 'mass-change' | 'guard';
  /** Rows per result; 'Not sent' for rows not sent yet, as the result workbook of a stopped run says. */
  counts: Partial<Record<RowResult | 'Not sent', number>>;
}

export function listJobs(dir = jobsDir(), limit = 50): JobSummary[] {
  const out: JobSummary[] = [];
  for (const id of Journal.listIds(dir).slice(0, limit)) {
    let j: Journal | undefined;
    try {
      j = Journal.open(id, dir);
      const d = j.data;
      if (d.stepOf) continue; // listed with its undo job (its first step)
      out.push({
        id,
        status: d.status,
        resource: d.resource,
        operation: d.operation,
        file: d.file,
        out: d.out,
        startedAt: d.startedAt,
        ...(d.finishedAt ? { finishedAt: d.finishedAt } : {}),
        dryRun: d.dryRun,
        ...(d.held && d.status === 'planned' ? { held: d.held.massChange ? 'mass-change' : 'guard' } : {}),
        // Rows, as the run's summary counted them (a finished run keeps its report's counts; a
        // dry run's say what would happen), never journal lines (one per cell of a wide row).
        counts: d.counts ? nonZero(d.counts) : rowCounts(j),
      });
      if (d.undoSteps && d.undoSteps.length > 1)
        out[out.length - 1] = withLaterSteps(out[out.length - 1]!, d.undoSteps, dir);
    } catch {
      // A journal being written by a running import may be locked; list the others.
    } finally {
      j?.close();
    }
  }
  return out;
}

/** The journal's rows by result, a row not sent yet named as the result workbook names it. */
function rowCounts(j: Journal): JobSummary['counts'] {
  const { Pending: notSent, ...counts } = countRowsByResult(j);
  return { ...counts, ...(notSent ? { 'Not sent': notSent } : {}) };
}

function nonZero(counts: Partial<Record<string, number>>): JobSummary['counts'] {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => (n ?? 0) > 0)) as JobSummary['counts'];
}

/** An undo job listed as one: its state the first unfinished step's, its counts the sum of its steps' (issue 32). */
function withLaterSteps(first: JobSummary, steps: string[], dir: string): JobSummary {
  const job = { ...first, counts: { ...first.counts } };
  for (const id of steps.slice(1)) {
    const j = Journal.open(id, dir);
    try {
      const d = j.data;
      if (job.status === 'reported' && d.status !== 'reported') job.status = d.status;
      for (const [k, n] of Object.entries(d.counts ? nonZero(d.counts) : rowCounts(j)))
        job.counts[k as keyof JobSummary['counts']] = (job.counts[k as keyof JobSummary['counts']] ?? 0) + (n ?? 0);
      if (d.finishedAt) job.finishedAt = d.finishedAt;
    } finally {
      j.close();
    }
  }
  return job;
}
