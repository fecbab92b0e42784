// An upsert row that carries an ID (the ID column a DistributionCenters export writes) names
// the center it changes (issue 26): the centers are read in bulk by ID, and the row is an
// update of that center, Unchanged when every value is already there. Without this an export
// imported back as it was made every row Invalid ("ID is set by the service"), since an
// upsert found centers only by Code and sent the rest as creates.
import { engineMessage, type Message } from '../../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../../shared/odata/index.js';
import type { JobClient } from '../../engine-port.js';

export type Center = Record<string, unknown>;

/** The row's ID, when it gives one. */
export const idOf = (f: Record<string, unknown>): number | null => (typeof f.ID === 'number' ? f.ID : null);

/** The centers with these IDs, deleted ones included ($filter on ID, about 70 IDs a request). */
export async function readById(
  client: JobClient,
  ids: number[],
): Promise<{ byId: Map<number, Center>; requests: number }> {
  const byId = new Map<number, Center>();
  let requests = 0;
  for (const filter of chunkAnyEq('ID', ids))
    for await (const page of client.list<Center>(`/v1/DistributionCenters?${formatQuery({ filter })}`)) {
      requests++;
      for (const dc of page) byId.set(dc.ID as number, dc);
    }
  return { byId, requests };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Why the row's ID names no center it may change, or undefined when it names one. */
export function idRefusal(
  id: number,
  rowNumber: number,
  rowsById: Map<number, number[]>,
  dc: Center | undefined,
  values: Record<string, unknown>,
): Message | undefined {
  const others = (rowsById.get(id) ?? []).filter((n) => n !== rowNumber);
  if (others.length) return engineMessage('dc.idTwice', { id, rows: others.join(', ') });
  if (!dc) return engineMessage('dc.idUnknown', { id });
  if (dc.IsDeleted === true && !Object.entries(values).every(([k, v]) => same(dc[k], v)))
    return engineMessage('dc.idDeleted', { id });
  return undefined;
}
