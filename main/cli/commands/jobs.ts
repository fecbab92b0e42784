// `jobs`: past imports, newest first, with their counts and files; `jobs --prune <days>`
// removes the journals of jobs finished more than that many days ago (issue 32), keeping
// their result and undo workbooks, and says what it removed and the space freed.
import { Command } from 'commander';
// Deep imports: the journal's barrel also loads the send and report stores, and through them
// the message catalogues of every language; `jobs` lists and prunes only (issue 44).
// eslint-disable-next-line local/no-deep-import -- see above
import { listJobs } from '../../journal/list-jobs.js';
// eslint-disable-next-line local/no-deep-import -- see above
import { pruneJobs, sizeText, type PruneOutcome } from '../../journal/prune-jobs.js';
import { wholeNumber } from '../numeric-options.js';
import { jobsTable } from './jobs-table.js';

function printPruned(days: number, p: PruneOutcome): void {
  const w = (s: string): boolean => process.stdout.write(`${s}\n`);
  for (const j of p.removed)
    w(
      `Removed the journal of job ${j.id} (${j.resource}/${j.operation}, finished ${j.finishedAt.slice(0, 10)}, ${sizeText(j.bytes)})${j.kept.length ? `; kept ${j.kept.join(', ')}` : ''}`,
    );
  const age = `older than ${days} ${days === 1 ? 'day' : 'days'}`;
  if (p.removed.length === 0) w(`No finished job is ${age}: nothing removed.`);
  else
    w(
      `Removed ${p.removed.length} ${p.removed.length === 1 ? 'journal' : 'journals'} of jobs ${age}, ${sizeText(p.bytes)} freed. Their result and undo workbooks are kept; those jobs can no longer be resumed or undone by id.`,
    );
  for (const u of p.unfinished)
    w(`Kept job ${u.id} (${u.status}, not finished): \`resume ${u.id}\` needs its journal.`);
}

export function jobsCommand(run: (code: number) => void): Command {
  return new Command('jobs')
    .description(
      'List past imports, newest first, with their counts and files. With --prune <days>: remove the journals of jobs finished more than <days> days ago (their result and undo workbooks are kept).',
    )
    .option('--json', 'print JSON')
    .option('--limit <n>', 'how many (default 50)', wholeNumber(1))
    .option(
      '--prune <days>',
      'remove the journals (the job files under the app folder, several MB for a big run) of jobs finished more than <days> days ago; keeps their result and undo workbooks and every unfinished job; prints what it removed and the space freed',
      wholeNumber(0),
    )
    .action((o: { json?: boolean; limit?: number; prune?: number }) => {
      if (o.prune !== undefined) {
        const pruned = pruneJobs(o.prune);
        if (o.json) process.stdout.write(`${JSON.stringify(pruned, null, 2)}\n`);
        else printPruned(o.prune, pruned);
        return run(0);
      }
      const jobs = listJobs(undefined, o.limit ?? 50);
      if (o.json) process.stdout.write(`${JSON.stringify(jobs, null, 2)}\n`);
      else if (jobs.length === 0) process.stdout.write('No jobs yet.\n');
      else process.stdout.write(`${jobsTable(jobs).join('\n')}\n`);
      run(0);
    });
}
