// Journals written by earlier versions still open and resume. SQLite's user_version holds
// how many of MIGRATIONS a file has had; opening it runs the rest, in order, in one
// transaction, and records the new version. A new journal is made in the latest layout
// (SCHEMA) and gets the latest version. Files made before the version was kept hold 0:
// legacyVersion places each once by what it holds, and from then on the number decides.
// A step is never edited or renumbered once shipped: a new change is a new step at the end.
import type Database from 'better-sqlite3';
import { addConnectionColumn } from './connection-column.js';
import { addReasonColumn } from './reason-column.js';
import { addMessageColumns } from './row-message.js';
import { PLAN_INDEXES, ROW_INDEXES, ROWS_COLUMNS, ROWS_COPIED, SCHEMA, stateCodeOf } from './schema.js';

/** The tables an older journal may lack (groups came with issue 11), made before its rows are rebuilt. */
const OLDER_TABLES = `
CREATE TABLE IF NOT EXISTS rows (${ROWS_COLUMNS});
CREATE INDEX IF NOT EXISTS rows_row ON rows(row_number, part);
CREATE TABLE IF NOT EXISTS parents (id INTEGER PRIMARY KEY, profile_id INTEGER);
CREATE TABLE IF NOT EXISTS current (parent_id INTEGER NOT NULL, child_key TEXT NOT NULL, value TEXT, PRIMARY KEY (parent_id, child_key));
CREATE TABLE IF NOT EXISTS groups (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL, profile_id INTEGER,
  action TEXT NOT NULL, path TEXT NOT NULL, body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending','sent','done','failed','dissolved')),
  attempts INTEGER NOT NULL DEFAULT 0, first_seq INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS groups_state ON groups(state);`;

function columns(db: Database.Database, table: string): string[] {
  return db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
}

/**
 * Issue 12 (compact rows): rows that hold their state as text are rebuilt into the layout of
 * schema.ts (state_code, with `state` computed from it). The columns copied are those the
 * older table has (group_id came with issue 11). Its indexes are made again at once: the
 * file has been ingested (and maybe planned) already.
 */
function compactRows(db: Database.Database): void {
  db.exec(OLDER_TABLES);
  const old = columns(db, 'rows');
  const copied = ROWS_COPIED.filter((c) => old.includes(c)).join(', ');
  db.exec(`CREATE TABLE rows_compact (${ROWS_COLUMNS});
    INSERT INTO rows_compact (${copied}, state_code) SELECT ${copied}, ${stateCodeOf('state')} FROM rows;
    DROP TABLE rows;
    ALTER TABLE rows_compact RENAME TO rows;
    ${ROW_INDEXES}
    ${PLAN_INDEXES}`);
}

/** Step n + 1 brings a journal of version n to version n + 1. */
const MIGRATIONS: readonly ((db: Database.Database) => void)[] = [
  // 1: the job's connection as a typed reference in job.connection (connection-column.ts).
  addConnectionColumn,
  // 2: grouped writes' tables (issue 11) and compact rows (issue 12).
  compactRows,
  // 3: the app's run state, a table main/review made on first use before issue 12; a journal
  // the CLI wrote gains it empty.
  (db) =>
    db.exec(
      'CREATE TABLE IF NOT EXISTS app_run (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, at TEXT NOT NULL)',
    ),
  // 4: rows.reason, why a row's outcome is open (reason-column.ts), read once from the
  // English of older rows' messages.
  addReasonColumn,
  // 5: rows.message_id and rows.message_params, a message kept as data (row-message.ts, issue
  // 40); older rows keep their English in rows.message.
  addMessageColumns,
];

/** The version of a journal made now (SCHEMA). */
export const JOURNAL_VERSION = MIGRATIONS.length;

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}

/**
 * The version a journal made before user_version was kept stands at, read once from its
 * layout: the connection column came first, then compact rows, then app_run in the journal
 * (a file with later ones and not earlier ones runs the earlier steps, which make them again).
 */
function legacyVersion(db: Database.Database): number {
  if (!columns(db, 'job').includes('connection')) return 0;
  if (!columns(db, 'rows').includes('state_code')) return 1;
  return hasTable(db, 'app_run') ? 3 : 2;
}

/** Makes a new journal's tables, or brings an older one up to JOURNAL_VERSION. */
export function openSchema(db: Database.Database): void {
  const version = (): number => db.pragma('user_version', { simple: true }) as number;
  if (version() >= JOURNAL_VERSION) return;
  db.transaction(() => {
    let from = version();
    if (from >= JOURNAL_VERSION) return; // another connection got there first
    if (from === 0 && !hasTable(db, 'job')) {
      db.exec(SCHEMA);
      from = JOURNAL_VERSION;
    } else if (from === 0) from = legacyVersion(db);
    for (const step of MIGRATIONS.slice(from)) step(db);
    db.pragma(`user_version = ${JOURNAL_VERSION}`);
  }).immediate();
}
