// `resume <id> | --last [--retry-failed]` and `retry-failed <id>`: continue a job from its
// journal, writing the same --out it was given.
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { ConnectionStore, tokenManagerFor } from '../../auth/index.js';
import { createApiClient } from '../../api/index.js';
import { clientWarnings } from '../client-warnings.js';
import { appHome } from '../../jobs/app-home.js';
import { Journal, resumeImport } from '../../jobs/index.js';
import type { JobData } from '../../jobs/journal/schema.js';
import { connectSandbox, connectWithFile, type ConnectOptions, type Connected } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { interruptSignal } from '../interrupt.js';
import { progressPrinter } from '../progress.js';
import { printOutcome } from './outcome.js';
import { wholeNumber } from '../numeric-options.js';

const SANDBOX_LABEL = 'built-in sandbox';

/** Why the job's own connection cannot be used, naming it, and how to continue (exit 2). */
function missingConnection(jobId: string, what: string, why: string): Error {
  return Object.assign(new Error(`Job ${jobId} ran on ${what}, ${why}; it is not resumed on another service.`),
    { hint: `Make that connection available again, or pass --credentials <file> for the same service (${what}).` });
}

/**
 * The connection the job ran on, never whichever one is active now: a job started on the
 * built-in sandbox must not continue against a real service after a later `login`. The
 * journal records it (credentials file path, the app's connection id, or the label
 * 'built-in sandbox' / 'connection <name>' with its base URL).
 */
export async function connectForJob(jobId: string, job: JobData['connection'], opts: ConnectOptions): Promise<Connected> {
  if (job.credentialsFile) {
    if (!existsSync(job.credentialsFile)) throw missingConnection(jobId, `the credentials file ${job.credentialsFile}`, 'which no longer exists');
    return connectWithFile(job.credentialsFile, opts);
  }
  if (job.label === SANDBOX_LABEL) return connectSandbox(opts);
  const savedName = job.label.startsWith('connection ') ? job.label.slice('connection '.length) : undefined;
  if (job.id || savedName) {
    const store = await ConnectionStore.open(appHome());
    const config = job.id ? store.get(job.id) : store.list().find((c) => c.name === savedName && c.baseUrl === job.baseUrl);
    if (!config) throw missingConnection(jobId, `the saved connection '${savedName ?? job.id}' (${job.baseUrl})`, 'which is not saved any more');
    const tokens = await tokenManagerFor(store, config);
    const client = createApiClient({ baseUrl: config.baseUrl, tokens, onEvent: clientWarnings(), ...(opts.budgetPerMinute !== undefined ? { budgetPerMinute: opts.budgetPerMinute } : {}) });
    return { client, tokens, info: { label: `connection ${config.name}`, baseUrl: config.baseUrl }, profiles: config.profiles, close: () => client.close() };
  }
  throw missingConnection(jobId, `'${job.label}' (${job.baseUrl})`, 'which this command cannot find');
}

export async function resumeJob(id: string | undefined, o: { last?: boolean; retryFailed?: boolean; credentials?: string; budget?: number; allowMassChange?: boolean }, run: (code: number) => void): Promise<void> {
  const jobId = id ?? (o.last ? Journal.listIds()[0] : undefined);
  if (!jobId) throw Object.assign(new Error(o.last ? 'There are no jobs to resume.' : 'Name the job to resume, or use --last.'), { hint: "Run 'jobs' to list past jobs." });
  const journal = Journal.open(jobId);
  const jobConnection = journal.data.connection;
  journal.close();
  const connectOpts: ConnectOptions = o.budget ? { budgetPerMinute: o.budget } : {};
  // --credentials is the user's explicit choice; otherwise the job's own connection.
  const conn = o.credentials ? await connectWithFile(o.credentials, connectOpts) : await connectForJob(jobId, jobConnection, connectOpts);
  const progress = progressPrinter();
  const stop = interruptSignal((s) => process.stderr.write(s));
  try {
    process.stdout.write(`Job ${jobId}\n`);
    await conn.tokens.getAccessToken();
    const outcome = await resumeImport(jobId, conn.client, { signal: stop.signal, onProgress: progress.onProgress, retryFailed: Boolean(o.retryFailed), allowMassChange: Boolean(o.allowMassChange) });
    progress.done();
    printOutcome(outcome);
    run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
  } finally {
    progress.done();
    stop.dispose();
    await conn.close();
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
    .option('--allow-mass-change', 'send even if the run would set more than 20% of the quantities it changes to 0, send a negative quantity, or delete more than 100 rows (without it such a run stops before sending, exit 2)')
    .action((id: string | undefined, o: { last?: boolean; retryFailed?: boolean; credentials?: string; budget?: number; allowMassChange?: boolean }) => resumeJob(id, o, run));
}

export function retryFailedCommand(run: (code: number) => void): Command {
  return new Command('retry-failed')
    .description('Send only the rows of a job that failed (same as `resume <id> --retry-failed`).')
    .argument('<id>', 'the job id')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .action((id: string, o: { credentials?: string; budget?: number }) => resumeJob(id, { ...o, retryFailed: true }, run));
}
