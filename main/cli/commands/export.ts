// `export <resource> --out <file>`: a list (with --filter --select --orderby --top
// --expand), or with --keys a keyed export of current values that imports back unchanged.
// Only the flags and the printing live here: the list export is the engine the app's
// export.save uses (main/jobs/export), so both write the same file for the same choices.
import { Command } from 'commander';
import {
  catalogueResource,
  EXPORT_LISTS,
  exportCatalogue,
  exportKeyed,
  exportList,
  exportTemplate,
  IMPORT_RESOURCES,
  TEMPLATE_RESOURCES,
} from '../../jobs/index.js';
import { describeConnection } from '../../connection-refs/index.js';
import { EXIT } from '../exit-codes.js';
import { connect } from '../connect.js';
import { withConnection, type CommandSession } from '../with-connection.js';
import { wholeNumber } from '../numeric-options.js';

const list = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

interface ExportFlags {
  template?: string;
  out: string;
  filter?: string;
  select?: string[];
  orderby?: string[];
  top?: number;
  expand?: string[];
  keys?: string;
  sheet?: string;
  credentials?: string;
}

export function exportCommand(run: (code: number) => void): Command {
  return new Command('export')
    .description(
      `Export a list to XLSX or CSV (${EXPORT_LISTS.join(', ')}); the whole catalogue as AttributeValues (one row per product, one column per attribute name) or DCQuantities (one row per product, one column per DC), which import back as Unchanged; with --keys fill a sheet of keys (${IMPORT_RESOURCES.slice(0, 3).join(', ')}) with current values; or with --template an empty sheet to import into.`,
    )
    .argument('[resource]', 'what to export')
    .option(
      '--template <resource>',
      `an empty sheet with the headers an import of <resource> (${TEMPLATE_RESOURCES.join(', ')}) recognises`,
    )
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
      'keyed export: a sheet of keys (ProductID or SKU with DC, attribute names, order and field IDs); a sheet of SKUs with one column per attribute name (SKU,Color,Size) or DC (SKU,DC 1,Berlin) gets each value in its column',
    )
    .option('--sheet <name>', 'the sheet of the --keys workbook')
    .option('--credentials <file>', 'a credentials.json; default: the active connection or the built-in sandbox')
    .action((resource: string | undefined, o: ExportFlags) => exportTo(resource, o, run));
}

async function exportTo(resource: string | undefined, o: ExportFlags, run: (code: number) => void): Promise<void> {
  if (!resource && !o.template) {
    process.stderr.write(
      `Name what to export: one of ${[...EXPORT_LISTS, 'AttributeValues', 'DCQuantities'].join(', ')}, or --template <resource>.\n`,
    );
    run(EXIT.cannotRun);
    return;
  }
  await withConnection(
    () => connect(o.credentials ? { credentials: o.credentials } : {}),
    async (session) => {
      if (o.template) await writeTemplate(o.template, o, session);
      else if (resource && !o.keys && catalogueResource(resource)) await writeCatalogue(resource, o, session);
      else if (o.keys && resource) await writeKeyed(resource, o.keys, o, session);
      else if (resource) await writeList(resource, o, session);
    },
  );
  run(0);
}

/** The connection an export's baseline names: how it is called and where it answers, never a secret. */
function baselineSource({ conn }: CommandSession): { connection: string; baseUrl: string } {
  return { connection: describeConnection(conn.info.ref), baseUrl: conn.info.baseUrl };
}

async function writeTemplate(template: string, o: ExportFlags, { conn }: CommandSession): Promise<void> {
  const r = await exportTemplate({ client: conn.client, resource: template, out: o.out });
  process.stdout.write(`Template for ${template} with columns ${r.columns.join(', ')}: ${r.out}\n`);
}

/** AttributeValues or DCQuantities: the whole catalogue, one row per product. */
async function writeCatalogue(resource: string, o: ExportFlags, s: CommandSession): Promise<void> {
  const r = await exportCatalogue({
    client: s.conn.client,
    source: baselineSource(s),
    resource,
    out: o.out,
    ...(o.filter ? { filter: o.filter } : {}),
    signal: s.signal,
    onProgress: s.onProgress,
  });
  s.progressDone();
  const dcs = r.columnsPer === 'distributionCenter';
  process.stdout.write(
    `Exported ${r.rows} products with ${r.columns.length - 3} ${dcs ? 'distribution center' : 'attribute'} columns (${r.requests} requests) to ${r.out}${r.without ? `; ${r.without} of them with no ${dcs ? 'quantity' : 'attribute value'} (their value cells are empty)` : ''}\n`,
  );
}

async function writeKeyed(resource: string, keysFile: string, o: ExportFlags, s: CommandSession): Promise<void> {
  const r = await exportKeyed({
    client: s.conn.client,
    source: baselineSource(s),
    resource,
    keysFile,
    out: o.out,
    ...(o.sheet ? { sheet: { sheet: o.sheet } } : {}),
    signal: s.signal,
    onProgress: s.onProgress,
  });
  s.progressDone();
  process.stdout.write(
    r.wide
      ? `Exported ${r.rows} rows with ${r.wide} value columns (${r.found} current values) to ${r.out}\n`
      : `Exported ${r.rows} keys (${r.found} with a current value) to ${r.out}\n`,
  );
}

async function writeList(resource: string, o: ExportFlags, s: CommandSession): Promise<void> {
  const orderby = o.orderby?.map((spec) => {
    const [property, dir] = spec.split(/\s+/);
    return { property: property!, desc: dir?.toLowerCase() === 'desc' };
  });
  const r = await exportList({
    client: s.conn.client,
    source: baselineSource(s),
    resource,
    out: o.out,
    ...(o.filter ? { filter: o.filter } : {}),
    ...(o.select ? { select: o.select } : {}),
    ...(orderby ? { orderby } : {}),
    ...(o.top !== undefined ? { top: o.top } : {}),
    ...(o.expand ? { expand: o.expand } : {}),
    signal: s.signal,
    onProgress: s.onProgress,
  });
  s.progressDone();
  process.stdout.write(`Exported ${r.rows} rows (${r.pages} pages) to ${r.out}\n`);
}
