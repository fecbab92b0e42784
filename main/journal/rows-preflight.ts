// The pre-flight's tables and rows: `parents` and `current` cache what the bulk read found
// (on disk, so a million rows stay in bounded memory); pending rows are judged against them
// (Unchanged, Invalid, or planned with their request), and on resume rows 'sent' are judged
// by reading them back (applied, or pending again).
import { engineMessage, type EngineMessageId, type RowText } from '../../shared/i18n/index.js';
import { messageArgs, messageCells, NO_MESSAGE, SET_MESSAGE, SET_MESSAGE_ARGS } from './row-message.js';
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES, stateCodeOf, type JournalRow, type RowResult, type RowState } from './schema.js';

/** A pending row with what the pre-flight read for it (p_id null: its parent was not found). */
/** What the pre-flight reads of a pending row: a whole row object costs ~5 µs a line to build, a million times. */
export type PreflightRow = Pick<JournalRow, 'seq' | 'parent_id' | 'key' | 'fields'> & {
  p_id: number | null;
  p_profile: number | null;
  cur: string | null;
};

export interface ReadParent {
  id: number;
  profile: number;
  /** [child key, value as JSON text] */
  children: [string, string][];
}

/**
 * Up to `limit` parents of rows in `state` not read yet, after `after`, in order. `+state`
 * keeps SQLite off rows_state: through it, each page would scan every pending row (a million
 * rows, 500 pages: the pre-flight of a 1M-row file took over 10 minutes); through
 * rows_parent a page reads only the rows of its own parents.
 */
export function nextUnreadParents(journal: Journal, state: 'pending' | 'sent', after: number, limit: number): number[] {
  return sqlOf(journal)
    .stmt(
      `SELECT DISTINCT parent_id FROM rows WHERE +state = ? AND parent_id IS NOT NULL AND parent_id > ?
    AND parent_id NOT IN (SELECT id FROM parents) ORDER BY parent_id LIMIT ?`,
    )
    .pluck()
    .all(state, after, limit) as number[];
}

/** Keeps what one read found: each parent with its profile and its children's values; one transaction. */
export function storeParents(journal: Journal, parents: ReadParent[]): void {
  const sql = sqlOf(journal);
  const addParent = sql.stmt('INSERT OR REPLACE INTO parents (id, profile_id) VALUES (?, ?)');
  const addChild = sql.stmt('INSERT OR REPLACE INTO current (parent_id, child_key, value) VALUES (?, ?, ?)');
  sql.tx(() => {
    for (const p of parents) {
      addParent.run(p.id, p.profile);
      for (const [key, value] of p.children) addChild.run(p.id, key, value);
    }
  });
}

/** Up to `limit` pending rows after seq `after` with their parent and current value. */
export function pendingWithCurrent(journal: Journal, after: number, limit: number): PreflightRow[] {
  return sqlOf(journal)
    .stmt(
      `SELECT r.seq, r.parent_id, r.key, r.fields, p.id AS p_id, p.profile_id AS p_profile, c.value AS cur FROM rows r
    LEFT JOIN parents p ON p.id = r.parent_id LEFT JOIN current c ON c.parent_id = r.parent_id AND c.child_key = r.child_key
    WHERE r.state = 'pending' AND r.seq > ? ORDER BY r.seq LIMIT ?`,
    )
    .all(after, limit) as PreflightRow[];
}

/** A row settled without a request: Unchanged, Invalid or Skipped (changed on the service since its export), with its message and values. */
export interface SettledRow {
  seq: number;
  state: Extract<RowState, 'unchanged' | 'invalid' | 'skipped'>;
  result: Extract<RowResult, 'Unchanged' | 'Invalid' | 'Skipped'>;
  message: RowText;
  old: string | null;
  new: string | null;
}

/** A row planned with its request (and the fields it will send, and whether its key existed). */
export interface PlannedRow {
  seq: number;
  fields: Record<string, unknown>;
  method: string;
  path: string;
  body: string | null;
  old: string | null;
  new: string | null;
  existed: boolean;
}

/** The pre-flight's verdicts on one page of rows, in one transaction. */
export function recordPreflight(journal: Journal, settled: SettledRow[], planned: PlannedRow[]): void {
  const sql = sqlOf(journal);
  const settle = sql.stmt(
    `UPDATE rows SET state_code = ${stateCodeOf('@state')}, result = @result, ${SET_MESSAGE}, old = @old, new = @new WHERE seq = @seq`,
  );
  const plan = sql.stmt(
    'UPDATE rows SET fields = ?, method = ?, path = ?, body = ?, old = ?, new = ?, existed = ? WHERE seq = ?',
  );
  sql.tx(() => {
    for (const s of settled) settle.run({ ...s, ...messageCells(s.message) });
    for (const p of planned)
      plan.run(JSON.stringify(p.fields), p.method, p.path, p.body, p.old, p.new, p.existed ? 1 : 0, p.seq);
  });
}

/** Values read before the run are stale for the parents of rows 'sent': forget them, so they are read again. */
export function forgetParentsOfSentRows(journal: Journal): void {
  const sql = sqlOf(journal);
  sql.tx(() => {
    sql.stmt(`DELETE FROM current WHERE parent_id IN (SELECT parent_id FROM rows WHERE state = 'sent')`).run();
    sql.stmt(`DELETE FROM parents WHERE id IN (SELECT parent_id FROM rows WHERE state = 'sent')`).run();
  });
}

/** Rows 'sent' with no known result, with the value read back for them. */
export function sentWithCurrent(
  journal: Journal,
): { seq: number; fields: string; existed: number | null; cur: string | null }[] {
  return sqlOf(journal)
    .stmt(
      `SELECT r.seq, r.fields, r.existed, c.value AS cur FROM rows r
    LEFT JOIN current c ON c.parent_id = r.parent_id AND c.child_key = r.child_key WHERE r.state = 'sent'`,
    )
    .all() as { seq: number; fields: string; existed: number | null; cur: string | null }[];
}

/** Resume's verdicts: rows read back as applied are done; the others go back to pending. One transaction. */
export function recordRecheck(journal: Journal, applied: { seq: number; result: RowResult }[], resend: number[]): void {
  const sql = sqlOf(journal);
  const done = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.done}, result = ?, status = NULL, ${SET_MESSAGE_ARGS} WHERE seq = ?`,
  );
  const again = sql.stmt(`UPDATE rows SET state_code = ${STATE_CODES.pending} WHERE seq = ?`);
  sql.tx(() => {
    const appliedCells = messageArgs(engineMessage('result.appliedReadBack'));
    for (const a of applied) done.run(a.result, ...appliedCells, a.seq);
    for (const s of resend) again.run(s);
  });
}

/** DistributionCenters: up to `limit` IDs of pending unplanned rows after `after`, in order. */
export function nextUnplannedIds(journal: Journal, after: number, limit: number): unknown[] {
  return sqlOf(journal)
    .stmt(
      `SELECT DISTINCT json_extract(fields, '$.ID') FROM rows WHERE state = 'pending' AND method IS NULL
    AND json_extract(fields, '$.ID') > ? ORDER BY 1 LIMIT ?`,
    )
    .pluck()
    .all(after, limit);
}

/** DistributionCenters: the pending unplanned rows of these IDs, in file order. */
export function unplannedRowsOfIds(journal: Journal, ids: number[]): JournalRow[] {
  return sqlOf(journal)
    .stmt(
      `SELECT * FROM rows WHERE state = 'pending' AND method IS NULL
    AND json_extract(fields, '$.ID') IN (SELECT value FROM json_each(?)) ORDER BY seq`,
    )
    .all(JSON.stringify(ids)) as JournalRow[];
}

/** Rows that already have every value they would set: Unchanged, not sent. One transaction. */
export function markUnchanged(journal: Journal, rows: { seq: number; old: string | null; new: string | null }[]): void {
  const sql = sqlOf(journal);
  const settle = sql.stmt(
    `UPDATE rows SET state_code = ${STATE_CODES.unchanged}, result = 'Unchanged', ${SET_MESSAGE}, old = @old, new = @new WHERE seq = @seq`,
  );
  const unchanged = messageCells(engineMessage('plan.alreadyHasValues'));
  sql.tx(() => {
    for (const r of rows) settle.run({ ...r, ...unchanged });
  });
}

/**
 * Rows Skipped with message `id` (cells held back as changed on the service since the file's
 * export) made pending again, to be planned anew; how many. By the message's id, never its words.
 */
export function reopenSkipped(journal: Journal, id: EngineMessageId): number {
  return sqlOf(journal)
    .stmt(
      `UPDATE rows SET state_code = ${STATE_CODES.pending}, result = NULL, status = NULL, ${NO_MESSAGE}, old = NULL, new = NULL
      WHERE state = 'skipped' AND message_id = ?`,
    )
    .run(id).changes;
}
