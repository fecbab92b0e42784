// Reading rows back for reports and the review: the undo workbook's rows, the lines of some
// sheet rows, the states of one sheet row, rows with a problem, pages in sheet order.
import { sqlOf, type Journal } from './journal.js';
import type { JournalRow, RowState } from './schema.js';

/** Rows the run created (no old value to restore). */
export function countCreated(journal: Journal): number {
  return sqlOf(journal).stmt(`SELECT count(*) FROM rows WHERE state = 'done' AND existed = 0`).pluck().get() as number;
}

/**
 * Rows in file order, a page at a time by seq (no statement stays open between pages, so the
 * caller may await between rows: the undo writer flushes as it goes, issue 31).
 */
function* pagedBySeq<T extends { seq: number }>(journal: Journal, where: string, columns: string): Generator<T> {
  const page = sqlOf(journal).stmt(
    `SELECT seq, ${columns} FROM rows WHERE seq > ? AND ${where} ORDER BY seq LIMIT ${UNDO_PAGE}`,
  );
  for (let after = -Infinity; ;) {
    const rows = page.all(after) as T[];
    yield* rows;
    if (rows.length < UNDO_PAGE) return;
    after = rows[rows.length - 1]!.seq;
  }
}

const UNDO_PAGE = 5000;

/** Rows the run changed that existed before, with their old value, in file order (streamed). */
export function iterateChangedWithOld(
  journal: Journal,
): Generator<{ seq: number; fields: string; old: string | null }> {
  return pagedBySeq(journal, `state = 'done' AND existed = 1`, 'fields, old');
}

/** Rows the run created (no value before it), their fields in file order (streamed): the undo's Delete sheet. */
export function iterateCreatedFields(journal: Journal): Generator<{ seq: number; fields: string }> {
  return pagedBySeq(journal, `state = 'done' AND existed = 0`, 'fields');
}

/** The journal lines of these sheet rows, by row number, in part order. */
export function linesOfSheetRows(journal: Journal, rowNumbers: number[]): Map<number, JournalRow[]> {
  const out = new Map<number, JournalRow[]>();
  if (!rowNumbers.length) return out;
  const rows = sqlOf(journal)
    .stmt('SELECT * FROM rows WHERE row_number IN (SELECT value FROM json_each(?)) ORDER BY row_number, part')
    .all(JSON.stringify(rowNumbers)) as JournalRow[];
  for (const r of rows) {
    const lines = out.get(r.row_number);
    if (lines) lines.push(r);
    else out.set(r.row_number, [r]);
  }
  return out;
}

/** The states of one sheet row's journal lines. */
export function sheetRowStates(journal: Journal, rowNumber: number): RowState[] {
  return sqlOf(journal).stmt('SELECT state FROM rows WHERE row_number = ?').pluck().all(rowNumber) as RowState[];
}

/** Sheet rows with at least one invalid line. */
export function countInvalidSheetRows(journal: Journal): number {
  return sqlOf(journal)
    .stmt(`SELECT count(DISTINCT row_number) FROM rows WHERE state = 'invalid'`)
    .pluck()
    .get() as number;
}

/** What a report reads of a journal line: its place in the sheet and its outcome (not its request). */
export type ReportLine = Pick<
  JournalRow,
  'row_number' | 'part' | 'value_column' | 'state' | 'result' | 'status' | 'message' | 'old' | 'new' | 'existed'
> & {
  /** Only when asked for (DistributionCenters name the center's ID from them; full feed's added rows their key). */
  fields?: string | null;
  /** Only with the fields. */
  sku?: string | null;
};

/** Up to `limit` lines after (row, part), in sheet order: keyset pages on rows_row, only the report's columns. */
export function reportLinesAfter(
  journal: Journal,
  row: number,
  part: number,
  limit: number,
  withFields = false,
): ReportLine[] {
  return sqlOf(journal)
    .stmt(
      `SELECT row_number, part, value_column, state, result, status, message, old, new, existed${withFields ? ', fields, sku' : ''}
      FROM rows WHERE (row_number, part) > (?, ?) ORDER BY row_number, part LIMIT ?`,
    )
    .all(row, part, limit) as ReportLine[];
}

/**
 * Every line in sheet order, for the report, read in pages (measured by the speed work at
 * about twice the rate of one `SELECT *` stepped row by row, which held the report back).
 */
export function* reportLines(journal: Journal, pageSize = 5000, withFields = false): Generator<ReportLine> {
  let row = -Infinity,
    part = -Infinity;
  for (;;) {
    const page = reportLinesAfter(journal, row, part, pageSize, withFields);
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    row = last.row_number;
    part = last.part;
  }
}
