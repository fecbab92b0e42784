// Issue 38, one folder, one lock: real watcher processes against the real sandbox. Two
// watchers started at once, one through a symlinked path, import the feed once (every key
// written once, every value read back) and neither crashes; a lock whose pid is now a live
// unrelated process (a reboot reused it) is taken over; another host's fresh lock ends
// `watch --once --lock-wait 2` with exit 5 naming the holder, an old one is taken over with a
// warning; a damaged state.json is refused with its path and the file left where it was.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderKey } from '../../../main/automation/index.js';
import { bootId, FOREIGN_STALE_MS, processStart } from '../../../main/files/index.js';
import {
  freshOnRetry,
  killChildren,
  removeDir,
  startCli,
  startService,
  tempDir,
  type Service,
  resetCounters,
} from '../../support/index.js';
import { expectValues, jsonLines, stockCsv } from './watch-helpers.js';

let svc: Service;
let dir: string;
const sleepers: ChildProcess[] = [];
const start = async (): Promise<void> => {
  dir = tempDir('cb-watch-lock-');
  svc = await startService({ seedProducts: 40, rateLimit: 0 });
};
beforeAll(start);
// A CI retry would meet the first attempt's folders and files (mkdir refused, a duplicate
// sent to failed/) and its values on the sandbox (nothing to send). For a retry only: the
// first attempt's watchers killed, a fresh sandbox and folder.
freshOnRetry(async () => {
  killChildren();
  await svc.close();
  removeDir(dir);
  await start();
});
afterAll(async () => {
  killChildren();
  for (const s of sleepers) s.kill('SIGKILL');
  await svc?.close();
  removeDir(dir);
});

const args = (folder: string, ...more: string[]): string[] => [
  'watch',
  folder,
  '--resource',
  'DCQuantities',
  '--credentials',
  svc.creds,
  '--settle',
  '0',
  '--once',
  '--json',
  ...more,
];

/** A watched folder with one feed in it, its own data folder, and where its lock lives. */
function setUp(
  name: string,
  base: number,
): { folder: string; env: Record<string, string>; lock: string; stock: ReturnType<typeof stockCsv> } {
  const folder = join(dir, name);
  mkdirSync(folder);
  const stock = stockCsv(base, 1, 30);
  writeFileSync(join(folder, 'night.csv'), stock.text);
  const home = join(dir, `${name}-home`);
  const lockDir = join(home, 'watch', folderKey(folder));
  mkdirSync(lockDir, { recursive: true, mode: 0o700 });
  return { folder, env: { COMMERCE_BULK_HOME: home }, lock: join(lockDir, 'lock'), stock };
}

/** Keys of the file written other than exactly once since the counters were reset. */
async function notOnce(values: Map<string, number>): Promise<string[]> {
  const writes = await svc.mutations();
  return [...values.keys()].filter((k) => {
    const [dc, p] = k.split(',');
    return writes[`DCQuantities(DistributionCenterID=${dc},ProductID=${p})`] !== 1;
  });
}

describe('watch: one lock per real folder', () => {
  it('two watchers started at once, one through a symlink, import the feed once', async () => {
    const { folder, env, stock } = setUp('Stock', 700_000);
    const link = join(dir, 'stock-link');
    symlinkSync(folder, link);
    await resetCounters(svc.sandbox);
    const runs = await Promise.all([startCli(args(folder), env).done, startCli(args(link), env).done]);
    expect(
      runs.map((r) => r.code),
      runs.map((r) => r.stderr).join('\n'),
    ).toEqual([0, 0]);
    const objects = runs.flatMap((r) => jsonLines(r.stdout));
    expect(objects.map((o) => o.status)).toEqual(['succeeded']);
    expect(await notOnce(stock.values)).toEqual([]);
    await expectValues(svc, stock.values);
    expect(existsSync(join(folder, 'processed', 'night.csv'))).toBe(true);
  }, 240_000);

  it('takes over a lock whose pid is a live process that did not take it (a reboot reused the pid)', async () => {
    const { folder, env, lock, stock } = setUp('rebooted', 710_000);
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    sleepers.push(sleeper);
    const pid = sleeper.pid!;
    expect(processStart(pid)).not.toBeNull();
    writeFileSync(
      lock,
      JSON.stringify({
        pid,
        host: hostname(),
        boot: 'the-boot-before-the-power-cut',
        started: 'tick:1',
        since: '2026-11-27T02:15:00Z',
      }),
    );
    const run = await startCli(args(folder), env).done;
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLines(run.stdout).map((o) => o.status)).toEqual(['succeeded']);
    await expectValues(svc, stock.values);
    expect(existsSync(lock)).toBe(false);
    expect(sleeper.exitCode).toBeNull(); // the unrelated process was left alone
  }, 120_000);

  it("ends within --lock-wait on another host's fresh lock, exit 5, naming the holder", async () => {
    const { folder, env, lock, stock } = setUp('busy', 720_000);
    const owner = { pid: 4242, host: 'warehouse-pc', boot: 'b', started: 'tick:9', since: '2026-11-28T02:15:00.000Z' };
    writeFileSync(lock, JSON.stringify(owner));
    const cli = startCli(args(folder, '--lock-wait', '2'), env);
    await cli.waitFor(/Watching /, 'stderr');
    const from = Date.now();
    const run = await cli.done;
    const took = Date.now() - from;
    expect(run.code, run.stderr).toBe(5);
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(4000);
    expect(run.stderr).toContain(
      `Error: The folder ${folder} is locked by another watcher (host warehouse-pc, pid 4242, since 2026-11-28T02:15:00.000Z); gave up after 2 s.`,
    );
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toEqual(owner);
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(stock.text);
  }, 60_000);

  it("takes over another host's lock unrefreshed for longer than stated, with a warning", async () => {
    const { folder, env, lock, stock } = setUp('abandoned', 730_000);
    writeFileSync(
      lock,
      JSON.stringify({
        pid: 4242,
        host: 'warehouse-pc',
        boot: 'b',
        started: 'tick:9',
        since: '2026-11-20T02:15:00.000Z',
      }),
    );
    // Whole seconds: a file's modification time keeps no finer than that everywhere.
    const old = new Date(Math.floor((Date.now() - FOREIGN_STALE_MS - 60_000) / 1000) * 1000);
    utimesSync(lock, old, old);
    const run = await startCli(args(folder, '--lock-wait', '2'), env).done;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `Warning: took over the lock of ${folder} held by host warehouse-pc, pid 4242 since 2026-11-20T02:15:00.000Z: not refreshed since ${old.toISOString()}`,
    );
    await expectValues(svc, stock.values);
  }, 120_000);

  it('refuses a damaged state.json with its path, exit 2, and leaves the file in the folder', async () => {
    const { folder, env, lock, stock } = setUp('damaged', 740_000);
    const state = join(lock, '..', 'state.json');
    writeFileSync(state, '{"version":1,"folder":"x","imported":{"3f');
    const run = await startCli(args(folder), env).done;
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      `Error: The watch state of ${folder} in ${join(lock, '..', 'state.json')} cannot be read: it is not JSON`,
    );
    expect(run.stderr).toContain('Correct the file by hand, or move it away to start afresh');
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(stock.text);
    expect(readFileSync(state, 'utf8')).toBe('{"version":1,"folder":"x","imported":{"3f');
    expect(bootId()).not.toBeNull();
  }, 60_000);
});
