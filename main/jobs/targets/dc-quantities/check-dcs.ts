// DCQuantities: a row naming a distribution center the connection does not have (or one that
// was deleted) is Invalid before anything is sent, instead of a 400 per row from the service.
// The DC list is one paged GET (1000 a page with a short $select), so it costs almost nothing.
// (A DCQuantities import reads it once more before the rows, to recognise DC names: the plan
// may run later, on resume, and must check against the list as it is then.)
import { engineMessage } from '../../../../shared/i18n/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../../engine-port.js';
import { invalidateChildKeys, pendingChildKeys, pendingValueColumns, type Journal } from '../../../journal/index.js';
import { readKnownDcs } from '../../service-names.js';

export async function checkDistributionCenters(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<{ requests: number; unknown: number }> {
  const wanted = pendingChildKeys(journal);
  if (wanted.length === 0) return { requests: 0, unknown: 0 };
  checkAbort(opts.signal, 'resolve');
  // The same reader as the column recognition (service-names.ts): live centers, sorted by ID.
  const { dcs, requests } = await readKnownDcs(client);
  const live = new Set(dcs.map((dc) => String(dc.id)));
  const unknown = wanted.filter((id) => !live.has(id));
  if (unknown.length === 0) return { requests, unknown: 0 };
  // The column the DC came from: the one mapped to DistributionCenterID, or a wide layout's header.
  const mapping = journal.data.mapping as { columns?: { column: string; field?: string }[] } | undefined;
  const dcColumn = mapping?.columns?.find((c) => c.field === 'DistributionCenterID')?.column ?? 'DistributionCenterID';
  const choices = [...live].join(', ');
  const n = invalidateChildKeys(
    journal,
    unknown.map((id) => ({
      childKey: id,
      message: engineMessage(choices ? 'dc.unknownId' : 'dc.unknownIdNone', {
        column: pendingValueColumns(journal, id).find((c) => c) ?? dcColumn,
        id,
        choices,
      }),
    })),
  );
  return { requests, unknown: n };
}
