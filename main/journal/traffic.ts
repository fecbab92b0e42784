// What a job's runs really sent (issue 32), summed in the job's record over the run and its
// resumes: each run adds what its client counted (jobs/run/run-traffic.ts), the sender the
// grouped writes it had to send one value a request. The Summary sheet shows it beside the plan.
import type { Journal } from './journal.js';
import type { RunTraffic } from './job-data.js';

const NONE: RunTraffic = { calls: 0, quota: 0, batches: 0, retries: 0, throttled: 0, fallbacks: 0 };

/** Adds to the job's recorded traffic. */
export function addTraffic(journal: Journal, add: Partial<RunTraffic>): void {
  const was: RunTraffic = { ...NONE, ...journal.data.traffic };
  const sum = { ...was };
  for (const k of Object.keys(NONE) as (keyof RunTraffic)[]) sum[k] = was[k] + (add[k] ?? 0);
  journal.update({ traffic: sum });
}
