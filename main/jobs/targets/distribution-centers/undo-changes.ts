// An undo of a DistributionCenters run: the centers it would restore or delete are read by
// ID, and a field that no longer holds what the undone run set (or a center since deleted)
// keeps the row from being overwritten (plan/undo-conflicts.ts Skips it).
import { chunkAnyEq, formatQuery } from '../../../../shared/odata/index.js';
import type { JobClient } from '../../engine-port.js';
import type { ChangesSince, UndoRow } from '../../target.js';

const show = (v: unknown): string => (v === null || v === undefined ? '(blank)' : JSON.stringify(v));

async function currentCenters(client: JobClient, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map<number, Record<string, unknown>>();
  for (const filter of chunkAnyEq('ID', ids))
    for await (const page of client.list<Record<string, unknown>>(`/v1/DistributionCenters?${formatQuery({ filter })}`))
      for (const dc of page) out.set(dc.ID as number, dc);
  return out;
}

export async function centersChangedSince(client: JobClient, rows: UndoRow[]): Promise<ChangesSince> {
  const centers = await currentCenters(
    client,
    rows.map((r) => r.fields.ID as number),
  );
  return (row, set) => {
    const changed: string[] = [];
    const now = centers.get(row.fields.ID as number);
    if (!now || now.IsDeleted) return ['the center no longer exists'];
    for (const [field, value] of Object.entries(set))
      if (
        field !== 'ID' &&
        field !== 'ProfileID' &&
        field in now &&
        JSON.stringify(now[field] ?? null) !== JSON.stringify(value ?? null)
      )
        changed.push(`${field}: the run set ${show(value)}, it is now ${show(now[field])}`);
    return changed;
  };
}
