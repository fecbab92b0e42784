// An SFTP pull source (issue 45): `sftp://user@host[:port]/path/pattern`, e.g. `/out/*.csv`.
// With ssh2: a private key (--sftp-key, its passphrase from COMMERCE_BULK_SFTP_PASSPHRASE) or
// a password (COMMERCE_BULK_SOURCE_SECRET or the keychain); the host key pinned on first use
// (sftp-host-key.ts). A remote file is taken when its size and mtime are unchanged over the
// settle time, downloaded into download/ and renamed whole into the inbox, where the local
// pipeline takes it; after the local run it is moved on the server to processed/, failed/ or
// held/ beside it, matching the local outcome.
import { readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { posix } from 'node:path';
import { Client, type ConnectConfig, type FileEntryWithStats, type SFTPWrapper } from 'ssh2';
import { UserError } from '../../../shared/errors/index.js';
import { registerSecret, type SecretVault } from '../../auth/index.js';
import { checkHostKey } from './sftp-host-key.js';
import { displayAddress, writePull, type SourceFolders } from './pull-state.js';
import { sourceAccount, sourceSecret } from './source-secret.js';

export const SFTP_PASSPHRASE_ENV = 'COMMERCE_BULK_SFTP_PASSPHRASE';

export interface SftpPull {
  address: string;
  folders: SourceFolders;
  knownHosts: string;
  keyFile?: string | undefined;
  settleMs: number;
  env?: NodeJS.ProcessEnv | undefined;
  /** The keychain to read the password from (default the OS's; the app passes its own). */
  vault?: SecretVault | undefined;
}

export interface SftpSession {
  sftp: SFTPWrapper;
  end(): void;
}

const call = <T>(f: (cb: (err: Error | null | undefined, v: T) => void) => void): Promise<T> =>
  new Promise((res, rej) => f((err, v) => (err ? rej(err) : res(v))));

async function credentials(url: URL, p: SftpPull): Promise<Partial<ConnectConfig>> {
  const user = decodeURIComponent(url.username);
  const env = p.env ?? process.env;
  if (p.keyFile) {
    const passphrase = env[SFTP_PASSPHRASE_ENV] || undefined;
    if (passphrase) registerSecret(passphrase);
    return { privateKey: readFileSync(p.keyFile), ...(passphrase ? { passphrase } : {}) };
  }
  const password = await sourceSecret(sourceAccount('sftp', user, url.hostname), p.env, p.vault);
  if (password === undefined)
    throw new UserError(
      { id: 'errors:pull.sftpNoSecret', params: { user, host: url.hostname } },
      { id: 'errors:pull.sftpNoSecretHint', params: { account: sourceAccount('sftp', user, url.hostname) } },
    );
  return { password };
}

/** Connects, checking the pinned host key; a changed key is refused before anything is sent. */
export async function openSftp(url: URL, p: SftpPull): Promise<SftpSession> {
  const port = Number(url.port || 22);
  const auth = await credentials(url, p);
  const client = new Client();
  let refused: UserError | null = null;
  try {
    await new Promise<void>((res, rej) => {
      client.once('ready', () => res());
      client.once('error', (err) => rej(refused ?? err));
      client.connect({
        host: url.hostname,
        port,
        username: decodeURIComponent(url.username),
        readyTimeout: 20_000,
        hostVerifier: (key: Buffer) => {
          refused = checkHostKey(p.knownHosts, url.hostname, port, key);
          return refused === null;
        },
        ...auth,
      });
    });
    const sftp = await call<SFTPWrapper>((cb) => client.sftp(cb));
    return { sftp, end: () => client.end() };
  } catch (err) {
    client.end();
    if (refused) throw refused;
    throw new UserError(
      { id: 'errors:pull.sftpFailed', params: { address: displayAddress(url.href), reason: (err as Error).message } },
      { id: 'errors:pull.sftpFailedHint' },
    );
  }
}

function globRegex(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${body}$`);
}

export function remoteParts(url: URL): { dir: string; pattern: RegExp } {
  const path = decodeURIComponent(url.pathname);
  const name = posix.basename(path);
  if (!name)
    throw new UserError(
      { id: 'errors:pull.noFile', params: { address: displayAddress(url.href) } },
      { id: 'errors:pull.sftpNoFileHint' },
    );
  return { dir: posix.dirname(path), pattern: globRegex(name) };
}

async function candidates(sftp: SFTPWrapper, dir: string, pattern: RegExp): Promise<Map<string, string>> {
  const list = await call<FileEntryWithStats[]>((cb) => sftp.readdir(dir, cb));
  const seen = new Map<string, string>();
  for (const e of list)
    if (e.attrs.isFile() && pattern.test(e.filename) && !e.filename.startsWith('.'))
      seen.set(e.filename, `${e.attrs.size}:${e.attrs.mtime}`);
  return seen;
}

/** Pulls the files matching the pattern that stayed unchanged over the settle time. */
export async function pullSftp(p: SftpPull): Promise<{ files: string[]; left: string[]; remote: Map<string, string> }> {
  const url = new URL(p.address);
  const { dir, pattern } = remoteParts(url);
  const s = await openSftp(url, p);
  const files: string[] = [];
  const left: string[] = [];
  const remote = new Map<string, string>();
  try {
    const before = await candidates(s.sftp, dir, pattern);
    if (before.size > 0) await new Promise((r) => setTimeout(r, p.settleMs));
    const after = before.size > 0 ? await candidates(s.sftp, dir, pattern) : before;
    for (const [name, sig] of before) {
      if (after.get(name) !== sig) {
        left.push(name);
        continue;
      }
      const partial = join(p.folders.download, `${basename(name)}.partial`);
      try {
        await call<void>((cb) => s.sftp.fastGet(posix.join(dir, name), partial, (e) => cb(e, undefined)));
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      const file = join(p.folders.inbox, name);
      await rename(partial, file);
      files.push(file);
      remote.set(name, posix.join(dir, name));
    }
  } finally {
    s.end();
  }
  const outcome = files.length ? `fetched ${files.map((f) => basename(f)).join(', ')}` : 'nothing new';
  writePull(p.folders, {
    address: displayAddress(p.address),
    lastPull: new Date().toISOString(),
    lastOutcome: outcome,
  });
  return { files, left, remote };
}

/** Moves each pulled file on the server to processed/, failed/ or held/ beside it. */
export async function settleRemote(p: SftpPull, moves: { remote: string; to: string }[]): Promise<void> {
  if (moves.length === 0) return;
  const s = await openSftp(new URL(p.address), p);
  try {
    for (const m of moves) {
      const folder = posix.join(posix.dirname(m.remote), m.to);
      await call<void>((cb) => s.sftp.mkdir(folder, () => cb(null, undefined)));
      const target = posix.join(folder, posix.basename(m.remote));
      await call<void>((cb) => s.sftp.unlink(target, () => cb(null, undefined)));
      await call<void>((cb) => s.sftp.rename(m.remote, target, (e) => cb(e, undefined)));
    }
  } finally {
    s.end();
  }
}
