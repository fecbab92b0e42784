// Removing a job's journal from disk (its SQLite file and the WAL files beside it): an undo
// refused before it sent anything leaves no job behind, and `jobs --prune` frees the space
// of old ones. The job's result and undo workbooks live elsewhere and are never touched here.
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Removes the journal files of job `id`; the bytes freed. */
export function removeJournal(id: string, dir: string): number {
  let bytes = 0;
  for (const suffix of ['.sqlite', '.sqlite-wal', '.sqlite-shm', '.sqlite-journal']) {
    const file = join(dir, `${id}${suffix}`);
    if (!existsSync(file)) continue;
    bytes += statSync(file).size;
    rmSync(file, { force: true });
  }
  return bytes;
}
