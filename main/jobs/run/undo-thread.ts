// The undo workbook's thread (report/undo-aside.ts starts it): opens the job's journal with a
// connection of its own (WAL: the main thread reads the same rows for the result workbook
// meanwhile), writes the undo workbook, and answers what it wrote or why it could not. A
// thread's entry, like a run's: it finds the job's target by name, so it stands with run/.
import { basename, dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { UserError } from '../../../shared/errors/index.js';
import { Journal } from '../../journal/index.js';
import type { FromUndoThread, UndoThreadData } from '../report/undo-protocol.js';
import { writeUndo } from '../report/write-undo.js';
import { importTarget } from '../targets/all-targets.js';

const port = parentPort;
if (!port)
  throw new Error('undo-thread.ts runs as a worker thread: start it with writeUndoAside() (report/undo-aside.ts).');

const { journalFile, path } = workerData as UndoThreadData;
let answer: FromUndoThread;
let journal: Journal | undefined;
try {
  journal = Journal.open(basename(journalFile, '.sqlite'), dirname(journalFile));
  const written = await writeUndo(journal, importTarget(journal.data.resource), path);
  answer = { type: 'done', ...written };
} catch (err) {
  const hint = err instanceof UserError ? { hint: err.hint } : {};
  answer = { type: 'error', message: (err as Error).message, ...hint };
} finally {
  journal?.close();
}
port.postMessage(answer);
