// The undo workbook of a large run is written on a thread of its own while this thread writes
// the result workbook: both read the journal and build sheet XML, and on two cores the two
// halves overlap (issue 31: a million changed rows took the report stage from ~19 s, one
// after the other, to about the result's time alone). A small run writes it here: starting a
// thread costs more than it saves (and over a second from the .ts sources). When the thread
// cannot start (its module or the driver will not load there) the workbook is written here,
// as before; an error while it writes is the run's error, as it would be here (a UserError,
// such as a folder that cannot be written, stays a UserError with its hint).
import type { Worker } from 'node:worker_threads';
import { UserError } from '../../../shared/errors/index.js';
import { startWorker } from '../../files/index.js';
import { countChanged, type Journal } from '../../journal/index.js';
import type { ImportTarget } from '../target.js';
import { releaseHeap } from './release-heap.js';
import type { FromUndoThread, UndoThreadData } from './undo-protocol.js';
import { writeUndo } from './write-undo.js';

/** From this many changed rows the undo workbook is written on its own thread. */
export const UNDO_THREAD_FROM = 20_000;

/** Its heap holds a page of rows and the writer's pending XML: a small heap keeps the thread's RSS small. */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };

/** Writes the undo workbook on a thread; resolves undefined when the thread could not start. */
function onThread(journal: Journal, path: string): Promise<{ rows: number; created: number } | undefined> {
  const data: UndoThreadData = { journalFile: journal.file, path };
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startWorker(import.meta.url, '../run/undo-thread', {
        workerData: data,
        resourceLimits: RESOURCE_LIMITS,
      });
    } catch {
      resolve(undefined);
      return;
    }
    let answered = false;
    worker.once('message', (m: FromUndoThread) => {
      answered = true;
      if (m.type === 'done') resolve({ rows: m.rows, created: m.created });
      // A user's error stays one (the CLI's exit code and hint follow from it).
      else reject(m.hint === undefined ? new Error(m.message) : new UserError(m.message, m.hint));
    });
    // Before any answer: it could not load (or died): written here instead, from the start.
    worker.once('error', () => {
      if (!answered) resolve(undefined);
    });
    worker.once('exit', () => {
      if (!answered) resolve(undefined);
    });
  });
}

/**
 * The undo workbook, on a thread when the run changed at least `threadFrom` rows (and the
 * thread starts), else here. Same file either way (writeUndo).
 */
export async function writeUndoAside(
  journal: Journal,
  target: ImportTarget,
  path: string,
  threadFrom = UNDO_THREAD_FROM,
): Promise<{ rows: number; created: number; onThread: boolean }> {
  if (countChanged(journal) >= threadFrom) {
    // What the send left in this heap goes back before the thread adds its own (release-heap.ts).
    releaseHeap();
    const written = await onThread(journal, path);
    if (written) return { ...written, onThread: true };
  }
  return { ...(await writeUndo(journal, target, path)), onThread: false };
}
