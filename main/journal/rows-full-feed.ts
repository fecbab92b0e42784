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

/** The child keys (DC IDs) the file's own lines name, whatever their state: what a full feed owns by default. */
export function fileChildKeySet(journal: Journal, beforeRow: number): Set<string> {
  const keys = sqlOf(journal)
    .stmt('SELECT DISTINCT child_key FROM rows WHERE row_number < ? AND child_key IS NOT NULL')
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

/** The added lines still to send, per child key (DC ID), in key order: "35 at DC 1, 8 at DC 2". */
export function pendingFromByKey(journal: Journal, fromRow: number): Record<string, number> {
  const rows = sqlOf(journal)
    .stmt(
      `SELECT child_key AS key, count(*) AS n FROM rows WHERE row_number >= ? AND state = 'pending'
      GROUP BY child_key ORDER BY CAST(child_key AS INTEGER), child_key`,
    )
    .all(fromRow) as { key: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** One child key's (DC's) share of a planned run: the values it addresses there, and its zeros. */
export interface KeyFigures {
  key: string;
  touched: number;
  zeros: number;
  /** Of `zeros`, the full-feed lines (quantities not in the file). */
  feedZeros: number;
}

/** The planned run's figures per child key (DC): the zeroed guard judges each DC against its own stock. */
export function plannedFiguresByKey(journal: Journal, valueField: string, fromRow: number): KeyFigures[] {
  return sqlOf(journal)
    .stmt(
      `SELECT child_key AS key, count(*) AS touched,
        coalesce(sum(state = 'pending' AND json_extract(fields, @path) = 0), 0) AS zeros,
        coalesce(sum(state = 'pending' AND json_extract(fields, @path) = 0 AND row_number >= @from), 0) AS feedZeros
      FROM rows WHERE state IN ('pending', 'unchanged') AND child_key IS NOT NULL AND json_extract(fields, @path) IS NOT NULL
      GROUP BY child_key ORDER BY CAST(child_key AS INTEGER), child_key`,
    )
    .all({ path: `$.${valueField}`, from: fromRow }) as KeyFigures[];
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
