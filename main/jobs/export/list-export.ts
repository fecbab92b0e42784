// Lists to XLSX or CSV, for the CLI's `export` and the app's save alike: every page followed,
// streamed so a large export stays in bounded memory, cells typed (typed-cell.ts). The main
// sheet is the same in both formats and in the app's preview: the chosen fields, then one
// JSON column per expanded navigation. An XLSX also gets a sheet per expanded navigation
// with its rows flattened (each carries its parent's key, e.g. OperatingHours'
// DistributionCenterID); a CSV holds one table, so the JSON column is where those rows are.
// Stopping (the AbortSignal) between or during pages removes the .partial file: no
// half-written export is ever left under the chosen name.
import { extname } from 'node:path';
import { entityByName } from '../../../shared/resources/index.js';
import { RunStoppedError } from '../../../shared/errors/index.js';
import { createWorkbookWriter } from '../../sheets/index.js';
import { checkAbort, JobInterrupted, type JobClient, type ProgressListener } from '../engine-port.js';
import { isTodoExport, TODO_HEADERS, todoRow } from '../targets/channel-documents/todo-sheet.js';
import { resolveListQuery, type ListQuery } from './list-query.js';
import { typedCell } from './typed-cell.js';
import type { BaselineSource } from '../baseline/baseline.js';
import { BaselineRecorder } from '../baseline/record-baseline.js';
import { keyText } from '../validate/key-text.js';

export interface ListExportOptions extends ListQuery {
  client: JobClient;
  out: string;
  /** The connection the baseline names (issue 26). */
  source?: BaselineSource;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

export async function exportList(o: ListExportOptions): Promise<{ rows: number; pages: number; out: string }> {
  const q = resolveListQuery(o);
  checkAbort(o.signal, 'export');
  const toXlsx = extname(o.out).toLowerCase() === '.xlsx';
  const writer = await createWorkbookWriter(o.out);
  const baseline = new BaselineRecorder(q.entity.entitySet, o.source);
  try {
    // NotSupplied with all its columns: the sheet to fill for a document upload (issue 13).
    const todo = isTodoExport(q.entity, o.select);
    const sheet = writer.addSheet(q.entity.entitySet.replace('/', ' '), todo ? [...TODO_HEADERS] : q.columns);
    // Expanded children are few per parent (seven days of hours): held until the main sheet is done,
    // since a streamed workbook writes its sheets one after another.
    const children = toXlsx ? q.expand.map((nav) => ({ nav, rows: [] as Record<string, unknown>[] })) : [];
    let rows = 0,
      pages = 0;
    for await (const page of listPages(o.client, q.path, o.signal)) {
      pages++;
      for (const record of page) {
        if (todo) {
          sheet.addRow(todoRow(record));
          rows++;
          continue;
        }
        sheet.addRow([
          ...q.fields.map((f) => typedCell(record[f.name])),
          ...q.expand.map((n) => typedCell(record[n.name])),
        ]);
        if (q.entity.keys.every((k) => record[k] !== undefined)) {
          const key = keyText(q.entity.keys, record);
          for (const f of q.fields) baseline.add(key, f.name, record[f.name]);
        }
        for (const c of children)
          c.rows.push(...((record[c.nav.name] as Record<string, unknown>[] | null | undefined) ?? []));
        rows++;
      }
      await writer.flush();
      checkAbort(o.signal, 'export');
      o.onProgress?.({ stage: 'export', done: rows });
    }
    for (const c of children) {
      const names = entityByName(c.nav.target).fields.map((f) => f.name);
      const child = writer.addSheet(c.nav.name, names);
      for (const r of c.rows) child.addRow(names.map((n) => typedCell(r[n])));
    }
    await baseline.close(writer, o.out);
    return { rows, pages, out: o.out };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

/** The client's pages, with a stop during a page's request reported as the export's own interruption. */
async function* listPages(
  client: JobClient,
  path: string,
  signal: AbortSignal | undefined,
): AsyncIterable<Record<string, unknown>[]> {
  try {
    yield* client.list<Record<string, unknown>>(path, signal ? { signal } : {});
  } catch (err) {
    if (err instanceof RunStoppedError || signal?.aborted) throw new JobInterrupted('export');
    throw err;
  }
}
