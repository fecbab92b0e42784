// The app's side of list export (main/ipc's export.* handlers dispatch here): a thin adapter
// over this folder's export engine, which the CLI's `export` uses too, so the app and the command line write
// the same workbook for the same choices. Only what is the app's own lives here: the
// contract's field names (list for resource), an export id, and progress events.
import { randomBytes } from 'node:crypto';
import type { ExportList, ExportQuery } from '../../../shared/ipc/index.js';
import { JobInterrupted, type JobClient } from '../client.js';
import { exportList } from './list-export.js';
import { previewList, type ListPreview } from './list-preview.js';
import type { ListQuery } from './list-query.js';
import { exportListInfos } from './lists.js';

export type ExportProgress = { exportId: string; rows: number; done: boolean; error?: string };

export function newExportId(): string {
  return randomBytes(8).toString('hex');
}

export function exportLists(): ExportList[] {
  return exportListInfos();
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
  return previewList(client, { ...listQuery(q), top: q.top });
}

/** Saves the list to `path` (.xlsx or .csv); a stop through `signal` leaves no file and ends with an error event. */
export async function saveExport(
  client: JobClient,
  q: ExportQuery,
  path: string,
  progress: (p: ExportProgress) => void,
  opts: { exportId?: string; signal?: AbortSignal } = {},
): Promise<{ exportId: string; rows: number }> {
  const exportId = opts.exportId ?? newExportId();
  let rows = 0;
  try {
    const r = await exportList({
      client,
      ...listQuery(q),
      out: path,
      ...(opts.signal ? { signal: opts.signal } : {}),
      onProgress: (p) => {
        rows = p.done;
        progress({ exportId, rows, done: false });
      },
    });
    rows = r.rows;
  } catch (err) {
    // The engine's interruption speaks of the CLI's journal; an app export has none to resume.
    const error = err instanceof JobInterrupted ? new Error('Export stopped; no file was written.') : (err as Error);
    progress({ exportId, rows, done: true, error: error.message });
    throw error;
  }
  progress({ exportId, rows, done: true });
  return { exportId, rows };
}
