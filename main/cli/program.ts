// The command line over the same engines the app uses. Commands set the exit code through
// `run`; errors become one clear message and exit 2 (or 3 for authentication).
import { Command, CommanderError } from 'commander';
import { exportCommand } from './commands/export.js';
import { importCommand } from './commands/import.js';
import { jobsCommand } from './commands/jobs.js';
import { loginCommand } from './commands/login.js';
import { notifySetupCommand } from './commands/notify-setup.js';
import { resumeCommand, resumeJob, retryFailedCommand } from './commands/resume.js';
import { sandboxCommand } from './commands/sandbox.js';
import { undoCommand } from './commands/undo.js';
import { watchCommand } from './commands/watch.js';
import { automationsCommand } from './commands/watch-automation.js';
import { describeError, EXIT, exitCodeFor } from './exit-codes.js';
import { addNetworkOptions } from './network-options.js';
import { cliVersion } from './version.js';

export async function runCli(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const run = (c: number): void => {
    code = c;
  };
  const program = new Command('commerce-bulk')
    .description(
      'Bulk import and export of spreadsheets to the Brand Commerce REST service.\nExit codes: 0 all rows succeeded, 1 some rows failed or were invalid, 2 the command could not run, 3 authentication failed, 4 interrupted.',
    )
    .version(cliVersion(), '-V, --version', 'print the version and exit')
    .option('--retry-failed <id>', 'send only the rows of job <id> that failed')
    // Root options only before a command: `resume <id> --retry-failed` is resume's own flag.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .action(async (o: { retryFailed?: string }) => {
      if (o.retryFailed) await resumeJob(o.retryFailed, { retryFailed: true }, run);
      else {
        program.outputHelp();
        run(EXIT.cannotRun);
      }
    });
  // The commands that talk to the service take --proxy and --ca-file (network-options.ts).
  for (const make of [
    importCommand,
    exportCommand,
    resumeCommand,
    retryFailedCommand,
    undoCommand,
    loginCommand,
    watchCommand,
  ])
    program.addCommand(addNetworkOptions(make(run)).exitOverride());
  for (const make of [jobsCommand, sandboxCommand, automationsCommand, notifySetupCommand])
    program.addCommand(make(run).exitOverride());
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end here too, successfully.
      return err.exitCode === 0 ? EXIT.ok : EXIT.cannotRun;
    }
    process.stderr.write(`${describeError(err)}\n`);
    return exitCodeFor(err);
  }
  return code;
}
