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
}
