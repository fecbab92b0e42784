// The sandbox's SQLite connection: opening it, and one transaction for a handler whose checks
// and writes must stand or fall together (a ServiceError thrown inside rolls every write
// back). The handlers say what they do through the store's typed functions; only this
// folder talks to SQLite.
import Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

/** Runs `work` in one transaction of `db` and returns what it returns; a throw rolls it back. */
export function inTransaction<T>(db: SandboxDb, work: () => T): T {
  return db.transaction(work)();
}

/** Opens (or creates) the sandbox's database file, or an in-memory one for ':memory:'. */
export function openSandboxDb(file: string): SandboxDb {
  return new Database(file);
}
