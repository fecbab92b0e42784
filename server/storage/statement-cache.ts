// Prepared statements cached by SQL text: list queries vary only in the length of their
// IN lists, so a small cache keeps every distinct shape prepared once.
import type Database from 'better-sqlite3';

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX = 500;

export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}
