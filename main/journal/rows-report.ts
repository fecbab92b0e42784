// Reading rows back for reports and the review: the undo workbook's rows, the lines of some
// sheet rows, the states of one sheet row, rows with a problem, pages in sheet order.
import { sqlOf, type Journal } from './journal.js';
import { STATE_CODES, STATE_OF_CODE, type JournalRow, type RowState } from './schema.js';

/** Rows the run created (no old value to restore). */
export function countCreated(journal: Journal): number {
  return sqlOf(journal).stmt(`SELECT count(*) FROM rows WHERE state = 'done' AND existed = 0`).pluck().get() as number;
}

/** Rows the run changed or created (the undo workbook's rows): counted on the state index. */
export function countChanged(journal: Journal): number {
  return sqlOf(journal).stmt(`SELECT count(*) FROM rows WHERE state = 'done'`).pluck().get() as number;
}

/**
 * Rows in file order, a page at a time by seq (no statement stays open between pages, so the
 * caller may await between rows: the undo writer flushes as it goes, issue 31). Read as
 * arrays (better-sqlite3's raw mode) and made into objects here: the driver's own row objects
 * cost about twice as much, half of a million-row report's time (issue 31).
 */
function* pagedBySeq<T>(journal: Journal, where: string, columns: string, make: (cells: unknown[]) => T): Generator<T> {
  const page = sqlOf(journal)
    .stmt(`SELECT seq, ${columns} FROM rows WHERE seq > ? AND ${where} ORDER BY seq LIMIT ${UNDO_PAGE}`)
    .raw(true);
  for (let after = -Infinity; ;) {
    const rows = page.all(after) as unknown[][];
    for (const r of rows) yield make(r);
    if (rows.length < UNDO_PAGE) return;
    after = rows[rows.length - 1]![0] as number;
  }
}

// 1,000 rows, not 5,000: a page is held while the writer flushes, and a smaller one is
// collected young instead of being copied into the old generation (issue 44: about a tenth
// less CPU for the undo workbook at 100,000 rows).
const UNDO_PAGE = 1000;
// The stored code, not the generated state column: one comparison a row instead of its CASE.
const DONE_EXISTED = `state_code = ${STATE_CODES.done} AND existed = 1`;
const DONE_CREATED = `state_code = ${STATE_CODES.done} AND existed = 0`;

/** Rows the run changed that existed before, with their old value, in file order (streamed). */
export function iterateChangedWithOld(
  journal: Journal,
): Generator<{ seq: number; fields: string; old: string | null }> {
  return pagedBySeq(journal, DONE_EXISTED, 'fields, old', (r) => ({
    seq: r[0] as number,
    fields: r[1] as string,
    old: r[2] as string | null,
  }));
}

/** Rows the run created (no value before it), their fields in file order (streamed): the undo's Delete sheet. */
export function iterateCreatedFields(journal: Journal): Generator<{ seq: number; fields: string }> {
  return pagedBySeq(journal, DONE_CREATED, 'fields', (r) => ({ seq: r[0] as number, fields: r[1] as string }));
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
  /** A message kept as data (row-message.ts): its id and its parameters' JSON. */
  message_id?: string | null;
  message_params?: string | null;
  /** Only when asked for (DistributionCenters name the center's ID from them; full feed's added rows their key). */
  fields?: string | null;
  /** Only with the fields. */
  sku?: string | null;
};

/** A report line from its raw columns, in reportLinesAfter's order. */
function reportLine(r: unknown[], withFields: boolean): ReportLine {
  const line: ReportLine = {
    row_number: r[0] as number,
    part: r[1] as number,
    value_column: r[2] as string | null,
    state: STATE_OF_CODE[r[3] as number]!,
    result: r[4] as JournalRow['result'],
    status: r[5] as number | null,
    message: r[6] as string | null,
    old: r[7] as string | null,
    new: r[8] as string | null,
    existed: r[9] as number | null,
    message_id: r[10] as string | null,
    message_params: r[11] as string | null,
  };
  if (withFields) {
    line.fields = r[12] as string | null;
    line.sku = r[13] as string | null;
  }
  return line;
}

/** Up to `limit` lines after (row, part) as the driver's arrays, in reportLine's order. */
function rawLinesAfter(journal: Journal, row: number, part: number, limit: number, withFields: boolean): unknown[][] {
  return sqlOf(journal)
    .stmt(
      `SELECT row_number, part, value_column, state_code, result, status, message, old, new, existed, message_id, message_params${withFields ? ', fields, sku' : ''}
      FROM rows WHERE (row_number, part) > (?, ?) ORDER BY row_number, part LIMIT ?`,
    )
    .raw(true)
    .all(row, part, limit) as unknown[][];
}

/**
 * Up to `limit` lines after (row, part), in sheet order: keyset pages on rows_row, only the
 * report's columns, read as arrays (raw mode: see pagedBySeq).
 */
export function reportLinesAfter(
  journal: Journal,
  row: number,
  part: number,
  limit: number,
  withFields = false,
): ReportLine[] {
  return rawLinesAfter(journal, row, part, limit, withFields).map((r) => reportLine(r, withFields));
}

/**
 * Every line in sheet order, for the report, read in pages (measured by the speed work at
 * about twice the rate of one `SELECT *` stepped row by row, which held the report back).
 * Each line is made from the driver's array as it is asked for: no second array of a
 * page's lines (issue 44: a page held across the writer's flush lived long enough to be
 * copied by the garbage collector, twice).
 */
export function* reportLines(journal: Journal, pageSize = 5000, withFields = false): Generator<ReportLine> {
  let row = -Infinity,
    part = -Infinity;
  for (;;) {
    const page = rawLinesAfter(journal, row, part, pageSize, withFields);
    for (let i = 0; i < page.length; i++) yield reportLine(page[i]!, withFields);
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    row = last[0] as number;
    part = last[1] as number;
  }
}
