// Reading parents (Products, Orders) with their expanded children, one $filter chunk at a
// time: shared by the pre-flight read, the SKU look-up (which reads current values in the
// same request when the pre-flight is on: issue 31), the undo's conflict check and the
// re-read after a failed group.
import { pathOf, type JobClient } from '../engine-port.js';
import type { ImportTarget } from '../target.js';

export interface ReadParent {
  id: number;
  profile: number;
  children: Record<string, unknown>[];
  /** The parent as listed (its selected properties), for a caller that needs more than the ID. */
  record: Record<string, unknown>;
}

/** One $filter chunk of parents with their expanded children (following the server's paging of both); no expand: no children. */
export async function readChunk(
  client: JobClient,
  entitySet: string,
  query: string,
  expand?: string,
): Promise<{ parents: ReadParent[]; requests: number }> {
  const parents: (ReadParent & { more?: string | undefined })[] = [];
  let requests = 0;
  for await (const page of client.list<Record<string, unknown>>(`/v1/${entitySet}?${query}`)) {
    requests++;
    for (const p of page) {
      parents.push({
        id: p.ID as number,
        profile: p.ProfileID as number,
        children: expand ? ((p[expand] as Record<string, unknown>[] | undefined) ?? []) : [],
        more: expand ? (p[`${expand}@odata.nextLink`] as string | undefined) : undefined,
        record: p,
      });
    }
  }
  for (const r of parents) {
    if (r.more)
      for await (const page of client.list<Record<string, unknown>>(pathOf(r.more))) {
        requests++;
        r.children.push(...page);
      }
  }
  return { parents, requests };
}

/** A parent's children as the journal keeps them: child key -> the value as JSON text. */
export function childValues(target: ImportTarget, children: Record<string, unknown>[]): [string, string][] {
  const parent = target.parent!;
  return children.map((c) => [String(c[parent.childKey]), JSON.stringify(c[target.valueField!] ?? null)]);
}
