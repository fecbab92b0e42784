// The CLI's commands in the order the help lists them, each loaded by import() only when it
// runs (program.ts), so `jobs` does not pay for the sandbox, the mailer or the import engine.
// The top-level help lists them from the lines below without loading any: a unit test
// (test/unit/cli/command-list.test.ts) keeps each line equal to what its command says.
import { Command, Option } from 'commander';

type Run = (code: number) => void;
interface Listed {
  name: string;
  /** Takes --proxy and --ca-file (network-options.ts): the commands that talk to the service. */
  network: boolean;
  /** For the top-level help: the command's arguments, whether it has options, its description. */
  args: string[];
  options: boolean;
  description: string;
  load(): Promise<(run: Run) => Command>;
}

export const COMMANDS: readonly Listed[] = [
  {
    name: 'import',
    network: true,
    args: ['<file>'],
    options: true,
    description: 'Import a CSV or XLSX file into the service (or the built-in sandbox).',
    load: async () => (await import('./commands/import.js')).importCommand,
  },
  {
    name: 'export',
    network: true,
    args: ['[resource]'],
    options: true,
    description:
      'Export a list to XLSX or CSV (DistributionCenters, DistributionCenterOperatingHours, ChannelDocuments, ChannelDocuments/NotSupplied, Profiles, Packages, Products, Orders); the whole catalogue as AttributeValues (one row per product, one column per attribute name) or DCQuantities (one row per product, one column per DC), which import back as Unchanged; with --keys fill a sheet of keys (DCQuantities, AttributeValues, CustomFields) with current values; or with --template an empty sheet to import into.',
    load: async () => (await import('./commands/export.js')).exportCommand,
  },
  {
    name: 'resume',
    network: true,
    args: ['[id]'],
    options: true,
    description: 'Continue an interrupted import from its journal: no row lost, none sent twice.',
    load: async () => (await import('./commands/resume.js')).resumeCommand,
  },
  {
    name: 'retry-failed',
    network: true,
    args: ['<id>'],
    options: true,
    description: 'Send only the rows of a job that failed (same as `resume <id> --retry-failed`).',
    load: async () => (await import('./commands/resume.js')).retryFailedCommand,
  },
  {
    name: 'undo',
    network: true,
    args: ['<id>'],
    options: true,
    description:
      'Undo a finished import: restore the old values and delete the rows it created, from its undo workbook; rows changed since are skipped, not overwritten. Both steps are planned and checked before anything is sent; an interrupted undo continues with `resume <undo job>` (or `undo <id>` again).',
    load: async () => (await import('./commands/undo.js')).undoCommand,
  },
  {
    name: 'login',
    network: true,
    args: [],
    options: true,
    description: 'Sign in: check a connection and make it the one commands use by default.',
    load: async () => (await import('./commands/login.js')).loginCommand,
  },
  {
    name: 'watch',
    network: true,
    args: ['[folder]'],
    options: true,
    description:
      'Import each CSV or XLSX file dropped into a folder, once complete, one at a time; move it to processed/, failed/ or held/ with its result and undo workbooks.',
    load: async () => (await import('./commands/watch.js')).watchCommand,
  },
  {
    name: 'jobs',
    network: false,
    args: [],
    options: true,
    description:
      'List past imports, newest first, with their counts and files. With --prune <days>: remove the journals of jobs finished more than <days> days ago (their result and undo workbooks are kept).',
    load: async () => (await import('./commands/jobs.js')).jobsCommand,
  },
  {
    name: 'sandbox',
    network: false,
    args: [],
    options: true,
    description: 'Run the built-in sandbox Brand Commerce service until Ctrl-C.',
    load: async () => (await import('./commands/sandbox.js')).sandboxCommand,
  },
  {
    name: 'automations',
    network: false,
    args: [],
    options: false,
    description: 'The automations saved in the app (run one with `watch --automation <name>`).',
    load: async () => (await import('./commands/watch-automation.js')).automationsCommand,
  },
  {
    name: 'notify-setup',
    network: false,
    args: [],
    options: true,
    description:
      'Save the mail server for e-mail notifications (watch --notify-email); the password goes to the system keychain.',
    load: async () => (await import('./commands/notify-setup.js')).notifySetupCommand,
  },
  {
    name: 'plan',
    // Its subcommands take --proxy and --ca-file themselves (plan.ts).
    network: false,
    args: [],
    options: false,
    description: 'Multi-step plans: several imports in one run, later steps using what earlier ones created',
    load: async () => (await import('./commands/plan.js')).planCommand,
  },
];

/**
 * A command as the top-level help lists it, and no more: it is never run (program.ts adds the
 * real one when a command is named). The help writes "[options]" for a command with any
 * option, so one hidden option stands for them.
 */
export function listedOnly(c: Listed): Command {
  const stub = new Command(c.name).description(c.description);
  for (const a of c.args) stub.argument(a);
  if (c.options) stub.addOption(new Option('--options').hideHelp());
  return stub;
}

/**
 * Which command `argv` runs: its name; null when it runs none (`--version`, `--retry-failed
 * <id>`); undefined when the top-level help may be shown (no command, a misspelt one).
 */
export function commandNamed(argv: readonly string[]): string | null | undefined {
  let retrying = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--retry-failed') {
      retrying = true;
      i++;
    } else if (a.startsWith('--retry-failed=')) retrying = true;
    else if (a === '-V' || a === '--version') return null;
    else if (a.startsWith('-')) return undefined;
    else if (a === 'help') return known(argv[i + 1]);
    else return known(a);
  }
  return retrying ? null : undefined;
}

const known = (name: string | undefined): string | undefined => COMMANDS.find((c) => c.name === name)?.name;
