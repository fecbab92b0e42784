// Prepared statements cached per database: verifyAccessToken runs on every /v1 request,
// so it must not re-parse its SQL each time.
import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './types.js';

const cache = new WeakMap<Database, Map<string, BetterSqlite3.Statement>>();

export function stmt(db: Database, sql: string): BetterSqlite3.Statement {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let prepared = perDb.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    perDb.set(sql, prepared);
  }
  return prepared;
}
