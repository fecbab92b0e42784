// The journal's tables. One SQLite file per job: `job` holds the job's description and
// progress (one row), `rows` one line per request a sheet row produces, `parents` and
// `current` the values read by the pre-flight (kept on disk, not in memory, so a million
// rows stay in bounded memory). `groups` holds the grouped writes (issue 11): one request
// (UpdateAttributes, UpdateQuantity) carrying the values of several rows of one product;
// each row names its group in rows.group_id.
// Rows are stored compactly (issue 12): a line's state is a small integer (state_code); the
// `state` text every query and reader sees is a virtual column computed from it, so it costs
// nothing to store (an insert with a text state measured twice the CPU of one with a code).
// rows_row is always there: the app's review reads rows by sheet row while its ingest runs,
// and lines arrive in row order, so it only grows at its end. A job's ingest makes the other
// ROW_INDEXES before its first line (Journal.indexRows): its insert runs on a thread with
// time to spare, where keeping them up to date costs about half of making them at the end,
// which everything waits for. PLAN_INDEXES (by key, by parent) are made before the plan
// (Journal.prepareForPlan), since one CREATE INDEX costs less than a million updates of it.
// SCHEMA is the latest layout, what a new journal is made with; journals written before are
// brought up to it when opened, by the numbered steps of migrate.ts.

export type RowState = 'pending' | 'sent' | 'done' | 'failed' | 'invalid' | 'unchanged' | 'skipped';

/** Why a row's outcome is open (rows.reason, NULL otherwise): see reason-column.ts. */
export type RowReason = 'outcome-unknown' | 'not-confirmed';

/** The stored code of each state (rows.state_code); never renumber: journals on disk hold them. */
export const STATE_CODES: Readonly<Record<RowState, number>> = {
  pending: 0,
  sent: 1,
  done: 2,
  failed: 3,
  invalid: 4,
  unchanged: 5,
  skipped: 6,
};

const STATE_ENTRIES = Object.entries(STATE_CODES) as [RowState, number][];

/** The state of each stored code (STATE_OF_CODE[code]). */
export const STATE_OF_CODE: readonly RowState[] = STATE_ENTRIES.reduce<RowState[]>((out, [s, c]) => {
  out[c] = s;
  return out;
}, []);

/** A count of 0 for every state: where counts of journal lines by state start. */
export function zeroStateCounts(): Record<RowState, number> {
  return Object.fromEntries(STATE_ENTRIES.map(([s]) => [s, 0])) as Record<RowState, number>;
}

/**
 * SQL: the state code of a state given as text (a parameter such as `@state`, or a column);
 * NULL for any other text, which the NOT NULL of state_code refuses.
 */
export function stateCodeOf(textSql: string): string {
  return `CASE ${textSql} ${STATE_ENTRIES.map(([s, c]) => `WHEN '${s}' THEN ${c}`).join(' ')} END`;
}

const STATE_TEXT = `CASE state_code ${STATE_ENTRIES.map(([s, c]) => `WHEN ${c} THEN '${s}'`).join(' ')} END`;

/** The rows table's columns (without the CREATE), shared by SCHEMA and the rebuild of older journals. */
export const ROWS_COLUMNS = `
  seq INTEGER PRIMARY KEY,
  row_number INTEGER NOT NULL,
  part INTEGER NOT NULL DEFAULT 0,
  value_column TEXT,
  key TEXT,
  sku TEXT,
  parent_id INTEGER,
  child_key TEXT,
  fields TEXT,
  method TEXT,
  path TEXT,
  body TEXT,
  state_code INTEGER NOT NULL,
  result TEXT,
  status INTEGER,
  message TEXT,
  old TEXT,
  new TEXT,
  existed INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  group_id INTEGER,
  reason TEXT,
  message_id TEXT,
  message_params TEXT,
  state TEXT GENERATED ALWAYS AS (${STATE_TEXT}) VIRTUAL`;

/** The stored columns an older journal's rows are copied into (all but state_code, which is derived from its state). */
export const ROWS_COPIED = [
  'seq',
  'row_number',
  'part',
  'value_column',
  'key',
  'sku',
  'parent_id',
  'child_key',
  'fields',
  'method',
  'path',
  'body',
  'result',
  'status',
  'message',
  'old',
  'new',
  'existed',
  'attempts',
  'group_id',
];

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS job (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, data TEXT NOT NULL, connection TEXT);
CREATE TABLE IF NOT EXISTS rows (${ROWS_COLUMNS}
);
CREATE INDEX IF NOT EXISTS rows_row ON rows(row_number, part);
CREATE TABLE IF NOT EXISTS parents (id INTEGER PRIMARY KEY, profile_id INTEGER);
CREATE TABLE IF NOT EXISTS current (parent_id INTEGER NOT NULL, child_key TEXT NOT NULL, value TEXT, PRIMARY KEY (parent_id, child_key));
CREATE TABLE IF NOT EXISTS groups (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  profile_id INTEGER,
  action TEXT NOT NULL,
  path TEXT NOT NULL,
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending','sent','done','failed','dissolved')),
  attempts INTEGER NOT NULL DEFAULT 0,
  first_seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS groups_state ON groups(state);
CREATE TABLE IF NOT EXISTS app_run (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, at TEXT NOT NULL);
`;

/** The indexes every stage after the ingest reads by: made by Journal.indexRows before a job's ingest (rows_row is in SCHEMA). */
export const ROW_INDEXES = `
CREATE INDEX IF NOT EXISTS rows_row ON rows(row_number, part);
CREATE INDEX IF NOT EXISTS rows_state ON rows(state);
CREATE INDEX IF NOT EXISTS rows_sku ON rows(sku) WHERE sku IS NOT NULL;
-- only the grouped lines: made over a million ungrouped ones in a third of the time
CREATE INDEX IF NOT EXISTS rows_group ON rows(group_id) WHERE group_id IS NOT NULL;
`;

export const PLAN_INDEXES = `
CREATE INDEX IF NOT EXISTS rows_key ON rows(key);
CREATE INDEX IF NOT EXISTS rows_parent ON rows(parent_id);
`;

/**
 * A line's result, and a sheet row's verdict. 'Partly updated' is a sheet row's only: some of
 * its cells written, some failed (main/jobs/report/verdict.ts, issue 32). Last, because a
 * stored line's result code is its index here: never reorder.
 */
export type RowResult =
  'Created' | 'Updated' | 'Deleted' | 'Unchanged' | 'Skipped' | 'Invalid' | 'Failed' | 'Partly updated';
export const RESULTS: readonly RowResult[] = [
  'Created',
  'Updated',
  'Deleted',
  'Unchanged',
  'Skipped',
  'Invalid',
  'Failed',
  'Partly updated',
];

export interface JournalRow {
  seq: number;
  row_number: number;
  part: number;
  value_column: string | null;
  key: string | null;
  sku: string | null;
  parent_id: number | null;
  child_key: string | null;
  fields: string | null;
  method: string | null;
  path: string | null;
  body: string | null;
  state: RowState;
  result: RowResult | null;
  status: number | null;
  /** A text nobody wrote here (the service's words), or an older journal's English (row-message.ts). */
  message: string | null;
  /** An engine message's id, and its parameters as JSON (row-message.ts). */
  message_id?: string | null;
  message_params?: string | null;
  old: string | null;
  new: string | null;
  existed: number | null;
  attempts: number;
  /** The grouped write that carries this row's value (groups.id), or null: its own request. */
  group_id?: number | null;
  /** Why its outcome is open, while sent or failed with an unknown outcome (RowReason). */
  reason?: RowReason | null;
}

export type GroupState = 'pending' | 'sent' | 'done' | 'failed' | 'dissolved';
export type GroupAction = 'UpdateAttributes' | 'UpdateQuantity';

/** One grouped write: the values of several rows of one product in one request. */
export interface GroupRecord {
  id: number;
  parent_id: number;
  profile_id: number | null;
  action: GroupAction;
  path: string;
  body: string;
  state: GroupState;
  attempts: number;
  first_seq: number;
}
