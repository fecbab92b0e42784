// openSheet and previewSheet: pick the reader from the file, find the header row, and hand
// out the rows below it densely numbered (blank rows in the middle included, as all '').
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { csvRows, planCsv } from './csv-source.js';
import { LIMITS, SheetError, fileError } from './errors.js';
import { detectHeaderRow, headerNames } from './header-detect.js';
import type { RawRowIterator, SheetOpenOptions, SheetSource, SourceRow } from './types.js';
import { chooseSheet, inspectWorkbook, xlsxRows } from './xlsx-source.js';
import { columnLetters } from './xlsx/worksheet.js';

// Rows above the header kept for previews; a header far down a sheet keeps only the last ones.
const MAX_LEADING_ROWS = 200;

async function sniffFormat(path: string): Promise<'csv' | 'xlsx'> {
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx' || ext === '.xlsm') return 'xlsx';
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') return 'csv';
  // An .xls may be an old binary workbook, a password-protected .xlsx (both OLE files) or an
  // .xlsx under the wrong name: the package check tells them apart and says what to do.
  if (ext === '.xls') return 'xlsx';
  let handle;
  try {
    handle = await open(path, 'r');
    const buf = Buffer.alloc(2);
    await handle.read(buf, 0, 2, 0);
    return buf[0] === 0x50 && buf[1] === 0x4b ? 'xlsx' : 'csv';
  } catch (err) {
    throw fileError(err, path);
  } finally {
    await handle?.close();
  }
}

interface Framed {
  source: SheetSource;
  leading: SourceRow[];
}

function blankRow(rowNumber: number, width: number): SourceRow {
  return { rowNumber, cells: new Array<string>(width).fill('') };
}

/**
 * The row cut or padded to the header's width. A value past the last named column is never
 * dropped silently nor written into the result columns: it becomes a problem of the row.
 */
function fitRow(row: SourceRow, width: number): SourceRow {
  const { cells } = row;
  if (cells.length === width) return row;
  if (cells.length < width) return { ...row, cells: cells.concat(new Array<string>(width - cells.length).fill('')) };
  const problems = (row.problems ?? []).filter((p) => p.column < width);
  for (let i = width; i < cells.length; i++) {
    const text = cells[i]!;
    if (text.trim() === '') continue;
    const cell = `${columnLetters(i)}${row.rowNumber}`;
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    problems.push({
      column: i,
      cell,
      message: `${cell} is past the last named column ("${shown}"): name the column in the header row or clear the cell.`,
    });
  }
  const fitted: SourceRow = { rowNumber: row.rowNumber, cells: cells.slice(0, width) };
  if (problems.length) fitted.problems = problems;
  return fitted;
}

/** Header names up to the last named column. */
function namedHeaders(header: SourceRow): string[] {
  const names = headerNames(header);
  let width = names.length;
  while (width > 0 && names[width - 1] === '') width--;
  return names.slice(0, width);
}

/**
 * The one place rows are handed out singly: the readers give batches, and a million rows
 * through an async generator cost a promise chain each; this iterator answers from the batch
 * it holds with one resolved promise per row and awaits the reader only between batches.
 * Blank rows in gaps are filled in; every row is fitted to the header's width.
 */
class RowIterator implements AsyncIterableIterator<SourceRow> {
  private ready: SourceRow[] = [];
  private at = 0;
  private expected: number;
  private finished = false;

  constructor(
    private readonly source: RawRowIterator,
    first: SourceRow[],
    private readonly headerRowNumber: number,
    private readonly width: number,
  ) {
    this.expected = headerRowNumber + 1;
    this.fill(first);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<SourceRow> {
    return this;
  }

  private fill(batch: SourceRow[]): void {
    const out: SourceRow[] = [];
    for (const row of batch) {
      if (row.rowNumber <= this.headerRowNumber) continue;
      while (this.expected < row.rowNumber) out.push(blankRow(this.expected++, this.width));
      out.push(fitRow(row, this.width));
      this.expected = row.rowNumber + 1;
    }
    this.ready = out;
    this.at = 0;
  }

  next(): Promise<IteratorResult<SourceRow>> {
    if (this.at < this.ready.length) return Promise.resolve({ value: this.ready[this.at++]!, done: false });
    return this.more();
  }

  private async more(): Promise<IteratorResult<SourceRow>> {
    return (await this.pull()) ? { value: this.ready[this.at++]!, done: false } : { value: undefined, done: true };
  }

  /** The rows not handed out yet, up to the end of the reader's next batch; undefined at the end. */
  async nextBatch(): Promise<SourceRow[] | undefined> {
    if (this.at >= this.ready.length && !(await this.pull())) return undefined;
    const batch = this.at === 0 ? this.ready : this.ready.slice(this.at);
    this.ready = [];
    this.at = 0;
    return batch;
  }

  /** Fills `ready` from the reader until it holds a row; false once the sheet has ended. */
  private async pull(): Promise<boolean> {
    while (!this.finished) {
      let next: IteratorResult<SourceRow[]>;
      try {
        next = await this.source.next();
      } catch (err) {
        this.finished = true;
        await this.source.return(undefined);
        throw err;
      }
      if (next.done) break;
      this.fill(next.value);
      if (this.ready.length) return true;
    }
    this.finished = true;
    return false;
  }

  async return(): Promise<IteratorResult<SourceRow>> {
    this.finished = true;
    this.ready = [];
    await this.source.return(undefined);
    return { value: undefined, done: true };
  }
}

async function frame(
  path: string,
  factory: () => RawRowIterator,
  headerRow: number | undefined,
  base: Omit<SheetSource, 'headerRowNumber' | 'headers' | 'rows' | 'close'>,
): Promise<Framed> {
  const it = factory();
  const scanned: SourceRow[] = [];
  let ended = false;
  try {
    for (;;) {
      const last = scanned.at(-1);
      if (headerRow !== undefined ? (last?.rowNumber ?? 0) >= headerRow : scanned.length >= LIMITS.headerScanRows)
        break;
      const next = await it.next();
      if (next.done) {
        ended = true;
        break;
      }
      for (const r of next.value) scanned.push(r);
      if (headerRow !== undefined) {
        // Keep only the last rows above a header far down the sheet.
        let above = scanned.findIndex((r) => r.rowNumber >= headerRow);
        if (above < 0) above = scanned.length;
        if (above > MAX_LEADING_ROWS) scanned.splice(0, above - MAX_LEADING_ROWS);
      }
    }
  } catch (err) {
    await it.return(undefined);
    throw err;
  }
  const what = base.format === 'csv' ? 'file' : `sheet "${base.sheet}"`;
  let header: SourceRow | undefined;
  if (headerRow !== undefined) {
    header = scanned.find((r) => r.rowNumber === headerRow);
    if (!header) {
      await it.return(undefined);
      const lastRow = scanned.at(-1)?.rowNumber ?? 0;
      throw new SheetError(
        ended && lastRow < headerRow
          ? `Header row ${headerRow} is past the last row of the ${what} (row ${lastRow})`
          : `Header row ${headerRow} of the ${what} is empty`,
        path,
        'Choose the row that holds the column names, or leave it out to detect it.',
      );
    }
  } else {
    header = detectHeaderRow(scanned);
    if (!header) {
      await it.return(undefined);
      throw new SheetError(`The ${what} has no data`, path, 'Choose a file with a header row and data rows.');
    }
  }
  const headerRowNumber = header.rowNumber;
  const headers = namedHeaders(header);
  const width = headers.length;
  let primed: { it: RawRowIterator; pending: SourceRow[] } | null = {
    it,
    pending: scanned.filter((r) => r.rowNumber > headerRowNumber),
  };

  function rows(): RowIterator {
    let source: RawRowIterator, batch: SourceRow[];
    if (primed) {
      ({ it: source, pending: batch } = primed);
      primed = null;
    } else {
      source = factory();
      batch = [];
    }
    return new RowIterator(source, batch, headerRowNumber, width);
  }

  function rowBatches(): AsyncIterable<SourceRow[]> {
    const it = rows();
    const batches: AsyncIterableIterator<SourceRow[]> = {
      [Symbol.asyncIterator]: () => batches,
      next: async () => {
        const batch = await it.nextBatch();
        return batch ? { value: batch, done: false } : { value: undefined, done: true };
      },
      return: async () => {
        await it.return();
        return { value: undefined, done: true };
      },
    };
    return batches;
  }

  const source: SheetSource = {
    ...base,
    headerRowNumber,
    headers,
    rows,
    rowBatches,
    async close() {
      if (primed) {
        const p = primed;
        primed = null;
        await p.it.return(undefined);
      }
    },
  };
  return { source, leading: scanned.filter((r) => r.rowNumber <= headerRowNumber) };
}

async function openFramed(path: string, opts: SheetOpenOptions = {}): Promise<Framed> {
  if (opts.headerRow !== undefined && (!Number.isInteger(opts.headerRow) || opts.headerRow < 1)) {
    throw new SheetError(
      `Header row ${String(opts.headerRow)} is not a row number`,
      path,
      'Give a whole number from 1 up.',
    );
  }
  const format = await sniffFormat(path);
  if (format === 'csv') {
    const plan = await planCsv(path, opts);
    const name = basename(path, extname(path));
    return frame(path, () => csvRows(path, plan), opts.headerRow, {
      format,
      sheets: [name],
      sheet: name,
      encoding: plan.encoding,
      delimiter: plan.delimiter,
    });
  }
  const info = await inspectWorkbook(path);
  const chosen = chooseSheet(path, info, opts.sheet);
  return frame(path, () => xlsxRows(path, info, chosen), opts.headerRow, {
    format,
    sheets: info.sheets.map((s) => s.name),
    sheet: chosen.name,
  });
}

/** Opens a CSV or XLSX file as a stream of rows below its header row. Throws SheetError for anything unreadable. */
export async function openSheet(path: string, opts?: SheetOpenOptions): Promise<SheetSource> {
  return (await openFramed(path, opts)).source;
}

/**
 * The top of a sheet for a preview: rows from the first non-blank one down to `rows` rows
 * (default 20) below the header, blank rows included, so a user can see the title rows and
 * pick another header row.
 */
export async function previewSheet(
  path: string,
  opts: SheetOpenOptions & { rows?: number } = {},
): Promise<{ sheets: string[]; sheet: string; rows: SourceRow[]; headerRowNumber: number }> {
  const { source, leading } = await openFramed(path, opts);
  const limit = opts.rows ?? 20;
  const rows: SourceRow[] = [];
  const first = leading[0]?.rowNumber ?? source.headerRowNumber;
  let expected = first;
  for (const r of leading) {
    while (expected < r.rowNumber) rows.push(blankRow(expected++, source.headers.length));
    rows.push(r);
    expected = r.rowNumber + 1;
  }
  let taken = 0;
  try {
    if (limit > 0) {
      for await (const r of source.rows()) {
        rows.push(r);
        if (++taken >= limit) break;
      }
    }
  } finally {
    await source.close();
  }
  return { sheets: source.sheets, sheet: source.sheet, rows, headerRowNumber: source.headerRowNumber };
}
