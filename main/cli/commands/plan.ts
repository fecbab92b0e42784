// `plan run <file> [--dry-run]` and `plan undo <file|id>` (issue 45): a multi-step plan
// (main/plans) over the same engine as `import`. The first line is `Plan <id>` (or `Plan
// <file>` for a dry run); each step then says its job, its plan and where its result went.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { dryRunPlan, findPlanState, loadPlan, runPlan, undoPlan } from '../../plans/index.js';
import { connect, type Connected } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { wholeNumber } from '../numeric-options.js';
import { addNetworkOptions } from '../network-options.js';
import { withConnection } from '../with-connection.js';

interface PlanFlags {
  credentials?: string;
  budget?: number;
  dryRun?: boolean;
  results?: string;
  allowMassChange?: boolean;
}

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function opener(o: PlanFlags): () => Promise<Connected> {
  return () =>
    connect({
      ...(o.credentials ? { credentials: o.credentials } : {}),
      ...(o.budget ? { budgetPerMinute: o.budget } : {}),
    });
}

function runSub(run: (code: number) => void): Command {
  return new Command('run')
    .description(
      "Run a plan file (JSON or YAML): its steps in order, each an import with its own job, result and undo workbook; references carry an earlier step's results (a new center's ID by its Code) into later rows. A plan stopped part-way resumes where it stopped when run again.",
    )
    .argument('<file>', 'the plan file (.json, .yaml or .yml)')
    .option('--dry-run', 'plan every step and show the references it can resolve; nothing is sent')
    .option('--results <folder>', "where the steps' result workbooks go (default: <plan>-results beside the plan)")
    .option(
      '--credentials <file>',
      'a credentials.json (default: the connection chosen with login, else the built-in sandbox)',
    )
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .action(async (file: string, o: PlanFlags) => {
      const plan = await loadPlan(file); // checked whole before any connection is opened
      const code = await withConnection(opener(o), async ({ conn, signal, onProgress, onOutage, progressDone }) => {
        const common = {
          client: conn.client,
          connection: conn.info,
          signal,
          onProgress,
          onOutage,
          say: (l: string) => {
            progressDone();
            say(l);
          },
          ...(o.results ? { resultsDir: resolve(o.results) } : {}),
        };
        if (o.dryRun) return (await dryRunPlan(plan, common)).exitCode;
        const outcome = await runPlan(plan, common);
        progressDone();
        if (outcome.exitCode === 4) say(`Interrupted. Run the same plan again to resume: plan run ${file}`);
        else
          say(
            `Plan ${outcome.id}: ${outcome.exitCode === 0 ? 'every step done' : 'finished with failed or invalid rows'}; undo with: plan undo ${outcome.id}`,
          );
        return outcome.exitCode;
      });
      run(code === 4 ? EXIT.interrupted : code);
    });
}

function undoSub(run: (code: number) => void): Command {
  return new Command('undo')
    .description("Undo a finished plan: its steps' undo workbooks imported in reverse order, each its own undo job.")
    .argument('<file|id>', 'the plan file that was run (its latest run), or the plan id `plan run` printed')
    .option(
      '--credentials <file>',
      'a credentials.json (default: the connection chosen with login, else the built-in sandbox)',
    )
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option(
      '--allow-mass-change',
      'confirm an undo that deletes or zeroes many rows (else refused before anything is sent)',
    )
    .action(async (what: string, o: PlanFlags) => {
      const path = existsSync(what) ? resolve(what) : null;
      const state = findPlanState(what, path);
      say(`Plan ${state.id} (undo)`);
      const code = await withConnection(opener(o), async ({ conn, signal, onProgress, progressDone }) => {
        const outcome = await undoPlan(state, {
          client: conn.client,
          connection: conn.info,
          signal,
          onProgress,
          allowMassChange: Boolean(o.allowMassChange),
          say: (l: string) => {
            progressDone();
            say(l);
          },
        });
        return outcome.exitCode;
      });
      run(code === 4 ? EXIT.interrupted : code);
    });
}

export function planCommand(run: (code: number) => void): Command {
  return new Command('plan')
    .description('Multi-step plans: several imports in one run, later steps using what earlier ones created')
    .addCommand(addNetworkOptions(runSub(run)).exitOverride())
    .addCommand(addNetworkOptions(undoSub(run)).exitOverride());
}
