// What the app adds to a job's journal besides the engine's record: whether the user
// cancelled or paused it (the engine only knows 'interrupted'). A table of its own.
import type Database from 'better-sqlite3';
import type { JobRunState } from '../../shared/ipc/index.js';

function ensure(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS app_run (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, at TEXT NOT NULL)',
  );
}

export function writeRunState(db: Database.Database, state: JobRunState): void {
  ensure(db);
  db.prepare('INSERT OR REPLACE INTO app_run (id, state, at) VALUES (1, ?, ?)').run(state, new Date().toISOString());
}

export function readRunState(db: Database.Database): JobRunState | null {
  ensure(db);
  return (db.prepare('SELECT state FROM app_run WHERE id = 1').pluck().get() as JobRunState | undefined) ?? null;
}
