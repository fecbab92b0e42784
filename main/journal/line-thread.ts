// The line writer's thread (line-writer.ts starts it): inserts the ingest's packed lines with
// a connection of its own to the journal while the reading thread reads, maps and validates
// the next ones. It loads only the driver and packed-insert.ts, so it is ready within the
// ingest's first batch. Runs under plain Node: the compiled .js from the build, or
// line-thread-dev.mjs (tsx) from the sources.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { FromLineThread, LineThreadData, ToLineThread } from './line-protocol.js';
import { insertPacked } from './packed-insert.js';
import type { PackedLines } from './packed-lines.js';

const port = parentPort;
if (!port) throw new Error('line-thread.ts runs as a worker thread: the line writer (line-writer.ts) starts it.');
const post = (m: FromLineThread): void => port.postMessage(m);
const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The connection and the transaction that writes a run of batches. */
function open(data: LineThreadData): { db: Database.Database; write: (batches: PackedLines[]) => void } {
  const Driver = createRequire(import.meta.url)(data.driver) as typeof Database;
  const db = new Driver(data.file, { timeout: 30000 });
  db.pragma('synchronous = NORMAL');
  // Appends touch the last pages of the table and of each index only: 2 MB of page cache
  // (the driver's default is 16 MB) keeps ~14 MB off a million-line ingest's peak RSS.
  db.pragma('cache_size = -2000');
  // A checkpoint every ~40 MB of log, not every 4 MB: fewer, longer copies (~10% of the
  // insert's time on a million lines); the log is checkpointed as usual once the ingest ends.
  db.pragma('wal_autocheckpoint = 10000');
  const one = db.prepare(data.insertOne);
  const many = db.prepare(data.insertMany);
  const write = db.transaction((batches: PackedLines[]) => {
    for (const p of batches) {
      // Stopped: throwing rolls the transaction back, and the lines are read again on resume.
      if (Atomics.load(data.stop, 0) === 1) throw new Error('the ingest stopped');
      insertPacked(one, many, p, data.results);
    }
  });
  return { db, write };
}

let journal: ReturnType<typeof open>;
try {
  journal = open(workerData as LineThreadData);
} catch (err) {
  post({ type: 'unavailable', message: messageOf(err) });
  process.exit(0);
}
post({ type: 'ready' });

// The batches that arrived while the last ones were written go in one transaction: a
// commit each cost ~a quarter of the thread's time when it falls behind the reading.
const queue: ToLineThread[] = [];
const drain = (): void => {
  const batches = queue.splice(0);
  const closing = batches[batches.length - 1] === null;
  if (closing) batches.pop();
  if (batches.length) {
    let reply: FromLineThread = { type: 'written' };
    try {
      journal.write(batches as PackedLines[]);
    } catch (err) {
      reply = { type: 'error', message: messageOf(err) };
    }
    for (let i = 0; i < batches.length; i++) post(reply);
  }
  if (closing) {
    journal.db.close();
    post({ type: 'closed' });
  }
};
port.on('message', (m: ToLineThread) => {
  if (queue.push(m) === 1) setImmediate(drain);
});
