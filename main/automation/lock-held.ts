// What a run that found its folder locked says: who holds the lock (host, pid) and since
// when, so a scheduled `watch --once` that gives up after --lock-wait seconds, and the app's
// runner, name the holder instead of hanging silently; and the warning when another host's
// lock, not refreshed for a while, is taken over. The CLI ends a LockHeld run with an exit
// code of its own (EXIT.lockHeld), so a scheduler can tell "busy" from "broken".
import { UserError } from '../../shared/errors/index.js';
import type { Message } from '../../shared/i18n/index.js';
import { FOREIGN_STALE_MS, lockOwner, type TakeOver } from '../files/index.js';

/** --once waits this long for a folder locked by another watcher (--lock-wait, default 3 minutes). */
export const LOCK_WAIT_MS = 180_000;

function holder(path: string): Message {
  const o = lockOwner(path);
  if (!o) return { id: 'errors:watch.lockNoOwner', params: {} };
  const { host, pid, since } = o;
  return since
    ? { id: 'errors:watch.lockHolderSince', params: { host, pid, since } }
    : { id: 'errors:watch.lockHolder', params: { host, pid } };
}

export class LockHeld extends UserError {
  constructor(
    readonly folder: string,
    lockPath: string,
    waitedMs: number,
  ) {
    super(
      {
        id: 'errors:watch.lockHeld',
        params: { folder, holder: holder(lockPath), seconds: Math.round(waitedMs / 1000) },
      },
      { id: 'errors:watch.lockHeldHint', params: { minutes: FOREIGN_STALE_MS / 60_000, lockPath } },
    );
    this.name = 'LockHeld';
  }
}

/** The warning said when another host's lock is taken over. */
export function takeOverWarning(folder: string, t: TakeOver): string {
  return `Warning: took over the lock of ${folder} held by host ${t.owner.host}, pid ${t.owner.pid} since ${t.owner.since}: not refreshed since ${t.refreshed} (over ${FOREIGN_STALE_MS / 60_000} minutes), so that watcher is taken to be gone.`;
}
