// Full-feed mode (issue 28) sets to 0 the values a file no longer lists: that means "none
// left" only for DC quantities. Any other resource is refused before a job exists, and so is
// a --full-feed-dcs list naming a DC the connection lacks (issue 41: the feed owns only those).
import { JobError } from './job-errors.js';
import type { KnownDc } from '../mapping/dc-headers.js';
import type { ImportTarget } from '../target.js';

export function refuseFullFeed(target: ImportTarget): void {
  if (target.fullFeed) return;
  throw new JobError(
    { id: 'errors:job.fullFeedResource', params: { resource: target.resource } },
    { id: 'errors:job.fullFeedResourceHint' },
  );
}

const same = (a: string, b: string | null | undefined): boolean =>
  typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The connection's DCs as a refusal lists them: "1 Berlin (BER), 2 Hamburg". */
const dcList = (dcs: readonly KnownDc[]): string =>
  dcs.map((d) => `${d.id} ${d.name ?? ''}${d.code ? ` (${d.code})` : ''}`.trim()).join(', ');

/** The DC IDs a --full-feed-dcs list names (IDs, Codes or Names, as the service compares them); an unknown one refused. */
export function feedDcIds(given: readonly string[], dcs: readonly KnownDc[] | undefined): number[] {
  const ids = new Set<number>();
  for (const entry of given) {
    const text = entry.trim();
    const found = dcs?.find((d) => String(d.id) === text || same(text, d.code) || same(text, d.name));
    if (found) ids.add(found.id);
    else if (!dcs && /^\d+$/.test(text)) ids.add(Number(text));
    else
      throw new JobError(
        dcs
          ? { id: 'errors:job.fullFeedDcList', params: { entry, dcs: dcList(dcs) } }
          : { id: 'errors:job.fullFeedDc', params: { entry } },
        { id: 'errors:job.fullFeedDcHint' },
      );
  }
  return [...ids].sort((a, b) => a - b);
}
