// What a run will cost at the service's real limits: requests, $batch calls, quota
// (a batch of n costs n + 1) and the time that takes at 2,000 requests a minute per profile.
// With grouped writes (issue 11) a request may carry many values: `values` counts what will
// change, `requestsUngrouped` what the same values would cost one request each.
import type { Journal } from '../../journal/index.js';
import { BATCH_MAX_REQUESTS, BUDGET_PER_MINUTE } from '../../../shared/resources/index.js';
import type { PlanSummary } from '../vocabulary.js';

export const BATCH_SIZE = BATCH_MAX_REQUESTS;

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
    estimatedSeconds: Math.ceil(minutes * 60),
    budgetPerMinute,
    byState: journal.countByState(),
  };
}
