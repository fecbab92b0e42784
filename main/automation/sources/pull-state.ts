// Where a pull source's files land and what it remembers (issue 45). Each address gets a
// folder of its own in the data folder, `sources/<hash of the address>/`: `inbox/` is the
// ordinary watched folder the local pipeline runs on (processed/, failed/, held/, the lock,
// the content hashes: all unchanged), `download/` holds a file while it arrives (renamed into
// the inbox whole), and `pull.json` the HTTPS validators and the last pull, written whole.
// `last` is the last pull as the Automations screen shows it (when, and fetched / not
// modified / nothing new / failed with the reason), written by pull-source.ts for every pull.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { appHome, JsonStore } from '../../files/index.js';

/** The last pull, in words a screen translates: what happened, the files it brought, why it failed. */
export const PullResult = z.object({
  at: z.string(),
  kind: z.enum(['fetched', 'not-modified', 'nothing-new', 'failed']),
  files: z.array(z.string()).optional(),
  reason: z.string().optional(),
});
export type PullResult = z.infer<typeof PullResult>;

const pullSchema = z.object({
  address: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  /** When the source was last asked, and what it answered ("fetched stock.csv", "not modified", an error). */
  lastPull: z.string().optional(),
  lastOutcome: z.string().optional(),
  last: PullResult.optional(),
});
export type PullRecord = z.infer<typeof pullSchema>;

export interface SourceFolders {
  root: string;
  inbox: string;
  download: string;
}

/** The address without a password, as it is shown and hashed (the user stays: it names the account). */
export function displayAddress(address: string): string {
  const u = new URL(address);
  u.password = '';
  return u.href;
}

/** The address's folders, named only (nothing created): for reading what a pull left. */
export function sourcePaths(address: string, dataDir?: string): SourceFolders {
  const key = createHash('sha256').update(displayAddress(address)).digest('hex').slice(0, 16);
  const root = join(dataDir ?? appHome(), 'sources', key);
  return { root, inbox: join(root, 'inbox'), download: join(root, 'download') };
}

export function sourceFolders(address: string, dataDir?: string): SourceFolders {
  const f = sourcePaths(address, dataDir);
  mkdirSync(f.inbox, { recursive: true, mode: 0o700 });
  mkdirSync(f.download, { recursive: true, mode: 0o700 });
  return f;
}

// None yet, or damaged (main/files' 'empty' policy): the next pull starts without
// validators, a full fetch, which the content hash then dedupes.
const pullFile = (f: SourceFolders, address: string) =>
  new JsonStore(join(f.root, 'pull.json'), pullSchema, {
    what: 'The pull record',
    empty: () => ({ address: displayAddress(address) }),
    broken: 'empty',
  });

export function readPull(f: SourceFolders, address: string): PullRecord {
  return pullFile(f, address).read();
}

export function writePull(f: SourceFolders, record: PullRecord): void {
  pullFile(f, record.address).writeSync(record);
}
