// Journals written before a schema change are still resumed: each step adds what an older
// file lacks (additive only, so an older build can still read what it knows of a newer file).
import type Database from 'better-sqlite3';

function hasColumn(db: Database.Database, table: string, column: string): boolean {
  return (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).includes(column);
}

export function migrate(db: Database.Database): void {
  // Issue 11 (grouped writes): rows name the group that carries their value.
  if (!hasColumn(db, 'rows', 'group_id')) db.exec('ALTER TABLE rows ADD COLUMN group_id INTEGER');
  db.exec('CREATE INDEX IF NOT EXISTS rows_group ON rows(group_id)');
  // Issue 12: the app's review and run state were tables main/review made on first use, in
  // the same definitions; now they belong to the journal, and a journal the CLI wrote (or
  // one written before) gains them empty. Journals that have them keep their rows as they are.
  // The partial index finds the few fixed rows of a million without a scan, and costs nothing on insert.
  db.exec(`CREATE TABLE IF NOT EXISTS review_cells (idx INTEGER PRIMARY KEY, row_number INTEGER NOT NULL UNIQUE, cells TEXT NOT NULL, edited TEXT);
    CREATE INDEX IF NOT EXISTS review_cells_edited ON review_cells(row_number) WHERE edited IS NOT NULL;
    CREATE TABLE IF NOT EXISTS app_run (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, at TEXT NOT NULL);`);
}
