// The sandbox's SQLite connection: opening it, and one transaction for a handler whose checks
// and writes must stand or fall together (a ServiceError thrown inside rolls every write
// back). The handlers say what they do through the store's typed functions; only this
// folder talks to SQLite.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, openSync } from 'node:fs';
import { cachedStatement } from './statement-cache.js';

export type SandboxDb = Database.Database;

/**
 * Runs `work` in one transaction of `db` and returns what it returns; a throw rolls it back.
 * Inside another (a $batch envelope's) it is a savepoint: a throw undoes this work alone.
 * Hand-made rather than db.transaction(work)(), which builds a new wrapper function on
 * every call: the sandbox runs one per written value, and that cost showed in profiles.
 */
export function inTransaction<T>(db: SandboxDb, work: () => T): T {
  const nested = db.inTransaction;
  cachedStatement(db, nested ? 'SAVEPOINT sandbox_work' : 'BEGIN').run();
  let result: T;
  try {
    result = work();
  } catch (e) {
    // SQLite may have rolled back by itself (SQLITE_FULL, ...): only undo what is still open.
    if (db.inTransaction) {
      if (nested) {
        cachedStatement(db, 'ROLLBACK TO sandbox_work').run();
        cachedStatement(db, 'RELEASE sandbox_work').run();
      } else cachedStatement(db, 'ROLLBACK').run();
    }
    throw e;
  }
  cachedStatement(db, nested ? 'RELEASE sandbox_work' : 'COMMIT').run();
  return result;
}

/**
 * Opens (or creates) the sandbox's database file, or an in-memory one for ':memory:'. The file
 * is its owner's alone (0600, an existing one tightened; SQLite gives its -wal and -shm files
 * the same mode): it holds the developer console's credentials in plain text (oauth_console,
 * see oauth-schema.ts). On Windows the mode means little; the user profile protects the file.
 */
export function openSandboxDb(file: string): SandboxDb {
  if (file !== ':memory:') {
    closeSync(openSync(file, 'a', 0o600));
    if (process.platform !== 'win32') chmodSync(file, 0o600);
  }
  return new Database(file);
}
