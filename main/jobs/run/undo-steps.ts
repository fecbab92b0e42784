// The steps of a new undo job (issue 32), created before any of them runs: one job per sheet
// of the undo workbook that has rows ('Undo' restores old values, 'Delete' deletes what the
// run created), linked as one undo job (JobData.undoSteps, stepOf). If creating one fails,
// none is left behind.
import { openSheet } from '../../sheets/index.js';
import { removeJournal, type JobData, type Journal } from '../../journal/index.js';
import type { MappingFile } from '../mapping/mapping-file.js';
import { DELETE_SHEET, UNDO_SHEET } from '../report/write-undo.js';
import { importTarget, readServiceNames, type ImportOperation } from '../targets/all-targets.js';
import type { ImportOptions } from './job-options.js';
import { createImportJob } from './run-import.js';

type StepOptions = Pick<ImportOptions, 'client' | 'connection' | 'serviceNames' | 'preflight' | 'group'> & {
  job: string;
};

async function sheetHeaders(file: string, sheet: string): Promise<string[] | null> {
  const source = await openSheet(file, { sheet });
  try {
    for await (const _row of source.rows()) return source.headers;
    return null; // no rows: nothing to undo on this sheet
  } finally {
    await source.close();
  }
}

/** The undo's steps as jobs, first step first; none when the undo workbook has no rows. */
export async function createUndoSteps(opts: StepOptions, data: JobData, file: string, dir: string): Promise<string[]> {
  const target = importTarget(data.resource);
  const sheets: { sheet: string; operation: ImportOperation; keysOnly: boolean }[] = [
    { sheet: UNDO_SHEET, operation: target.undo.restore, keysOnly: false },
    { sheet: DELETE_SHEET, operation: 'delete', keysOnly: target.undo.deleteByKeysOnly },
  ];
  // Read once for both steps (the mapping below is explicit; the names serve the messages).
  const serviceNames =
    opts.serviceNames ?? (await readServiceNames(opts.client, target.resource).catch(() => ({ requests: 0 })));
  const created: Journal[] = [];
  try {
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
      const { journal } = await createImportJob({
        client: opts.client,
        connection: opts.connection,
        serviceNames,
        ...(opts.preflight !== undefined ? { preflight: opts.preflight } : {}),
        ...(opts.group !== undefined ? { group: opts.group } : {}),
        file,
        resource: target.resource,
        operation: s.operation,
        sheet: s.sheet,
        mapping,
        mappingStore: null,
        out: data.out.replace(/(\.[^./\\]+)?$/, s.sheet === UNDO_SHEET ? '.undone.xlsx' : '.undone-deletes.xlsx'),
        undoOf: { job: opts.job, dir },
        jobsDir: dir,
      });
      created.push(journal);
    }
    const ids = created.map((j) => j.data.id);
    created[0]?.update({ undoSteps: ids });
    for (const j of created.slice(1)) j.update({ stepOf: ids[0]! });
    return ids;
  } catch (err) {
    for (const j of created.splice(0)) {
      j.close();
      removeJournal(j.data.id, dir);
    }
    throw err;
  } finally {
    for (const j of created) j.close();
  }
}
