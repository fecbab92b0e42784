// `resume <id> | --last [--retry-failed]` and `retry-failed <id>`: continue a job from its
// journal, writing the same --out it was given.
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { UserError } from '../../../shared/errors/index.js';
import type { Message } from '../../../shared/i18n/index.js';
import { ConnectionStore } from '../../auth/index.js';
import { connectionForJob, describeConnection, type JobConnection } from '../../connection-refs/index.js';
import { openCredentialsFile, openSandbox, openSaved } from '../../live-connections/index.js';
import { continueUndo, resumeImport } from '../../jobs/index.js';
import { appHome } from '../../files/index.js';
import { Journal, retryableOf, undoStepsOf } from '../../journal/index.js';
import { connectWithFile, withCliNetwork, type ConnectOptions, type Connected } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { withConnection } from '../with-connection.js';
import { planLine, printOutcome, retryPlanLine } from './outcome.js';
import { wholeNumber } from '../numeric-options.js';
import { clientWarnings } from '../client-warnings.js';
import { printUndoOutcome, undoPlanLine } from './undo-outcome.js';
import { errorJson, outcomeJson, printJson } from '../job-json.js';
import { undoJson } from '../undo-json.js';
import { humanOutput } from '../human-output.js';
import { JSON_HELP } from './import-flags.js';

/** The file a job imported, as its journal names it. */
function journalFile(jobId: string): string | null {
  const j = Journal.open(jobId);
  try {
    return j.data.file ?? null;
  } finally {
    j.close();
  }
}

/** Why the job's own connection cannot be used, naming it, and how to continue (exit 2). */
function missingConnection(jobId: string, what: string | Message, why: Message): UserError {
  return new UserError(
    { id: 'errors:resume.connectionGone', params: { job: jobId, what, why } },
    { id: 'errors:resume.connectionGoneHint', params: { what } },
  );
}

/** How the exit-2 message names the job's connection. */
function named(job: JobConnection): string {
  const ref = job.ref;
  if (ref.kind === 'credentials-file') return `the credentials file ${ref.path}`;
  if (ref.kind === 'saved') return `the saved connection '${ref.name ?? ref.id}' (${job.baseUrl})`;
  if (ref.kind === 'saved-by-name') return `the saved connection '${ref.name}' (${job.baseUrl})`;
  return `'${describeConnection(ref)}' (${job.baseUrl})`;
}

/**
 * The connection the job ran on, never whichever one is active now: a job started on the
 * built-in sandbox must not continue against a real service after a later `login`. The one
 * resolver (main/connection-refs/resolve.ts) finds it from the reference in the journal.
 * `onFound`: the reference by id, when an older journal named a saved connection by name.
 */
export async function connectForJob(
  jobId: string,
  job: JobConnection | null,
  opts: ConnectOptions,
  onFound?: (found: JobConnection) => void,
): Promise<Connected> {
  if (!job) throw missingConnection(jobId, { id: 'errors:resume.unnamed' }, { id: 'errors:resume.why.notFound' });
  const dataDir = appHome();
  const needsStore = job.ref.kind === 'saved' || job.ref.kind === 'saved-by-name';
  const store = needsStore ? await ConnectionStore.open(dataDir) : null;
  const answer = connectionForJob(job.ref, { saved: store?.list() ?? [], fileExists: existsSync });
  if (!answer.ok) {
    const why = answer.reason === 'file-missing' ? 'fileGone' : answer.reason === 'not-saved' ? 'notSaved' : 'notFound';
    throw missingConnection(jobId, named(job), { id: `errors:resume.why.${why}` });
  }
  const use = answer.use;
  if (use.kind === 'credentials-file') return openCredentialsFile(use.path, opts);
  if (use.kind === 'sandbox') return openSandbox(dataDir, opts);
  const config = store!.get(use.id)!;
  const conn = await openSaved(store!, config, opts);
  if (job.ref.kind === 'saved-by-name') onFound?.(conn.info);
  return conn;
}

type ResumeFlags = {
  last?: boolean;
  retryFailed?: boolean;
  credentials?: string;
  budget?: number;
  allowMassChange?: boolean;
  releaseHeld?: boolean;
  json?: boolean;
};

export async function resumeJob(id: string | undefined, o: ResumeFlags, run: (code: number) => void): Promise<void> {
  const jobId = id ?? (o.last ? Journal.listIds()[0] : undefined);
  try {
    await resumeFound(jobId, o, run);
  } catch (err) {
    if (o.json) printJson(errorJson(err, jobId ?? null, null));
    throw err;
  }
}

async function resumeFound(jobId: string | undefined, o: ResumeFlags, run: (code: number) => void): Promise<void> {
  const say = humanOutput(Boolean(o.json));
  if (!jobId)
    throw new UserError(
      { id: o.last ? 'errors:resume.noJobs' : 'errors:resume.noJobNamed' },
      { id: 'errors:resume.listJobsHint' },
    );
  const open = async (): Promise<Connected> => {
    const conn = await connectForJobOrFile(jobId, o, { updateJournal: true });
    say(`Job ${jobId}\n`);
    return conn;
  };
  const undoSteps = undoStepsOf(jobId);
  if (undoSteps) return resumeUndoJob(undoSteps, open, o, run, say);
  await withConnection(open, async ({ conn, signal, onProgress, progressDone, onOutage }) => {
    let planPrinted = false;
    const retry = o.retryFailed ? retryPlan(jobId) : null;
    if (retry) {
      planPrinted = true; // the job's own plan line is not this run's
      say(`${retry}\n`);
    }
    const outcome = await resumeImport(jobId, conn.client, {
      signal,
      onProgress,
      onOutage,
      retryFailed: Boolean(o.retryFailed),
      // --release-held is the word `watch` releases a held file with: the same confirmation for its job.
      allowMassChange: Boolean(o.allowMassChange || o.releaseHeld),
      interimReport: true,
      onPlan: (plan) => {
        planPrinted = true;
        say(`${planLine(plan)}\n`);
      },
    });
    progressDone();
    printOutcome(outcome, { planPrinted, write: say });
    if (o.json) printJson(outcomeJson(outcome, journalFile(jobId)));
    run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
  });
}

/** What a retry of a finished job sends again; null when it sends nothing or the job is not finished. */
function retryPlan(jobId: string): string | null {
  const j = Journal.open(jobId);
  try {
    if (j.data.status !== 'reported') return null;
    const r = retryableOf(j);
    return r.values > 0 ? retryPlanLine(jobId, r) : null;
  } finally {
    j.close();
  }
}

/** `resume` of an undo job (by the id of any of its steps): its steps go on as one job (issue 32). */
async function resumeUndoJob(
  steps: string[],
  open: () => Promise<Connected>,
  o: { retryFailed?: boolean; allowMassChange?: boolean; json?: boolean },
  run: (code: number) => void,
  say: (s: string) => unknown,
): Promise<void> {
  const first = Journal.open(steps[0]!);
  const undone = first.data.undoOf?.job ?? steps[0]!;
  first.close();
  await withConnection(open, async ({ conn, signal, onProgress, progressDone }) => {
    const outcome = await continueUndo(steps, conn.client, {
      signal,
      onProgress,
      retryFailed: Boolean(o.retryFailed),
      allowMassChange: Boolean(o.allowMassChange),
      interimReport: true,
      onPlan: (plan, step) => say(`${undoPlanLine(plan, step, undone)}\n`),
    });
    progressDone();
    printUndoOutcome(outcome, undone, say);
    // One object for the undo job, not one per step: a script reads one document (issue 41).
    if (o.json) printJson(undoJson(outcome, undone, outcome.exitCode));
    run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
  });
}

/**
 * The connection a command on an earlier job uses: --credentials when given (the user's
 * explicit choice), otherwise the job's own connection from its journal. `updateJournal`:
 * an older journal that named a saved connection by name learns its id.
 */
export async function connectForJobOrFile(
  jobId: string,
  o: { credentials?: string; budget?: number },
  { updateJournal }: { updateJournal: boolean },
): Promise<Connected> {
  const journal = Journal.open(jobId);
  const connectOpts: ConnectOptions = withCliNetwork({
    onEvent: clientWarnings(),
    ...(o.budget ? { budgetPerMinute: o.budget } : {}),
  });
  try {
    if (o.credentials) return await connectWithFile(o.credentials, connectOpts);
    const onFound = updateJournal ? (found: JobConnection): void => journal.setConnection(found) : undefined;
    return await connectForJob(jobId, journal.connection, connectOpts, onFound);
  } finally {
    journal.close();
  }
}

export function resumeCommand(run: (code: number) => void): Command {
  return new Command('resume')
    .description('Continue an interrupted import from its journal: no row lost, none sent twice.')
    .argument('[id]', 'the job id (see `jobs`)')
    .option('--last', 'resume the most recent job')
    .option('--retry-failed', 'send the rows that failed again')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option(
      '--allow-mass-change',
      'send even if the run would set more than 20% of the quantities it changes to 0, send a negative quantity, or delete more than 100 rows (without it such a run stops before sending, exit 2)',
    )
    .option('--release-held', 'send a job a guard held (nothing was sent), as planned; the same as --allow-mass-change')
    .option('--json', JSON_HELP)
    .action((id: string | undefined, o: ResumeFlags) => resumeJob(id, o, run));
}

export function retryFailedCommand(run: (code: number) => void): Command {
  return new Command('retry-failed')
    .description('Send only the rows of a job that failed (same as `resume <id> --retry-failed`).')
    .argument('<id>', 'the job id')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option('--json', JSON_HELP)
    .action((id: string, o: { credentials?: string; budget?: number; json?: boolean }) =>
      resumeJob(id, { ...o, retryFailed: true }, run),
    );
}
