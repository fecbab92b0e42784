// Issue 38, one file, one read: a real watcher (`watch --once --json`) against the real
// sandbox, and a second process that renames a symlink to a private 0600 file outside the folder
// over the dropped file the moment the watcher has picked it (it waits for the watcher's private
// copy to begin, i.e. after the one open). The watcher imports the bytes it picked, never the
// private file's; nothing lands in processed/; the file that changed is not a success.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, quantity, startCli, type Service } from '../../support/index.js';
import { jsonLines, stockCsv, useWatchBed } from './watch-helpers.js';

let svc: Service;
let dir: string;
useWatchBed('cb-watch-read-', (s, d) => {
  svc = s;
  dir = d;
});

/**
 * A second process: polls (every turn of its event loop) for the watcher's private copy folder
 * under <home>/watch/<key>/files and then renames `link` (a symlink made beforehand) over `drop`.
 */
function swapWhenPicked(home: string, link: string, drop: string): Promise<number | null> {
  const script = `
    const fs = require('node:fs'); const path = require('node:path');
    const [home, link, drop] = process.argv.slice(1);
    const picked = () => {
      try {
        return fs.readdirSync(path.join(home, 'watch')).some((k) => fs.existsSync(path.join(home, 'watch', k, 'files')));
      } catch { return false; }
    };
    const until = Date.now() + 60000;
    const tick = () => {
      if (picked()) { fs.renameSync(link, drop); process.exit(0); }
      if (Date.now() > until) process.exit(3);
      setImmediate(tick);
    };
    tick();`;
  const child = spawn(process.execPath, ['-e', script, home, link, drop], { stdio: 'ignore' });
  return new Promise((r) => child.on('close', (code) => r(code)));
}

describe('watch: one file, one read', () => {
  it('a symlink renamed over the picked file: the private file is never imported, nothing in processed/', async () => {
    const folder = join(dir, 'drop');
    const outside = join(dir, 'outside');
    const home = join(dir, 'home');
    mkdirSync(folder);
    mkdirSync(outside);
    // The same keys, other values: any of them on the service would show the private file was read.
    const dropped = stockCsv(910_000, 1, 5);
    const secret = stockCsv(990_000, 1, 5);
    const privateFile = join(outside, 'private.csv');
    writeFileSync(privateFile, secret.text);
    chmodSync(privateFile, 0o600);
    const link = join(outside, 'swap.csv');
    symlinkSync(privateFile, link);
    const before = filesUnder(outside).filter((f) => f.path !== link);
    writeFileSync(join(folder, 'drop.csv'), dropped.text);

    const old = new Map<string, number | null>();
    for (const key of dropped.values.keys()) {
      const [dc, product] = key.split(',').map(Number) as [number, number];
      old.set(key, await quantity(svc, dc, product));
    }
    const swapped = swapWhenPicked(home, link, join(folder, 'drop.csv'));
    const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once'];
    const run = await startCli([...args, '--settle', '1', '--min-rows', '0', '--json'], { COMMERCE_BULK_HOME: home })
      .done;
    expect(await swapped).toBe(0);

    // Not one value of the private file; the picked bytes' rows stop as soon as the file changed
    // (each key then holds its old value or the dropped one, never the private one).
    for (const [key, v] of secret.values) {
      const [dc, product] = key.split(',').map(Number) as [number, number];
      const now = await quantity(svc, dc, product);
      expect(now).not.toBe(v);
      expect([old.get(key), dropped.values.get(key)]).toContain(now);
    }
    // Changed under the watcher: not a success, the link left where it is, nothing processed.
    expect(run.code, run.stderr).toBe(1);
    const [object] = jsonLines(run.stdout);
    expect(object).toMatchObject({ status: 'failed', exitCode: 1, movedTo: null, file: join(folder, 'drop.csv') });
    expect(object!.message).toContain('changed or was replaced while job');
    expect(run.stderr).toContain(`Left in the folder: ${join(folder, 'drop.csv')}`);
    expect(run.stderr).not.toContain('Not imported');
    expect(existsSync(join(folder, 'processed')) ? readdirSync(join(folder, 'processed')) : []).toEqual([]);
    expect(lstatSync(join(folder, 'drop.csv')).isSymbolicLink()).toBe(true);
    // Its reason (and whatever workbooks the stopped job wrote) went to failed/; no file beside them.
    const failed = readdirSync(join(folder, 'failed'));
    expect(failed).toContain('drop.reason.txt');
    expect(failed.filter((f) => f.endsWith('.csv'))).toEqual([]);
    // Outside the folder: nothing written, nothing changed.
    expect(filesUnder(outside).filter((f) => !f.path.endsWith('swap.csv'))).toEqual(before);

    // The next run: the link is never read nor moved, and nothing is sent again.
    const mutations = await svc.mutations();
    const again = await startCli([...args, '--settle', '1', '--json'], { COMMERCE_BULK_HOME: home }).done;
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe('');
    expect(await svc.mutations()).toEqual(mutations);
    expect(lstatSync(join(folder, 'drop.csv')).isSymbolicLink()).toBe(true);
  }, 120_000);
});
