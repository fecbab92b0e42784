// What a job id is: the stamp and six hex digits newJobId() makes (20261129-041503-3fa9c1).
// An id names a file (<jobs>/<id>.sqlite), so anything else (a ../, a separator) is refused
// before a path is built from it; and a file is only opened for writing once it is seen,
// read-only, to hold a job record, so another SQLite file is never given journal tables.
import Database from 'better-sqlite3';

/**
 * Throws unless `id` can only name a file in the jobs folder: no separator, no leading dot.
 * The IPC contract holds renderer ids to the exact pattern (shared/ipc/schemas/common.ts); this is the floor for every caller
 * (the CLI, tests and older journals named otherwise).
 */
export function checkJobId(id: string): void {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/.test(id))
    throw new Error(`'${id.slice(0, 60)}' is not a job id (like 20261129-041503-3fa9c1). Run 'jobs' to list the jobs.`);
}

/** Throws unless `file`, opened read-only, holds a job record. */
export function checkJournalFile(file: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'job'").get();
    const row = table ? db.prepare('SELECT data FROM job LIMIT 1').get() : undefined;
    if (!row) throw new Error('no job record');
  } catch (err) {
    throw new Error(`${file} is not a job journal (${(err as Error).message}). Pick another job from 'jobs'.`);
  } finally {
    db?.close();
  }
}
