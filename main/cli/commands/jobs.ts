import { Command } from 'commander';
import { listJobs } from '../../journal/index.js';
import { wholeNumber } from '../numeric-options.js';

export function jobsCommand(run: (code: number) => void): Command {
  return new Command('jobs')
    .description('List past imports, newest first, with their counts and files.')
    .option('--json', 'print JSON')
    .option('--limit <n>', 'how many (default 50)', wholeNumber(1))
    .action((o: { json?: boolean; limit?: number }) => {
      const jobs = listJobs(undefined, o.limit ?? 50);
      if (o.json) process.stdout.write(`${JSON.stringify(jobs, null, 2)}\n`);
      else if (jobs.length === 0) process.stdout.write('No jobs yet.\n');
      else {
        for (const j of jobs) {
          const counts = Object.entries(j.counts)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ');
          // A dry run sent nothing: its state and counts say so (they are what would happen).
          const state = j.dryRun ? 'dry run' : j.status;
          process.stdout.write(
            `${j.id}  ${state.padEnd(11)} ${j.resource}/${j.operation}  ${j.file} -> ${j.out}  [${j.dryRun ? 'would be: ' : ''}${counts || 'no rows'}]\n`,
          );
        }
      }
      run(0);
    });
}
