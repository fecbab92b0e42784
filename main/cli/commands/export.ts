// `export <resource> --out <file>`: a list (with --filter --select --orderby --top
// --expand), or with --keys a keyed export of current values that imports back unchanged.
// Only the flags and the printing live here: the list export is the engine the app's
// export.save uses (main/jobs/export), so both write the same file for the same choices.
import { Command } from 'commander';
import { EXPORT_LISTS, exportKeyed, exportList, IMPORT_RESOURCES } from '../../jobs/index.js';
import { connect } from '../connect.js';
import { interruptSignal } from '../interrupt.js';
import { progressPrinter } from '../progress.js';
import { wholeNumber } from '../numeric-options.js';

const list = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function exportCommand(run: (code: number) => void): Command {
  return new Command('export')
    .description(
      `Export a list to XLSX or CSV (${EXPORT_LISTS.join(', ')}), or with --keys fill a sheet of keys (${IMPORT_RESOURCES.slice(0, 3).join(', ')}) with current values.`,
    )
    .argument('<resource>', 'what to export')
    .requiredOption('--out <file>', 'the .xlsx or .csv to write')
    .option('--filter <expr>', 'OData $filter, e.g. "Country eq \'DE\'"')
    .option('--select <fields>', 'comma-separated fields', list)
    .option('--orderby <fields>', "comma-separated, each optionally followed by ' desc'", list)
    .option('--top <n>', 'at most this many rows', wholeNumber(1))
    .option(
      '--expand <nav>',
      "DistributionCenters: OperatingHours; Products: DCQuantities, Attributes; Orders: CustomFields; Profiles: '*'",
      list,
    )
    .option(
      '--keys <file>',
      'keyed export: a sheet of keys (ProductID or SKU with DC, attribute names, order and field IDs)',
    )
    .option('--sheet <name>', 'the sheet of the --keys workbook')
    .option('--credentials <file>', 'a credentials.json; default: the active connection or the built-in sandbox')
    .action(
      async (
        resource: string,
        o: {
          out: string;
          filter?: string;
          select?: string[];
          orderby?: string[];
          top?: number;
          expand?: string[];
          keys?: string;
          sheet?: string;
          credentials?: string;
        },
      ) => {
        const conn = await connect(o.credentials ? { credentials: o.credentials } : {});
        const progress = progressPrinter();
        const stop = interruptSignal((s) => process.stderr.write(s));
        try {
          await conn.tokens.getAccessToken();
          if (o.keys) {
            const r = await exportKeyed({
              client: conn.client,
              resource,
              keysFile: o.keys,
              out: o.out,
              ...(o.sheet ? { sheet: { sheet: o.sheet } } : {}),
              signal: stop.signal,
              onProgress: progress.onProgress,
            });
            progress.done();
            process.stdout.write(`Exported ${r.rows} keys (${r.found} with a current value) to ${r.out}\n`);
          } else {
            const orderby = o.orderby?.map((s) => {
              const [property, dir] = s.split(/\s+/);
              return { property: property!, desc: dir?.toLowerCase() === 'desc' };
            });
            const r = await exportList({
              client: conn.client,
              resource,
              out: o.out,
              ...(o.filter ? { filter: o.filter } : {}),
              ...(o.select ? { select: o.select } : {}),
              ...(orderby ? { orderby } : {}),
              ...(o.top !== undefined ? { top: o.top } : {}),
              ...(o.expand ? { expand: o.expand } : {}),
              signal: stop.signal,
              onProgress: progress.onProgress,
            });
            progress.done();
            process.stdout.write(`Exported ${r.rows} rows (${r.pages} pages) to ${r.out}\n`);
          }
        } finally {
          progress.done();
          stop.dispose();
          await conn.close();
        }
        run(0);
      },
    );
}
