// Export of the service's lists (issue 5's list export) for the UI: the lists the catalogue
// says can be listed, a first-page preview, and a streamed save to XLSX or CSV with progress.
// Pages are awaited one by one from the network and written with backpressure (flush), so
// the event loop is never held for long.
import { randomBytes } from 'node:crypto';
import { catalogue, type EntityDef } from '../../../shared/resources/index.js';
import { formatQuery } from '../../../shared/odata/index.js';
import type { ExportList, ExportQuery } from '../../../shared/ipc/index.js';
import type { ApiClient } from '../../api/index.js';
import { createWorkbookWriter, type WritableCell } from '../../sheets/index.js';

const LABELS: Record<string, string> = {
  DistributionCenters: 'Distribution centers', DistributionCenterOperatingHours: 'Operating hours', ChannelDocuments: 'Channel documents',
  'ChannelDocuments/NotSupplied': 'Channel documents not supplied', Profiles: 'Profiles', Packages: 'Packages', Products: 'Products', Orders: 'Orders',
};

function listable(): EntityDef[] {
  return Object.values(catalogue).filter((e) => e.operations.list && e.list && e.path);
}

export function exportLists(): ExportList[] {
  return listable().map((e) => ({
    id: e.entitySet, label: LABELS[e.entitySet] ?? e.entitySet,
    columns: e.fields.filter((f) => f.type !== 'binary').map((f) => f.name),
    orderable: e.list!.orderby, expandable: e.list!.expand.filter((x) => x !== '*'),
  }));
}

function entityOf(list: string): EntityDef {
  const e = listable().find((x) => x.entitySet === list);
  if (!e) throw new Error(`There is no list '${list}' to export. Pick one of: ${listable().map((x) => x.entitySet).join(', ')}.`);
  return e;
}

function pathOf(q: ExportQuery, top?: number): { path: string; columns: string[] } {
  const e = entityOf(q.list);
  const select = q.select?.length ? q.select : undefined;
  const columns = [...(select ?? e.fields.filter((f) => f.type !== 'binary').map((f) => f.name)), ...(q.expand ?? [])];
  const query = formatQuery({ ...(q.filter?.trim() ? { filter: q.filter.trim() } : {}), ...(select ? { select: [...select, ...(q.expand ?? [])] } : {}),
    ...(q.orderby?.length ? { orderby: q.orderby } : {}), ...(q.expand?.length ? { expand: q.expand } : {}), ...(top ? { top, count: true } : {}) });
  return { path: `${e.path}${query ? `?${query}` : ''}`, columns };
}

function cell(v: unknown): WritableCell {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  return JSON.stringify(v);
}

export async function previewExport(client: ApiClient, q: ExportQuery & { top: number }): Promise<{ columns: string[]; rows: string[][]; count: number | null }> {
  const { path, columns } = pathOf(q, q.top);
  const pages = client.list<Record<string, unknown>>(path, { count: true });
  for await (const page of pages) {
    const rows = page.slice(0, q.top).map((r) => columns.map((c) => { const v = cell(r[c]); return v === null ? '' : String(v); }));
    return { columns, rows, count: pages.count ?? null };
  }
  return { columns, rows: [], count: 0 };
}

export async function saveExport(client: ApiClient, q: ExportQuery, path: string,
  progress: (p: { exportId: string; rows: number; done: boolean; error?: string }) => void): Promise<{ exportId: string; rows: number }> {
  const exportId = randomBytes(8).toString('hex');
  const { path: listPath, columns } = pathOf(q);
  const writer = await createWorkbookWriter(path);
  let rows = 0;
  try {
    const sheet = writer.addSheet(LABELS[q.list] ?? q.list.replace(/\W+/g, ' '), columns);
    for await (const page of client.list<Record<string, unknown>>(listPath)) {
      for (const r of page) sheet.addRow(columns.map((c) => cell(r[c])));
      rows += page.length;
      await writer.flush();
      progress({ exportId, rows, done: false });
    }
    await writer.close();
  } catch (err) {
    await writer.abort();
    progress({ exportId, rows, done: true, error: (err as Error).message });
    throw err;
  }
  progress({ exportId, rows, done: true });
  return { exportId, rows };
}
