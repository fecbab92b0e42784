// Issue 41 point 2, a file is whole or not imported: a second process writes a DC quantity feed
// and pauses mid-number (`...,2` of `27`) for far longer than --settle, then writes the rest.
// A real `watch --once` run during the pause takes nothing (the last line has no line end yet):
// the sandbox never holds the 2, nothing at all is sent. After the writer is done the next run
// imports the file whole, every value read back from the sandbox.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quantity, startCli, startService, type Service } from '../../support/index.js';
import { expectValues, jsonLines, stockCsv, useWatchBed } from './watch-helpers.js';

let svc: Service;
let dir: string;
useWatchBed('cb-watch-paused-', (s, d) => {
  svc = s;
  dir = d;
});

/** A second process writes `head` to `path`, pauses `pauseMs`, then writes `tail` and ends. */
function pausingWriter(path: string, head: string, tail: string, pauseMs: number): Promise<number | null> {
  const script = `
    const fs = require('node:fs');
    const [path, head, tail, pause] = process.argv.slice(1);
    const fd = fs.openSync(path, 'w');
    fs.writeSync(fd, head);
    setTimeout(() => { fs.writeSync(fd, tail); fs.closeSync(fd); }, Number(pause));`;
  const child = spawn(process.execPath, ['-e', script, path, head, tail, String(pauseMs)], { stdio: 'ignore' });
  return new Promise((r) => child.on('close', (code) => r(code)));
}

describe('watch: a writer paused mid-number', () => {
  it('is not imported while the last line has no line end; the next run imports it whole', async () => {
    const folder = join(dir, 'drop');
    mkdirSync(folder);
    const home = { COMMERCE_BULK_HOME: join(dir, 'home') };
    const stock = stockCsv(960_000, 1, 6);
    // The paused line: product 2000003 at DC 2 gets 27, written up to "2".
    const lines = stock.text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('2000003,2,'));
    lines[at] = '2000003,2,27';
    stock.values.set('2,2000003', 27);
    const text = lines.join('\n');
    const cut = text.indexOf('2000003,2,27') + '2000003,2,2'.length;
    const file = join(folder, 'feed.csv');
    const writer = pausingWriter(file, text.slice(0, cut), text.slice(cut), 20_000);
    for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    const mutations = await svc.mutations();

    const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--json'];
    const during = await startCli([...args, '--settle', '1', '--once-wait', '4', '--min-rows', '0'], home).done;
    // The writer is still paused: nothing taken, nothing sent, the file left in place.
    expect(readFileSync(file, 'utf8')).toBe(text.slice(0, cut));
    expect(during.code, during.stderr).toBe(0);
    expect(during.stdout.trim()).toBe('');
    expect(during.stderr).toContain(`Left for the next run: ${file}`);
    expect(await quantity(svc, 2, 2_000_003)).not.toBe(2);
    expect(await svc.mutations()).toEqual(mutations);

    expect(await writer).toBe(0);
    const after = await startCli([...args, '--settle', '1', '--min-rows', '0'], home).done;
    expect(after.code, after.stderr).toBe(0);
    expect(jsonLines(after.stdout)).toMatchObject([{ status: 'succeeded', file }]);
    await expectValues(svc, stock.values);
    expect(await quantity(svc, 2, 2_000_003)).toBe(27);
    expect(readFileSync(join(folder, 'processed', 'feed.csv'), 'utf8')).toBe(text);
  }, 120_000);

  it('a file appended to while it is sent: nothing more is sent, not remembered, the next run imports it whole', async () => {
    // Each $batch answers 1.5 s late: the import is still sending when the file changes.
    const slow = await startService({ seedProducts: 100, rateLimit: 0, batchLatencyMs: 1500 });
    try {
      await appendedWhileSent(slow);
    } finally {
      await slow.close();
    }
  }, 150_000);
});

async function appendedWhileSent(svc: Service): Promise<void> {
  const folder = join(dir, 'drop-grows');
  mkdirSync(folder);
  const home = { COMMERCE_BULK_HOME: join(dir, 'home-grows') };
  const first = stockCsv(970_000, 1, 90);
  const file = join(folder, 'feed.csv');
  writeFileSync(file, first.text);
  const before = await svc.mutations();
  const args = ['watch', folder, '--resource', 'DCQuantities', '--credentials', svc.creds, '--once', '--json'];
  const run = startCli([...args, '--settle', '1', '--min-rows', '0'], home);
  await run.waitFor(/send: /, 'stderr');
  const extra = stockCsv(975_000, 91, 100);
  appendFileSync(file, extra.text.split('\n').slice(1).join('\n')); // two more products
  const ended = await run.done;
  expect(ended.code, ended.stderr).toBe(1);
  const [object] = jsonLines(ended.stdout);
  expect(object).toMatchObject({ status: 'failed', exitCode: 1, movedTo: null, file });
  expect(object!.message).toContain('changed or was replaced while job');
  // Stopped: fewer than all 360 values were written, none twice; the file stays, nothing processed.
  const during = await svc.mutations();
  const written = Object.keys(during).filter((k) => during[k] !== before[k]);
  expect(written.length).toBeLessThan(first.values.size);
  expect(written.filter((k) => during[k]! - (before[k] ?? 0) > 1)).toEqual([]);
  expect(existsSync(file)).toBe(true);
  expect(existsSync(join(folder, 'processed'))).toBe(false);
  expect(readdirSync(join(folder, 'failed')).sort()).toEqual(['feed.reason.txt', 'feed.result.xlsx', 'feed.undo.xlsx']);

  // The next run: the whole file as it is now (its last rows win), every value read back.
  const after = await startCli([...args, '--settle', '1', '--min-rows', '0'], home).done;
  expect(after.code, after.stderr).toBe(0);
  expect(jsonLines(after.stdout)).toMatchObject([{ status: 'succeeded', file }]);
  await expectValues(svc, new Map([...first.values, ...extra.values]));
}
