// The plan step as one function, so the CLI's runImport and the app's review session give
// the same verdicts: SKUs resolved, keys the service lacks Invalid, a wide row with an invalid
// cell held back whole, duplicate keys Skipped, the pre-flight read (Unchanged rows), requests
// built, then the values of one product grouped into one request where the service allows it.
// A resource's own steps (targets/<resource>.ts planSteps) run at their place in this order.
import type { JobClient } from '../engine-port.js';
import { holdRowsWithInvalidCells, pendingFrom, pendingFromByKey, type Journal } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import type { PlanJobOptions, PlanSummary, StageProgress, StageTimer } from '../vocabulary.js';
import { checkUndoConflicts } from './undo-conflicts.js';
import { noteEmptiedCells } from './emptied-cells.js';
import { addDroppedKeys } from './full-feed.js';
import { settleDuplicates } from './duplicates.js';
import { groupPending } from './group-writes.js';
import { fillProfileIds, planRemaining } from './plan-requests.js';
import { planSummary } from './plan-summary.js';
import { preflight } from './preflight.js';
import { resolveSiteOrders } from './resolve-orders.js';
import { resolveSkus } from './resolve-skus.js';

/** Plans the journal's pending rows and moves the job to 'planned'. */
export async function planRows(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: PlanJobOptions = {},
): Promise<PlanSummary> {
  const time: StageTimer = opts.time ?? ((_stage, work) => work());
  const progress: StageProgress = {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  const { checkKeys, matchExisting, preflight: ownPreflight } = target.planSteps;
  journal.prepareForPlan();
  let reads = 0;
  if (target.extraFields.includes('Sku'))
    reads += (await time('resolve', () => resolveSkus(journal, client, target, progress))).requests;
  if (target.extraFields.includes('SiteOrderID'))
    reads += (await time('resolve', () => resolveSiteOrders(journal, client, target, progress))).requests;
  if (checkKeys)
    reads += (await time('resolve', () => checkKeys(journal, client, target, operation, progress))).requests;
  if (matchExisting)
    reads += (await time('preflight', () => matchExisting(journal, client, target, operation, progress))).requests;
  holdRowsWithInvalidCells(journal);
  settleDuplicates(journal, target); // issue 41: different values of one key are Invalid unless --duplicates says
  if (journal.data.preflight && target.parent) {
    reads += (await time('preflight', () => preflight(journal, client, target, operation, progress))).requests;
    noteEmptiedCells(journal); // blank cells where the values read are: said and counted (issue 32)
  }
  if (journal.data.preflight && ownPreflight)
    reads += (await time('preflight', () => ownPreflight(journal, client, target, operation, progress))).requests;
  // An undo run: rows changed since the run it undoes are Skipped, not overwritten (issue 14).
  await time('preflight', () => checkUndoConflicts(journal, client, target, operation, progress));
  holdRowsWithInvalidCells(journal);
  // Full feed (issue 28): the profile's keys the file no longer lists, set to 0, planned below with the rest.
  let feedDcs: string[] | undefined;
  if (journal.data.fullFeed) {
    const feed = await time('preflight', () => addDroppedKeys(journal, client, target, progress));
    reads += feed.requests;
    feedDcs = feed.owned;
  }
  // Rows the pre-flight did not plan (it was off) still need their parent's ProfileID in a POST.
  reads += (await time('preflight', () => fillProfileIds(journal, client, target, operation, progress))).requests;
  planRemaining(journal, target, operation);
  // After the pre-flight, so only changed values are grouped (issue 11).
  groupPending(journal, target, operation);
  // The run's own budget (--budget), so the plan's estimate is for the pace it will keep.
  const plan = planSummary(journal, reads, client.budgetPerMinute);
  // The names read before the job existed are this run's reads too: the quota line counts them.
  if (opts.namesReads)
    Object.assign(plan, { namesReads: opts.namesReads, totalQuota: plan.totalQuota + opts.namesReads });
  const from = journal.data.fullFeedFrom;
  if (from !== undefined) {
    // Issue 41: how many go to 0 at which DC, and which DCs the feed owned (the others left as they are).
    Object.assign(plan, { fullFeedZeros: pendingFrom(journal, from), fullFeedByDc: pendingFromByKey(journal, from) });
    if (feedDcs) plan.fullFeedDcs = feedDcs;
  }
  journal.update({ status: 'planned', plan });
  return plan;
}
