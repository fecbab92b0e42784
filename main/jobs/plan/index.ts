export { checkDistributionCenters } from './check-dcs.js';
export { holdRowsWithInvalidCells } from './hold-invalid-rows.js';
export { buildRequest, newValueText } from './build-request.js';
export { ingest } from './ingest.js';
export { planRemaining } from './plan-requests.js';
export { BATCH_SIZE, BUDGET_PER_MINUTE, planSummary, type PlanSummary } from './plan-summary.js';
export { preflight, recheckSent } from './preflight.js';
export { resolveSkus } from './resolve-skus.js';
export { sendPending, type SendOutcome } from './send.js';
