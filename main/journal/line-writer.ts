// The ingest's journal lines, written on a thread of their own while the ingest reads,
// maps and validates the next ones (issue 12): SQLite's inserts are about half an ingest's
// CPU, so on two cores the two halves overlap. The thread (line-thread.ts, messages in
// line-protocol.ts) has its own connection to the journal (WAL: the file takes one writer,
// and nothing else writes rows during an ingest). It is started only from the second batch on,
// so a small file (or the review's one fixed row) never waits for a thread to start; while it
// starts, batches are written here (waiting for it stalled the ingest, and a Ctrl-C with it,
// for as long as a thread took to start: seconds on a busy machine), and when the thread
// cannot start (say the driver cannot be loaded from it) the lines are written here as before. Measured on 1,000,000 lines, compiled, quiet 2 cores: ~350k rows/s
// for a CSV and ~270k for an XLSX, against ~200k with every line written here; the thread
// adds ~50 MB to the peak RSS (its isolate), which stays near 220-250 MB.
// Batches go over packed (packed-lines.ts): numbers moved, texts copied, no line objects.
import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../files/index.js';
import type { Journal } from './journal.js';
import type { FromLineThread, LineThreadData, ToLineThread } from './line-protocol.js';
import { LINES_A_STATEMENT, insertLinesSql } from './packed-insert.js';
import type { PackedLines } from './packed-lines.js';
import { RESULTS } from './schema.js';

// A batch smaller than this, with no thread started yet, is written here (the last few
// lines of a file, the review's fixed row): a thread costs more to start than it saves.
const SMALL = 1_000;

// Batches handed over and not yet written: bounds the memory the hand-over may hold (~0.4 MB
// a batch). 8, not 4: the thread writes what waits in one transaction, and with 4 the
// reading side often stood still behind it.
const IN_FLIGHT = 8;

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
  /**
   * Ends the thread at once (the ingest failed or was stopped): the batches it holds are
   * dropped, its transaction rolled back as the thread's connection closes. An ingest that did
   * not finish is read again from its first row (the run clears its lines), so nothing is lost,
   * and a Ctrl-C is not kept waiting for lines no one will read.
   */
  abort(): Promise<void>;
}

/** The driver's path; from a packed app, its unpacked copy (a thread reads no asar archive). */
function driverPath(): string {
  return createRequire(import.meta.url)
    .resolve('better-sqlite3')
    .replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
}

/** The thread that writes a journal's lines, from the moment it is started until it ends. */
class LineThread {
  readonly worker: Worker;
  /** Whether the thread opened the journal (false: it could not, or it ended). */
  readonly ready: Promise<boolean>;
  failure: Error | null = null;
  inFlight = 0;
  /** Until the thread said whether it opened the journal: nothing is handed to it meanwhile. */
  starting = true;
  private started = false;
  private readonly waiting: (() => void)[] = [];
  private closed: (() => void) | null = null;

  private readonly stopFlag = new Int32Array(new SharedArrayBuffer(4));

  constructor(file: string) {
    const data: LineThreadData = {
      stop: this.stopFlag,
      driver: driverPath(),
      file,
      insertOne: insertLinesSql(1),
      insertMany: insertLinesSql(LINES_A_STATEMENT),
      results: RESULTS,
    };
    // Its heap holds a few batches at most: a small young generation keeps its memory small.
    const resourceLimits = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 };
    const w = startWorker(import.meta.url, 'line-thread', { resourceLimits, workerData: data });
    this.worker = w;
    this.ready = new Promise<boolean>((settle) => {
      const resolve = (ready: boolean): void => {
        this.starting = false;
        settle(ready);
      };
      w.on('message', (m: FromLineThread) => this.heard(m, resolve));
      w.on('error', (err) => {
        resolve(false);
        // Before it was ready (its module would not load, say) nothing was handed to it: the
        // lines are written here instead, no error.
        if (this.started) this.failure ??= err;
        this.ended();
      });
      w.on('exit', () => {
        resolve(false);
        this.ended();
      });
    });
  }

  private heard(m: FromLineThread, resolve: (ready: boolean) => void): void {
    if (m.type === 'ready') {
      this.started = true;
      return resolve(true);
    }
    if (m.type === 'unavailable') return resolve(false);
    if (m.type === 'error') this.failure ??= new Error(`Writing the journal failed: ${m.message}`);
    if (m.type === 'closed') this.closed?.();
    else this.inFlight--;
    this.settle();
  }

  private ended(): void {
    this.closed?.();
    this.settle();
  }

  private settle(): void {
    for (const w of this.waiting.splice(0)) w();
  }

  /** Hands a batch over (its buffers moved, not copied); waits while IN_FLIGHT batches are unwritten. */
  async hand(lines: PackedLines): Promise<void> {
    this.inFlight++;
    const moved = [lines.numbers.buffer as ArrayBuffer];
    if (lines.fields) moved.push(lines.fields.buffer as ArrayBuffer);
    this.worker.postMessage(lines satisfies ToLineThread, moved);
    while (this.inFlight >= IN_FLIGHT && !this.failure) await new Promise<void>((r) => this.waiting.push(r));
  }

  /** The thread writes what it holds and closes its connection, so no lock outlives it; then it ends. */
  async finish(): Promise<void> {
    if (await this.ready)
      await new Promise<void>((resolve) => {
        this.closed = resolve;
        this.worker.postMessage(null satisfies ToLineThread);
      });
    await this.worker.terminate();
  }

  /** Ends the thread: what it holds is dropped, its open transaction rolled back by SQLite. */
  async stop(): Promise<void> {
    Atomics.store(this.stopFlag, 0, 1);
    await this.worker.terminate();
  }
}

/** Writes a batch on this thread, failing with the words the thread's failures have. */
function writeHere(journal: Journal, lines: PackedLines): void {
  try {
    journal.insertPacked(lines);
  } catch (err) {
    throw new Error(`Writing the journal failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/** Writes the ingest's lines: the first batches here, the next ones on a thread once it is ready. */
export function lineWriter(journal: Journal): LineWriter {
  let thread: LineThread | null = null;
  let threadless = false;
  let first = true;
  let failure: Error | null = null;
  const finish = async (): Promise<void> => {
    const t = thread;
    thread = null;
    if (!t) return;
    await t.finish();
    failure ??= t.failure;
  };
  const take = (): LineThread | null => {
    const t = thread;
    thread = null;
    return t;
  };
  const check = (): void => {
    failure ??= thread?.failure ?? null;
    if (failure) throw failure;
  };

  return {
    get fieldsAsValues() {
      return thread !== null && thread.inFlight < IN_FLIGHT / 2;
    },
    async write(lines) {
      check();
      if (first || threadless || (!thread && lines.count < SMALL) || thread?.starting) {
        // Here. A full first batch starts the thread while it is written, so it is usually
        // ready for the second (else this one is written here too: it holds nothing yet, so
        // the order stays); a file that fits in one small batch never starts one.
        if (first && lines.count >= SMALL) thread = new LineThread(journal.file);
        first = false;
        writeHere(journal, lines);
        return;
      }
      if (!thread || !(await thread.ready)) {
        // None started (a small first batch), or nothing was handed to it: write here from
        // now on, in the same order.
        threadless = true;
        const t = thread;
        thread = null;
        await t?.finish();
        writeHere(journal, lines);
        return;
      }
      await thread.hand(lines);
      check();
    },
    async close() {
      await finish();
      check();
    },
    async abort() {
      // Not waited for: a thread still starting (seconds on a busy machine) would hold up the
      // stop; SQLite keeps the journal whole whenever the thread's connection closes.
      void take()
        ?.stop()
        .catch(() => undefined);
    },
  };
}
