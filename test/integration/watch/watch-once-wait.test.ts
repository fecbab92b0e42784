// `watch --once` always ends: a real watcher process against the real sandbox, with one
// complete file and one a second process keeps writing to. The complete file is imported and
// its values read back; the growing one is left in the folder, untouched, named on stderr,
// once the watcher has waited --once-wait seconds for it with nothing else to do.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killChildren, removeDir, startCli, startService, tempDir, type Service } from '../../support/index.js';
import { expectValues, jsonLines, stockCsv } from './watch-helpers.js';

let svc: Service;
let dir: string;
beforeAll(async () => {
  dir = tempDir('cb-watch-once-');
  svc = await startService({ seedProducts: 10, rateLimit: 0 });
});
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

/** A second process appends a line to `path` every 300 ms until killed: a file that never settles. */
function keepWriting(path: string): () => void {
  const script = `
    const fs = require('node:fs');
    fs.writeFileSync(process.argv[1], 'Product ID,DC,Qty\\n');
    let i = 0;
    setInterval(() => fs.appendFileSync(process.argv[1], '2000001,1,' + (i++) + '\\n'), 300);`;
  const child = spawn(process.execPath, ['-e', script, path], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

describe('watch --once', () => {
  it('imports what is complete and leaves a file still being written for the next run, then ends', async () => {
    const folder = join(dir, 'drop');
    mkdirSync(folder);
    const stock = stockCsv(810_000, 3, 6);
    writeFileSync(join(folder, 'complete.csv'), stock.text);
    const growing = join(folder, 'growing.csv');
    const stop = keepWriting(growing);
    try {
      for (let i = 0; i < 50 && !existsSync(growing); i++) await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const run = await startCli(
        [
          'watch',
          folder,
          '--resource',
          'DCQuantities',
          '--credentials',
          svc.creds,
          '--once',
          '--settle',
          '1',
          '--once-wait',
          '4',
          '--min-rows',
          '0',
          '--json',
        ],
        { COMMERCE_BULK_HOME: join(dir, 'home') },
        120_000,
      ).done;
      const seconds = (Date.now() - started) / 1000;
      expect(run.code, run.stderr).toBe(0);
      // The complete file was imported and moved; its values are on the service.
      const objects = jsonLines(run.stdout);
      expect(objects.map((o) => [o.file, o.status])).toEqual([[join(folder, 'complete.csv'), 'succeeded']]);
      await expectValues(svc, stock.values);
      // The growing file: named on stderr, still in the folder, never imported.
      expect(run.stderr).toContain(
        `Left for the next run: ${growing} was still changing after 4 s of waiting (still being copied, or held open by another program).`,
      );
      expect(existsSync(growing)).toBe(true);
      expect(readdirSync(join(folder, 'processed')).sort()).toEqual([
        'complete.csv',
        'complete.result.xlsx',
        'complete.undo.xlsx',
      ]);
      expect(existsSync(join(folder, 'failed'))).toBe(false);
      expect(existsSync(join(folder, 'held'))).toBe(false);
      // It gave up after the wait, not at once and not much later.
      expect(seconds).toBeGreaterThanOrEqual(4);
      expect(seconds).toBeLessThan(90);
      // The writer was still at it: the file kept growing after the watcher ended.
      const size = statSync(growing).size;
      await new Promise((r) => setTimeout(r, 700));
      expect(statSync(growing).size).toBeGreaterThan(size);
    } finally {
      stop();
    }
  }, 150_000);
});
