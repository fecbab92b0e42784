// `undo <job>`: imports the job's undo workbook through the same engine (plan, guardrails,
// journal, result workbook), on the job's own connection: old values restored, created rows
// deleted, and rows changed on the service since the job Skipped with both values named.
// One job, all or nothing (issue 32): both steps' plans are printed and every guardrail
// checked before anything is sent; --allow-mass-change confirms the undo's own deletions.
// --json (issue 41): one object for the undo job on stdout, the lines a person reads on stderr.
import { Command } from 'commander';
import { runUndo } from '../../jobs/index.js';
import type { Connected } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { humanOutput } from '../human-output.js';
import { errorJson, printJson } from '../job-json.js';
import { wholeNumber } from '../numeric-options.js';
import { undoJson } from '../undo-json.js';
import { withConnection } from '../with-connection.js';
import { JSON_HELP } from './import-flags.js';
import { connectForJobOrFile } from './resume.js';
import { printUndoOutcome, undidNothing, undoPlanLine, undoVerdict } from './undo-outcome.js';

interface UndoFlags {
  credentials?: string;
  budget?: number;
  allowMassChange?: boolean;
  json?: boolean;
}

async function undoJob(id: string, o: UndoFlags, run: (code: number) => void): Promise<void> {
  const say = humanOutput(Boolean(o.json));
  let jobId: string | null = null;
  try {
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
        onJob: (undoId, how) => {
          jobId = undoId;
          say(`Job ${undoId} (undoes ${id}${how.continued ? ', continued where it stopped' : ''})\n`);
        },
        onPlan: (plan, step) => {
          progressDone();
          say(`${undoPlanLine(plan, step, id)}\n`);
        },
      });
      progressDone();
      printUndoOutcome(outcome, id, say);
      const code =
        outcome.exitCode === 4 ? EXIT.interrupted : undidNothing(outcome) ? EXIT.rowsFailed : outcome.exitCode;
      if (o.json) printJson(undoJson(outcome, id, code, undoVerdict(outcome, id) ?? undefined));
      run(code);
    });
  } catch (err) {
    if (o.json) printJson({ ...errorJson(err, jobId, null), undoes: id });
    throw err;
  }
}

export function undoCommand(run: (code: number) => void): Command {
  return new Command('undo')
    .description(
      'Undo a finished import: restore the old values and delete the rows it created, from its undo workbook; rows changed since are skipped, not overwritten. Both steps are planned and checked before anything is sent; an interrupted undo continues with `resume <undo job>` (or `undo <id>` again).',
    )
    .argument('<id>', 'the job id (see `jobs`)')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option(
      '--allow-mass-change',
      'confirm an undo that would delete more than 100 rows (the rows the run created) or set many quantities to 0; without it such an undo is refused before anything is sent (exit 2)',
    )
    .option('--json', JSON_HELP)
    .action((id: string, o: UndoFlags) => undoJob(id, o, run));
}
