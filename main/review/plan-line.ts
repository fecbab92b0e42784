// The plan line the renderer shows (shared/ipc PlanLine) from the engine's plan summary: what
// sending will take and cost. Sent with every review state once the rows are planned.
import type { PlanLine } from '../../shared/ipc/index.js';
import type { PlanSummary } from '../jobs/index.js';
import { REQUESTS_PER_HOUR_PER_IP } from '../../shared/resources/index.js';

export function planLine(plan: PlanSummary): PlanLine {
  return {
    requestsToSend: plan.requestsToSend,
    batches: plan.batches,
    ...(plan.uploads ? { uploads: true } : {}),
    readRequests: plan.readRequests,
    totalQuota: plan.totalQuota,
    estimatedSeconds: plan.estimatedSeconds,
    budgetPerMinute: plan.budgetPerMinute,
    perHour: REQUESTS_PER_HOUR_PER_IP,
  };
}
