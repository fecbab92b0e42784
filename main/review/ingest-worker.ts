// The review's ingest, on worker threads: this one writes the journal and the review's cells
// table; its reader thread (ingest-reader.ts) streams the job's file and validates every row
// through the engine's ingest, and posts it the lines and cells to write. Why threads: a
// million rows of reading, validating and SQLite writes held the main process's event loop
// for up to 460 ms at a time; here they cannot, and reading overlaps writing. Runs under
// plain Node (tsx loader from the .ts sources, the compiled .js under dist/), with its own
// SQLite connection to the journal (WAL: the main thread reads windows of rows meanwhile).
import { Worker, parentPort } from 'node:worker_threads';
import { workerUrl } from '../files/index.js';
import { Journal, ReviewCells, inTransaction } from '../journal/index.js';
import type {
  FromIngestReader,
  FromIngestWorker,
  IngestJob,
  ToIngestReader,
  ToIngestWorker,
} from './ingest-protocol.js';

const port = parentPort;
if (!port)
  throw new Error(
    'ingest-worker.ts runs as a worker thread: start it with startIngestWorker() (main/review/ingest-thread.ts).',
  );

// Started with this thread, so its modules load while the worker waits for its job.
const reader = new Worker(workerUrl(import.meta.url, 'ingest-reader'));
const post = (m: FromIngestWorker): void => port.postMessage(m);
let stop: (() => void) | undefined;
let started = false;
port.on('message', (m: ToIngestWorker) => {
  if (m.type === 'stop') stop?.();
  else if (!started) {
    // one job per worker: the main thread ends it after the last message
    started = true;
    void run(m.job).then(post);
  }
});

async function run({ jobsDir, jobId }: IngestJob): Promise<FromIngestWorker> {
  let journal: Journal | undefined;
  try {
    journal = Journal.open(jobId, jobsDir);
    const j = journal;
    const cells = new ReviewCells(j);
    const inFlight = new SharedArrayBuffer(4);
    const slots = new Int32Array(inFlight);
    const result = await new Promise<FromIngestWorker>((resolve) => {
      let settled = false;
      const settle = (m: FromIngestWorker): void => {
        if (settled) return;
        settled = true;
        if (m.type !== 'done') void reader.terminate();
        resolve(m);
      };
      stop = () => settle({ type: 'stopped' });
      const handle = (m: FromIngestReader): void => {
        if (settled) return;
        try {
          if (m.type === 'lines') {
            inTransaction(j, () => {
              // one commit for both (the journal's insert joins this transaction)
              j.insertPacked(m.lines);
              cells.addChunks(m.chunks);
            });
            Atomics.sub(slots, 0, 1);
            Atomics.notify(slots, 0);
            post({ type: 'progress', rows: m.read });
          } else if (m.type === 'done') {
            cells.addChunks(m.chunks);
            settle({ type: 'done', rows: m.rows, cells: cells.count(), counts: m.counts });
          } else settle(m);
        } catch (err) {
          settle({ type: 'error', message: (err as Error).message });
        }
      };
      // Written one batch per turn of the event loop, not in the message callback: a port
      // whose next message is always already there (the reader is ahead) is drained in one
      // go, and the main thread's 'stop' would wait behind every batch of the file.
      const queue: FromIngestReader[] = [];
      const next = (): void => {
        const m = queue.shift();
        if (m) handle(m);
        if (queue.length) setImmediate(next);
      };
      const enqueue = (m: FromIngestReader): void => {
        if (queue.push(m) === 1) setImmediate(next);
      };
      reader.on('message', enqueue);
      reader.once('error', (err) =>
        settle({ type: 'error', message: `The thread reading the file failed: ${err.message}` }),
      );
      // Queued behind its last messages: the reader ends on its own once it has posted 'done'.
      reader.once('exit', (code) =>
        enqueue({
          type: 'error',
          message: `The thread reading the file ended before it finished (exit code ${code}).`,
        }),
      );
      reader.postMessage({ type: 'start', data: j.data, inFlight } satisfies ToIngestReader);
    });
    if (result.type !== 'done') await reader.terminate();
    return result;
  } catch (err) {
    return { type: 'error', message: (err as Error).message };
  } finally {
    journal?.close(); // before the last message: the main thread may delete the journal on 'stopped'
  }
}
