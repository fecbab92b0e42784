// What a run will cost at the service's real limits: requests, $batch calls, quota
// (a batch of n costs n + 1) and the time that takes at the run's budget per profile (--budget,
// default 2,000 a minute) or at the service's pace per $batch, whichever is longer.
// With grouped writes (issue 11) a request may carry many values: `values` counts what will
// change, `requestsUngrouped` what the same values would cost one request each.
import type { Journal } from '../../journal/index.js';
import { BATCH_MAX_REQUESTS, BUDGET_PER_MINUTE } from '../../../shared/resources/index.js';
import type { PlanSummary } from '../vocabulary.js';

export const BATCH_SIZE = BATCH_MAX_REQUESTS;
/**
 * What one $batch of writes is assumed to take the service to answer (issue 32: an estimate
 * from the budget alone was off by up to 7x). The client keeps 5 calls in flight, so batches
 * go five at a time; a run takes the longer of that and what its budget allows.
 */
export const ASSUMED_BATCH_SECONDS = 2;
const CALLS_IN_FLIGHT = 5;

/** Seconds a run takes at `budgetPerMinute` for its slowest profile, or at the service's pace per $batch, whichever is longer. */
export function estimateSeconds(budgetMinutes: number, batches: number, batchSeconds = ASSUMED_BATCH_SECONDS): number {
  return Math.ceil(Math.max(budgetMinutes * 60, Math.ceil(batches / CALLS_IN_FLIGHT) * batchSeconds));
}

export function planSummary(journal: Journal, readRequests: number, budgetPerMinute = BUDGET_PER_MINUTE): PlanSummary {
  const groups = journal.groups.requestsByProfile();
  const perProfile = groups.map((g) => {
    const quota = g.requests + Math.ceil(g.requests / BATCH_SIZE);
    return { profileId: g.profile, requests: g.requests, values: g.values, quota, minutes: quota / budgetPerMinute };
  });
  const requestsToSend = groups.reduce((s, g) => s + g.requests, 0);
  const values = groups.reduce((s, g) => s + g.values, 0);
  const batches = Math.ceil(requestsToSend / BATCH_SIZE);
  // Profiles have budgets of their own, so they run side by side: the slowest one decides.
  const minutes = perProfile.reduce((m, p) => Math.max(m, p.minutes), 0);
  return {
    requestsToSend,
    values,
    requestsUngrouped: values,
    batches,
    readRequests,
    writeQuota: requestsToSend + batches,
    totalQuota: readRequests + requestsToSend + batches,
    perProfile,
    estimatedSeconds: estimateSeconds(minutes, batches),
    budgetPerMinute,
    batchSeconds: ASSUMED_BATCH_SECONDS,
    byState: journal.countByState(),
  };
}
