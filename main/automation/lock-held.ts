// What a run that found its folder locked says: who holds the lock (host, pid) and since
// when, so a scheduled `watch --once` that gives up after --lock-wait seconds, and the app's
// runner, name the holder instead of hanging silently; and the warning when another host's
// lock, not refreshed for a while, is taken over. The CLI ends a LockHeld run with an exit
// code of its own (EXIT.lockHeld), so a scheduler can tell "busy" from "broken".
import { UserError } from '../../shared/errors/index.js';
import { FOREIGN_STALE_MS, lockOwner, type TakeOver } from '../files/index.js';

/** --once waits this long for a folder locked by another watcher (--lock-wait, default 3 minutes). */
export const LOCK_WAIT_MS = 180_000;

function holderText(path: string): string {
  const o = lockOwner(path);
  if (!o) return 'another watcher (its lock file names no owner yet)';
  return `host ${o.host}, pid ${o.pid}${o.since ? `, since ${o.since}` : ''}`;
}

export class LockHeld extends UserError {
  constructor(
    readonly folder: string,
    lockPath: string,
    waitedMs: number,
  ) {
    super(
      `The folder ${folder} is locked by another watcher (${holderText(lockPath)}); gave up after ${Math.round(waitedMs / 1000)} s.`,
      `Let that run finish and try again, or stop it; a lock whose process is gone is taken over by itself (another host's after ${FOREIGN_STALE_MS / 60_000} minutes unrefreshed: ${lockPath}).`,
    );
    this.name = 'LockHeld';
  }
}

/** The warning said when another host's lock is taken over. */
export function takeOverWarning(folder: string, t: TakeOver): string {
  return `Warning: took over the lock of ${folder} held by host ${t.owner.host}, pid ${t.owner.pid} since ${t.owner.since}: not refreshed since ${t.refreshed} (over ${FOREIGN_STALE_MS / 60_000} minutes), so that watcher is taken to be gone.`;
}
