// A plan's state (issue 45), one small JSON file per plan run in the jobs folder's plans/,
// next to the journals it points to: which job each step is, where its results went and
// whether it finished. Written whole (write-file-atomic) at each change, the step's job
// before any of its rows is sent, so a killed plan resumes at the step that was running, and
// that step's journal resumes at its row.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { UserError } from '../../shared/errors/index.js';
import { JsonStore } from '../files/index.js';
import { jobsDir } from '../journal/index.js';

const stepStateSchema = z.object({
  status: z.enum(['running', 'done', 'failed', 'skipped']),
  /** The step's job (its journal), once created. */
  job: z.string().optional(),
  /** The file the engine imports: the step's own, or its copy with references resolved. */
  input: z.string(),
  out: z.string(),
  undo: z.string().nullable().optional(),
  exitCode: z.number().int().optional(),
  /** The job that undid this step, once `plan undo` finished it. */
  undoneBy: z.string().optional(),
});

const stateSchema = z.object({
  id: z.string(),
  plan: z.string(),
  sha256: z.string(),
  started: z.string(),
  status: z.enum(['running', 'finished', 'stopped', 'undone']),
  steps: z.record(z.string(), stepStateSchema),
});

export type StepState = z.infer<typeof stepStateSchema>;
export type PlanState = z.infer<typeof stateSchema>;

export const plansDir = (dir = jobsDir()): string => join(dir, 'plans');
const stateFile = (id: string, dir?: string): string => join(plansDir(dir), `${id}.json`);

export const planSha = (text: string): string => createHash('sha256').update(text).digest('hex');

export function newPlanState(plan: string, text: string): PlanState {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const id = `plan-${stamp}-${randomBytes(3).toString('hex')}`;
  return { id, plan, sha256: planSha(text), started: new Date().toISOString(), status: 'running', steps: {} };
}

// One writer per plan run (the `plan` process that holds it). A damaged state file reads as
// none (main/files' 'empty' policy): the listing skips it and `plan run` starts that plan
// afresh, each step's own journal still refusing to send a row twice.
const stateStore = (file: string) =>
  new JsonStore(file, stateSchema.nullable(), { what: 'The plan state', empty: () => null, broken: 'empty' });

export function savePlanState(state: PlanState, dir?: string): void {
  mkdirSync(plansDir(dir), { recursive: true });
  stateStore(stateFile(state.id, dir)).writeSync(state);
}

const readState = (file: string): PlanState | null => stateStore(file).read();

/** Every plan run's state, newest first. */
export function listPlanStates(dir?: string): PlanState[] {
  const folder = plansDir(dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readState(join(folder, f)))
    .filter((s): s is PlanState => s !== null)
    .sort((a, b) => b.started.localeCompare(a.started));
}

/** The plan run of this plan file left running (killed or interrupted), if any. */
export function unfinishedPlan(plan: string, dir?: string): PlanState | null {
  return listPlanStates(dir).find((s) => s.plan === plan && s.status === 'running') ?? null;
}

/** `plan undo <file|id>`: the plan run by id, else the newest run of that plan file. */
export function findPlanState(fileOrId: string, planPath: string | null, dir?: string): PlanState {
  const all = listPlanStates(dir);
  const found = all.find((s) => s.id === fileOrId) ?? (planPath ? all.find((s) => s.plan === planPath) : undefined);
  if (!found)
    throw new UserError({ id: 'errors:plan.noRun', params: { ref: fileOrId } }, { id: 'errors:plan.noRunHint' });
  return found;
}
