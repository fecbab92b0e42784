// The lock that knows its owner (main/files/lock-file.ts): one holder at a time; taken over
// when its owner is provably gone: a dead pid, a live pid that is another process (its start
// time or the machine's boot differs: a reboot reused the pid), another host's lock left
// unrefreshed too long (with a warning); never a live owner's nor another host's fresh lock.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootId, FOREIGN_STALE_MS, processStart, tryLock, type TakeOver } from '../../../main/files/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-lock-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  removeDir(dir);
});

/** The pid of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

/** A live process that has nothing to do with any lock. */
function unrelated(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

const lockOf = (path: string): { pid: number; host: string } => JSON.parse(readFileSync(path, 'utf8'));

describe('folder lock', () => {
  it('is held by one at a time, records who holds it, and is released by its holder', () => {
    const path = join(dir, 'one');
    const held = tryLock(path)!;
    expect(held).not.toBeNull();
    expect(lockOf(path)).toMatchObject({
      pid: process.pid,
      host: hostname(),
      boot: bootId(),
      started: processStart(process.pid),
    });
    expect(processStart(process.pid)).toMatch(/^tick:\d+$/);
    expect(tryLock(path)).toBeNull();
    held.release();
    expect(existsSync(path)).toBe(false);
    tryLock(path)!.release();
  });

  it('takes over the lock of a process that is gone, never a live owner’s', () => {
    const path = join(dir, 'stale');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const taken = tryLock(path);
    expect(taken).not.toBeNull();
    expect(lockOf(path).pid).toBe(process.pid);
    taken!.release();

    const live = unrelated();
    const owner = { pid: live, host: hostname(), boot: bootId(), started: processStart(live), since: '2026-01-01' };
    writeFileSync(path, JSON.stringify(owner));
    expect(tryLock(path)).toBeNull();
  });

  it('takes over a live pid that is not the process that took the lock (another start time, another boot)', () => {
    const path = join(dir, 'reused');
    const live = unrelated();
    const started = processStart(live);
    for (const lie of [
      { started: 'tick:1', boot: bootId() },
      { started, boot: 'a-boot-before-the-power-cut' },
    ]) {
      writeFileSync(path, JSON.stringify({ pid: live, host: hostname(), since: '2026-01-01T00:00:00Z', ...lie }));
      const taken = tryLock(path);
      expect(taken, JSON.stringify(lie)).not.toBeNull();
      expect(lockOf(path).pid).toBe(process.pid);
      taken!.release();
    }
  });

  it("leaves another host's fresh lock alone and takes over an old one with a warning", () => {
    const path = join(dir, 'foreign');
    const owner = {
      pid: process.pid,
      host: 'warehouse-pc',
      boot: 'x',
      started: 'tick:5',
      since: '2026-01-01T00:00:00Z',
    };
    writeFileSync(path, JSON.stringify(owner));
    const heard: TakeOver[] = [];
    expect(tryLock(path, (t) => heard.push(t))).toBeNull();
    // Whole seconds: a file's modification time keeps no finer than that everywhere.
    const old = new Date(Math.floor((Date.now() - FOREIGN_STALE_MS - 60_000) / 1000) * 1000);
    utimesSync(path, old, old);
    const taken = tryLock(path, (t) => heard.push(t));
    expect(taken).not.toBeNull();
    expect(heard).toEqual([{ owner: { ...owner }, refreshed: old.toISOString() }]);
    taken!.release();
  });
});
