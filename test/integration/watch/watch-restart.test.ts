// Issue 28, watched folders that survive: a watcher killed with SIGKILL mid-import and
// started again finishes that file exactly once (every value read back, every key written
// once), and two watchers of one folder never import at the same time (one lock in the data
// folder) while every file is still imported once.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshOnRetry,
  killChildren,
  removeDir,
  sleep,
  startCli,
  startService,
  tempDir,
  type Service,
  resetCounters,
} from '../../support/index.js';
import { expectNoOverlap, expectValues, jsonLines, stockCsv, type WatchJson } from './watch-helpers.js';

let svc: Service;
let dir: string;
const start = async (): Promise<void> => {
  dir = tempDir('cb-watch-restart-');
  // Each $batch answers 1.5 s late: an import is still sending when the test kills it.
  svc = await startService({ seedProducts: 100, rateLimit: 0, batchLatencyMs: 1500 });
};
beforeAll(start);
// A CI retry would meet the first attempt's folders and files and its values on the sandbox
// (nothing to send, keys counted twice). For a retry only: the first attempt's watchers
// killed, a fresh sandbox and folder.
freshOnRetry(async () => {
  killChildren();
  await svc.close();
  removeDir(dir);
  await start();
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

function watchArgs(folder: string, ...more: string[]): string[] {
  return [
    'watch',
    folder,
    '--resource',
    'DCQuantities',
    '--credentials',
    svc.creds,
    '--settle',
    '0',
    // Files of different sizes on purpose: the row-count guard (watch-guards.test.ts) is off here.
    '--min-rows',
    '0',
    '--json',
    ...more,
  ];
}

describe('watch after a crash', () => {
  it('a watcher killed mid-import and started again finishes the file exactly once', async () => {
    const folder = join(dir, 'killed');
    mkdirSync(folder);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const stock = stockCsv(800_000, 1, 100);
    writeFileSync(join(folder, 'night.csv'), stock.text);
    await resetCounters(svc.sandbox);

    const first = startCli(watchArgs(folder), env, 180_000);
    await first.waitFor(/send: /, 'stderr');
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.signal).toBe('SIGKILL');
    const jobId = /Job (\S+)/.exec(killed.stderr)?.[1];
    expect(jobId, killed.stderr).toBeDefined();
    expect(readFileSync(join(folder, 'night.csv'), 'utf8')).toBe(stock.text);
    expect(existsSync(join(folder, 'processed'))).toBe(false);

    const again = await startCli(watchArgs(folder, '--once'), env, 180_000).done;
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`Resuming job ${jobId}`);
    const objects = jsonLines(again.stdout);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({
      job: jobId,
      status: 'succeeded',
      movedTo: join(folder, 'processed', 'night.csv'),
    });
    expect(existsSync(join(folder, 'night.csv'))).toBe(false);
    await expectValues(svc, stock.values);
    const writes = await svc.mutations();
    const notOnce = [...stock.values.keys()].filter((k) => {
      const [dc, p] = k.split(',');
      return writes[`DCQuantities(DistributionCenterID=${dc},ProductID=${p})`] !== 1;
    });
    expect(notOnce.slice(0, 10)).toEqual([]);

    // Nothing left to resume: a further run finds an empty folder and ends.
    const idle = await startCli(watchArgs(folder, '--once'), env, 60_000).done;
    expect(idle.code, idle.stderr).toBe(0);
    expect(idle.stdout).toBe('');
  }, 300_000);

  it('two watchers of one folder never import at the same time', async () => {
    const folder = join(dir, 'shared');
    mkdirSync(folder);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const watchers = [startCli(watchArgs(folder), env, 180_000), startCli(watchArgs(folder), env, 180_000)];
    await Promise.all(watchers.map((w) => w.waitFor(/Watching /, 'stderr')));
    const files = [0, 1, 2, 3].map((i) => stockCsv(900_000 + i * 10_000, 1 + i * 25, 25 + i * 25));
    files.forEach((f, i) => writeFileSync(join(folder, `part-${i}.csv`), f.text));

    const all = (): WatchJson[] => watchers.flatMap((w) => jsonLines(w.stdout()));
    for (let waited = 0; all().length < 4 && waited < 200_000; waited += 250) await sleep(250);
    const objects = all();
    expect(objects.map((o) => o.file).sort()).toEqual([0, 1, 2, 3].map((i) => join(folder, `part-${i}.csv`)));
    expect(objects.map((o) => o.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
    expectNoOverlap(objects);
    for (const f of files) await expectValues(svc, f.values);

    for (const w of watchers) w.child.kill('SIGINT');
    const ends = await Promise.all(watchers.map((w) => w.done));
    expect(ends.map((e) => e.code)).toEqual([0, 0]);
    expect(ends.flatMap((e) => jsonLines(e.stdout))).toHaveLength(4);
  }, 300_000);
});
