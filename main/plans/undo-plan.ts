// `plan undo <file|id>`: a plan's steps undone in reverse order (the stock before the centers
// it was imported into), each through the engine's own runUndo, so every step's undo has its
// own job, plan, guardrails and result. The plan's state records each step's undo as it
// finishes: an interrupted plan undo, run again, goes on with the steps not yet undone (and
// runUndo continues a step's own unfinished undo job).
import { UserError } from '../../shared/errors/index.js';
import { runUndo, type UndoOutcome } from '../jobs/index.js';
import { savePlanState, type PlanState } from './plan-state.js';
import type { StepRunOptions } from './step-run.js';

export interface PlanUndoOptions extends StepRunOptions {
  allowMassChange?: boolean | undefined;
}

export interface PlanUndoOutcome {
  id: string;
  steps: { id: string; job: string; undoneBy: string | null; exitCode: number }[];
  exitCode: 0 | 1 | 4;
}

export async function undoPlan(state: PlanState, o: PlanUndoOptions): Promise<PlanUndoOutcome> {
  if (state.status === 'running')
    throw new UserError(
      { id: 'errors:plan.unfinished', params: { run: state.id } },
      { id: 'errors:plan.unfinishedHint', params: { plan: state.plan } },
    );
  const steps = Object.entries(state.steps)
    .filter(([, s]) => s.job && (s.status === 'done' || s.status === 'failed'))
    .reverse();
  const done: PlanUndoOutcome['steps'] = [];
  let exitCode: 0 | 1 | 4 = 0;
  for (const [id, s] of steps) {
    if (s.undoneBy) {
      done.push({ id, job: s.job!, undoneBy: s.undoneBy, exitCode: 0 });
      continue;
    }
    let undoJob: string | null = null;
    const outcome: UndoOutcome = await runUndo({
      job: s.job!,
      client: o.client,
      connection: o.connection,
      interimReport: true,
      ...(o.allowMassChange ? { allowMassChange: true } : {}),
      ...(o.jobsDir ? { jobsDir: o.jobsDir } : {}),
      ...(o.signal ? { signal: o.signal } : {}),
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
      onJob: (job) => {
        undoJob = job;
        o.say(`Step ${id}: undo job ${job} (undoes ${s.job})`);
      },
    });
    if (outcome.exitCode === 4) return { id: state.id, steps: done, exitCode: 4 };
    if (outcome.exitCode !== 0) exitCode = 1;
    s.undoneBy = undoJob ?? 'nothing to undo';
    savePlanState(state, o.jobsDir);
    done.push({ id, job: s.job!, undoneBy: s.undoneBy, exitCode: outcome.exitCode });
    o.say(`Step ${id}: ${outcome.exitCode === 0 ? 'undone' : 'undone, some rows failed or were skipped'}`);
  }
  if (exitCode === 0) {
    state.status = 'undone';
    savePlanState(state, o.jobsDir);
  }
  return { id: state.id, steps: done, exitCode };
}
