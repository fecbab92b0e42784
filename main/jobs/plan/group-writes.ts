// Grouped writes (issue 11): the pending values of one product (and profile) travel in one
// request where the service has an action for it. AttributeValues upserts become
// POST Products(ID)/UpdateAttributes; DCQuantities upserts and updates become
// POST Products(ID)/UpdateQuantity with UpdateType Absolute, so a row's quantity is set,
// never added, as its own PATCH or POST would. Deletes, DistributionCenters and CustomFields
// stay one request per value. Each row keeps its own planned request: a dissolved group
// (refused action, partial failure, resume) sends its rows again, grouped anew or alone.
// Runs after the pre-flight, so only changed values travel. Which action carries which
// operation is the target's to say (targets/dc-quantities.ts, targets/attribute-values.ts).
import type { GroupAction, GroupCandidate, Journal, NewGroup } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';

/** At most this many values in one grouped request, and about this much body. */
export const GROUP_MAX_VALUES = 100;
const GROUP_MAX_CHARS = 256 * 1024;
const PARENTS_PER_PAGE = 500;

/** The action that can carry this import's values, or null when every value is its own request. */
export function groupActionFor(target: ImportTarget, operation: ImportOperation): GroupAction | null {
  return target.groupAction?.(operation) ?? null;
}

/** Whether the job groups at all: --no-group, or "group": false in its mapping file, turn it off. */
export function groupingEnabled(journal: Journal): boolean {
  const mapping = journal.data.mapping as { group?: boolean } | undefined;
  return journal.data.group !== false && mapping?.group !== false;
}

/** The grouping key the service refused, if it did: the action everywhere, or for one profile. */
export function groupingOff(journal: Journal, action: GroupAction, profileId: number | null): boolean {
  const off = journal.data.grouping?.off ?? [];
  return off.includes(action) || (profileId !== null && off.includes(`${action}@${profileId}`));
}

/** One value of a grouped request, from the row's validated fields. */
function item(action: GroupAction, fields: Record<string, unknown>): Record<string, unknown> {
  return action === 'UpdateAttributes'
    ? { Name: fields.Name, Value: fields.Value ?? null }
    : { DistributionCenterID: fields.DistributionCenterID, Quantity: fields.AvailableQuantity };
}

export function groupBody(action: GroupAction, items: Record<string, unknown>[]): unknown {
  return action === 'UpdateAttributes'
    ? { Value: { Attributes: items } }
    : { Value: { UpdateType: 'Absolute', Updates: items } };
}

function newGroups(action: GroupAction, rows: GroupCandidate[]): NewGroup[] {
  const out: NewGroup[] = [];
  let part: { seqs: number[]; items: Record<string, unknown>[]; chars: number } = { seqs: [], items: [], chars: 0 };
  const close = (): void => {
    // A lone value is sent as its own request: the same cost, and the plainest answer.
    if (part.seqs.length >= 2) {
      const first = rows[0]!;
      out.push({
        parentId: first.parent_id!,
        profileId: first.profile,
        action,
        path: `/v1/Products(${first.parent_id})/${action}`,
        body: JSON.stringify(groupBody(action, part.items)),
        seqs: part.seqs,
      });
    }
    part = { seqs: [], items: [], chars: 0 };
  };
  for (const r of rows) {
    const it = item(action, JSON.parse(r.fields!) as Record<string, unknown>);
    const chars = JSON.stringify(it).length;
    if (part.seqs.length >= GROUP_MAX_VALUES || (part.seqs.length > 0 && part.chars + chars > GROUP_MAX_CHARS)) close();
    part.seqs.push(r.seq);
    part.items.push(it);
    part.chars += chars;
  }
  close();
  return out;
}

/**
 * Forms groups from pending rows that have a planned request and no group. Returns the number
 * of groups formed. Rows of a product whose action the service refused stay single.
 */
export function groupPending(journal: Journal, target: ImportTarget, operation: ImportOperation): number {
  const action = groupActionFor(target, operation);
  if (!action || !groupingEnabled(journal)) return 0;
  journal.groups.releaseStale();
  // An update may not create a value; UpdateQuantity would, so only values the pre-flight found are grouped.
  const existedOnly = operation === 'update';
  let after = -Infinity,
    formed = 0;
  for (;;) {
    const rows = journal.groups.candidates(after, PARENTS_PER_PAGE, existedOnly);
    if (rows.length === 0) return formed;
    after = rows[rows.length - 1]!.parent_id!;
    const groups: NewGroup[] = [];
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      const a = rows[start]!,
        b = rows[i];
      if (b && b.parent_id === a.parent_id && b.profile === a.profile) continue;
      const same = rows.slice(start, i);
      if (!groupingOff(journal, action, a.profile)) groups.push(...newGroups(action, same));
      start = i;
    }
    journal.groups.add(groups);
    formed += groups.length;
  }
}
