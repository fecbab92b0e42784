// The first page of a list export, as the text of each cell, with the service's count: what
// the app shows before saving. It asks the same question and types the same cells as
// exportList, so the preview's columns and values are the saved file's first rows.
import type { JobClient } from '../engine-port.js';
import { resolveListQuery, type ListQuery } from './list-query.js';
import { cellText, typedCell } from './typed-cell.js';

export interface ListPreview {
  columns: string[];
  rows: string[][];
  count: number | null;
}

export async function previewList(
  client: JobClient,
  q: ListQuery & { top: number },
  signal?: AbortSignal,
): Promise<ListPreview> {
  const r = resolveListQuery(q, { count: true });
  // main/api's list() also reports the service's @odata.count once the first page is in; a test double may not.
  const pages = client.list<Record<string, unknown>>(r.path, {
    count: true,
    ...(signal ? { signal } : {}),
  }) as AsyncIterable<Record<string, unknown>[]> & { count?: number };
  for await (const page of pages) {
    const rows = page
      .slice(0, q.top)
      .map((record) =>
        [...r.fields.map((f) => record[f.name]), ...r.expand.map((n) => record[n.name])].map((v) =>
          cellText(typedCell(v)),
        ),
      );
    return { columns: r.columns, rows, count: pages.count ?? null };
  }
  return { columns: r.columns, rows: [], count: 0 };
}
