// Starts a review's ingest on a worker thread and turns its messages into a promise and
// progress calls. One spare worker (with the reader thread it starts) is kept loaded and
// waiting (unref'd, so it never keeps the process alive): loading the worker's modules takes ~100 ms from the build and over a second
// under tsx, and a review should start reading at once. From the .ts sources (tests, tsx) the
// worker starts at ingest-worker-dev.mjs, which loads ingest-worker.ts through tsx; from the
// build it is the compiled ingest-worker.js next to this file under dist/ (workerUrl).
import { Worker } from 'node:worker_threads';
import { workerUrl } from '../files/index.js';
import type { FromIngestWorker, IngestJob, ToIngestWorker } from './ingest-protocol.js';

export type IngestResult = Extract<FromIngestWorker, { type: 'done' }>;

export interface IngestThread {
  /** Settles when every row is in the journal; rejects on a read error, a stop or a crash. */
  readonly result: Promise<IngestResult>;
  /** Asks the worker to stop after the rows in hand, and waits (at most 5 s) for it to close the journal. */
  stop(): Promise<void>;
}

let spare: Worker | null = null;

function spawn(): Worker {
  const worker = new Worker(workerUrl(import.meta.url, 'ingest-worker'));
  worker.unref();
  const forget = (): void => {
    if (spare === worker) spare = null;
  };
  worker.once('exit', forget);
  worker.once('error', forget);
  return worker;
}

/** Loads a worker ahead of the next review (the app calls this when its handlers are created). */
export function prewarmIngestWorker(): void {
  spare ??= spawn();
}

/** Ends the spare worker (on app close). */
export async function closeIngestWorkers(): Promise<void> {
  const w = spare;
  spare = null;
  await w?.terminate();
}

export function startIngestWorker(job: IngestJob, onProgress: (rows: number) => void): IngestThread {
  const worker = spare ?? spawn();
  spare = null;
  worker.ref(); // while it works, the process waits for it
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const result = new Promise<IngestResult>((resolve, reject) => {
    worker.on('message', (m: FromIngestWorker) => {
      if (m.type === 'progress') onProgress(m.rows);
      else if (m.type === 'done') resolve(m);
      else if (m.type === 'stopped') reject(new Error('Reading stopped: the review was closed.'));
      else reject(new Error(m.message));
    });
    worker.once('error', (err) => reject(new Error(`The thread reading the file failed: ${err.message}`)));
    // After the last message this does nothing (a promise settles once).
    worker.once('exit', (code) =>
      reject(
        new Error(`The thread reading the file ended before it finished (exit code ${code}). Open the file again.`),
      ),
    );
  });
  // The worker does one job: end it after its last message, and load the next one meanwhile.
  void result
    .catch(() => undefined)
    .finally(() => {
      void worker.terminate();
      prewarmIngestWorker();
    });
  worker.postMessage({ type: 'start', job } satisfies ToIngestWorker);
  return {
    result,
    async stop() {
      worker.postMessage({ type: 'stop' } satisfies ToIngestWorker);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        exited,
        result.then(
          () => undefined,
          () => undefined,
        ),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 5000);
        }),
      ]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
