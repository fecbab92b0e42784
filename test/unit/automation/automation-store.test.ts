// The saved automations' store (main/automation/saved/store.ts): defaults filled in, names
// unique, a rename keeping its history, the last 50 runs kept, a damaged or foreign file
// refused with where and why (and left as it was), every write atomic and owner-only, and
// two processes recording at once (the app's runner and `watch --automation`) losing no run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AutomationStore, HISTORY_KEPT } from '../../../main/automation/index.js';
import type { AutomationRun } from '../../../shared/ipc/index.js';
import { removeDir, tempDir } from '../../support/index.js';

const dir = tempDir('cb-automations-');
afterAll(() => removeDir(dir));

function storeIn(name: string): AutomationStore {
  return new AutomationStore(join(dir, `${name}.json`));
}

const ROOT = join(import.meta.dirname, '../../..');

/** A process recording 100 runs of its own into `file`, each under a name of its own, as fast as it can. */
function recorder(file: string, tag: string): Promise<number | null> {
  const script = `
    const { AutomationStore } = await import(${JSON.stringify(join(ROOT, 'main/automation/index.ts'))});
    const store = new AutomationStore(${JSON.stringify(file)});
    const at = new Date().toISOString();
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.record('${tag}-' + i, {
      id: '${tag}-' + i, file: '/drop/f.csv', status: 'processed', jobId: null, counts: null,
      startedAt: at, finishedAt: at, result: null, undo: null, movedTo: null, exitCode: 0,
    })));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((r) => child.on('close', (code) => r(code)));
}

function run(n: number): AutomationRun {
  const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  return {
    id: `run-${n}`,
    file: `/drop/file-${n}.csv`,
    status: 'processed',
    jobId: `job-${n}`,
    counts: { Updated: n },
    startedAt: at,
    finishedAt: at,
    result: null,
    undo: null,
    movedTo: null,
    exitCode: 0,
  };
}

describe('AutomationStore', () => {
  it('saves a definition with its defaults, refuses a second of the same name, renames with its history', async () => {
    const store = storeIn('basic');
    expect(store.list()).toEqual([]);
    const saved = await store.save({ name: 'Nightly stock', folder: '/drop', resource: 'DCQuantities' });
    expect(saved).toMatchObject({
      connection: 'sandbox',
      settleSeconds: 10,
      checkEverySeconds: 60,
      fullFeed: false,
      guards: { minRowsPercent: 80, maxZeroedPercent: 20, maxInvalidPercent: 10 },
      notify: { when: 'always' },
      enabled: true,
    });
    await expect(store.save({ name: 'nightly STOCK', folder: '/other', resource: 'AttributeValues' })).rejects.toThrow(
      /named "nightly STOCK" exists already/,
    );
    await store.record('Nightly stock', run(1));
    await store.save({ name: 'Stock at night', folder: '/drop', resource: 'DCQuantities' }, 'Nightly stock');
    expect(store.list().map((a) => a.name)).toEqual(['Stock at night']);
    expect(store.history('stock at night').map((r) => r.id)).toEqual(['run-1']);
    expect(store.history('Nightly stock')).toEqual([]);
    await store.delete('Stock at night');
    expect(store.list()).toEqual([]);
    expect(store.history('Stock at night')).toEqual([]);
  });

  it('"include first failures" is off in a file saved before it existed, and kept when turned on', async () => {
    const file = join(dir, 'older.json');
    const older = { name: 'Old', folder: '/drop', resource: 'DCQuantities', notify: { when: 'problems' } };
    writeFileSync(file, JSON.stringify({ version: 1, automations: [older], history: {} }));
    const store = new AutomationStore(file);
    expect(store.list()[0]!.notify).toEqual({ when: 'problems' });
    const on = { name: 'On', folder: '/drop', resource: 'DCQuantities' as const };
    await store.save({ ...on, notify: { when: 'always', includeFailures: true } });
    expect(new AutomationStore(file).list().find((a) => a.name === 'On')!.notify).toEqual({
      when: 'always',
      includeFailures: true,
    });
  });

  it('keeps the last 50 runs, newest first, from concurrent records', async () => {
    const store = storeIn('history');
    await store.save({ name: 'A', folder: '/a', resource: 'DCQuantities' });
    await Promise.all(Array.from({ length: 60 }, (_, i) => store.record('A', run(i))));
    const runs = store.history('A');
    expect(runs).toHaveLength(HISTORY_KEPT);
    expect(runs[0]!.id).toBe('run-59');
    expect(runs.at(-1)!.id).toBe('run-10');
  });

  it('refuses a file that does not match, saying which field, and leaves it untouched', async () => {
    const store = storeIn('bad');
    const bad = JSON.stringify({
      version: 1,
      automations: [{ name: 'X', folder: '/x', resource: 'NotAResource', guards: { minRowsPercent: 180 } }],
    });
    writeFileSync(store.file, bad);
    expect(() => store.list()).toThrow(/cannot be read: .*automations\[0\]\.resource/s);
    expect(() => store.list()).toThrow(/automations\[0\]\.guards\.minRowsPercent/);
    await expect(store.save({ name: 'Y', folder: '/y', resource: 'AttributeValues' })).rejects.toThrow(
      /cannot be read/,
    );
    expect(readFileSync(store.file, 'utf8')).toBe(bad);

    writeFileSync(store.file, '{"version": 1, "automations": [');
    expect(() => store.list()).toThrow(/cannot be read: it is not JSON/);
    try {
      store.list();
    } catch (err) {
      expect((err as { hint?: string }).hint).toMatch(/move it away/);
    }
  });

  it('writes atomically (a temp file renamed over the old one) and for its owner alone', async () => {
    const store = storeIn('atomic');
    await store.save({ name: 'A', folder: '/a', resource: 'DCQuantities' });
    const before = statSync(store.file).ino;
    await store.save({ name: 'B', folder: '/b', resource: 'AttributeValues' });
    // A rename puts a new inode in place: a reader never sees a half-written file.
    expect(statSync(store.file).ino).not.toBe(before);
    if (process.platform !== 'win32') expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((f) => f.startsWith('atomic.json.'))).toEqual([]);
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toMatchObject({ version: 1, automations: [{}, {}] });
  });

  it('keeps the old file whole when a write fails part-way', async () => {
    const store = storeIn('crash');
    await store.save({ name: 'A', folder: '/a', resource: 'DCQuantities' });
    const before = readFileSync(store.file, 'utf8');
    // The store's own text fails (the lock file written before it, also with JSON.stringify, does not).
    const stringify = JSON.stringify.bind(JSON);
    const spy = vi.spyOn(JSON, 'stringify').mockImplementation((value: unknown, ...rest) => {
      if (value && typeof value === 'object' && 'automations' in value) throw new Error('disk full');
      return stringify(value, ...(rest as [undefined]));
    });
    await expect(store.save({ name: 'B', folder: '/b', resource: 'AttributeValues' })).rejects.toThrow('disk full');
    spy.mockRestore();
    expect(readFileSync(store.file, 'utf8')).toBe(before);
    await store.save({ name: 'C', folder: '/c', resource: 'AttributeValues' });
    expect(store.list().map((a) => a.name)).toEqual(['A', 'C']);
  });

  it('refuses a run that does not match the schema, leaving the file readable and as it was', async () => {
    const store = storeIn('checked-run');
    await store.record('Nightly', run(1));
    const before = readFileSync(store.file, 'utf8');
    const bad = { ...run(2), status: 'done', exitCode: 1.5 } as unknown as AutomationRun;
    await expect(store.record('Nightly', bad)).rejects.toThrow(/The run of "Nightly" cannot be recorded: .*status/);
    expect(readFileSync(store.file, 'utf8')).toBe(before);
    expect(store.history('Nightly').map((r) => r.id)).toEqual(['run-1']);
  });

  it('loses no run when two processes record 100 runs each into one file at once', async () => {
    const store = storeIn('two-processes');
    expect(await Promise.all([recorder(store.file, 'app'), recorder(store.file, 'cli')])).toEqual([0, 0]);
    const ids = Object.values(store.read().history).flatMap((runs) => runs.map((r) => r.id));
    const expected = ['app', 'cli'].flatMap((tag) => Array.from({ length: 100 }, (_, i) => `${tag}-${i}`));
    expect(ids.sort()).toEqual(expected.sort());
  }, 60_000);
});
