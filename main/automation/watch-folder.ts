// The watcher: looks at the folder every poll, and under the folder's lock first finishes a
// job a previous watcher left, then takes the first complete file in arrival order, one file
// at a time. --once: the files in the folder at the start are handled (each waits to settle),
// then it ends; a file still changing after onceWaitMs of waiting for nothing else is left
// in the folder for the next run (a copy over a slow share, a file another program holds
// open all night), so a scheduled run always ends. A stop (Ctrl-C) ends it after the
// batches in flight, the job resumable.
import { join } from 'node:path';
import { UserError } from '../../shared/errors/index.js';
import { FULL_FEED_RESOURCES } from '../jobs/index.js';
import { Arrivals } from './arrivals.js';
import { checkOutputFolders } from './destinations.js';
import { FolderState } from './folder-state.js';
import { tryLock } from '../files/index.js';
import { guardThresholds } from './guards.js';
import { LOCK_WAIT_MS, LockHeld, takeOverWarning } from './lock-held.js';
import { importNew, resumeLeftOver, type FileReport, type WatchRun } from './handle-file.js';
import { takeFile } from './take-file.js';

export interface WatchOptions extends WatchRun {
  folder: string;
  /** Unchanged size and modification time for this long means the copy is done. */
  settleMs: number;
  once: boolean;
  /** How often the folder is looked at; default a quarter of the settle time, 100 ms to 1 s. */
  pollMs?: number;
  /** --once: how long to wait for files that are still changing, with nothing else to do (default 5 minutes). */
  onceWaitMs?: number;
  /** --once: how long to wait for the folder's lock held by another watcher before LockHeld (default 3 minutes). */
  lockWaitMs?: number;
  /** A warning for the person reading (another host's stale lock taken over). */
  onWarning?(text: string): void;
  /** Each file handled (or a left-over job resumed), as it ends. */
  onFile(report: FileReport): void;
  /** Before a left-over job is resumed. */
  onResume?(jobId: string, file: string): void;
  /** Before a new file is imported. */
  onPick?(file: string): void;
}

export interface WatchEnd {
  reports: FileReport[];
  /** Stopped with a job in flight: it is resumed by the next watcher of this folder. */
  interrupted: boolean;
  /** --once: files still changing (or held open) when the run gave up waiting; left in the folder. */
  left: string[];
}

/** --once waits this long for files still being written before it leaves them for the next run. */
export const ONCE_WAIT_MS = 5 * 60_000;

/**
 * A CSV whose last line has no line end may be a writer paused mid-number (issue 41): it is
 * taken only after this long unchanged (six settle times, at least a minute), never at --settle.
 */
export function unterminatedQuietMs(settleMs: number): number {
  return Math.max(6 * settleMs, 60_000);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One turn under the lock: a left-over job, else the first complete file; null when there was nothing to do. */
async function turn(
  o: WatchOptions,
  state: FolderState,
  arrivals: Arrivals,
  only: Set<string> | null,
): Promise<FileReport | null> {
  const startedAt = new Date();
  const privateRoot = o.privateRoot ?? join(state.dir, 'files');
  const left = state.current();
  if (left?.job) o.onResume?.(left.job, left.file);
  const resumed = await resumeLeftOver(state, o.folder, { ...o, privateRoot });
  if (resumed) {
    only?.delete(left!.file);
    return { ...resumed, startedAt, finishedAt: new Date() };
  }
  // Checked before a file is taken, so a planted link stops the watcher before anything is sent.
  checkOutputFolders(o.folder);
  for (const name of arrivals.queue()) {
    if (only && !only.has(name)) continue;
    if (!arrivals.settled(name)) continue;
    const take = await takeFile(o.folder, name, privateRoot, arrivals.quietMs(name) >= unterminatedQuietMs(o.settleMs));
    if ('skip' in take) {
      // A link or a FIFO renamed over the name: never read, never moved; it stays where it is.
      arrivals.forget(name);
      only?.delete(name);
      continue;
    }
    if ('wait' in take) {
      if (take.wait === 'changing') arrivals.unsettle(name);
      continue;
    }
    o.onPick?.(join(o.folder, name));
    const picked = new Date();
    const report = await importNew(state, { folder: o.folder, name, hash: take.taken.hash }, take.taken, {
      ...o,
      privateRoot,
    });
    if (report.status !== 'interrupted') {
      arrivals.forget(name);
      only?.delete(name);
    }
    return { ...report, startedAt: picked, finishedAt: new Date() };
  }
  return null;
}

/** Settings that can never work, refused before the folder is looked at. */
function checkOptions(o: WatchOptions): void {
  guardThresholds(o.guards);
  if (o.fullFeed && !FULL_FEED_RESOURCES.includes(o.importOptions.resource))
    throw new UserError(
      { id: 'errors:watch.fullFeedResource', params: { resource: o.importOptions.resource } },
      { id: 'errors:watch.fullFeedResourceHint' },
    );
}

export async function watchFolder(o: WatchOptions): Promise<WatchEnd> {
  checkOptions(o);
  checkOutputFolders(o.folder);
  const state = new FolderState(o.folder);
  const arrivals = new Arrivals(o.folder, o.settleMs);
  const pollMs = o.pollMs ?? Math.min(1000, Math.max(100, o.settleMs / 4));
  arrivals.scan();
  const only = o.once ? new Set(arrivals.queue()) : null;
  const reports: FileReport[] = [];
  const onceWaitMs = o.onceWaitMs ?? ONCE_WAIT_MS;
  // When --once began waiting with nothing it could take: reset by every file handled.
  let idleSince: number | null = null;
  // When --once began waiting for a lock another watcher holds: reset whenever it is taken.
  let lockedSince: number | null = null;
  const lockWaitMs = o.lockWaitMs ?? LOCK_WAIT_MS;
  const warn = (t: Parameters<typeof takeOverWarning>[1]): void => o.onWarning?.(takeOverWarning(o.folder, t));
  while (!o.signal.aborted) {
    arrivals.scan();
    const lock = tryLock(state.lockPath, warn);
    lockedSince = lock ? null : (lockedSince ?? Date.now());
    let report: FileReport | null = null;
    if (lock) {
      try {
        report = await turn(o, state, arrivals, only);
      } finally {
        lock.release();
      }
    }
    if (report) {
      reports.push(report);
      o.onFile(report);
      if (report.status === 'interrupted') return { reports, interrupted: true, left: [] };
      idleSince = null;
      continue;
    }
    if (only) {
      // Another watcher of the folder may have taken some: only those still here are waited for.
      const here = new Set(arrivals.queue());
      for (const name of [...only]) if (!here.has(name)) only.delete(name);
      if (only.size === 0 && (lock || !state.current())) break;
      if (lockedSince !== null && Date.now() - lockedSince >= lockWaitMs)
        throw new LockHeld(o.folder, state.lockPath, Date.now() - lockedSince);
      idleSince ??= Date.now();
      if (lock && Date.now() - idleSince >= onceWaitMs)
        return { reports, interrupted: false, left: [...only].map((name) => join(o.folder, name)) };
    }
    await sleep(pollMs, o.signal);
  }
  return { reports, interrupted: false, left: [] };
}
