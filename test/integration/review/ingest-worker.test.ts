// The review's ingest on a worker thread: every row reaches the journal and the cells table
// (read by the main thread's connection), progress arrives while reading, a read error is
// reported as the session's error, and closing a review mid-read stops the worker and
// removes its journal.
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReviewState } from '../../../shared/ipc/index.js';
import { closeIngestWorkers, prewarmIngestWorker } from '../../../main/review/ingest-thread.js';
import { reviewWindow } from '../../../main/review/review-rows.js';
import { ReviewSession } from '../../../main/review/session.js';
import { tempDir } from '../../support/index.js';

const dir = tempDir('cb-review-worker-');
const mapping = {
  version: 1,
  resource: 'DCQuantities',
  operation: 'upsert',
  columns: [
    { column: 'ProductID', field: 'ProductID' },
    { column: 'DC', field: 'DistributionCenterID' },
    { column: 'Qty', field: 'AvailableQuantity' },
  ],
};

async function writeCsv(name: string, rows: number, cell: (i: number) => string): Promise<string> {
  const file = path.join(dir, name);
  const out = createWriteStream(file);
  out.write('ProductID,DC,Qty\n');
  for (let i = 0; i < rows; i++)
    if (!out.write(`${2000001 + (i % 1000)},${(i % 4) + 1},${cell(i)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return file;
}

function open(file: string, states: ReviewState[]): Promise<ReviewSession> {
  return ReviewSession.open({
    path: file,
    mapping,
    jobsDir: dir,
    resultsDir: dir,
    connection: { ref: { kind: 'saved', id: 'test' }, baseUrl: 'http://127.0.0.1:1' },
    onState: (s) => states.push(s),
  });
}

afterAll(async () => {
  await closeIngestWorkers();
});

describe('review ingest worker', () => {
  it('reads, validates and journals every row off the main thread, with progress on the way', async () => {
    prewarmIngestWorker();
    const file = await writeCsv('stock-30k.csv', 30_000, (i) => (i % 1000 === 7 ? 'many' : String(i % 500)));
    const states: ReviewState[] = [];
    const session = await open(file, states);
    await session.ready;
    expect(session.error).toBeUndefined();
    const last = states.at(-1)!;
    expect(last).toMatchObject({
      complete: true,
      rowsRead: 30_000,
      problems: 30,
      counts: { Ready: 29_970, Invalid: 30, Skipped: 0, Unchanged: 0 },
    });
    expect(states.some((s) => !s.complete && s.rowsRead > 0 && s.rowsRead < 30_000)).toBe(true);
    // What the worker wrote is what the main thread's connection reads.
    expect(session.journal.countByState()).toMatchObject({ pending: 29_970, invalid: 30 });
    const problems = reviewWindow(session, 'problems', 0, 5);
    expect(problems.total).toBe(30);
    expect(problems.rows[0]).toMatchObject({ rowNumber: 9, cells: ['2000008', '4', 'many'], status: 'Invalid' });
    expect(reviewWindow(session, 'all', 29_998, 5).rows.map((r) => r.rowNumber)).toEqual([30_000, 30_001]);
    // A fix in place adjusts the counts without a scan.
    await session.editCell(9, 2, '12');
    expect(session.state()).toMatchObject({ problems: 29, counts: { Ready: 29_971, Invalid: 29 } });
    expect(session.state().counts).toEqual({ Ready: 29_971, Invalid: 29, Skipped: 0, Unchanged: 0 });
    await session.discard();
  }, 60_000);

  it('reports a file that breaks mid-read as the session error', async () => {
    const file = await writeCsv('broken.csv', 3000, (i) => (i === 2000 ? 'x'.repeat(1_100_000) : '1'));
    const session = await open(file, []);
    await session.ready;
    expect(session.complete).toBe(false);
    expect(session.error).toMatch(/broken\.csv/);
    expect(session.error).toMatch(/row 2002/);
    await session.discard();
  }, 60_000);

  it('stops the worker and removes the journal when the review is closed mid-read', async () => {
    const file = await writeCsv('stock-300k.csv', 300_000, (i) => String(i % 500));
    const states: ReviewState[] = [];
    const session = await open(file, states);
    const journalFile = session.journal.file;
    const deadline = Date.now() + 30_000;
    while (!states.some((s) => s.rowsRead > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(session.complete).toBe(false);
    await session.discard();
    expect(session.complete).toBe(false);
    expect(existsSync(journalFile)).toBe(false);
  }, 60_000);
});
