// The ingest's journal lines, written on a thread of their own while the ingest reads,
// maps and validates the next ones (issue 12): SQLite's inserts are about half an ingest's
// CPU, so on two cores the two halves overlap. The thread is a few lines of plain
// JavaScript with its own connection to the journal (WAL: the file takes one writer, and
// nothing else writes rows during an ingest). It is started only from the second batch on,
// so a small file (or the review's one fixed row) never waits for a thread to start, and
// when the thread cannot start (say the driver cannot be loaded from it) the lines are
// written here as before. Measured on 1,000,000 lines, compiled, quiet 2 cores: ~350k rows/s
// for a CSV and ~270k for an XLSX, against ~200k with every line written here; the thread
// adds ~50 MB to the peak RSS (its isolate), which stays near 220-250 MB.
// Batches go over packed (packed-lines.ts): numbers moved, texts copied, no line objects.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Journal } from './journal.js';
import { INSERT_PACKED_SOURCE, LINES_A_STATEMENT, insertLinesSql, type PackedLines } from './packed-lines.js';
import { RESULTS } from './schema.js';

// A batch smaller than this, with no thread started yet, is written here (the last few
// lines of a file, the review's fixed row): a thread costs more to start than it saves.
const SMALL = 1_000;

// CommonJS, evaluated as the worker's source: no file to ship beside the build.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
let db, write;
try {
  const Database = require(workerData.driver);
  db = new Database(workerData.file, { timeout: 30000 });
  db.pragma('synchronous = NORMAL');
  // Appends touch the last pages of the table and of each index only: 2 MB of page cache
  // (the driver's default is 16 MB) keeps ~14 MB off a million-line ingest's peak RSS.
  db.pragma('cache_size = -2000');
  // A checkpoint every ~40 MB of log, not every 4 MB: fewer, longer copies (~10% of the
  // insert's time on a million lines); the log is checkpointed as usual once the ingest ends.
  db.pragma('wal_autocheckpoint = 10000');
  const one = db.prepare(workerData.insertOne);
  const many = db.prepare(workerData.insertMany);
  ${INSERT_PACKED_SOURCE}
  write = db.transaction((batches) => {
    for (const p of batches) insertPacked(one, many, p, workerData.results);
  });
} catch (err) {
  parentPort.postMessage({ unavailable: String(err && err.message ? err.message : err) });
  process.exit(0);
}
parentPort.postMessage({ ready: true });
// The batches that arrived while the last ones were written go in one transaction: a
// commit each cost ~a quarter of the thread's time when it falls behind the reading.
const queue = [];
const drain = () => {
  const batches = queue.splice(0);
  const closing = batches[batches.length - 1] === null;
  if (closing) batches.pop();
  if (batches.length) {
    let reply = { written: true };
    try {
      write(batches);
    } catch (err) {
      reply = { error: String(err && err.message ? err.message : err) };
    }
    for (let i = 0; i < batches.length; i++) parentPort.postMessage(reply);
  }
  if (closing) {
    db.close();
    parentPort.postMessage({ closed: true });
  }
};
parentPort.on('message', (v) => {
  if (queue.push(v) === 1) setImmediate(drain);
});
`;

// Batches handed over and not yet written: bounds the memory the hand-over may hold (~0.4 MB
// a batch). 8, not 4: the thread writes what waits in one transaction, and with 4 the
// reading side often stood still behind it.
const IN_FLIGHT = 8;

type FromThread = { ready?: true; unavailable?: string; written?: true; closed?: true; error?: string };

export interface LineWriter {
  /**
   * Whether the next batch should carry its fields as values (LinePacker): while the thread
   * keeps up (under half of IN_FLIGHT waiting), it also writes the fields' JSON, since
   * reading and validating is then the slower half (an XLSX), and this evens them out; once
   * it falls behind (a CSV), the JSON is written by the reading side again.
   */
  readonly fieldsAsValues: boolean;
  /** Writes one batch (one transaction), here or handed to the thread; waits while IN_FLIGHT batches are unwritten. */
  write(lines: PackedLines): Promise<void>;
  /** Every batch written and the thread's connection closed; rejects with the first write's error. */
  close(): Promise<void>;
  /** Ends the thread (the ingest failed or was stopped); the batches it holds are written first. */
  abort(): Promise<void>;
}

/** The driver's path; from a packed app, its unpacked copy (a thread reads no asar archive). */
function driverPath(): string {
  return createRequire(import.meta.url)
    .resolve('better-sqlite3')
    .replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
}

/** Writes the ingest's lines: the first batches here, the next ones on a thread once it is ready. */
export function lineWriter(journal: Journal): LineWriter {
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let threadless = false;
  let first = true;
  let failure: Error | null = null;
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let closed: (() => void) | null = null;

  const settle = (): void => {
    for (const w of waiting.splice(0)) w();
  };
  const start = (): void => {
    const w = new Worker(THREAD, {
      eval: true,
      // Its heap holds a few batches at most: a small young generation keeps its memory small.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 },
      workerData: {
        driver: driverPath(),
        file: journal.file,
        insertOne: insertLinesSql(1),
        insertMany: insertLinesSql(LINES_A_STATEMENT),
        results: RESULTS,
      },
    });
    worker = w;
    ready = new Promise<boolean>((resolve) => {
      w.on('message', (m: FromThread) => {
        if (m.ready) return resolve(true);
        if (m.unavailable !== undefined) return resolve(false);
        if (m.error !== undefined) failure ??= new Error(`Writing the journal failed: ${m.error}`);
        if (m.closed) closed?.();
        else inFlight--;
        settle();
      });
      w.on('error', (err) => {
        resolve(false);
        failure ??= err;
        closed?.();
        settle();
      });
      w.on('exit', () => {
        resolve(false);
        closed?.();
        settle();
      });
    });
  };
  // The thread writes what it holds (at most IN_FLIGHT batches) and closes its connection,
  // so no lock outlives it; then it ends.
  const finish = async (): Promise<void> => {
    const w = worker;
    worker = null;
    if (!w) return;
    if (await ready)
      await new Promise<void>((resolve) => {
        closed = resolve;
        w.postMessage(null);
      });
    await w.terminate();
  };
  const check = (): void => {
    if (failure) throw failure;
  };

  return {
    get fieldsAsValues() {
      return worker !== null && inFlight < IN_FLIGHT / 2;
    },
    async write(lines) {
      check();
      if (first || threadless || (!worker && lines.count < SMALL)) {
        // Here. A full first batch starts the thread while it is written, so it is ready
        // for the second; a file that fits in one small batch never starts one.
        if (first && lines.count >= SMALL) start();
        first = false;
        journal.insertPacked(lines);
        return;
      }
      if (!(await ready)) {
        // Nothing was handed to it: write here from now on, in the same order.
        threadless = true;
        failure = null;
        await finish();
        journal.insertPacked(lines);
        return;
      }
      inFlight++;
      const moved = [lines.numbers.buffer as ArrayBuffer];
      if (lines.fields) moved.push(lines.fields.buffer as ArrayBuffer);
      worker!.postMessage(lines, moved);
      while (inFlight >= IN_FLIGHT && !failure) await new Promise<void>((r) => waiting.push(r));
      check();
    },
    async close() {
      await finish();
      check();
    },
    async abort() {
      await finish();
    },
  };
}
