// `resume <id> | --last [--retry-failed]` and `retry-failed <id>`: continue a job from its
// journal, writing the same --out it was given.
import { Command } from 'commander';
import { Journal, resumeImport } from '../../jobs/index.js';
import { connect } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { interruptSignal } from '../interrupt.js';
import { progressPrinter } from '../progress.js';
import { printOutcome } from './outcome.js';

export async function resumeJob(id: string | undefined, o: { last?: boolean; retryFailed?: boolean; credentials?: string; budget?: number }, run: (code: number) => void): Promise<void> {
  const jobId = id ?? (o.last ? Journal.listIds()[0] : undefined);
  if (!jobId) throw Object.assign(new Error(o.last ? 'There are no jobs to resume.' : 'Name the job to resume, or use --last.'), { hint: "Run 'jobs' to list past jobs." });
  const journal = Journal.open(jobId);
  const credentials = o.credentials ?? journal.data.connection.credentialsFile;
  journal.close();
  const conn = await connect({ ...(credentials ? { credentials } : {}), ...(o.budget ? { budgetPerMinute: o.budget } : {}) });
  const progress = progressPrinter();
  const stop = interruptSignal((s) => process.stderr.write(s));
  try {
    process.stdout.write(`Job ${jobId}\n`);
    await conn.tokens.getAccessToken();
    const outcome = await resumeImport(jobId, conn.client, { signal: stop.signal, onProgress: progress.onProgress, retryFailed: Boolean(o.retryFailed) });
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
    .option('--budget <n>', 'requests per minute per profile (default 2000)', (v) => Number.parseInt(v, 10))
    .action((id: string | undefined, o: { last?: boolean; retryFailed?: boolean; credentials?: string; budget?: number }) => resumeJob(id, o, run));
}

export function retryFailedCommand(run: (code: number) => void): Command {
  return new Command('retry-failed')
    .description('Send only the rows of a job that failed (same as `resume <id> --retry-failed`).')
    .argument('<id>', 'the job id')
    .option('--credentials <file>', 'a credentials.json; default: the one the job used')
    .option('--budget <n>', 'requests per minute per profile (default 2000)', (v) => Number.parseInt(v, 10))
    .action((id: string, o: { credentials?: string; budget?: number }) => resumeJob(id, { ...o, retryFailed: true }, run));
}
