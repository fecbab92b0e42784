// The report as the app's grid reads it (table report_rows): one verdict per sheet row,
// indexed by result, so any window of rows filtered by result is one query. It is derived
// from `rows` after a run (main/run-control/report-rows.ts computes the verdicts), so it is dropped
// and written again whole; that it exists says the report was built.
import type { ShownText } from '../../shared/i18n/index.js';
import type { ReportRow } from '../../shared/ipc/index.js';
import { sqlOf, type Journal } from './journal.js';
import { cellsOfRows } from './review-cells.js';

export interface ReportRowRecord {
  rowNumber: number;
  result: string;
  status: number | null;
  /** The row's message as data (issue 40): the app says it in the user's language. */
  shown: ShownText;
  old: string | null;
  new: string | null;
}

/** A row's message as stored: data as JSON (`shown`), or an older table's English (`message`). */
function shownOf(r: { shown?: string | null; message?: string | null }): ShownText {
  if (typeof r.shown === 'string') return JSON.parse(r.shown) as ShownText;
  return { text: r.message ?? '' };
}

/** Writes the report table again: `fill` is handed an `add` for the rows in order (pages, each one transaction). */
export async function rebuildReportRows(
  journal: Journal,
  fill: (add: (rows: ReportRowRecord[]) => void) => Promise<void>,
): Promise<void> {
  const sql = sqlOf(journal);
  sql.db.exec(`DROP TABLE IF EXISTS report_rows;
    CREATE TABLE report_rows (idx INTEGER PRIMARY KEY, row_number INTEGER NOT NULL, result TEXT NOT NULL, status INTEGER, shown TEXT, old TEXT, new TEXT);`);
  // Not the statement cache: the table was just made again, and its statements with it.
  const insert = sql.db.prepare(
    'INSERT INTO report_rows (idx, row_number, result, status, shown, old, new) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let idx = 0;
  await fill((rows) =>
    sql.tx(() => {
      for (const r of rows) insert.run(idx++, r.rowNumber, r.result, r.status, JSON.stringify(r.shown), r.old, r.new);
    }),
  );
  sql.db.exec('CREATE INDEX report_rows_result ON report_rows(result, idx)');
}

export function hasReportRows(journal: Journal): boolean {
  return (
    sqlOf(journal).stmt(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'report_rows'`).get() !== undefined
  );
}

/** Sheet rows per result. */
export function reportCounts(journal: Journal): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of sqlOf(journal).db.prepare('SELECT result, count(*) AS n FROM report_rows GROUP BY result').all() as {
    result: string;
    n: number;
  }[])
    out[r.result] = r.n;
  return out;
}

/** A window of the report's rows with their cells ('all', or one result), and how many there are. */
export function reportWindow(
  journal: Journal,
  result: string,
  offset: number,
  limit: number,
): { total: number; rows: ReportRow[] } {
  if (!hasReportRows(journal)) return { total: 0, rows: [] };
  // report_rows is dropped and made again by a rebuild: statements on it are prepared here, not cached.
  const db = sqlOf(journal).db;
  const all = result === 'all';
  const where = all ? '' : 'WHERE r.result = ?';
  const args = all ? [] : [result];
  const total = db
    .prepare(`SELECT count(*) FROM report_rows r ${where}`)
    .pluck()
    .get(...args) as number;
  const rows = db
    .prepare(`SELECT r.* FROM report_rows r ${where} ORDER BY r.idx LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as {
    row_number: number;
    result: string;
    status: number | null;
    shown?: string | null;
    message?: string | null; // a table built before issue 40
    old: string | null;
    new: string | null;
  }[];
  // The review's cells of the page's rows (a job the CLI ran has none).
  const cells = cellsOfRows(
    journal,
    rows.map((r) => r.row_number),
  );
  return {
    total,
    rows: rows.map((r) => ({
      rowNumber: r.row_number,
      cells: cells.get(r.row_number) ?? [],
      result: r.result,
      status: r.status,
      message: shownOf(r),
      old: r.old ?? '',
      new: r.new ?? '',
    })),
  };
}
