// One import at a time per watched folder, also across watcher processes: an exclusive lock
// file in the data folder, created with O_EXCL ('wx'), holding its owner's pid and host.
// Why a file and not a SQLite row: SQL lives only in main/journal/ (a job store), and a lock
// file needs no schema. Why pid liveness: a watcher killed with SIGKILL leaves its lock
// behind, and the next watcher must take it over rather than wait for ever. Breaking a stale
// lock is itself guarded by a second O_EXCL file, so two watchers never both break one lock
// and then both believe they hold the new one.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export interface HeldLock {
  release(): void;
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** A lock or breaker file this old with no readable owner was left by a process that died while writing it. */
const UNREADABLE_STALE_MS = 10_000;

function ownerOf(path: string): Owner | null {
  try {
    const o = JSON.parse(readFileSync(path, 'utf8')) as Owner;
    return typeof o.pid === 'number' ? o : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/** Whether the lock's owner is gone: a dead pid on this host, or no owner written for a while. */
function isStale(path: string): boolean {
  const owner = ownerOf(path);
  if (!owner) return ageMs(path) > UNREADABLE_STALE_MS;
  // Another host's pid cannot be checked here: its lock stands until that host releases it.
  return owner.host === hostname() && owner.pid !== process.pid && !alive(owner.pid);
}

/** Removes a stale lock, once: true when this call removed it. */
function breakStale(path: string): boolean {
  const breaker = `${path}.break`;
  let fd: number;
  try {
    fd = openSync(breaker, 'wx');
  } catch {
    if (ageMs(breaker) > UNREADABLE_STALE_MS) removeQuietly(breaker);
    return false;
  }
  try {
    // Judged again under the breaker: another watcher may have broken it and taken it since.
    if (!isStale(path)) return false;
    removeQuietly(path);
    return true;
  } finally {
    closeSync(fd);
    removeQuietly(breaker);
  }
}

/** Takes the lock now, or answers null when a live process holds it. */
export function tryLock(path: string): HeldLock | null {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (isStale(path) && breakStale(path)) continue;
      return null;
    }
    const owner: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    return {
      release: () => {
        const now = ownerOf(path);
        if (now?.pid === owner.pid && now.since === owner.since) removeQuietly(path);
      },
    };
  }
  return null;
}

/** Waits for the lock, checking every `pollMs`; null when `signal` aborts first. */
export async function waitForLock(path: string, signal: AbortSignal, pollMs: number): Promise<HeldLock | null> {
  for (;;) {
    if (signal.aborted) return null;
    const lock = tryLock(path);
    if (lock) return lock;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
