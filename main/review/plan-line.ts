// The plan line the renderer shows (shared/ipc PlanLine) from the engine's plan summary: what
// sending will take and cost. Sent with every review state once the rows are planned.
import type { PlanLine } from '../../shared/ipc/index.js';
import { countPlannedRows, type Journal, type PlannedRows } from '../journal/index.js';
import type { PlanSummary } from '../jobs/index.js';
import { REQUESTS_PER_HOUR_PER_IP } from '../../shared/resources/index.js';

// Counted once per plan (a GROUP BY over the journal), not on every state Review asks for.
const plannedRows = new WeakMap<object, PlannedRows>();

export function planLine(plan: PlanSummary, journal: Journal): PlanLine {
  let rows = plannedRows.get(plan);
  if (!rows) {
    rows = countPlannedRows(journal, journal.data.operation);
    plannedRows.set(plan, rows);
  }
  return {
    rows,
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
