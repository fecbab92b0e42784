// An exclusive lock file that knows its owner: created with O_EXCL ('wx'), holding the pid,
// host, boot id and process start time of the process that took it, and when. A lock is
// taken over when its owner is provably gone: on this host, another boot, a dead pid, or a
// live pid whose start time is not the owner's (the pid reused, typically after a reboot);
// on another host (whose processes cannot be checked from here), when the lock has not been
// refreshed for FOREIGN_STALE_MS (its holder touches it every HEARTBEAT_MS), with a warning.
// Breaking a stale lock is guarded by a second O_EXCL file, so two processes never both break
// one lock and then both believe they hold the new one. Waiting is asynchronous (timers), never
// Atomics.wait: the app's main thread must not stop.
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { bootId, processStart } from './process-identity.js';

export interface LockOwner {
  pid: number;
  host: string;
  /** The owner's machine boot (Linux), else null. */
  boot: string | null;
  /** The owner process's start (see processStart), else null. */
  started: string | null;
  /** ISO time the lock was taken. */
  since: string;
  token?: string;
}

export interface HeldLock {
  release(): void;
}

/** Why a lock was taken over, when its owner was not provably gone (another host's, unrefreshed). */
export interface TakeOver {
  owner: LockOwner;
  /** ISO time the lock was last refreshed. */
  refreshed: string;
}

/** Another host's lock unrefreshed this long is taken over (its holder refreshes it every HEARTBEAT_MS). */
export const FOREIGN_STALE_MS = 10 * 60_000;
const HEARTBEAT_MS = 30_000;
/** A lock or breaker file this old with no readable owner was left by a process that died while writing it. */
const UNREADABLE_STALE_MS = 10_000;

/** The owner written in the lock at `path`, or null (none, or not readable yet). */
export function lockOwner(path: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof o.pid !== 'number' || typeof o.host !== 'string') return null;
    return { boot: null, started: null, since: '', ...o } as LockOwner;
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

function mtimeMs(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

const ageMs = (path: string): number => Date.now() - (mtimeMs(path) ?? Date.now());

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/** Whether the process that wrote `o` on this host is gone (or is now another process). */
function ownerGoneHere(o: LockOwner): boolean {
  const boot = bootId();
  if (o.boot && boot && o.boot !== boot) return true;
  if (o.pid !== process.pid && !alive(o.pid)) return true;
  const now = processStart(o.pid);
  return o.started !== null && now !== null && now !== o.started;
}

type Verdict = { stale: false } | { stale: true; takeOver?: TakeOver };

function judge(path: string): Verdict {
  const owner = lockOwner(path);
  if (!owner) return ageMs(path) > UNREADABLE_STALE_MS ? { stale: true } : { stale: false };
  if (owner.host === hostname()) return ownerGoneHere(owner) ? { stale: true } : { stale: false };
  const refreshed = mtimeMs(path);
  if (refreshed === null || Date.now() - refreshed <= FOREIGN_STALE_MS) return { stale: false };
  return { stale: true, takeOver: { owner, refreshed: new Date(refreshed).toISOString() } };
}

/** Removes a stale lock, once: the verdict when this call removed it, else null. */
function breakStale(path: string): Verdict | null {
  const breaker = `${path}.break`;
  let fd: number;
  try {
    fd = openSync(breaker, 'wx');
  } catch {
    if (ageMs(breaker) > UNREADABLE_STALE_MS) removeQuietly(breaker);
    return null;
  }
  try {
    // Judged again under the breaker: another process may have broken it and taken it since.
    const verdict = judge(path);
    if (!verdict.stale) return null;
    removeQuietly(path);
    return verdict;
  } finally {
    closeSync(fd);
    removeQuietly(breaker);
  }
}

function hold(path: string, owner: LockOwner): HeldLock {
  const ours = (): boolean => lockOwner(path)?.token === owner.token;
  // Keeps the lock fresh for watchers on other hosts, which cannot check this process.
  const beat = setInterval(() => {
    const now = new Date();
    if (ours()) utimesSync(path, now, now);
  }, HEARTBEAT_MS);
  beat.unref();
  return {
    release: () => {
      clearInterval(beat);
      if (ours()) removeQuietly(path);
    },
  };
}

/**
 * Takes the lock now, or answers null when its owner holds it. `onTakeOver` hears of another
 * host's lock taken over because it was not refreshed (a warning for the person reading).
 */
export function tryLock(path: string, onTakeOver?: (t: TakeOver) => void): HeldLock | null {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const broken = judge(path).stale ? breakStale(path) : null;
      if (!broken?.stale) return null;
      if (broken.takeOver) onTakeOver?.(broken.takeOver);
      continue;
    }
    const owner: LockOwner = {
      pid: process.pid,
      host: hostname(),
      boot: bootId(),
      started: processStart(process.pid),
      since: new Date().toISOString(),
      token: randomUUID(),
    };
    try {
      writeSync(fd, JSON.stringify(owner));
    } catch (err) {
      // A lock with no owner written would block others for UNREADABLE_STALE_MS: none is left.
      closeSync(fd);
      removeQuietly(path);
      throw err;
    }
    closeSync(fd);
    return hold(path, owner);
  }
  return null;
}

/** Waits for the lock, checking every `pollMs` on a timer; null when `signal` aborts or `timeoutMs` passes first. */
export async function waitForLock(
  path: string,
  o: { signal?: AbortSignal; pollMs: number; timeoutMs?: number; onTakeOver?: (t: TakeOver) => void },
): Promise<HeldLock | null> {
  const until = o.timeoutMs === undefined ? Infinity : Date.now() + o.timeoutMs;
  for (;;) {
    if (o.signal?.aborted) return null;
    const lock = tryLock(path, o.onTakeOver);
    if (lock) return lock;
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, o.pollMs));
  }
}
