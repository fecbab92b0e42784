// The `jobs` listing: past runs with their counts and files, newest first.
import { Journal, jobsDir } from './journal.js';
import { countRowsByResult } from './row-counts.js';
import type { JobStatus, RowResult } from './schema.js';

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
  counts: Partial<Record<RowResult | 'Pending', number>>;
}

export function listJobs(dir = jobsDir(), limit = 50): JobSummary[] {
  const out: JobSummary[] = [];
  for (const id of Journal.listIds(dir).slice(0, limit)) {
    let j: Journal | undefined;
    try {
      j = Journal.open(id, dir);
      const d = j.data;
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
        // Rows, as the run's summary counted them (a finished run keeps its report's counts; a
        // dry run's say what would happen), never journal lines (one per cell of a wide row).
        counts: d.counts ? nonZero(d.counts) : countRowsByResult(j),
      });
    } catch {
      // A journal being written by a running import may be locked; list the others.
    } finally {
      j?.close();
    }
  }
  return out;
}

function nonZero(counts: Partial<Record<string, number>>): JobSummary['counts'] {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => (n ?? 0) > 0)) as JobSummary['counts'];
}
