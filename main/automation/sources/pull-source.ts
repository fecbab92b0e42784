// A watch's source when it is not a local folder (issue 45): an `https://` or `sftp://`
// address. A pull brings the source's new file into the address's own inbox folder in the
// data folder, and the watcher then runs on that inbox exactly as on a local folder: every
// guard, dedupe by content hash, move, notification, result workbook and resume applies
// unchanged. The source only delivers bytes and a name.
import { UserError } from '../../../shared/errors/index.js';
import type { SecretVault } from '../../auth/index.js';
import type { NetworkSettings } from '../../net/index.js';
import { redact } from '../../../shared/security/index.js';
import { dirname, join, basename } from 'node:path';
import { pullHttps, type PullOutcome as HttpsOutcome } from './https-source.js';
import {
  displayAddress,
  readPull,
  sourceFolders,
  writePull,
  type PullResult,
  type SourceFolders,
} from './pull-state.js';
import { pullSftp, settleRemote, type SftpPull } from './sftp-source.js';

/** An SFTP pull takes every settled file the pattern matches, and names those still changing. */
export type PullOutcome = HttpsOutcome | { kind: 'files'; files: string[]; left: string[] };
export { displayAddress, readPull, sourceFolders, sourcePaths, type PullResult } from './pull-state.js';

export interface PullOptions {
  network?: NetworkSettings | undefined;
  maxBytes?: number | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /** The keychain the secret is read from (default the OS's). */
  vault?: SecretVault | undefined;
  /** The data folder (default the app's). */
  dataDir?: string | undefined;
  /** sftp://: the private key file (its passphrase from COMMERCE_BULK_SFTP_PASSPHRASE). */
  keyFile?: string | undefined;
  /** sftp://: a remote file is taken when unchanged this long. */
  settleMs?: number | undefined;
}

/** True for an address a watch pulls from rather than a local folder. */
export function isPullAddress(s: string): boolean {
  return /^(https|sftp):\/\//i.test(s);
}

function checkAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new UserError({ id: 'errors:pull.notAddress', params: { address } }, { id: 'errors:pull.notAddressHint' });
  }
  if (url.password)
    throw new UserError(
      { id: 'errors:pull.passwordInAddress', params: { address: displayAddress(address) } },
      { id: 'errors:pull.passwordInAddressHint' },
    );
  if (url.protocol === 'http:')
    throw new UserError({ id: 'errors:pull.plainHttp', params: { address } }, { id: 'errors:pull.plainHttpHint' });
  return url;
}

export interface PullSource {
  address: string;
  folders: SourceFolders;
  pull(): Promise<PullOutcome>;
  /** After the local run: each pulled file moved on the server as it was locally (sftp://). */
  finish(done: { file: string; status: string }[]): Promise<void>;
}

function sftpSource(address: string, folders: SourceFolders, o: PullOptions): PullSource {
  const p: SftpPull = {
    address,
    folders,
    knownHosts: join(dirname(folders.root), 'known_hosts'),
    keyFile: o.keyFile,
    settleMs: o.settleMs ?? 10_000,
    env: o.env,
    vault: o.vault,
  };
  const remote = new Map<string, string>();
  let queue: Promise<void> = Promise.resolve();
  return {
    address: displayAddress(address),
    folders,
    pull: async () => {
      const r = await pullSftp(p);
      for (const [name, path] of r.remote) remote.set(name, path);
      return { kind: 'files', files: r.files, left: r.left };
    },
    // One move at a time, in order: a file's move as it is handled, then the run's end, waiting for it.
    finish: (done) => {
      const moves = done.flatMap((d) => {
        const path = remote.get(basename(d.file));
        const to = ['processed', 'failed', 'held'].includes(d.status) ? d.status : null;
        if (!path || !to) return [];
        remote.delete(basename(d.file));
        return [{ remote: path, to }];
      });
      const next = queue.then(() => settleRemote(p, moves));
      queue = next.catch(() => {});
      return next;
    },
  };
}

function resultOf(r: PullOutcome): Omit<PullResult, 'at'> {
  if (r.kind === 'fetched') return { kind: 'fetched', files: [basename(r.file)] };
  if (r.kind === 'not-modified') return { kind: 'not-modified' };
  return r.files.length ? { kind: 'fetched', files: r.files.map((f) => basename(f)) } : { kind: 'nothing-new' };
}

/** Every pull, whatever it answered or why it failed, kept as the source's `last` (the Automations screen reads it). */
function recorded(s: PullSource): PullSource {
  const keep = (last: Omit<PullResult, 'at'>): void =>
    writePull(s.folders, { ...readPull(s.folders, s.address), last: { at: new Date().toISOString(), ...last } });
  return {
    ...s,
    pull: async () => {
      try {
        const r = await s.pull();
        keep(resultOf(r));
        return r;
      } catch (err) {
        const e = err as { message?: unknown; hint?: unknown };
        keep({ kind: 'failed', reason: redact(typeof e?.message === 'string' ? e.message : String(err)) });
        throw err;
      }
    },
  };
}

export function pullSource(address: string, o: PullOptions = {}): PullSource {
  return recorded(unrecorded(address, o));
}

function unrecorded(address: string, o: PullOptions): PullSource {
  const url = checkAddress(address);
  const folders = sourceFolders(address, o.dataDir);
  if (url.protocol === 'https:')
    return {
      address: displayAddress(address),
      folders,
      pull: () => pullHttps({ address, folders, network: o.network, maxBytes: o.maxBytes, env: o.env, vault: o.vault }),
      finish: () => Promise.resolve(),
    };
  if (url.protocol === 'sftp:') {
    if (!url.username)
      throw new UserError(
        { id: 'errors:pull.noUser', params: { address: displayAddress(address) } },
        { id: 'errors:pull.noUserHint' },
      );
    return sftpSource(address, folders, o);
  }
  throw new UserError(
    { id: 'errors:pull.unsupported', params: { protocol: url.protocol } },
    { id: 'errors:pull.unsupportedHint' },
  );
}
