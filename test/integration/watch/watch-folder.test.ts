// Issue 28, watched folders: a real watcher process (`watch --json`) against the real
// sandbox over HTTP. A second process copies a file into the folder in slow chunks: it is
// imported once, after it is complete. The same bytes again go to failed/ naming the earlier
// job. Three files dropped together are imported one after another, in arrival order.
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshOnRetry,
  killChildren,
  removeDir,
  startCli,
  startService,
  tempDir,
  type Service,
} from '../../support/index.js';
import { expectNoOverlap, expectValues, jsonLines, slowCopy, stockCsv, waitForObjects } from './watch-helpers.js';

let svc: Service;
let dir: string;
const start = async (): Promise<void> => {
  dir = tempDir('cb-watch-');
  svc = await startService({ seedProducts: 20, rateLimit: 0 });
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
  await svc?.close();
  removeDir(dir);
});

describe('watch <folder>', () => {
  it('imports a slowly copied file once, after it is complete; refuses its duplicate; takes three files in turn', async () => {
    const folder = join(dir, 'drop');
    mkdirSync(folder);
    const env = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const watcher = startCli(
      // Files of different sizes on purpose: the row-count guard (watch-guards.test.ts) is off here.
      [
        'watch',
        folder,
        '--resource',
        'DCQuantities',
        '--credentials',
        svc.creds,
        '--settle',
        '2',
        '--min-rows',
        '0',
        '--json',
      ],
      env,
      180_000,
    );
    await watcher.waitFor(/Watching /, 'stderr');

    // 10 chunks 500 ms apart: 4.5 s of copying, each gap shorter than the 2 s settle time.
    const stock = stockCsv(700_000, 1, 10);
    expect(await slowCopy(join(folder, 'stock.csv'), stock.text, 10, 500)).toBe(0);
    await waitForObjects(watcher, 1);
    const [first] = jsonLines(watcher.stdout());
    expect(first, watcher.stderr()).toMatchObject({
      status: 'succeeded',
      exitCode: 0,
      file: join(folder, 'stock.csv'),
    });
    expect((first!.counts!.Updated ?? 0) + (first!.counts!.Created ?? 0)).toBe(40);
    expect(first!.movedTo).toBe(join(folder, 'processed', 'stock.csv'));
    expect(readFileSync(first!.movedTo!, 'utf8')).toBe(stock.text);
    expect(existsSync(join(folder, 'processed', 'stock.result.xlsx'))).toBe(true);
    expect(existsSync(join(folder, 'processed', 'stock.undo.xlsx'))).toBe(true);
    await expectValues(svc, stock.values);
    // Once: each key written once (the copy was never imported half-way).
    const writes = await svc.mutations();
    expect([...stock.values.keys()].filter((k) => writes[dcKey(k)] !== 1)).toEqual([]);

    // The same bytes under another name: failed/, naming the job that imported them.
    writeFileSync(join(folder, 'stock-again.csv'), stock.text);
    await waitForObjects(watcher, 2);
    const dup = jsonLines(watcher.stdout())[1]!;
    expect(dup).toMatchObject({ status: 'failed', job: null, movedTo: join(folder, 'failed', 'stock-again.csv') });
    expect(dup.message).toContain(`as job ${first!.job}`);
    expect(readFileSync(join(folder, 'failed', 'stock-again.reason.txt'), 'utf8')).toMatch(
      /^already imported on \d{4}-/,
    );

    // Three files at once, their arrival order set by their modification times.
    const three = [stockCsv(710_000, 11, 13), stockCsv(720_000, 14, 16), stockCsv(730_000, 17, 20)];
    const t = Date.now() / 1000;
    three.forEach((f, i) => {
      const path = join(folder, `batch-${i}.csv`);
      writeFileSync(path, f.text);
      utimesSync(path, t - 30 + i, t - 30 + i);
    });
    await waitForObjects(watcher, 5);
    const objects = jsonLines(watcher.stdout());
    const batch = objects.slice(2);
    expect(batch.map((o) => o.file)).toEqual([0, 1, 2].map((i) => join(folder, `batch-${i}.csv`)));
    expect(batch.every((o) => o.status === 'succeeded')).toBe(true);
    expectNoOverlap(objects);
    for (const f of three) await expectValues(svc, f.values);

    // Ctrl-C while idle: it ends at once, nothing in flight; exit 1, as one file (the duplicate) failed.
    watcher.child.kill('SIGINT');
    const end = await watcher.done;
    expect(end.code, end.stderr).toBe(1);
    expect(jsonLines(end.stdout)).toHaveLength(5);
  }, 300_000);
});

function dcKey(key: string): string {
  const [dc, product] = key.split(',');
  return `DCQuantities(DistributionCenterID=${dc},ProductID=${product})`;
}
