// DCQuantities: a row naming a distribution center the connection does not have (or one that
// was deleted) is Invalid before anything is sent, instead of a 400 per row from the service.
// The DC list is one paged GET (1000 a page with a short $select), so it costs almost nothing.
import { formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../client.js';
import type { Journal } from '../journal/index.js';
import type { ImportTarget } from '../targets.js';

export async function checkDistributionCenters(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number; unknown: number }> {
  if (target.resource !== 'DCQuantities') return { requests: 0, unknown: 0 };
  const db = journal.db;
  const wanted = db
    .prepare(`SELECT DISTINCT child_key FROM rows WHERE state = 'pending' AND child_key IS NOT NULL`)
    .pluck()
    .all() as string[];
  if (wanted.length === 0) return { requests: 0, unknown: 0 };
  checkAbort(opts.signal, 'resolve');
  const live = new Set<string>();
  let requests = 0;
  for await (const page of client.list<{ ID: number; IsDeleted?: boolean | null }>(
    `/v1/DistributionCenters?${formatQuery({ select: ['ID', 'IsDeleted'] })}`,
  )) {
    requests++;
    for (const dc of page) if (!dc.IsDeleted) live.add(String(dc.ID));
  }
  const unknown = wanted.filter((id) => !live.has(id));
  if (unknown.length === 0) return { requests, unknown: 0 };
  // The column the DC came from: the one mapped to DistributionCenterID, or a wide layout's header.
  const mapping = journal.data.mapping as { columns?: { column: string; field?: string }[] } | undefined;
  const dcColumn = mapping?.columns?.find((c) => c.field === 'DistributionCenterID')?.column ?? 'DistributionCenterID';
  const choices = [...live].sort((a, b) => Number(a) - Number(b)).join(', ');
  const invalidate = db.prepare(
    `UPDATE rows SET state = 'invalid', result = 'Invalid', message = ? WHERE state = 'pending' AND child_key = ?`,
  );
  let n = 0;
  db.transaction(() => {
    for (const id of unknown) {
      const perColumn = db
        .prepare(`SELECT DISTINCT value_column FROM rows WHERE state = 'pending' AND child_key = ?`)
        .pluck()
        .all(id) as (string | null)[];
      const column = perColumn.find((c) => c) ?? dcColumn;
      n += invalidate.run(
        `${column} '${id}': no distribution center with ID ${id} exists for this connection (or it was deleted). ` +
          `Fix: use one of ${choices || '(none: create a distribution center first)'}`,
        id,
      ).changes;
    }
  })();
  return { requests, unknown: n };
}
