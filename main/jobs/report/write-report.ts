// The result workbook, produced from the journal by streaming: every input row in its
// original order with its original columns, then Result, HTTP Status, Message, Old Value,
// New Value; an XLSX also gets a Summary sheet and a 'Failed rows' sheet in the input's own
// layout, ready to fix and import again. Memory stays bounded: the source is read again
// row by row and merged with the journal's rows in row order.
import { engineMessage, englishText, type ShownText } from '../../../shared/i18n/index.js';
import { extname } from 'node:path';
import { createWorkbookWriter, type SheetSource, type WritableCell } from '../../sheets/index.js';
import { checkAbort, type ProgressListener } from '../engine-port.js';
import { reportLines, type Journal, type ReportLine, type RowResult } from '../../journal/index.js';
import { inputTyping, typedInputRow } from './input-cell.js';
import { NOT_SENT, VERDICT_ORDER, verdictOf, type ReportResult } from './verdict.js';
import { verdictShown } from './verdict-message.js';
import type { ImportTarget } from '../target.js';
import { droppedKeyCells, droppedKeyMessage } from './dropped-key-row.js';

export const RESULT_COLUMNS = ['Result', 'HTTP Status', 'Message', 'Old Value', 'New Value'];
/** Added after the input's own columns on the Failed rows sheet; auto-mapping leaves them out on a re-import. */
export const FAILED_ROW_COLUMNS = ['Row', 'Message'] as const;

/** The entity a row created or matched, for targets whose results name it (a center's ID, issue 14). */
function entityId(lines: ReportLine[]): number | null {
  for (const l of lines) {
    const id = l.fields ? (JSON.parse(l.fields) as { ID?: unknown }).ID : undefined;
    if (typeof id === 'number') return id;
  }
  return null;
}

/** Rows per result; 'Not sent' only when a stopped run left rows unsent. */
export type ReportCounts = Record<RowResult, number> & { 'Not sent'?: number };

export interface ReportOutcome {
  counts: ReportCounts;
  rows: number;
  failedRows: number;
  /** Blank cells where the service holds a value, left as is (plan/emptied-cells.ts). */
  emptied: number;
}

// Journal lines read a page at a time: 1,000 rather than 5,000, so a page held across the
// writer's flush is collected young, not copied into the old generation (issue 44: about a
// tenth less CPU and 20 MB less at 100,000 rows).
const REPORT_PAGE = 1000;

/** A sheet row to report: its input cells and journal lines; `added`: a full-feed row after the file's own. */
interface MergedRow {
  rowNumber: number;
  cells: string[];
  lines: ReportLine[];
  added?: boolean;
}

/** Merges the journal (ordered by row number) with the source rows, then full feed's added rows. */
async function* merged(
  journal: Journal,
  source: SheetSource,
  withFields: boolean,
  valueField: string | null,
): AsyncGenerator<MergedRow> {
  const addedFrom = journal.data.fullFeedFrom;
  const it = reportLines(journal, REPORT_PAGE, withFields || addedFrom !== undefined);
  let next = it.next();
  try {
    for await (const row of source.rows()) {
      const lines: ReportLine[] = [];
      while (!next.done && next.value.row_number < row.rowNumber) next = it.next(); // lines of rows no longer in the file
      while (!next.done && next.value.row_number === row.rowNumber) {
        lines.push(next.value);
        next = it.next();
      }
      yield { rowNumber: row.rowNumber, cells: row.cells, lines };
    }
    if (addedFrom === undefined || !valueField) return;
    for (; !next.done; next = it.next()) {
      const line = next.value;
      if (line.row_number < addedFrom) continue;
      const cells = droppedKeyCells(source.headers, journal.data.mapping, line, valueField);
      yield { rowNumber: line.row_number, cells, lines: [line], added: true };
    }
  } finally {
    it.return(undefined);
  }
}

/** The Failed rows sheet: a second pass over the input in its own layout, only the rows to fix. */
async function writeFailedRows(
  source: SheetSource,
  failing: { rowNumber: number; message: string }[],
  typed: (cells: string[]) => WritableCell[],
  sheet: { addRow(row: WritableCell[]): void; flush(): Promise<unknown> },
): Promise<void> {
  let i = 0;
  try {
    for await (const row of source.rows()) {
      if (i >= failing.length) break;
      const f = failing[i]!;
      if (row.rowNumber === f.rowNumber) {
        sheet.addRow([...typed(row.cells), f.rowNumber, f.message]);
        if (++i % 5000 === 0) await sheet.flush();
      }
    }
  } finally {
    await source.close();
  }
}

const NOT_READ_TEXT = englishText(engineMessage('row.notReadFromFile'));
/** A row's Message as data, for `say` (a row no longer in the file: not read from it). */
function shownVerdict(lines: ReportLine[], dryRun: boolean, operation: string, result: ReportResult): ShownText {
  return lines.length ? verdictShown(lines, dryRun, operation, result) : engineMessage('row.notReadFromFile');
}

type SummaryLines = [string, string | number][];
/** The Summary sheet's rows; may wait (for the undo workbook written beside this one). */
type SummaryOf = (counts: Record<RowResult, number>, emptied: number) => SummaryLines | Promise<SummaryLines>;

export async function writeReport(
  journal: Journal,
  target: ImportTarget,
  out: string,
  openSource: () => Promise<SheetSource>,
  summary: SummaryOf,
  opts: {
    signal?: AbortSignal;
    onProgress?: ProgressListener;
    /** Each row's Message said from the journal's data in another language (the app's Save result, issue 40). */
    say?: (shown: ShownText) => string;
  } = {},
): Promise<ReportOutcome> {
  const { dryRun, operation } = journal.data;
  const counts = Object.fromEntries(VERDICT_ORDER.map((r) => [r, 0])) as ReportCounts;
  const failing: { rowNumber: number; message: string }[] = [];
  let emptied = 0;
  const writer = await createWorkbookWriter(out);
  const csvOut = extname(out).toLowerCase() === '.csv';
  try {
    const source = await openSource();
    const width = source.headers.length;
    const idColumn = target.createdIdColumn;
    const results = writer.addSheet('Results', [...source.headers, ...RESULT_COLUMNS, ...(idColumn ? [idColumn] : [])]);
    // Both sheets write the input's columns typed as in the input (a CSV result is text anyway).
    const typing = inputTyping(target, source.headers, journal.data.mapping, source.format);
    let rows = 0;
    const valueField = target.valueField ?? null;
    for await (const { rowNumber, cells, lines, added } of merged(
      journal,
      source,
      idColumn !== undefined,
      valueField,
    )) {
      const v = lines.length
        ? verdictOf(lines, dryRun, operation)
        : { result: 'Skipped' as const, status: null, message: NOT_READ_TEXT, old: '', new: '' };
      if (opts.say) v.message = opts.say(shownVerdict(lines, dryRun, operation, v.result));
      if (added) v.message = droppedKeyMessage(v.message, opts.say);
      if (v.result === NOT_SENT) counts[NOT_SENT] = (counts[NOT_SENT] ?? 0) + 1;
      else counts[v.result]++;
      for (const l of lines) if (l.state === 'skipped' && l.existed === 1) emptied++;
      // A partly updated row is on the Failed rows sheet too: its failed cells are still to fix or retry.
      if (v.result === 'Failed' || v.result === 'Invalid' || v.result === 'Partly updated')
        failing.push({ rowNumber, message: v.message });
      const input = csvOut
        ? cells.length >= width
          ? cells
          : [...cells, ...Array<string>(width - cells.length).fill('')]
        : typedInputRow(cells, width, typing);
      results.addRow([...input, v.result, v.status, v.message, v.old, v.new, ...(idColumn ? [entityId(lines)] : [])]);
      if (++rows % 5000 === 0) {
        await writer.flush();
        checkAbort(opts.signal, 'report');
        opts.onProgress?.({ stage: 'report', done: rows });
      }
    }
    const sum = writer.addSheet('Summary', ['Item', 'Value']);
    for (const [k, val] of await summary(counts, emptied)) sum.addRow([k, val]);
    // Always present in an XLSX result (just the header row when nothing failed), so a
    // user or a script can rely on it.
    // The input's columns typed as in the input, then the row's number and why it failed.
    const failed = writer.addSheet('Failed rows', [...source.headers, ...FAILED_ROW_COLUMNS]);
    // A .csv keeps its first sheet only: reading the whole file again for a sheet it drops
    // doubled a CSV report's time whenever rows failed.
    if (failing.length && !csvOut)
      await writeFailedRows(await openSource(), failing, (cells) => typedInputRow(cells, width, typing), {
        addRow: (r) => failed.addRow(r),
        flush: () => writer.flush(),
      });
    await writer.close();
    opts.onProgress?.({ stage: 'report', done: rows });
    return { counts, rows, failedRows: failing.length, emptied };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
