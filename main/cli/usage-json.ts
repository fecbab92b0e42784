// A command line commander refused (a flag missing, a value not among the choices) under
// --json (issue 41): `import`, `resume`, `retry-failed`, `undo` and `watch` promise one object
// on stdout whatever happens, so a script that parses stdout finds exit 2 and why, not nothing.
import { commandNamed } from './command-list.js';
import { EXIT } from './exit-code-values.js';

const JOB_COMMANDS = ['import', 'resume', 'retry-failed', 'undo', 'watch'];

export function usageJson(argv: readonly string[], message: string): void {
  // `--retry-failed <id>` runs no command of its own: it is resume's.
  const command = commandNamed(argv) ?? (argv.includes('--retry-failed') ? 'retry-failed' : null);
  if (!command || !JOB_COMMANDS.includes(command)) return;
  const object = {
    job: null,
    file: null,
    status: 'error',
    jobStatus: null,
    counts: null,
    result: null,
    undo: null,
    exitCode: EXIT.cannotRun,
    failedRows: [],
    message: message.replace(/^error: /, ''),
  };
  process.stdout.write(`${JSON.stringify(object)}\n`);
}
