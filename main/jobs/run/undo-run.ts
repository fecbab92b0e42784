// `undo <job>` and the app's Undo button: the job's undo workbook imported through the same
// engine as any file, so it gets the same review, plan, guardrails, journal, resume and
// result workbook. Sheet 'Undo' restores the old values (upsert; update by ID for
// DistributionCenters), sheet 'Delete' deletes what the run created. The undo job records
// the job it undoes, and its plan Skips every row changed on the service since that run
// (plan/undo-conflicts.ts), naming the value the run set and the value there now.
import { existsSync } from 'node:fs';
import { openSheet } from '../../sheets/index.js';
import { JobError } from './job-errors.js';
import type { ImportOptions, ImportOutcome } from './job-options.js';
import { runImport } from './run-import.js';
import { Journal, jobsDir } from '../../journal/index.js';
import type { MappingFile } from '../mapping/mapping-file.js';
import { DELETE_SHEET, UNDO_SHEET, undoPathFor } from '../report/write-undo.js';
import { importTarget, type ImportOperation } from '../targets/registry.js';

export type UndoOptions = Omit<
  ImportOptions,
  'file' | 'resource' | 'operation' | 'sheet' | 'mapping' | 'out' | 'undoOf' | 'profile' | 'decimal'
> & { job: string };

export interface UndoOutcome {
  /** One outcome per sheet that had rows: restoring old values, then deleting created rows. */
  parts: { sheet: string; outcome: ImportOutcome }[];
  exitCode: 0 | 1 | 4;
}

async function sheetHeaders(file: string, sheet: string): Promise<string[] | null> {
  const source = await openSheet(file, { sheet });
  try {
    for await (const _row of source.rows()) return source.headers;
    return null; // no rows: nothing to undo on this sheet
  } finally {
    await source.close();
  }
}

export async function runUndo(opts: UndoOptions): Promise<UndoOutcome> {
  const dir = opts.jobsDir ?? jobsDir();
  const journal = Journal.open(opts.job, dir);
  const data = journal.data;
  journal.close();
  if (data.dryRun) throw new JobError(`Job ${opts.job} was a dry run: it changed nothing`, 'There is nothing to undo.');
  if (data.status !== 'reported')
    throw new JobError(
      `Job ${opts.job} has not finished (it is ${data.status})`,
      `Finish it first (\`resume ${opts.job}\`), then undo it.`,
    );
  const file = undoPathFor(data.out);
  if (!existsSync(file))
    throw new JobError(`The undo workbook of job ${opts.job} is missing: ${file}`, 'Put it back to undo the job.');
  const target = importTarget(data.resource);
  const sheets: { sheet: string; operation: ImportOperation; keysOnly: boolean }[] = [
    { sheet: UNDO_SHEET, operation: target.undo.restore, keysOnly: false },
    { sheet: DELETE_SHEET, operation: 'delete', keysOnly: target.undo.deleteByKeysOnly },
  ];
  const parts: UndoOutcome['parts'] = [];
  for (const s of sheets) {
    const headers = await sheetHeaders(file, s.sheet).catch(() => null); // older undo workbooks have no Delete sheet
    if (!headers) continue;
    const mapping: MappingFile = {
      version: 1,
      resource: target.resource,
      operation: s.operation,
      sheet: s.sheet,
      // Blank cells are old values too (a field that was empty): they are restored as empty.
      columns: (s.keysOnly ? headers.filter((h) => target.entity.keys.includes(h)) : headers).map((h) => ({
        column: h,
        field: h,
        blank: 'clear' as const,
      })),
      constants: {},
      valueMaps: {},
      clear: '', // old values are restored as they were: a text '#CLEAR' is no marker here
    };
    const outcome = await runImport({
      ...opts,
      file,
      resource: target.resource,
      operation: s.operation,
      sheet: s.sheet,
      mapping,
      mappingStore: null,
      out: data.out.replace(/(\.[^./\\]+)?$/, s.sheet === UNDO_SHEET ? '.undone.xlsx' : '.undone-deletes.xlsx'),
      undoOf: { job: opts.job, dir },
    });
    parts.push({ sheet: s.sheet, outcome });
    if (outcome.exitCode === 4) break;
  }
  const codes = parts.map((p) => p.outcome.exitCode);
  return { parts, exitCode: codes.includes(4) ? 4 : codes.includes(1) ? 1 : 0 };
}
