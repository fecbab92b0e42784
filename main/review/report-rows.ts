// The report as the UI reads it: one verdict per sheet row (the engine's verdictOf over the
// row's journal lines) in a table of the job's journal, indexed by result, so the grid can
// show any window of rows filtered by result. Built in paced chunks after a run.
import type Database from 'better-sqlite3';
import type { ReportRow } from '../../shared/ipc/index.js';
import { type Journal, type JournalRow, verdictOf } from '../jobs/index.js';
import { CellsTable } from './cells-table.js';
import { yieldToEventLoop } from './row-sources.js';

const PAGE = 4000;

export async function buildReportRows(journal: Journal): Promise<void> {
  const db = journal.db;
  db.exec(`DROP TABLE IF EXISTS report_rows;
    CREATE TABLE report_rows (idx INTEGER PRIMARY KEY, row_number INTEGER NOT NULL, result TEXT NOT NULL, status INTEGER, message TEXT, old TEXT, new TEXT);`);
  const page = db.prepare(
    `SELECT * FROM rows WHERE row_number > ? OR (row_number = ? AND part > ?) ORDER BY row_number, part LIMIT ${PAGE}`,
  );
  const insert = db.prepare(
    'INSERT INTO report_rows (idx, row_number, result, status, message, old, new) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const { dryRun, operation } = journal.data;
  let idx = 0;
  let group: JournalRow[] = [];
  let cursor = { row: 0, part: -1 };
  const out: unknown[][] = [];
  const flushGroup = (): void => {
    if (!group.length) return;
    const v = verdictOf(group, dryRun, operation);
    out.push([idx++, group[0]!.row_number, v.result, v.status, v.message, v.old, v.new]);
    group = [];
  };
  for (;;) {
    const rows = page.all(cursor.row, cursor.row, cursor.part) as JournalRow[];
    for (const r of rows) {
      if (group.length && group[0]!.row_number !== r.row_number) flushGroup();
      group.push(r);
    }
    if (rows.length < PAGE) flushGroup();
    db.transaction(() => {
      for (const r of out) insert.run(...r);
    })();
    out.length = 0;
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    cursor = { row: last.row_number, part: last.part };
    await yieldToEventLoop();
  }
  db.exec('CREATE INDEX report_rows_result ON report_rows(result, idx)');
}

export function hasReportRows(db: Database.Database): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'report_rows'`).get() !== undefined;
}

export function reportCounts(db: Database.Database): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of db.prepare('SELECT result, count(*) AS n FROM report_rows GROUP BY result').all() as {
    result: string;
    n: number;
  }[])
    out[r.result] = r.n;
  return out;
}

export function reportWindow(
  db: Database.Database,
  result: string,
  offset: number,
  limit: number,
): { total: number; rows: ReportRow[] } {
  if (!hasReportRows(db)) return { total: 0, rows: [] };
  const all = result === 'all';
  const where = all ? '' : 'WHERE r.result = ?';
  const args = all ? [] : [result];
  const total = db
    .prepare(`SELECT count(*) FROM report_rows r ${where}`)
    .pluck()
    .get(...args) as number;
  const withCells = CellsTable.exists(db);
  const rows = db
    .prepare(
      `SELECT r.*${withCells ? ', c.cells' : ''} FROM report_rows r ${withCells ? 'LEFT JOIN review_cells c ON c.row_number = r.row_number' : ''}
    ${where} ORDER BY r.idx LIMIT ? OFFSET ?`,
    )
    .all(...args, limit, offset) as {
    row_number: number;
    cells?: string | null;
    result: string;
    status: number | null;
    message: string | null;
    old: string | null;
    new: string | null;
  }[];
  return {
    total,
    rows: rows.map((r) => ({
      rowNumber: r.row_number,
      cells: r.cells ? (JSON.parse(r.cells) as string[]) : [],
      result: r.result,
      status: r.status,
      message: r.message ?? '',
      old: r.old ?? '',
      new: r.new ?? '',
    })),
  };
}
