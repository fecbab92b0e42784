// One transaction of the sandbox's store, for a handler whose checks and writes must stand
// or fall together (a ServiceError thrown inside rolls every write back). The handlers say
// what they do through the store's typed functions; only this folder talks to SQLite.
import type Database from 'better-sqlite3';

export type SandboxDb = Database.Database;

/** Runs `work` in one transaction of `db` and returns what it returns; a throw rolls it back. */
export function inTransaction<T>(db: SandboxDb, work: () => T): T {
  return db.transaction(work)();
}
