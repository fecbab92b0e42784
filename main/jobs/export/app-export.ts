// The app's side of export (main/ipc's export.* handlers dispatch here): a thin adapter over
// this folder's export engines (lists, the whole catalogue, templates), which the CLI's
// `export` uses too, so the app and the command line write the same workbook for the same
// choices. Only what is the app's own lives here: the contract's field names (list for
// resource, a template as `template:<resource>`), an export id, and progress events.
import { randomBytes } from 'node:crypto';
import { UserError } from '../../../shared/errors/index.js';
import type { Message, ShownText } from '../../../shared/i18n/index.js';
import { redactShown } from '../../../shared/security/index.js';
import type { ExportList, ExportQuery } from '../../../shared/ipc/index.js';
import { JobInterrupted, type JobClient } from '../engine-port.js';
import { exportCatalogue, exportTemplate, previewCatalogue, templateHeaders } from './catalogue-export.js';
import { exportChoice, exportChoices } from './export-choices.js';
import { exportList } from './list-export.js';
import { previewList, type ListPreview } from './list-preview.js';
import type { ListQuery } from './list-query.js';
import type { BaselineSource } from '../baseline/baseline.js';

export type ExportProgress = { exportId: string; rows: number; done: boolean; error?: string; shownError?: ShownText };

/** The engine's interruption speaks of the CLI's journal; an app export has none to resume. */
const STOPPED: Message = { id: 'errors:export.stopped' };

/** Why an export stopped, as data for the window to say in its language (issue 40). */
function shownError(err: unknown): ShownText | undefined {
  if (err instanceof JobInterrupted) return STOPPED;
  return err instanceof UserError ? redactShown(err.shownMessage) : undefined;
}

export function newExportId(): string {
  return randomBytes(8).toString('hex');
}

export function exportLists(): ExportList[] {
  return exportChoices();
}

function listQuery(q: ExportQuery): ListQuery {
  return {
    resource: q.list,
    ...(q.filter !== undefined ? { filter: q.filter } : {}),
    ...(q.select ? { select: q.select } : {}),
    ...(q.orderby ? { orderby: q.orderby } : {}),
    ...(q.expand ? { expand: q.expand } : {}),
  };
}

export async function previewExport(client: JobClient, q: ExportQuery & { top: number }): Promise<ListPreview> {
  const choice = exportChoice(q.list);
  if (choice.kind === 'template')
    return { columns: await templateHeaders(client, choice.resource), rows: [], count: 0 };
  if (choice.kind === 'catalogue')
    return previewCatalogue(client, {
      resource: choice.resource,
      top: q.top,
      ...(q.filter !== undefined ? { filter: q.filter } : {}),
    });
  return previewList(client, { ...listQuery(q), top: q.top });
}

/** Writes the export the id names through its engine; the number of rows written. */
async function writeExport(
  client: JobClient,
  q: ExportQuery,
  out: string,
  signal: AbortSignal | undefined,
  onRows: (rows: number) => void,
  source: BaselineSource | undefined,
): Promise<number> {
  const choice = exportChoice(q.list);
  const stop = { ...(signal ? { signal } : {}), ...(source ? { source } : {}) };
  if (choice.kind === 'template') {
    await exportTemplate({ client, resource: choice.resource, out });
    return 0;
  }
  if (choice.kind === 'catalogue') {
    const r = await exportCatalogue({
      client,
      resource: choice.resource,
      out,
      ...(q.filter !== undefined ? { filter: q.filter } : {}),
      ...stop,
      onProgress: (p) => onRows(p.done),
    });
    return r.rows;
  }
  const r = await exportList({ client, ...listQuery(q), out, ...stop, onProgress: (p) => onRows(p.done) });
  return r.rows;
}

/** Saves the export to `path` (.xlsx or .csv); a stop through `signal` leaves no file and ends with an error event. */
export async function saveExport(
  client: JobClient,
  q: ExportQuery,
  path: string,
  progress: (p: ExportProgress) => void,
  opts: { exportId?: string; signal?: AbortSignal; source?: BaselineSource } = {},
): Promise<{ exportId: string; rows: number }> {
  const exportId = opts.exportId ?? newExportId();
  let rows = 0;
  try {
    const onRows = (done: number): void => {
      rows = done;
      progress({ exportId, rows, done: false });
    };
    rows = await writeExport(client, q, path, opts.signal, onRows, opts.source);
  } catch (err) {
    const error =
      err instanceof JobInterrupted ? new UserError(STOPPED, { id: 'errors:export.stoppedHint' }) : (err as Error);
    const shown = shownError(err);
    progress({ exportId, rows, done: true, error: error.message, ...(shown ? { shownError: shown } : {}) });
    throw error;
  }
  progress({ exportId, rows, done: true });
  return { exportId, rows };
}
