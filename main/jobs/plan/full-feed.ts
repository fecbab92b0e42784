// Full-feed mode (issue 28, as ChannelAdvisor's "detect dropped products"): the file is the
// whole stock of its profile at the DCs it owns (issue 41: those its lines name, or the list
// given), so a DC quantity the service holds there for one of the profile's products that the
// file no longer lists is set to 0. Read after the file's keys are known
// (SKUs resolved) and checked against the pre-flight; each dropped key that is not 0 already
// becomes a line of its own, numbered after the file's last row: planned, grouped, guarded,
// sent, reported and undone like any other line.
import { formatQuery } from '../../../shared/odata/index.js';
import {
  fileChildKeySet,
  fileChildKeys,
  fileParentProfiles,
  lastSheetRow,
  replaceDroppedKeyLines,
  type DroppedKeyLine,
  type Journal,
} from '../../journal/index.js';
import { checkAbort, type JobClient } from '../engine-port.js';
import type { ImportTarget } from '../target.js';
import { keyText } from '../validate/key-text.js';
import { readChunk } from './parent-pages.js';
import { readParentProfiles } from './preflight.js';
import type { StageContext } from '../stage-context.js';

/** The profiles whose stock the file stands for: the one given (--profile), else those of the file's products. */
async function feedProfiles(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  fromRow: number,
): Promise<{ profiles: number[]; requests: number }> {
  if (journal.data.profile !== undefined) return { profiles: [journal.data.profile], requests: 0 };
  const parents = fileParentProfiles(journal, fromRow);
  const profiles = new Set(parents.flatMap((p) => (p.profile === null ? [] : [p.profile])));
  const unread = parents.filter((p) => p.profile === null).map((p) => p.id);
  if (unread.length === 0) return { profiles: [...profiles], requests: 0 };
  const read = await readParentProfiles(client, target.parent!, unread);
  for (const profile of read.profiles.values()) profiles.add(profile);
  return { profiles: [...profiles], requests: read.requests };
}

/** Adds a line setting each dropped, non-zero key of the profile to 0; the requests it read with. */
export async function addDroppedKeys(ctx: StageContext): Promise<{ requests: number; added: number; owned: string[] }> {
  const { journal, client, target, ...progress } = ctx;
  const parent = target.parent!;
  const valueField = target.valueField!;
  // Set once: a plan run again after a crash replaces the lines it added, never the file's.
  const fromRow = journal.data.fullFeedFrom ?? lastSheetRow(journal) + 1;
  if (journal.data.fullFeedFrom === undefined) journal.update({ fullFeedFrom: fromRow });
  const listed = fileChildKeys(journal, fromRow);
  // The feed owns only its DCs (issue 41): those given, else those its own lines name; a DC fed by
  // someone else (a drop-shipper's) is never zeroed because a warehouse's file does not list it.
  const given = journal.data.fullFeedDcs;
  const owned = given ? new Set(given.map(String)) : fileChildKeySet(journal, fromRow);
  const { profiles, requests: profileReads } = await feedProfiles(journal, client, target, fromRow);
  let requests = profileReads;
  const lines: DroppedKeyLine[] = [];
  for (const profile of profiles.sort((a, b) => a - b)) {
    checkAbort(progress.signal, 'preflight');
    const query = formatQuery({ filter: `ProfileID eq ${profile}`, expand: [parent.expand] });
    const read = await readChunk(client, parent.entitySet, query, parent.expand);
    requests += read.requests;
    for (const p of read.parents)
      for (const child of p.children) {
        const childKey = String(child[parent.childKey]);
        const value = child[valueField];
        if (!owned.has(childKey) || listed.has(`${p.id}|${childKey}`)) continue;
        if (value === 0 || value === null || value === undefined) continue;
        const fields = { [parent.idField]: p.id, [parent.childKey]: child[parent.childKey], [valueField]: 0 };
        lines.push({
          rowNumber: fromRow + lines.length,
          key: keyText(target.entity.keys, fields),
          sku: typeof p.record.Sku === 'string' ? p.record.Sku : null,
          parentId: p.id,
          childKey,
          fields: { ...fields, ProfileID: p.profile },
          old: String(value),
        });
      }
  }
  replaceDroppedKeyLines(journal, fromRow, lines);
  progress.onProgress?.({
    stage: 'preflight',
    done: lines.length,
    message: `${lines.length} quantities not in the file`,
  });
  const ownedKeys = [...owned].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return { requests, added: lines.length, owned: ownedKeys };
}
