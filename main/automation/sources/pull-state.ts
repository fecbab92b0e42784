// Where a pull source's files land and what it remembers (issue 45). Each address gets a
// folder of its own in the data folder, `sources/<hash of the address>/`: `inbox/` is the
// ordinary watched folder the local pipeline runs on (processed/, failed/, held/, the lock,
// the content hashes: all unchanged), `download/` holds a file while it arrives (renamed into
// the inbox whole), and `pull.json` the HTTPS validators and the last pull, written whole.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { appDir, JsonStore } from '../../files/index.js';

const pullSchema = z.object({
  address: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  /** When the source was last asked, and what it answered ("fetched stock.csv", "not modified", an error). */
  lastPull: z.string().optional(),
  lastOutcome: z.string().optional(),
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

export function sourceFolders(address: string, dataDir?: string): SourceFolders {
  const key = createHash('sha256').update(displayAddress(address)).digest('hex').slice(0, 16);
  const root = dataDir ? join(dataDir, 'sources', key) : appDir('sources', key);
  const f = { root, inbox: join(root, 'inbox'), download: join(root, 'download') };
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
