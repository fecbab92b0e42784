// The plan step as one function, so the CLI's runImport and the app's review session give
// the same verdicts: SKUs resolved, unknown DCs Invalid, a wide row with an invalid cell held
// back whole, duplicate keys Skipped, the pre-flight read (Unchanged rows), requests built,
// then the values of one product grouped into one request where the service allows it.
import type { JobClient, ProgressListener, Stage } from '../client.js';
import { planDocuments } from '../documents/index.js';
import { holdRowsWithInvalidCells, type Journal } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';
import { checkDistributionCenters } from './check-dcs.js';
import { matchDistributionCenters } from './match-dcs.js';
import { checkUndoConflicts } from './undo-conflicts.js';
import { groupPending } from './group-writes.js';
import { fillProfileIds, planRemaining } from './plan-requests.js';
import { planSummary, type PlanSummary } from './plan-summary.js';
import { preflight } from './preflight.js';
import { preflightDistributionCenters } from './preflight-dcs.js';
import { resolveSkus } from './resolve-skus.js';

/** Wraps each stage's work, e.g. to add its time to the job's timings. */
export type StageTimer = <T>(stage: Stage, work: () => Promise<T>) => Promise<T>;

export interface PlanJobOptions {
  signal?: AbortSignal;
  onProgress?: ProgressListener;
  time?: StageTimer;
}

/** Plans the journal's pending rows and moves the job to 'planned'. */
export async function planJob(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: PlanJobOptions = {},
): Promise<PlanSummary> {
  const time: StageTimer = opts.time ?? ((_stage, work) => work());
  // A PDF per row: files, orders and documents already there are checked instead (issue 13).
  if (target.documents) return time('resolve', () => planDocuments(journal, client, opts));
  const progress = {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  journal.prepareForPlan();
  let reads = 0;
  if (target.extraFields.includes('Sku'))
    reads += (await time('resolve', () => resolveSkus(journal, client, target, progress))).requests;
  reads += (await time('resolve', () => checkDistributionCenters(journal, client, target, progress))).requests;
  reads += (await time('preflight', () => matchDistributionCenters(journal, client, target, operation, progress)))
    .requests;
  holdRowsWithInvalidCells(journal);
  journal.skipDuplicates();
  if (journal.data.preflight && target.parent)
    reads += (await time('preflight', () => preflight(journal, client, target, operation, progress))).requests;
  if (journal.data.preflight)
    reads += (await time('preflight', () => preflightDistributionCenters(journal, client, target, operation, progress)))
      .requests;
  // An undo run: rows changed since the run it undoes are Skipped, not overwritten (issue 14).
  await time('preflight', () => checkUndoConflicts(journal, client, target, operation, progress));
  holdRowsWithInvalidCells(journal);
  // Rows the pre-flight did not plan (it was off) still need their parent's ProfileID in a POST.
  reads += (await time('preflight', () => fillProfileIds(journal, client, target, operation, progress))).requests;
  planRemaining(journal, target, operation);
  // After the pre-flight, so only changed values are grouped (issue 11).
  groupPending(journal, target, operation);
  const plan = planSummary(journal, reads);
  journal.update({ status: 'planned', plan });
  return plan;
}
