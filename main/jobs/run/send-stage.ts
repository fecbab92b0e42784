// The send stage of a run: settle the answers lost earlier, send what is pending, and when a
// round lost answers because the service went quiet (issue 32), wait for it to answer, read
// those rows back (applied: done; not there: sent again) and go on, all in the same run.
// Rows 'Outcome unknown' or 'Not confirmed' from an earlier run are read back the same way on
// resume and --retry-failed. A service that answers yet leaves outcomes unknown pass after
// pass (a 406 on every read) ends the loop: those rows fail with what was said.
import { failUnsettled, reopenUnknown, type Journal } from '../../journal/index.js';
import type { JobClient } from '../engine-port.js';
import { waitForService } from '../send/wait-for-service.js';
import { stagesOf } from '../stages.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import type { StageProgress } from '../vocabulary.js';
import { timed } from './result-workbooks.js';
import { stageContext } from '../stage-context.js';
import { withHeldHeap } from './send-heap.js';

/** Passes whose outcomes stayed unknown although the service answered, before they fail. */
const MAX_ANSWERED_PASSES = 3;

export interface SendStageRun {
  journal: Journal;
  client: JobClient;
  target: ImportTarget;
  operation: ImportOperation;
  progress: StageProgress;
  retryFailed: boolean;
}

/** Settles lost answers, then sends what is pending; says whether the run was interrupted. */
export async function sendStage(run: SendStageRun): Promise<boolean> {
  const { journal, client, target, operation, progress } = run;
  const stages = stagesOf(target);
  if (run.retryFailed) journal.resetFailed();
  reopenUnknown(journal);
  const ctx = stageContext(journal, client, target, operation, progress);
  const time = {
    time: <T>(stage: Parameters<typeof timed>[1], work: () => Promise<T>) => timed(journal, stage, work),
  };
  let answeredPasses = 0;
  for (let pass = 1; ; pass++) {
    await stages.recheck(ctx, time);
    if (pass === 1 && journal.countByState().pending === 0 && journal.data.status === 'reported') return false;
    journal.update({ status: 'sending' });
    const sent = await timed(journal, 'send', () => withHeldHeap(() => stages.send(ctx)));
    if (sent.interrupted) {
      journal.update({ status: 'interrupted' });
      return true;
    }
    if (journal.countByState().sent === 0) return false;
    // Unknown although the service answers: not an outage to wait out; give it a few passes.
    if ((client.silentMs?.() ?? 0) === 0 && ++answeredPasses >= MAX_ANSWERED_PASSES) {
      failUnsettled(journal);
      return false;
    }
    if (!(await waitForService(client, progress.signal))) {
      journal.update({ status: 'interrupted' });
      return true;
    }
  }
}
