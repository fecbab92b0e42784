// One step of a plan run: a new import through the engine's own runImport (or its job
// resumed through resumeImport when the plan was stopped in it), with the job recorded in the
// plan's state the moment it exists, before any of its rows is read or sent.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  loadMappingFile,
  resumeImport,
  runImport,
  type ConnectionInfo,
  type ImportOutcome,
  type JobClient,
  type OutageNotice,
  type PlanSummary,
  type ProgressListener,
} from '../jobs/index.js';
import type { Plan, PlanStep } from './plan-file.js';
import { plansDir, savePlanState, type PlanState, type StepState } from './plan-state.js';
import { writeResolved } from './resolve-step.js';

export interface StepRunOptions {
  client: JobClient;
  connection: ConnectionInfo;
  jobsDir?: string | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: ProgressListener | undefined;
  onOutage?: ((n: OutageNotice) => void) | undefined;
  /** Lines a person reads (the CLI prints them). */
  say: (line: string) => void;
}

/** What a step sends with: its options, and its mapping file when it names one. */
export async function stepImport(step: PlanStep, file: string, out: string, o: StepRunOptions, dryRun: boolean) {
  const opt = step.options;
  return {
    file,
    resource: step.resource,
    out,
    client: o.client,
    connection: o.connection,
    dryRun,
    interimReport: true,
    mappingStore: null,
    ...(step.sheet && file === step.file ? { sheet: step.sheet } : {}),
    ...(step.headerRow && file === step.file ? { headerRow: step.headerRow } : {}),
    ...(step.operation ? { operation: step.operation } : {}),
    ...(step.mapping ? { mapping: await loadMappingFile(step.mapping) } : {}),
    ...(opt.profile ? { profile: opt.profile } : {}),
    ...(opt.preflight !== undefined ? { preflight: opt.preflight } : {}),
    ...(opt.group !== undefined ? { group: opt.group } : {}),
    ...(opt.decimal ? { decimal: opt.decimal } : {}),
    ...(opt.allowMassChange ? { allowMassChange: true } : {}),
    ...(o.jobsDir ? { jobsDir: o.jobsDir } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    ...(o.onOutage ? { onOutage: o.onOutage } : {}),
    onPlan: (p: PlanSummary) => o.say(`  ${step.id}: ${planWords(p)}`),
  };
}

/** The engine's plan in a few words for the plan's own output. */
export function planWords(p: PlanSummary): string {
  return `${p.values ?? p.requestsToSend} values in ${p.requestsToSend} requests, ${p.batches} $batch calls, quota ${p.totalQuota}`;
}

/** Runs (or resumes) one step; its state is saved as soon as its job exists. */
export async function runStep(
  plan: Plan,
  step: PlanStep,
  state: PlanState,
  out: string,
  o: StepRunOptions,
): Promise<ImportOutcome> {
  const known = state.steps[step.id];
  if (known?.job) {
    o.say(`Step ${step.id}: resuming job ${known.job}`);
    return resumeImport(known.job, o.client, {
      interimReport: true,
      ...(o.jobsDir ? { jobsDir: o.jobsDir } : {}),
      ...(o.signal ? { signal: o.signal } : {}),
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
      ...(o.onOutage ? { onOutage: o.onOutage } : {}),
    });
  }
  let input = step.file;
  if (step.references.length) {
    input = join(plansDir(o.jobsDir), state.id, `${step.id}.csv`);
    mkdirSync(dirname(input), { recursive: true, mode: 0o700 });
    await writeResolved(step, plan.steps, (id) => state.steps[id]!.out, input);
  }
  const entry: StepState = { status: 'running', input, out };
  state.steps[step.id] = entry;
  savePlanState(state, o.jobsDir);
  return runImport({
    ...(await stepImport(step, input, out, o, false)),
    onJob: (id) => {
      entry.job = id;
      savePlanState(state, o.jobsDir);
      o.say(`Step ${step.id}: job ${id}`);
    },
  });
}
