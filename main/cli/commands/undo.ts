// `undo <job>`: imports the job's undo workbook through the same engine (plan, guardrails,
// journal, result workbook), on the job's own connection: old values restored, created rows
// deleted, and rows changed on the service since the job Skipped with both values named.
import { Command } from 'commander';
import { runUndo } from '../../jobs/index.js';
import type { Connected } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { wholeNumber } from '../numeric-options.js';
import { withConnection } from '../with-connection.js';
import { planLine, printOutcome } from './outcome.js';
import { connectForJobOrFile } from './resume.js';

export function undoCommand(run: (code: number) => void): Command {
  return new Command('undo')
    .description(
      'Undo a finished import: restore the old values and delete the rows it created, from its undo workbook; rows changed since are skipped, not overwritten.',
    )
    .argument('<id>', 'the job id (see `jobs`)')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option('--allow-mass-change', 'send even if the undo would delete more than 100 rows or zero many quantities')
    .action(async (id: string, o: { credentials?: string; budget?: number; allowMassChange?: boolean }) => {
      const open = (): Promise<Connected> => connectForJobOrFile(id, o, { updateJournal: false });
      await withConnection(open, async ({ conn, signal, onProgress, progressDone }) => {
        const outcome = await runUndo({
          job: id,
          client: conn.client,
          connection: conn.info,
          signal,
          onProgress,
          allowMassChange: Boolean(o.allowMassChange),
          interimReport: true,
          onJob: (jobId) => process.stdout.write(`Job ${jobId} (undoes ${id})\n`),
          onPlan: (plan) => process.stdout.write(`${planLine(plan)}\n`),
        });
        progressDone();
        for (const p of outcome.parts) printOutcome(p.outcome, { planPrinted: true });
        if (outcome.parts.length === 0) process.stdout.write(`Job ${id} changed nothing that can be undone.\n`);
        run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
      });
    });
}
