// Which plan, send and recheck stage a target runs: its own where it replaces one
// (targets/<resource>.ts `stages`), else the generic one. The one place that chooses, so the
// CLI's run, the app's review and resume all plan and send a resource the same way.
import { failSentAsUnknown, type Journal } from '../journal/index.js';
import type { JobClient } from './engine-port.js';
import { planRows } from './plan/plan-job.js';
import { recheckSent } from './send/recheck-sent.js';
import { sendPending } from './send/send.js';
import type { ImportOperation, ImportTarget, TargetStages } from './target.js';
import type { PlanJobOptions, PlanSummary, StageProgress } from './vocabulary.js';

/** The stop signal and progress listener of a stage's options. */
export function progressOf(opts: StageProgress): StageProgress {
  return {
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
}

/** The generic recheck: read values back through the parent, or fail what cannot be read back. */
async function recheckByReading(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: PlanJobOptions,
): Promise<void> {
  if (journal.countByState().sent === 0) return;
  const time = opts.time ?? ((_stage, work) => work());
  if (target.parent) await time('preflight', () => recheckSent(journal, client, target, operation, progressOf(opts)));
  // A create whose answer was lost cannot be read back by key: say so rather than risk a duplicate.
  else failSentAsUnknown(journal);
}

const GENERIC: TargetStages = { plan: planRows, send: sendPending, recheck: recheckByReading };

export function stagesOf(target: ImportTarget): TargetStages {
  return { ...GENERIC, ...target.stages };
}

/** Plans the journal's pending rows and moves the job to 'planned' (the app's review runs this too). */
export function planJob(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: PlanJobOptions = {},
): Promise<PlanSummary> {
  return stagesOf(target).plan(journal, client, target, operation, opts);
}
