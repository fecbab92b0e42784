// `plan run --dry-run`: every step planned through the engine's own dry run (nothing sent,
// nothing changed), and every reference said: which keys the earlier step's dry run already
// resolves (an existing center matched by its Code, with its ID) and which the earlier step
// will create. A step whose keys are all resolved is dry-run on its resolved copy as well.
import { join } from 'node:path';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runImport } from '../jobs/index.js';
import type { Plan, PlanStep } from './plan-file.js';
import { stepKeys, takenColumn } from './references.js';
import { resultValues, writeResolved } from './resolve-step.js';
import { checkPlanReferences, resultsDirOf, type PlanRunOptions } from './run-plan.js';
import { stepImport } from './step-run.js';

/** What a reference resolves to now: `found` key -> value, `later` the keys the earlier step creates. */
async function describeReferences(plan: Plan, step: PlanStep, outs: Map<string, string>, o: PlanRunOptions) {
  let all = true;
  for (const ref of step.references) {
    const from = plan.steps.find((s) => s.id === ref.step)!;
    const out = outs.get(from.id);
    const found = out ? await resultValues(out, ref.by, takenColumn(ref, from)) : new Map<string, string>();
    const keys = [...(await stepKeys(from, ref.by))];
    const now = keys.filter((k) => found.has(k));
    const later = keys.filter((k) => !found.has(k));
    if (later.length) all = false;
    o.say(
      `  ${step.id}: reference ${ref.column} -> ${ref.into} by ${from.id}'s ${ref.by}: ` +
        `${now.length ? `resolved now ${now.map((k) => `${k} = ${found.get(k)}`).join(', ')}` : 'none resolved now'}` +
        `${later.length ? `; resolved when step ${from.id} creates ${later.join(', ')}` : ''}`,
    );
  }
  return all;
}

export async function dryRunPlan(plan: Plan, o: PlanRunOptions): Promise<{ exitCode: 0 | 1 }> {
  await checkPlanReferences(plan);
  o.say(`Plan ${plan.path}: ${plan.steps.length} steps (dry run, nothing sent)`);
  const dir = resultsDirOf(plan, o.resultsDir);
  mkdirSync(dir, { recursive: true });
  const outs = new Map<string, string>();
  const scratch = mkdtempSync(join(tmpdir(), 'cb-plan-dry-'));
  let exitCode: 0 | 1 = 0;
  try {
    for (const step of plan.steps) {
      o.say(
        `Step ${step.id}: ${step.resource}${step.operation ? ` ${step.operation}` : ''} from ${step.file}${step.sheet ? ` (sheet ${step.sheet})` : ''}`,
      );
      let input = step.file;
      if (step.references.length) {
        if (!(await describeReferences(plan, step, outs, o))) {
          o.say(`  ${step.id}: planned when the steps it refers to have run`);
          continue;
        }
        input = join(scratch, `${step.id}.csv`);
        await writeResolved(step, plan.steps, (id) => outs.get(id)!, input);
      }
      const outcome = await runImport(await stepImport(step, input, join(dir, `${step.id}-dry-run.xlsx`), o, true));
      if (outcome.out) outs.set(step.id, outcome.out);
      if (outcome.exitCode !== 0) exitCode = 1;
      const counts = Object.entries(outcome.counts ?? {}).filter(([, n]) => n > 0);
      o.say(`  ${step.id}: rows would be ${counts.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'} (${outcome.out})`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { exitCode };
}
