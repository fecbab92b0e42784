// `import <file> --resource <name> ... --out <file>`: runs the whole pipeline and prints
// `Job <id>` as the first line of output.
import { Command, Option } from 'commander';
import { describeConnection } from '../../connections/index.js';
import {
  describeColumnUse,
  IMPORT_RESOURCES,
  loadMappingFile,
  runImport,
  saveMappingFile,
  type ImportOutcome,
} from '../../jobs/index.js';
import { MAPPING_HELP } from './mapping-help.js';
import { connect } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { interruptSignal } from '../interrupt.js';
import { progressPrinter } from '../progress.js';
import { planLine, printOutcome } from './outcome.js';
import { wholeNumber } from '../numeric-options.js';

export function importCommand(run: (code: number) => void): Command {
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
    .addOption(
      new Option(
        '--decimal <separator>',
        "the CSV file's decimal separator, '.' or ','; default: the mapping's, else guessed (a ';' delimiter or decimal commas in the first rows mean ','). XLSX numbers are read as stored",
      ).choices(['.', ',']),
    )
    .addHelpText('after', MAPPING_HELP)
    .action(
      async (
        file: string,
        o: {
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
        },
      ) => {
        const mapping = o.mapping ? await loadMappingFile(o.mapping) : undefined;
        const conn = await connect({
          ...(o.credentials ? { credentials: o.credentials } : {}),
          ...(o.budget ? { budgetPerMinute: o.budget } : {}),
        });
        const progress = progressPrinter();
        const stop = interruptSignal((s) => process.stderr.write(s));
        let outcome: ImportOutcome;
        let planPrinted = false;
        try {
          await conn.tokens.getAccessToken(); // fail with exit 3 before a job exists when sign-in is broken
          outcome = await runImport({
            file,
            resource: o.resource,
            out: o.out,
            client: conn.client,
            connection: conn.info,
            signal: stop.signal,
            onProgress: progress.onProgress,
            ...(o.operation ? { operation: o.operation } : {}),
            ...(o.sheet ? { sheet: o.sheet } : {}),
            ...(o.documents ? { documents: o.documents } : {}),
            ...(o.headerRow ? { headerRow: o.headerRow } : {}),
            ...(mapping ? { mapping } : {}),
            ...(o.decimal ? { decimal: o.decimal } : {}),
            ...(o.profile ? { profile: o.profile } : {}),
            dryRun: Boolean(o.dryRun),
            preflight: o.preflight,
            allowMassChange: Boolean(o.allowMassChange),
            group: o.group,
            interimReport: true,
            onColumns: (uses) => {
              process.stdout.write(`Columns:\n${uses.map((u) => `  ${describeColumnUse(u)}\n`).join('')}`);
            },
            onPlan: (plan) => {
              planPrinted = true;
              process.stdout.write(`${planLine(plan)}\n`);
            },
            onJob: (id, numbers) => {
              process.stdout.write(`Job ${id}\n`);
              process.stdout.write(`Connection: ${describeConnection(conn.info.ref)} (${conn.info.baseUrl})\n`);
              process.stdout.write(
                `Numbers: decimal ${numbers.decimal === ',' ? 'comma' : 'point'} (${numbers.source})\n`,
              );
            },
          });
          if (o.saveMapping && mapping === undefined) {
            const { Journal } = await import('../../journal/index.js');
            const j = Journal.open(outcome.jobId);
            // --no-group is kept with the mapping, so later runs with this file send one request per value too.
            await saveMappingFile(
              o.saveMapping,
              (o.group ? j.data.mapping : { ...(j.data.mapping as object), group: false }) as never,
            );
            j.close();
          }
        } finally {
          progress.done();
          stop.dispose();
          await conn.close();
        }
        printOutcome(outcome, { planPrinted });
        run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
      },
    );
}
