// The review's ingest, on a worker thread: stream the job's file, validate every row through
// the engine's ingest and write the journal and the review's cells table. Why a thread: a
// million rows of reading, validating and SQLite writes held the main process's event loop
// for up to 460 ms at a time; here they cannot. Runs under plain Node (tsx loader from the
// .ts sources, the compiled .js under dist/), with its own SQLite connection to the journal
// (WAL: the main thread reads windows of rows meanwhile).
import { parentPort } from 'node:worker_threads';
import {
  JobInterrupted,
  openJobSheet,
  Journal,
  ReviewCells,
  compileMapping,
  parseMapping,
  ingest,
} from '../jobs/index.light.js';
import type { FromIngestWorker, IngestJob, ToIngestWorker } from './ingest-protocol.js';
import { countingLines } from './review-counts.js';
import { withRowHook } from './row-sources.js';

const port = parentPort;
if (!port)
  throw new Error(
    'ingest-worker.ts runs as a worker thread: start it with startIngestWorker() (main/review/ingest-thread.ts).',
  );
const controller = new AbortController();
const post = (m: FromIngestWorker): void => port.postMessage(m);
let started = false;
port.on('message', (m: ToIngestWorker) => {
  if (m.type === 'stop') controller.abort();
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
    const d = journal.data;
    const compiled = compileMapping(parseMapping(d.mapping), d.headers);
    const source = await openJobSheet(d);
    const cells = new ReviewCells(journal, 8192); // off the main thread: larger transactions, fewer commits
    const lines = countingLines(journal);
    let rows: number;
    try {
      rows = await ingest(
        lines,
        withRowHook(source, (row) => cells.add(row.rowNumber, row.cells)),
        compiled,
        {
          signal: controller.signal,
          onProgress: (p) => post({ type: 'progress', rows: p.done }),
        },
      );
    } finally {
      await source.close();
    }
    cells.flush();
    return { type: 'done', rows, cells: cells.count(), counts: lines.counts };
  } catch (err) {
    return err instanceof JobInterrupted ? { type: 'stopped' } : { type: 'error', message: (err as Error).message };
  } finally {
    journal?.close(); // before the last message: the main thread may delete the journal on 'stopped'
  }
}
