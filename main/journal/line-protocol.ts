// Messages between the ingest's line writer (line-writer.ts, the thread that reads the file)
// and its thread (line-thread.ts, which inserts the lines with a connection of its own).
import type { PackedLines } from './packed-lines.js';

/** The thread's start data (workerData). */
export interface LineThreadData {
  /** better-sqlite3's path, resolved by the starting thread (a packed app's unpacked copy). */
  driver: string;
  /** The journal's file. */
  file: string;
  /** The one-line and the LINES_A_STATEMENT-line insert (packed-insert.ts). */
  insertOne: string;
  insertMany: string;
  /** RESULTS (schema.ts): a line's result code is an index in it. */
  results: readonly string[];
  /**
   * Set to 1 (Atomics) when the ingest stops: the thread drops the batches it holds and rolls
   * its transaction back before the next batch, so the journal's write lock is free at once.
   */
  stop: Int32Array;
}

/** A batch to write, or null: write what is held, close the connection and say so. */
export type ToLineThread = PackedLines | null;

export type FromLineThread =
  /** The connection is open: batches may come. */
  | { type: 'ready' }
  /** The thread could not open the journal (say the driver cannot load in a thread): nothing was written. */
  | { type: 'unavailable'; message: string }
  /** One batch written (one such message per batch, in order). */
  | { type: 'written' }
  /** One batch not written; the first such message fails the ingest. */
  | { type: 'error'; message: string }
  /** Every batch written and the connection closed. */
  | { type: 'closed' };
