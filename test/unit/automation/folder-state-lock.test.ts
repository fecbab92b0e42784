// The watched folder's state (main/automation/folder-state.ts) is changed by two processes at
// once: a running watcher (hold, finish: under the folder's lock, its one writer) and the app's
// Release (released.json, under its own lock, waited for on timers). Three processes each make
// 40 holds (each under the folder lock, as a watcher does) and 20 releases at the same time;
// every one of the 120 must be there after.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderState } from '../../../main/automation/folder-state.js';
import { removeDir, tempDir } from '../../support/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const dir = tempDir('cb-state-');
afterAll(() => removeDir(dir));

/** A process that holds 40 hashes of its own, then releases every second one. */
function changer(home: string, folder: string, tag: string): Promise<number | null> {
  const script = `
    const { FolderState } = await import(${JSON.stringify(join(ROOT, 'main/automation/folder-state.ts'))});
    const { waitForLock } = await import(${JSON.stringify(join(ROOT, 'main/files/index.ts'))});
    const state = new FolderState(${JSON.stringify(folder)});
    const releases = [];
    for (let i = 0; i < 40; i++) {
      const lock = await waitForLock(state.lockPath, { pollMs: 5 });
      state.hold('${tag}-' + i, { file: '${tag}-' + i + '.csv', at: new Date().toISOString(), reason: 'rows' });
      lock.release();
      if (i % 2 === 0) releases.push(state.release('${tag}-' + i, '${tag}-' + i + '.csv'));
    }
    await Promise.all(releases);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, COMMERCE_BULK_HOME: home },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((r) => child.on('close', (code) => r(code)));
}

describe('folder state', () => {
  it('loses no change when processes change it at the same moment', async () => {
    const home = join(dir, 'home');
    const folder = join(dir, 'drop');
    const codes = await Promise.all(['a', 'b', 'c'].map((tag) => changer(home, folder, tag)));
    expect(codes).toEqual([0, 0, 0]);
    const before = process.env.COMMERCE_BULK_HOME;
    process.env.COMMERCE_BULK_HOME = home;
    const state = new FolderState(folder);
    if (before === undefined) delete process.env.COMMERCE_BULK_HOME;
    else process.env.COMMERCE_BULK_HOME = before;
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const tag of ['a', 'b', 'c'])
      for (let i = 0; i < 40; i++) {
        const held = state.heldAs(`${tag}-${i}`);
        if (!held) missing.push(`${tag}-${i}`);
        else if (Boolean(held.released) !== (i % 2 === 0)) wrong.push(`${tag}-${i}`);
      }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
  }, 60_000);
});
