// Where a job's file and workbooks are now, after a watcher moved them (processed/, failed/,
// held/). Issue 41: the journal kept the paths of the moment it ran, so `undo <job>` looked for
// `.commerce-bulk/<name>.result.undo.xlsx` that no longer existed, and `jobs` showed stale paths.
import { basename, dirname, extname, join } from 'node:path';
import { Journal } from '../../journal/index.js';

// A job moved without a result workbook (held before sending) writes its result, once
// resumed, beside its file: the folder it was planned to write to was the watcher's private
// working folder, removed with the file's private copy.
const resultBeside = (file: string): string => join(dirname(file), `${basename(file, extname(file))}.result.xlsx`);

export interface MovedPaths {
  /** Null when the file stayed in the watched folder (it changed while sent): its path is kept as it is. */
  file: string | null;
  result: string | null;
  undo: string | null;
}

/** Records the final paths in the job's journal; a journal that cannot be opened is left as it is. */
export function recordMoved(jobId: string, moved: MovedPaths, jobsDir?: string): void {
  let journal: Journal;
  try {
    journal = Journal.open(jobId, jobsDir);
  } catch {
    return; // no journal (removed, pruned): nothing to keep up to date
  }
  try {
    journal.update({
      ...(moved.file ? { file: moved.file } : {}),
      ...(moved.result ? { out: moved.result } : moved.file ? { out: resultBeside(moved.file) } : {}),
      ...(moved.undo ? { undoPath: moved.undo } : {}),
    });
  } finally {
    journal.close();
  }
}
