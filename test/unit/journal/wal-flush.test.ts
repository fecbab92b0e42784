// WalFlusher (issue 44): a commit's promise resolves only once an fdatasync that began after
// that commit has finished; commits made while one sync runs share the next one; a failed
// sync rejects, so the sender never sends what it could not make durable. fdatasync is held
// by the test (node:fs mocked around the real module) to see the order.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const syncs: { fd: number; done: (err: Error | null) => void }[] = [];
vi.mock('node:fs', async (real) => {
  const fs = await real<typeof import('node:fs')>();
  return {
    ...fs,
    fdatasync: (fd: number, cb: (err: Error | null) => void) => syncs.push({ fd, done: cb }),
  };
});
const { WalFlusher } = await import('../../../main/journal/wal-flush.js');

const tick = () => new Promise((r) => setImmediate(r));

function walFile(): string {
  const f = join(mkdtempSync(join(tmpdir(), 'cb-wal-')), 'j.sqlite-wal');
  writeFileSync(f, '');
  return f;
}

describe('WalFlusher', () => {
  beforeEach(() => {
    syncs.length = 0;
  });

  it('resolves a commit only after a sync that began after it', async () => {
    const w = new WalFlusher(walFile());
    let first = false;
    let second = false;
    void w.afterCommit().then(() => (first = true));
    await tick();
    expect(syncs).toHaveLength(1);
    // Committed while the first sync runs: that sync may not hold it.
    void w.afterCommit().then(() => (second = true));
    void w.afterCommit();
    await tick();
    expect([first, second, syncs.length]).toEqual([false, false, 1]);
    syncs[0]!.done(null);
    await tick();
    expect([first, second]).toEqual([true, false]);
    // One more sync for both commits made meanwhile.
    expect(syncs).toHaveLength(2);
    syncs[1]!.done(null);
    await tick();
    expect(second).toBe(true);
    expect(syncs).toHaveLength(2);
    w.close();
  });

  it('rejects when the sync fails, and when the file cannot be opened', async () => {
    const w = new WalFlusher(walFile());
    const p = w.afterCommit();
    await tick();
    syncs[0]!.done(new Error('EIO: i/o error, fdatasync'));
    await expect(p).rejects.toThrow(/EIO/);
    w.close();
    await expect(w.afterCommit()).rejects.toThrow(/closed/);
    await expect(new WalFlusher('/nonexistent/dir/j.sqlite-wal').afterCommit()).rejects.toThrow(/ENOENT/);
  });
});
