// The review's reader thread: streams the job's file, maps and validates every row through
// the engine's ingest, and posts the journal lines and the review's cells (encoded in chunks)
// to the ingest worker, which writes them. Why a thread of its own: reading and validating
// (JavaScript) and writing SQLite each take seconds on a million rows; on two threads they
// overlap instead of adding up. Started by ingest-worker.ts; plain Node (tsx loader from the
// .ts sources via ingest-reader-dev.mjs, the compiled .js under dist/).
import { parentPort } from 'node:worker_threads';
import { compileMapping, importTarget, ingest, openJobSheet, parseMapping } from '../jobs/index.js';
import { ChunkEncoder, type PackedLines } from '../journal/index.js';
import type { FromIngestReader, ToIngestReader } from './ingest-protocol.js';
import { countingLines } from './review-counts.js';
import { withRowHook } from './row-sources.js';

/** Batches posted and not yet written (each is one of the ingest's batches of lines). */
const MAX_IN_FLIGHT = 2;

const port = parentPort;
if (!port) throw new Error('ingest-reader.ts runs as a worker thread of ingest-worker.ts.');
const post = (m: FromIngestReader): void => port.postMessage(m);
port.once('message', (m: ToIngestReader) => void read(m).then(post));

async function read({ data, inFlight }: ToIngestReader): Promise<FromIngestReader> {
  try {
    const slots = new Int32Array(inFlight);
    const compiled = compileMapping(parseMapping(data.mapping), data.headers, importTarget(data.resource));
    const source = await openJobSheet(data);
    const encoder = new ChunkEncoder();
    let rowsRead = 0;
    const lines = countingLines({
      insertPacked(batch: PackedLines) {
        if (!batch.count) return;
        // Synchronous wait (the ingest's insert is a plain call): this thread has nothing else to do.
        for (let n = Atomics.load(slots, 0); n >= MAX_IN_FLIGHT; n = Atomics.load(slots, 0))
          Atomics.wait(slots, 0, n, 1000);
        Atomics.add(slots, 0, 1);
        // The hook has seen every row whose lines are in this batch: its chunks go with them.
        post({ type: 'lines', lines: batch, chunks: encoder.take(), read: rowsRead });
      },
    });
    let rows: number;
    try {
      rows = await ingest(
        lines,
        withRowHook(source, (row) => {
          rowsRead++;
          encoder.add(row.rowNumber, row.cells);
        }),
        compiled,
      );
    } finally {
      await source.close();
    }
    return { type: 'done', rows, chunks: encoder.end(), counts: lines.counts };
  } catch (err) {
    return { type: 'error', message: (err as Error).message };
  }
}
