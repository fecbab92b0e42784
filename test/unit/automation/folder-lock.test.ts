// The watched folder's lock (main/automation/folder-lock.ts): one holder at a time; a lock
// whose owner process is gone (a watcher killed with SIGKILL) is taken over; a live owner's
// lock is not, nor another host's.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tryLock } from '../../../main/automation/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-lock-');
afterAll(() => removeDir(dir));

/** The pid of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('folder lock', () => {
  it('is held by one at a time and released by its holder', () => {
    const path = join(dir, 'one');
    const held = tryLock(path)!;
    expect(held).not.toBeNull();
    expect(tryLock(path)).toBeNull();
    held.release();
    expect(existsSync(path)).toBe(false);
    tryLock(path)!.release();
  });

  it("takes over the lock of a process that is gone, never a live one's or another host's", () => {
    const path = join(dir, 'stale');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const taken = tryLock(path);
    expect(taken).not.toBeNull();
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    taken!.release();

    writeFileSync(path, JSON.stringify({ pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    expect(tryLock(path)).toBeNull();
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: 'another-host', since: '2026-01-01T00:00:00Z' }));
    expect(tryLock(path)).toBeNull();
  });
});
