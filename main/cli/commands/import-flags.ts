// The flags of `import`, apart from what the command does with them (import.ts), so the
// long list of options and their help texts does not bury the command's flow.
import { Command, Option } from 'commander';
import { IMPORT_RESOURCES } from '../../jobs/index.js';
import { wholeNumber } from '../numeric-options.js';
import { MAPPING_HELP } from './mapping-help.js';

export const JSON_HELP =
  'print one JSON object per job on stdout (job, file, status, counts, result, undo, exitCode, the first 100 failedRows), also after an interrupt or an error; other output goes to stderr';

export interface ImportFlags {
  resource: string;
  operation?: string;
  sheet?: string;
  documents?: string;
  headerRow?: number;
  mapping?: string;
  saveMapping?: string;
  credentials?: string;
  out: string;
  dryRun?: boolean;
  preflight: boolean;
  budget?: number;
  profile?: number;
  group: boolean;
  decimal?: '.' | ',';
  allowMassChange?: boolean;
  json?: boolean;
  overwriteNewer?: boolean;
  /** false: --no-baseline. */
  baseline: boolean;
  duplicates?: 'reject' | 'sum' | 'last' | 'first';
}

/** `--duplicates`, shared by import and watch (issue 41). */
export function duplicatesOption(): Option {
  return new Option(
    '--duplicates <mode>',
    'rows of one key with different values: reject (default: both Invalid, nothing sent for the key), sum (a feed per storage bin), last or first',
  ).choices(['reject', 'sum', 'last', 'first']);
}

/** `import <file>` with its options and help, without an action. */
export function importFlags(): Command {
  return new Command('import')
    .description('Import a CSV or XLSX file into the service (or the built-in sandbox).')
    .argument('<file>', 'the .csv or .xlsx file to import')
    .addOption(
      new Option('--resource <name>', 'what the rows are').choices([...IMPORT_RESOURCES]).makeOptionMandatory(),
    )
    .option(
      '--operation <op>',
      'upsert, update or delete (DistributionCenters also create: upsert finds centers by Code); default upsert',
    )
    .option(
      '--documents <folder>',
      "ChannelDocuments: the folder of PDFs the sheet's File cells name (default: the sheet's own folder)",
    )
    .option('--sheet <name>', 'the sheet of an XLSX file (default: the first)')
    .option('--header-row <n>', 'the 1-based header row (default: detected)', wholeNumber(1, 1_048_576))
    .option(
      '--mapping <file>',
      'a mapping file (JSON, version 1); default: remembered for this header layout, else automatic',
    )
    .option('--save-mapping <file>', 'write the mapping used to this file')
    .option(
      '--credentials <file>',
      'a credentials.json (baseUrl, clientId, clientSecret, refreshToken); default: the active connection or the built-in sandbox',
    )
    .requiredOption('--out <file>', 'the result workbook (.xlsx or .csv)')
    .option('--dry-run', 'resolve, read current values and report what would change; change nothing')
    .option('--no-preflight', 'do not read current values first (every row is sent)')
    .option(
      '--no-group',
      'send one request per value (default: the values of one product go in one UpdateAttributes or UpdateQuantity request); saved with --save-mapping',
    )
    .option(
      '--profile <id>',
      'DistributionCenters: the profile new centers go into when the file has no ProfileID column (needed when the connection covers several)',
      wholeNumber(1),
    )
    .option('--budget <n>', 'requests per minute per profile (default 2000)', wholeNumber(1))
    .option(
      '--allow-mass-change',
      'send even if the run would set more than 20% of the quantities it changes to 0, send a negative quantity, or delete more than 100 rows (without it such a run stops before sending, exit 2)',
    )
    .option(
      '--overwrite-newer',
      "a file exported with its baseline: also send the cells whose value changed on the service since the export (default: such rows are Skipped, 'changed on the service since the export')",
    )
    .option(
      '--no-baseline',
      "import without the export's baseline: the file's values overwrite values changed on the service since the export (needed for a file that has an export's columns and rows but whose baseline was not found)",
    )
    .addOption(
      new Option(
        '--decimal <separator>',
        "the CSV file's decimal separator, '.' or ','; default: the mapping's, else guessed (a ';' delimiter or decimal commas in the first rows mean ','). XLSX numbers are read as stored",
      ).choices(['.', ',']),
    )
    .addOption(duplicatesOption())
    .option('--json', JSON_HELP)
    .addHelpText('after', MAPPING_HELP);
}
