// The command line over the same engines the app uses. Commands set the exit code through
// `run`; errors become one clear message and exit 2 (or 3 for authentication).
// Start-up pays only for the command it runs (issue 44): each command's module, and what it
// imports, is loaded by import() when that command is named; all of them only for the
// top-level help or a name that is not a command.
import { Command, CommanderError } from 'commander';
import { EXIT } from './exit-code-values.js';
import { COMMANDS, commandNamed, listedOnly } from './command-list.js';
import { addNetworkOptions } from './network-options.js';
import { dressHelp } from './help-text.js';
import { cliVersion } from './version.js';
import { releaseYoungGeneration } from './young-generation.js';

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
    .option('--json', 'with --retry-failed: print the JSON object of the job on stdout (as resume --json)')
    // Root options only before a command: `resume <id> --retry-failed` is resume's own flag.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .action(async (o: { retryFailed?: string; json?: boolean }) => {
      if (o.retryFailed) {
        const { resumeJob } = await import('./commands/resume.js');
        await resumeJob(o.retryFailed, { retryFailed: true, ...(o.json ? { json: true } : {}) }, run);
      } else {
        program.outputHelp();
        run(EXIT.cannotRun);
      }
    });
  dressHelp(program, 'commerce-bulk'); // its examples; commands get theirs as they are added
  try {
    const named = commandNamed(argv);
    for (const c of COMMANDS) {
      if (named === undefined) program.addCommand(listedOnly(c));
      else if (c.name === named) {
        const made = (await c.load())(run);
        program.addCommand(dressHelp(c.network ? addNetworkOptions(made) : made).exitOverride());
      }
    }
    releaseYoungGeneration();
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end here too, successfully.
      if (err.exitCode === 0) return EXIT.ok;
      // A flag wrong or missing under --json still gets its object (issue 41).
      if (argv.includes('--json')) (await import('./usage-json.js')).usageJson(argv, err.message);
      return EXIT.cannotRun;
    }
    // Loaded only on the way out: it names the error classes of the engines.
    const { describeError, exitCodeFor } = await import('./exit-codes.js');
    process.stderr.write(`${describeError(err)}\n`);
    return exitCodeFor(err);
  }
  return code;
}
