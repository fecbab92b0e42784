// Full-feed mode (issue 28): the lines a job adds for keys the service holds and the file no
// longer lists (set to 0), numbered after the file's last row so the report lists them as rows
// of their own; and the figures a watcher's guards judge a planned run by.
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES } from './schema.js';

/** One added line: a (parent, child) key the file does not list, with the value to send and the one held now. */
export interface DroppedKeyLine {
  rowNumber: number;
  key: string;
  sku: string | null;
  parentId: number;
  childKey: string;
  fields: Record<string, unknown>;
  /** The service's value now, as the report's Old Value shows it. */
  old: string;
}

/** The highest sheet row number the file's lines carry (0 for none). */
export function lastSheetRow(journal: Journal): number {
  return (sqlOf(journal).stmt('SELECT coalesce(max(row_number), 0) FROM rows').pluck().get() as number) ?? 0;
}

/** Every (parent, child) key the file's lines name, whatever their state, as "parent|child". */
export function fileChildKeys(journal: Journal, beforeRow: number): Set<string> {
  const keys = sqlOf(journal)
    .stmt(
      `SELECT DISTINCT parent_id || '|' || child_key FROM rows
      WHERE row_number < ? AND parent_id IS NOT NULL AND child_key IS NOT NULL`,
    )
    .pluck()
    .all(beforeRow) as string[];
  return new Set(keys);
}

/** The parents the file's lines name, with the profile the pre-flight read for them (null: not read). */
export function fileParentProfiles(journal: Journal, beforeRow: number): { id: number; profile: number | null }[] {
  return sqlOf(journal)
    .stmt(
      `SELECT DISTINCT r.parent_id AS id, p.profile_id AS profile FROM rows r LEFT JOIN parents p ON p.id = r.parent_id
      WHERE r.row_number < ? AND r.parent_id IS NOT NULL`,
    )
    .all(beforeRow) as { id: number; profile: number | null }[];
}

/** Replaces the added lines (a plan run again after a crash adds them anew); one transaction. */
export function replaceDroppedKeyLines(journal: Journal, fromRow: number, lines: DroppedKeyLine[]): void {
  const sql = sqlOf(journal);
  const add = sql.stmt(
    `INSERT INTO rows (row_number, part, key, sku, parent_id, child_key, fields, state_code, old, existed)
    VALUES (@rowNumber, 0, @key, @sku, @parentId, @childKey, @fields, ${STATE_CODES.pending}, @old, 1)`,
  );
  sql.tx(() => {
    sql.stmt('DELETE FROM rows WHERE row_number >= ?').run(fromRow);
    for (const l of lines) add.run({ ...l, fields: JSON.stringify(l.fields) });
  });
}

/** The added lines still to send (the plan line's "N quantities not in the file set to 0"). */
export function pendingFrom(journal: Journal, fromRow: number): number {
  return sqlOf(journal)
    .stmt(`SELECT count(*) FROM rows WHERE row_number >= ? AND state = 'pending'`)
    .pluck()
    .get(fromRow) as number;
}

/** What a planned run would do, in the numbers a watcher's guards judge it by. */
export interface PlannedFigures {
  /** Sheet rows of the file (added full-feed lines not counted). */
  rows: number;
  /** Sheet rows with an Invalid line. */
  invalidRows: number;
  /** Values the run addresses: lines it would send, and lines already equal to what the file says. */
  touched: number;
  /** Lines it would send that set the value to 0. */
  zeros: number;
}

export function plannedFigures(journal: Journal, valueField: string | null, beforeRow: number): PlannedFigures {
  const sql = sqlOf(journal);
  const rows = sql
    .stmt('SELECT count(DISTINCT row_number) FROM rows WHERE row_number < ?')
    .pluck()
    .get(beforeRow) as number;
  const invalidRows = sql
    .stmt(`SELECT count(DISTINCT row_number) FROM rows WHERE state = 'invalid' AND row_number < ?`)
    .pluck()
    .get(beforeRow) as number;
  const values = sql
    .stmt(
      `SELECT count(*) AS touched, coalesce(sum(state = 'pending' AND json_extract(fields, @path) = 0), 0) AS zeros
      FROM rows WHERE state IN ('pending', 'unchanged') AND (@path IS NULL OR json_extract(fields, @path) IS NOT NULL)`,
    )
    .get({ path: valueField ? `$.${valueField}` : null }) as { touched: number; zeros: number };
  return { rows, invalidRows, ...values };
}
