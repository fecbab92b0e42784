// Which profile each distribution center or custom field of the file belongs to (issue 32):
// the service refuses a quantity at another profile's center, or a value of another
// profile's custom field (400), so the pre-flight must refuse it too, or the dry run
// promises what the real run refuses. The service lists no owner of a center or a field;
// every value under one is in its profile, so a key seen on a read parent (the pre-flight's
// cache), else on any parent (one $top=1 read per key), belongs to that parent's profile.
// A key with no value anywhere has no known owner: its rows go as before.
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import { filterAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient, type ProgressListener } from '../engine-port.js';
import { parentProfiles, pendingChildKeys, seenKeyProfiles, type Journal } from '../../journal/index.js';
import type { ImportTarget } from '../target.js';

// Keys read one by one at most: a file names a few centers or fields, not hundreds.
const MAX_KEY_READS = 50;

export interface KeyOwners {
  /** Child key -> the profile it belongs to, where known. */
  owner: Map<string, number>;
  /** Profile ID -> its name, for messages; empty when every key and parent is in one profile. */
  names: Map<number, string>;
  requests: number;
}

/** The profile of one parent holding a value under `key`, or undefined when none does. */
async function ownerByRead(client: JobClient, target: ImportTarget, key: string): Promise<number | undefined> {
  const parent = target.parent!;
  const value = Number(key);
  if (!Number.isInteger(value)) return undefined;
  const query = formatQuery({
    filter: `${parent.expand}/any(k: ${filterAnyEq(`k/${parent.childKey}`, [value])})`,
    select: ['ID', 'ProfileID'],
    top: 1,
  });
  for await (const page of client.list<{ ProfileID: number }>(`/v1/${parent.entitySet}?${query}`))
    return page[0]?.ProfileID;
  return undefined;
}

async function profileNames(client: JobClient): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const query = formatQuery({ select: ['ID', 'CompanyName', 'AccountName'] });
  for await (const page of client.list<{ ID: number; CompanyName?: string | null; AccountName?: string | null }>(
    `/v1/Profiles?${query}`,
  ))
    for (const p of page) out.set(p.ID, p.CompanyName || p.AccountName || '');
  return out;
}

/** After the pre-flight's read: the owner of each pending row's child key, where one can be known. */
export async function readKeyOwners(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  opts: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<KeyOwners> {
  const owner = new Map<string, number>();
  if (!target.keyOfProfile || !target.parent) return { owner, names: new Map(), requests: 0 };
  const seen = seenKeyProfiles(journal);
  // Seen under two profiles: the service's data breaks the rule; judge nothing by it.
  for (const [key, profiles] of seen) if (profiles.length === 1) owner.set(key, profiles[0]!);
  let requests = 0;
  const unseen = pendingChildKeys(journal)
    .filter((k) => !seen.has(k))
    .slice(0, MAX_KEY_READS);
  for (const key of unseen) {
    checkAbort(opts.signal, 'preflight');
    requests++;
    // A service that refuses the lambda read leaves the key unplaced: this check must not stop a run.
    const profile = await ownerByRead(client, target, key).catch((err: unknown) => {
      if (opts.signal?.aborted) throw err;
      return undefined;
    });
    if (profile !== undefined) owner.set(key, profile);
  }
  const profiles = new Set([...owner.values(), ...parentProfiles(journal)]);
  if (profiles.size < 2) return { owner, names: new Map(), requests };
  requests++;
  // Names only make the message kinder: without them it names the profiles by ID.
  const names = await profileNames(client).catch((err: unknown) => {
    if (opts.signal?.aborted) throw err;
    return new Map<number, string>();
  });
  return { owner, names, requests };
}

/** Why a row's key is refused: it belongs to another profile than its parent; null when it does not (or is not known). */
export function otherProfileMessage(
  target: ImportTarget,
  owners: KeyOwners,
  r: { parent_id: number | null; p_profile: number | null },
  fields: Record<string, unknown>,
): Message | null {
  const nouns = target.keyOfProfile;
  if (!nouns || r.p_profile === null || r.parent_id === null) return null;
  const row = { key: String(fields[target.parent!.childKey]), parentId: r.parent_id, parentProfile: r.p_profile };
  const owner = owners.owner.get(row.key);
  if (owner === undefined || owner === row.parentProfile) return null;
  const named = (id: number): Message => {
    const name = owners.names.get(id);
    return name ? engineMessage('plan.profileNamed', { id, name }) : engineMessage('plan.profile', { id });
  };
  return engineMessage(target.extraFields.includes('Sku') ? 'plan.otherProfileSku' : 'plan.otherProfile', {
    keyNoun: nouns.key,
    key: row.key,
    owner: named(owner),
    parentNoun: nouns.parent,
    parentId: row.parentId,
    parentProfile: named(row.parentProfile),
    profile: row.parentProfile,
    idField: target.parent!.idField,
  });
}
