// Which plan, send and recheck stage a target runs: its own where it replaces one
// (targets/<resource>.ts `stages`), else the generic one. The one place that chooses, so the
// CLI's run, the app's review and resume all plan and send a resource the same way.
import { failSentAsUnknown } from '../journal/index.js';
import { planRows } from './plan/plan-job.js';
import { recheckSent } from './send/recheck-sent.js';
import { sendPending } from './send/send.js';
import type { StageContext } from './stage-context.js';
import type { ImportTarget, TargetStages } from './target.js';
import type { PlanSummary, PlanTiming } from './vocabulary.js';

/** The generic recheck: read values back through the parent, or fail what cannot be read back. */
async function recheckByReading(ctx: StageContext, timing: PlanTiming): Promise<void> {
  if (ctx.journal.countByState().sent === 0) return;
  const time = timing.time ?? ((_stage, work) => work());
  if (ctx.target.parent) await time('preflight', () => recheckSent(ctx));
  // A create whose answer was lost cannot be read back by key: say so rather than risk a duplicate.
  else failSentAsUnknown(ctx.journal);
}

const GENERIC: TargetStages = { plan: planRows, send: sendPending, recheck: recheckByReading };

export function stagesOf(target: ImportTarget): TargetStages {
  return { ...GENERIC, ...target.stages };
}

/** Plans the journal's pending rows and moves the job to 'planned' (the app's review runs this too). */
export function planJob(ctx: StageContext, timing: PlanTiming = {}): Promise<PlanSummary> {
  return stagesOf(ctx.target).plan(ctx, timing);
}
