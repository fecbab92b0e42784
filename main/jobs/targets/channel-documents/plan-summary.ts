// The plan of a document upload, in the shape every plan has (plan-summary.ts), but costed as
// what it is: one POST per document, none in a $batch (a PDF body cannot ride in one), each a
// request against its profile's budget.
import { DocumentRows, type Journal } from '../../../journal/index.js';
import { BUDGET_PER_MINUTE } from '../../../../shared/resources/index.js';
import type { PlanSummary } from '../../vocabulary.js';

export function documentsPlanSummary(
  journal: Journal,
  readRequests: number,
  budgetPerMinute = BUDGET_PER_MINUTE,
): PlanSummary {
  const perProfile = new DocumentRows(journal).pendingPerProfile().map((p) => ({
    profileId: p.profileId,
    requests: p.requests,
    values: p.requests,
    quota: p.requests,
    minutes: p.requests / budgetPerMinute,
  }));
  const requestsToSend = perProfile.reduce((s, p) => s + p.requests, 0);
  const minutes = perProfile.reduce((m, p) => Math.max(m, p.minutes), 0);
  return {
    requestsToSend,
    values: requestsToSend,
    requestsUngrouped: requestsToSend,
    batches: 0,
    readRequests,
    writeQuota: requestsToSend,
    totalQuota: readRequests + requestsToSend,
    perProfile,
    estimatedSeconds: Math.ceil(minutes * 60),
    budgetPerMinute,
    byState: journal.countByState(),
    uploads: true,
  };
}
