// `plan run`: a plan's steps run in order through the engine, each its own job, result and
// undo workbook. Every reference is checked before the first step sends anything; a step
// that ends with failed rows stops the plan when its stopOnError says so; an interrupted or
// killed plan, run again, resumes at the step (and through its journal, the row) where it
// stopped, never starting a step twice.
import { mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import type { Plan, PlanStep } from './plan-file.js';
import { newPlanState, planSha, savePlanState, unfinishedPlan, type PlanState } from './plan-state.js';
import { checkReferences, refusal, stepKeys, type Unresolved } from './references.js';
import { runStep, type StepRunOptions } from './step-run.js';

export interface PlanRunOptions extends StepRunOptions {
  /** Where the steps' result workbooks go; default `<plan>-results` beside the plan file. */
  resultsDir?: string | undefined;
}

export interface PlanStepOutcome {
  id: string;
  status: 'done' | 'failed' | 'skipped' | 'interrupted';
  job: string | null;
  out: string | null;
  undo: string | null;
  exitCode: number;
}

export interface PlanOutcome {
  id: string;
  resumed: boolean;
  steps: PlanStepOutcome[];
  /** 0 every step's rows succeeded, 1 a step had failed or invalid rows, 4 interrupted. */
  exitCode: 0 | 1 | 4;
}

export const resultsDirOf = (plan: Plan, given?: string): string =>
  given ?? join(dirname(plan.path), `${basename(plan.path, extname(plan.path))}-results`);

/** Every reference of every step checked against the earlier steps' files: refused before anything is sent. */
export async function checkPlanReferences(plan: Plan): Promise<void> {
  const misses: Unresolved[] = [];
  for (const step of plan.steps)
    misses.push(
      ...(await checkReferences(step, (ref) =>
        stepKeys(
          plan.steps.find((s) => s.id === ref.step)!,
          ref.by,
        ),
      )),
    );
  if (misses.length) throw refusal(misses, 'notAKey');
}

function startOrResume(plan: Plan, o: PlanRunOptions): { state: PlanState; resumed: boolean } {
  const left = unfinishedPlan(plan.path, o.jobsDir);
  if (!left) return { state: newPlanState(plan.path, plan.text), resumed: false };
  if (left.sha256 !== planSha(plan.text))
    throw new UserError(
      { id: 'errors:plan.changed', params: { path: plan.path, run: left.id } },
      { id: 'errors:plan.changedHint', params: { run: left.id } },
    );
  return { state: left, resumed: true };
}

const stepOutcome = (step: PlanStep, state: PlanState): PlanStepOutcome => {
  const s = state.steps[step.id];
  return {
    id: step.id,
    status: s?.status === 'done' || s?.status === 'failed' || s?.status === 'skipped' ? s.status : 'interrupted',
    job: s?.job ?? null,
    out: s?.out ?? null,
    undo: s?.undo ?? null,
    exitCode: s?.exitCode ?? 4,
  };
};

/** Why a step does not run: a step it depends on did not finish, or stopped the plan. */
function blockedBy(step: PlanStep, state: PlanState): string | null {
  for (const d of step.dependsOn) if (!['done', 'failed'].includes(state.steps[d]?.status ?? '')) return d;
  return null;
}

export async function runPlan(plan: Plan, o: PlanRunOptions): Promise<PlanOutcome> {
  const { state, resumed } = startOrResume(plan, o);
  await checkPlanReferences(plan);
  savePlanState(state, o.jobsDir);
  o.say(`Plan ${state.id}${resumed ? ' (resumed where it stopped)' : ''}: ${plan.steps.length} steps`);
  const dir = resultsDirOf(plan, o.resultsDir);
  mkdirSync(dir, { recursive: true });
  let exitCode: 0 | 1 | 4 = 0;
  for (const step of plan.steps) {
    const known = state.steps[step.id];
    if (known && known.status !== 'running') {
      if (known.exitCode === 1) exitCode = 1;
      continue;
    }
    const blocker = blockedBy(step, state);
    if (exitCode === 1 && state.status === 'stopped') blockSkip(step, state, 'the plan stopped', o);
    else if (blocker) blockSkip(step, state, `step ${blocker} did not run`, o);
    else {
      const outcome = await runStep(plan, step, state, join(dir, `${step.id}-result.xlsx`), o);
      const entry = state.steps[step.id]!;
      if (outcome.exitCode === 4) {
        savePlanState(state, o.jobsDir);
        return { id: state.id, resumed, steps: plan.steps.map((s) => stepOutcome(s, state)), exitCode: 4 };
      }
      Object.assign(entry, {
        status: outcome.exitCode === 0 ? 'done' : 'failed',
        job: outcome.jobId,
        out: outcome.out ?? entry.out,
        undo: outcome.undo,
        exitCode: outcome.exitCode,
      });
      o.say(
        `Step ${step.id}: ${outcome.exitCode === 0 ? 'done' : 'some rows failed or were invalid'} (${outcome.out})`,
      );
      if (outcome.exitCode === 1) {
        exitCode = 1;
        if (step.stopOnError) state.status = 'stopped';
      }
    }
    savePlanState(state, o.jobsDir);
  }
  if (state.status === 'running') state.status = 'finished';
  savePlanState(state, o.jobsDir);
  return { id: state.id, resumed, steps: plan.steps.map((s) => stepOutcome(s, state)), exitCode };
}

function blockSkip(step: PlanStep, state: PlanState, why: string, o: PlanRunOptions): void {
  state.steps[step.id] = { status: 'skipped', input: step.file, out: '', exitCode: 1 };
  o.say(`Step ${step.id}: skipped, ${why}`);
}
