// Journals written before a schema change are still resumed: each step brings an older file
// up to the current layout when it is opened.
import type Database from 'better-sqlite3';
import { PLAN_INDEXES, ROW_INDEXES, ROWS_COLUMNS, ROWS_COPIED, stateCodeOf } from './schema.js';

function columns(db: Database.Database, table: string): string[] {
  return db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
}

/**
 * Issue 12 (compact rows): a journal whose rows hold their state as text is rebuilt into the
 * layout of schema.ts (state_code, with `state` computed from it) in one transaction, so a
 * crash leaves either the old table or the new one. Its indexes are made again at once: the
 * file has been ingested (and maybe planned) already.
 */
function compactRows(db: Database.Database): void {
  const old = columns(db, 'rows');
  if (old.includes('state_code')) return;
  const copied = ROWS_COPIED.filter((c) => old.includes(c)).join(', ');
  db.transaction(() => {
    db.exec(`CREATE TABLE rows_compact (${ROWS_COLUMNS});
      INSERT INTO rows_compact (${copied}, state_code) SELECT ${copied}, ${stateCodeOf('state')} FROM rows;
      DROP TABLE rows;
      ALTER TABLE rows_compact RENAME TO rows;
      ${ROW_INDEXES}
      ${PLAN_INDEXES}`);
  })();
}

export function migrate(db: Database.Database): void {
  compactRows(db);
  // Issue 12: the app's run state was a table main/review made on first use, in the same
  // definition; now it belongs to the journal, and a journal the CLI wrote (or one written
  // before) gains it empty. (The review's cells are in review_chunks, made on first use; an
  // older file's review_cells rows are moved there then: review-chunks.ts.)
  db.exec(
    `CREATE TABLE IF NOT EXISTS app_run (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, at TEXT NOT NULL);`,
  );
}
