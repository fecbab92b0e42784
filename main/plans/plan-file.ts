// A plan file (issue 45): steps that are each an ordinary import, run in order, with
// `dependsOn`, `stopOnError` and references that carry a value from an earlier step's results
// into a later step's rows (the new DistributionCenterID by its Code). JSON or YAML, checked
// whole by zod before anything is read or sent, so a typo is one clear message, not a plan
// that stops half-way.
import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import * as z from 'zod';
import { UserError } from '../../shared/errors/index.js';
import type { Message } from '../../shared/i18n/index.js';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ only (at most 40)');

const referenceSchema = z
  .object({
    /** The column of this step's file that holds the key (e.g. "DC Code"). */
    column: z.string().min(1),
    /** The earlier step whose results hold the value. */
    step: name,
    /** The column of that step's file the key is matched against (e.g. "Code"). */
    by: z.string().min(1),
    /** The column of that step's result taken; default the resource's created-ID column. */
    take: z.string().min(1).optional(),
    /** The column the value is written into for the engine (e.g. "DistributionCenterID"). */
    into: z.string().min(1),
  })
  .strict();

const optionsSchema = z
  .object({
    profile: z.number().int().positive().optional(),
    preflight: z.boolean().optional(),
    group: z.boolean().optional(),
    decimal: z.enum(['.', ',']).optional(),
    allowMassChange: z.boolean().optional(),
  })
  .strict();

const stepSchema = z
  .object({
    id: name,
    file: z.string().min(1),
    sheet: z.string().min(1).optional(),
    headerRow: z.number().int().positive().optional(),
    resource: z.string().min(1),
    operation: z.string().min(1).optional(),
    /** A mapping file (as `import --mapping`), relative to the plan file. */
    mapping: z.string().min(1).optional(),
    options: optionsSchema.default({}),
    dependsOn: z.array(name).default([]),
    stopOnError: z.boolean().default(true),
    references: z.array(referenceSchema).default([]),
  })
  .strict();

const planSchema = z.object({ version: z.literal(1).default(1), steps: z.array(stepSchema).min(1) }).strict();

export type PlanReference = z.infer<typeof referenceSchema>;
export type PlanStep = z.infer<typeof stepSchema>;
export interface Plan {
  /** The plan file, absolute. */
  path: string;
  /** Its text, for the state's check that a resumed plan is the same plan. */
  text: string;
  steps: PlanStep[];
}

const bad = (path: string, what: Message): UserError =>
  new UserError({ id: 'errors:plan.bad', params: { path, what } }, { id: 'errors:plan.badHint' });

/** Each dependsOn and reference names an earlier step; a reference's step is one it depends on. */
function checkOrder(path: string, steps: PlanStep[]): void {
  const seen = new Set<string>();
  for (const s of steps) {
    if (seen.has(s.id)) throw bad(path, { id: 'errors:plan.stepTwice', params: { step: s.id } });
    for (const d of s.dependsOn)
      if (!seen.has(d)) throw bad(path, { id: 'errors:plan.dependsOnLater', params: { step: s.id, dependency: d } });
    for (const r of s.references)
      if (!s.dependsOn.includes(r.step))
        throw bad(path, {
          id: 'errors:plan.referenceNotDependency',
          params: { step: s.id, reference: r.column, from: r.step },
        });
    seen.add(s.id);
  }
}

/** Reads and checks a plan; files and mappings are made absolute, relative to the plan file. */
export async function loadPlan(file: string): Promise<Plan> {
  const path = resolve(file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new UserError(
      { id: 'errors:plan.unreadable', params: { path, reason: (err as Error).message } },
      { id: 'errors:plan.unreadableHint' },
    );
  }
  let raw: unknown;
  try {
    raw = ['.yaml', '.yml'].includes(extname(path).toLowerCase()) ? loadYaml(text) : JSON.parse(text);
  } catch (err) {
    throw bad(path, {
      id: 'errors:plan.notParsed',
      params: { format: extname(path).toLowerCase() === '.json' ? 'JSON' : 'YAML', reason: (err as Error).message },
    });
  }
  const parsed = planSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const field = i.path.join('.');
    throw bad(path, {
      id: 'errors:plan.field',
      params: { field: field || { id: 'errors:plan.whole' }, reason: i.message },
    });
  }
  checkOrder(path, parsed.data.steps);
  const here = dirname(path);
  const steps = parsed.data.steps.map((s) => ({
    ...s,
    file: resolve(here, s.file),
    ...(s.mapping ? { mapping: resolve(here, s.mapping) } : {}),
  }));
  return { path, text, steps };
}
