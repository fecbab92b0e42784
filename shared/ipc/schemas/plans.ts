// plans.*: the two-step plan the app offers for a workbook with a DistributionCenters sheet
// and a stock sheet (issue 45). The offer carries the plan's dry run (main/plans, the same
// code as `plan run --dry-run`); the run answers each step's outcome and result workbook.
import * as z from 'zod';
import { channel } from '../define.js';
import { fileToken } from './common.js';

export const PlanOffer = z.object({
  centersSheet: z.string(),
  stockSheet: z.string(),
  /** The stock sheet's column naming the center, and the centers' column it is matched by. */
  referenceColumn: z.string(),
  by: z.enum(['Code', 'Name']),
  /** The dry run's lines (each step's plan line and its references); empty until asked for. */
  lines: z.array(z.string()),
  /** Why the plan is refused before anything is sent (step, row and reference), or null. */
  refused: z.string().nullable(),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

export const PlanStepResult = z.object({
  id: z.string(),
  status: z.enum(['done', 'failed', 'skipped', 'interrupted']),
  /** The step's result workbook, once written. */
  out: z.string().nullable(),
});
export type PlanStepResult = z.infer<typeof PlanStepResult>;

export const planChannels = {
  /** Whether the workbook is offered the two-step plan; with dryRun, the plan's dry run too. */
  'plans.offer': channel(
    z.object({ file: fileToken, dryRun: z.boolean().default(false) }).strict(),
    z.object({ offer: PlanOffer.nullable() }),
  ),
  /** Runs the two-step plan (or resumes it where it stopped). */
  'plans.run': channel(
    z.object({ file: fileToken }).strict(),
    z.object({
      planId: z.string(),
      exitCode: z.number().int(),
      steps: z.array(PlanStepResult),
      lines: z.array(z.string()),
    }),
  ),
} as const;
