// The plan step as one function, so the CLI's runImport and the app's review session give
// the same verdicts: SKUs resolved, keys the service lacks Invalid, a wide row with an invalid
// cell held back whole, duplicate keys Skipped, the pre-flight read (Unchanged rows), requests
// built, then the values of one product grouped into one request where the service allows it.
// A resource's own steps (targets/<resource>.ts planSteps) run at their place in this order.
import { holdRowsWithInvalidCells, pendingFrom, pendingFromByKey } from '../../journal/index.js';
import type { StageContext } from '../stage-context.js';
import type { PlanSummary, PlanTiming, StageTimer } from '../vocabulary.js';
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
export async function planRows(ctx: StageContext, opts: PlanTiming = {}): Promise<PlanSummary> {
  const { journal, client, target, operation } = ctx;
  const time: StageTimer = opts.time ?? ((_stage, work) => work());
  const { checkKeys, matchExisting, preflight: ownPreflight } = target.planSteps;
  journal.prepareForPlan();
  let reads = 0;
  if (target.extraFields.includes('Sku')) reads += (await time('resolve', () => resolveSkus(ctx))).requests;
  if (target.extraFields.includes('SiteOrderID'))
    reads += (await time('resolve', () => resolveSiteOrders(ctx))).requests;
  if (checkKeys) reads += (await time('resolve', () => checkKeys(ctx))).requests;
  if (matchExisting) reads += (await time('preflight', () => matchExisting(ctx))).requests;
  holdRowsWithInvalidCells(journal);
  settleDuplicates(journal, target); // issue 41: different values of one key are Invalid unless --duplicates says
  if (journal.data.preflight && target.parent) {
    reads += (await time('preflight', () => preflight(ctx))).requests;
    noteEmptiedCells(journal); // blank cells where the values read are: said and counted (issue 32)
  }
  if (journal.data.preflight && ownPreflight) reads += (await time('preflight', () => ownPreflight(ctx))).requests;
  // An undo run: rows changed since the run it undoes are Skipped, not overwritten (issue 14).
  await time('preflight', () => checkUndoConflicts(ctx));
  holdRowsWithInvalidCells(journal);
  // Full feed (issue 28): the profile's keys the file no longer lists, set to 0, planned below with the rest.
  let feedDcs: string[] | undefined;
  if (journal.data.fullFeed) {
    const feed = await time('preflight', () => addDroppedKeys(ctx));
    reads += feed.requests;
    feedDcs = feed.owned;
  }
  // Rows the pre-flight did not plan (it was off) still need their parent's ProfileID in a POST.
  reads += (await time('preflight', () => fillProfileIds(ctx))).requests;
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
