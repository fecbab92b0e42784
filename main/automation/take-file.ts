// One file, one read (issue 38): the picked file is opened once without following links
// (O_NOFOLLOW; a symlink, a FIFO or a folder renamed over the name is refused), hashed in that
// read and copied, in the same read, to a private 0600 file in the data folder. The import reads
// that copy, so what is sent is exactly the bytes that were hashed, whatever is renamed over the
// name afterwards. A CSV whose last line has no line end may still be being written (issue 41):
// it is not taken until it stays unchanged for a longer quiet time.
import { createHash, randomUUID } from 'node:crypto';
import { constants, lstatSync, renameSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { OWNER_ONLY_FILE, ownerOnlyDir } from '../files/index.js';

/** The file as it was read: its bytes' hash, its identity and times, and the private copy of those bytes. */
export interface TakenFile {
  hash: string;
  size: number;
  mtimeMs: number;
  dev: number;
  ino: number;
  /** The private copy the import reads (`<private>/<hash16>/<name>`). */
  copy: string;
}

export type Take =
  | { taken: TakenFile }
  /** Not taken now: still changing, held open, or a CSV whose last line has no line end yet. */
  | { wait: 'changing' | 'unterminated' }
  /** Never taken: not a regular file (a symlink, a FIFO, a folder) or gone. */
  | { skip: string };

const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const READ_FLAGS = constants.O_RDONLY | NOFOLLOW | (constants.O_NONBLOCK ?? 0);
const CHUNK = 1 << 20;

/** Where the private copy and the working workbooks of the file with this hash live. */
export function privateDirFor(privateRoot: string, hash: string): string {
  return join(privateRoot, hash.slice(0, 16));
}

const isLineEnd = (byte: number | undefined): boolean => byte === 0x0a || byte === 0x0d;

async function lastByte(fh: FileHandle, size: number): Promise<number | undefined> {
  if (size === 0) return undefined;
  const b = Buffer.alloc(1);
  await fh.read(b, 0, 1, size - 1);
  return b[0];
}

async function openNoFollow(path: string): Promise<FileHandle | { skip: string } | { wait: 'changing' }> {
  try {
    // Where O_NOFOLLOW is missing (Windows), a link is refused by lstat before the open.
    if (!NOFOLLOW && lstatSync(path).isSymbolicLink()) return { skip: 'is a symbolic link' };
    return await open(path, READ_FLAGS);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' || code === 'EMLINK') return { skip: 'is a symbolic link' };
    if (code === 'ENOENT') return { skip: 'is gone' };
    return { wait: 'changing' }; // held open by another program (Windows): tried again later
  }
}

/** Reads `fh` to its end once: hashed and copied to `tmp` (0600, created exclusively). */
async function copyOnce(fh: FileHandle, tmp: string): Promise<{ hash: string; bytes: number; last?: number }> {
  const out = await open(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, OWNER_ONLY_FILE);
  const hash = createHash('sha256');
  const buf = Buffer.alloc(CHUNK);
  let bytes = 0;
  let last: number | undefined;
  try {
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK, bytes);
      if (bytesRead === 0) break;
      const chunk = buf.subarray(0, bytesRead);
      hash.update(chunk);
      await out.write(chunk);
      bytes += bytesRead;
      last = chunk[bytesRead - 1];
    }
    await out.sync();
  } finally {
    await out.close();
  }
  return { hash: hash.digest('hex'), bytes, ...(last !== undefined ? { last } : {}) };
}

/**
 * Takes `name` of `folder`: one read through one descriptor, copied to `privateRoot`.
 * `unterminatedOk`: a CSV without a final line end is taken (it has been quiet long enough).
 */
export async function takeFile(
  folder: string,
  name: string,
  privateRoot: string,
  unterminatedOk: boolean,
): Promise<Take> {
  const opened = await openNoFollow(join(folder, name));
  if (!('fd' in opened)) return opened;
  const fh = opened;
  const csv = extname(name).toLowerCase() === '.csv';
  let tmp: string | null = null;
  try {
    const before = await fh.stat();
    if (!before.isFile()) return { skip: 'is not a regular file' };
    if (csv && !unterminatedOk && before.size > 0 && !isLineEnd(await lastByte(fh, before.size)))
      return { wait: 'unterminated' };
    // Taken under the folder's lock, one at a time: whatever is in incoming/ was left by a killed run.
    rmSync(join(privateRoot, 'incoming'), { recursive: true, force: true });
    tmp = join(ownerOnlyDir(join(privateRoot, 'incoming')), randomUUID());
    const read = await copyOnce(fh, tmp);
    const after = await fh.stat();
    if (read.bytes !== before.size || after.size !== before.size || after.mtimeMs !== before.mtimeMs)
      return { wait: 'changing' };
    if (csv && !unterminatedOk && read.bytes > 0 && !isLineEnd(read.last)) return { wait: 'unterminated' };
    const dir = privateDirFor(privateRoot, read.hash);
    rmSync(dir, { recursive: true, force: true }); // a copy left by a run that stopped before it was done
    const copy = join(ownerOnlyDir(dir), name);
    renameSync(tmp, copy);
    tmp = null;
    const { size, mtimeMs, dev, ino } = before;
    return { taken: { hash: read.hash, size, mtimeMs, dev, ino, copy } };
  } finally {
    await fh.close();
    if (tmp) rmSync(tmp, { force: true });
  }
}

/** Whether `path` is still the very file that was taken (same inode, size and time), not a replacement. */
export function unchangedSince(path: string, t: TakenFile): boolean {
  try {
    const st = lstatSync(path);
    return st.isFile() && st.dev === t.dev && st.ino === t.ino && st.size === t.size && st.mtimeMs === t.mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Aborts while the import runs as soon as the file in the folder is no longer the one taken
 * (rewritten, appended to, replaced): nothing more is sent for a version that is not the file.
 */
export function abortWhenChanged(path: string, t: TakenFile, everyMs = 250): { signal: AbortSignal; stop(): void } {
  const changed = new AbortController();
  const timer = setInterval(() => {
    if (unchangedSince(path, t)) return;
    changed.abort();
    clearInterval(timer);
  }, everyMs);
  timer.unref();
  return { signal: changed.signal, stop: () => clearInterval(timer) };
}
