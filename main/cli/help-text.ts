// What every command's --help adds to commander's own (issue 42): examples to copy, and the
// options that must be given marked "(required)" (commander shows a mandatory option like any
// other, so `export` without --out was learnt from an error). Applied by program.ts to the
// command it loads, and to the subcommands under it; a test walks every command and checks
// that each example names only options its command has.
import type { Command } from 'commander';

const JOB = '20261129-064932-f885f8';

/** Examples by command path ('plan run'); the top-level help's under 'commerce-bulk'. */
export const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  'commerce-bulk': [
    'commerce-bulk import stock.xlsx --resource DCQuantities --out stock-result.xlsx',
    'commerce-bulk import --help',
  ],
  import: [
    'commerce-bulk import stock.xlsx --resource DCQuantities --out stock-result.xlsx --dry-run',
    'commerce-bulk import stock.xlsx --resource DCQuantities --out stock-result.xlsx',
    'commerce-bulk import colors.csv --resource AttributeValues --mapping colors-mapping.json --credentials credentials.json --out colors-result.xlsx',
  ],
  export: [
    'commerce-bulk export DistributionCenters --out centers.xlsx',
    'commerce-bulk export DCQuantities --out stock-now.xlsx',
    'commerce-bulk export --template DCQuantities --out stock-template.xlsx',
    'commerce-bulk export DCQuantities --keys skus.xlsx --out current-stock.xlsx',
  ],
  resume: ['commerce-bulk resume --last', `commerce-bulk resume ${JOB}`, `commerce-bulk resume ${JOB} --retry-failed`],
  'retry-failed': [`commerce-bulk retry-failed ${JOB}`],
  undo: [`commerce-bulk undo ${JOB}`, `commerce-bulk undo ${JOB} --allow-mass-change`],
  login: [
    'commerce-bulk login --credentials credentials.json',
    'commerce-bulk login --check',
    'commerce-bulk login --sandbox',
  ],
  watch: [
    'commerce-bulk watch ./drop --resource DCQuantities',
    'commerce-bulk watch ./drop --resource DCQuantities --once --json',
    'commerce-bulk watch --automation "Nightly stock"',
  ],
  jobs: ['commerce-bulk jobs', 'commerce-bulk jobs --json --limit 10', 'commerce-bulk jobs --prune 30'],
  sandbox: ['commerce-bulk sandbox --port 8080 --data-dir ./sandbox-data'],
  automations: ['commerce-bulk automations list', 'commerce-bulk automations list --json'],
  'automations list': ['commerce-bulk automations list --json'],
  'notify-setup': [
    'commerce-bulk notify-setup --smtp-host smtp.example.com --smtp-user ops@example.com --smtp-from ops@example.com --password-stdin < smtp-password.txt',
    'commerce-bulk notify-setup --show',
  ],
  plan: ['commerce-bulk plan run new-centers.yaml --dry-run', 'commerce-bulk plan undo new-centers.yaml'],
  'plan run': ['commerce-bulk plan run new-centers.yaml --dry-run', 'commerce-bulk plan run new-centers.yaml'],
  'plan undo': ['commerce-bulk plan undo new-centers.yaml'],
};

const REQUIRED = '(required) ';

/** Marks the mandatory options of `cmd` and adds its examples, then does the same for its subcommands. */
export function dressHelp(cmd: Command, path = cmd.name()): Command {
  for (const o of cmd.options)
    if (o.mandatory && !o.description.startsWith(REQUIRED)) o.description = `${REQUIRED}${o.description}`;
  const examples = EXAMPLES[path];
  if (examples) cmd.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}`);
  for (const sub of cmd.commands) dressHelp(sub, `${path} ${sub.name()}`);
  return cmd;
}
