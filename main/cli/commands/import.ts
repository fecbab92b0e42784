// `import <file> --resource <name> ... --out <file>`: runs the whole pipeline and prints
// `Job <id>` as the first line of output. The flags are in import-flags.ts.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { englishText } from '../../../shared/i18n/index.js';
import { describeConnection } from '../../connection-refs/index.js';
import {
  describeColumnUse,
  loadMappingFile,
  runImport,
  saveMappingFile,
  type ImportOutcome,
  type MappingFile,
} from '../../jobs/index.js';
import { connect } from '../connect.js';
import { EXIT } from '../exit-codes.js';
import { withConnection, type CommandSession } from '../with-connection.js';
import { errorJson, outcomeJson, printJson } from '../job-json.js';
import { humanOutput } from '../human-output.js';
import { importFlags, type ImportFlags } from './import-flags.js';
import { noRows, noRowsLine, planLine, printOutcome } from './outcome.js';

export function importCommand(run: (code: number) => void): Command {
  return importFlags().action((file: string, o: ImportFlags) => importFile(file, o, run));
}

async function importFile(file: string, o: ImportFlags, run: (code: number) => void): Promise<void> {
  // --json: stdout carries only the job's object; what a person reads goes to stderr.
  const say = humanOutput(Boolean(o.json));
  let jobId: string | null = null;
  try {
    const mapping = o.mapping ? await loadMappingFile(o.mapping) : undefined;
    let planPrinted = false;
    const open = (): ReturnType<typeof connect> =>
      connect({
        ...(o.credentials ? { credentials: o.credentials } : {}),
        ...(o.budget ? { budgetPerMinute: o.budget } : {}),
      });
    const outcome = await withConnection(open, async (session) => {
      const result = await runImport({
        ...importRequest(file, o, mapping, session, say, (id) => (jobId = id)),
        onPlan: (plan) => {
          planPrinted = true;
          say(`${planLine(plan)}\n`);
        },
      });
      if (o.saveMapping && mapping === undefined) await saveUsedMapping(o.saveMapping, result, o.group);
      return result;
    });
    // A file with a header row and nothing under it is nearly always a truncated export:
    // never a success (issue 42).
    const empty = noRows(outcome);
    if (empty) outcome.exitCode = EXIT.rowsFailed;
    printOutcome(outcome, { planPrinted, write: say });
    if (empty) say(`${noRowsLine(file)}\n`);
    if (o.json) printJson(outcomeJson(outcome, resolve(file)));
    run(outcome.exitCode === 4 ? EXIT.interrupted : outcome.exitCode);
  } catch (err) {
    if (o.json) printJson(errorJson(err, jobId, resolve(file)));
    throw err;
  }
}

/** What runImport gets from the flags and the open session (all but onPlan). */
function importRequest(
  file: string,
  o: ImportFlags,
  mapping: MappingFile | undefined,
  { conn, signal, onProgress, onOutage }: CommandSession,
  say: (s: string) => unknown,
  onJobId: (id: string) => void,
): Parameters<typeof runImport>[0] {
  return {
    file,
    resource: o.resource,
    out: o.out,
    client: conn.client,
    connection: conn.info,
    signal,
    onProgress,
    onOutage,
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
    ...(o.overwriteNewer ? { overwriteNewer: true } : {}),
    ...(o.baseline === false ? { noBaseline: true } : {}),
    ...(o.duplicates ? { duplicates: o.duplicates } : {}),
    group: o.group,
    interimReport: true,
    onColumns: (uses) => {
      say(`Columns:\n${uses.map((u) => `  ${describeColumnUse(u)}\n`).join('')}`);
    },
    onJob: (id, numbers) => {
      onJobId(id);
      say(`Job ${id}\n`);
      say(`Connection: ${describeConnection(conn.info.ref)} (${conn.info.baseUrl})\n`);
      say(`Numbers: decimal ${numbers.decimal === ',' ? 'comma' : 'point'} (${numbers.source})\n`);
    },
    onBaseline: (line) => say(`${englishText(line)}\n`),
  };
}

/** --save-mapping: the mapping the job used, read from its journal. */
async function saveUsedMapping(path: string, outcome: ImportOutcome, group: boolean): Promise<void> {
  const { Journal } = await import('../../journal/index.js');
  const j = Journal.open(outcome.jobId);
  // --no-group is kept with the mapping, so later runs with this file send one request per value too.
  await saveMappingFile(path, (group ? j.data.mapping : { ...(j.data.mapping as object), group: false }) as never);
  j.close();
}
