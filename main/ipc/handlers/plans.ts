// plans.*: the two-step plan offered for a workbook with a DistributionCenters sheet and a
// stock sheet (issue 45), dry-run and run through main/plans' dryRunPlan and runPlan, the
// code `plan run` uses, on the active connection. The lines they say are answered as they
// are (the CLI prints the same ones); a refused reference is answered, not thrown, so the
// screen shows it beside the plan before anything is sent.
import path from 'node:path';
import { UserError } from '../../../shared/errors/index.js';
import { dryRunPlan, runPlan, workbookOffer, type PlanRunOptions } from '../../plans/index.js';
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

function runOptions(ctx: AppContext, file: string, lines: string[]): PlanRunOptions {
  const { client, connection } = ctx.connections.client();
  const name = path.basename(file, path.extname(file));
  return {
    client,
    connection,
    jobsDir: ctx.jobsDir,
    resultsDir: path.join(ctx.resultsDir, `${name}-plan`),
    say: (line) => lines.push(line),
  };
}

async function offerOf(ctx: AppContext, file: string) {
  const offer = await workbookOffer(file, path.join(ctx.jobsDir, 'plans'));
  if (!offer)
    throw new UserError(
      { id: 'errors:plan.notPlanWorkbook', params: { file: path.basename(file) } },
      { id: 'errors:plan.notPlanWorkbookHint' },
    );
  return offer;
}

export function planHandlers(ctx: AppContext): HandlersOf<'plans.'> {
  return {
    'plans.offer': async ({ file, dryRun }) => {
      const at = ctx.files.resolve(file, 'file');
      const offer = await workbookOffer(at, path.join(ctx.jobsDir, 'plans'));
      if (!offer) return { offer: null };
      const lines: string[] = [];
      let refused: string | null = null;
      if (dryRun)
        try {
          await dryRunPlan(offer.plan, runOptions(ctx, at, lines));
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          refused = error.message;
        }
      // The first line names the plan file, which here is only the key of the plan's state.
      if (lines[0]?.startsWith(`Plan ${offer.plan.path}:`)) lines.shift();
      const { centersSheet, stockSheet, reference } = offer;
      return {
        offer: { centersSheet, stockSheet, referenceColumn: reference.column, by: reference.by, lines, refused },
      };
    },
    'plans.run': async ({ file }) => {
      const at = ctx.files.resolve(file, 'file');
      const offer = await offerOf(ctx, at);
      const lines: string[] = [];
      const outcome = await runPlan(offer.plan, runOptions(ctx, at, lines));
      const steps = outcome.steps.map(({ id, status, out }) => ({ id, status, out }));
      return { planId: outcome.id, exitCode: outcome.exitCode, steps, lines };
    },
  };
}
