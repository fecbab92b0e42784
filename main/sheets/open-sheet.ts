// openSheet and previewSheet: pick the reader from the file, find the header row, and hand
// out the rows below it densely numbered (blank rows in the middle included, as all '').
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { csvRows, planCsv } from './csv-source.js';
import type { ErrorMessage } from '../../shared/errors/index.js';
import { LIMITS, SheetError, fileError } from './errors.js';
import { detectHeaderRow, headerNames } from './header-detect.js';
import type { RawRowIterator, SheetOpenOptions, SheetSource, SourceRow } from './types.js';
import { chooseSheet, inspectWorkbook, xlsxRows } from './xlsx-source.js';
import { blankRow, RowIterator } from './row-iterator.js';
import { requireRegularFile } from './regular-file.js';

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

/** Header names up to the last named column. */
function namedHeaders(header: SourceRow): string[] {
  const names = headerNames(header);
  let width = names.length;
  while (width > 0 && names[width - 1] === '') width--;
  return names.slice(0, width);
}

/** The rows at the top of the sheet, down to the given header row or the rows detection looks at. */
async function scanTop(
  it: RawRowIterator,
  headerRow: number | undefined,
): Promise<{ scanned: SourceRow[]; ended: boolean }> {
  const scanned: SourceRow[] = [];
  try {
    for (;;) {
      const last = scanned.at(-1);
      if (headerRow !== undefined ? (last?.rowNumber ?? 0) >= headerRow : scanned.length >= LIMITS.headerScanRows)
        return { scanned, ended: false };
      const next = await it.next();
      if (next.done) return { scanned, ended: true };
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
}

/** The header row: the one asked for, or the detected one. Closes the reader and throws when there is none. */
async function findHeader(
  path: string,
  it: RawRowIterator,
  top: { scanned: SourceRow[]; ended: boolean },
  headerRow: number | undefined,
  what: ErrorMessage,
): Promise<SourceRow> {
  const { scanned, ended } = top;
  if (headerRow !== undefined) {
    const header = scanned.find((r) => r.rowNumber === headerRow);
    if (header) return header;
    await it.return(undefined);
    const lastRow = scanned.at(-1)?.rowNumber ?? 0;
    throw new SheetError(
      ended && lastRow < headerRow
        ? { id: 'errors:sheet.headerPastEnd', params: { header: headerRow, what, last: lastRow } }
        : { id: 'errors:sheet.headerEmpty', params: { header: headerRow, what } },
      path,
      { id: 'errors:sheet.headerRowHint' },
    );
  }
  const header = detectHeaderRow(scanned);
  if (header) return header;
  await it.return(undefined);
  throw new SheetError({ id: 'errors:sheet.noData', params: { what } }, path, { id: 'errors:sheet.noDataHint' });
}

async function frame(
  path: string,
  factory: () => RawRowIterator,
  headerRow: number | undefined,
  base: Omit<SheetSource, 'headerRowNumber' | 'headers' | 'rows' | 'close'>,
): Promise<Framed> {
  const it = factory();
  const top = await scanTop(it, headerRow);
  const what: ErrorMessage =
    base.format === 'csv'
      ? { id: 'errors:sheet.whatFile' }
      : { id: 'errors:sheet.whatSheet', params: { sheet: base.sheet } };
  const header = await findHeader(path, it, top, headerRow, what);
  const headerRowNumber = header.rowNumber;
  const headers = namedHeaders(header);
  // The first rows() goes on from the rows already read; later ones read the file again.
  const first = { it, pending: top.scanned.filter((r) => r.rowNumber > headerRowNumber) };
  const source = framedSource(base, headerRowNumber, headers, first, factory);
  return { source, leading: top.scanned.filter((r) => r.rowNumber <= headerRowNumber) };
}

function framedSource(
  base: Omit<SheetSource, 'headerRowNumber' | 'headers' | 'rows' | 'close'>,
  headerRowNumber: number,
  headers: string[],
  first: { it: RawRowIterator; pending: SourceRow[] },
  factory: () => RawRowIterator,
): SheetSource {
  const width = headers.length;
  let primed: { it: RawRowIterator; pending: SourceRow[] } | null = first;

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

  return {
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
}

async function openFramed(path: string, opts: SheetOpenOptions = {}): Promise<Framed> {
  if (opts.headerRow !== undefined && (!Number.isInteger(opts.headerRow) || opts.headerRow < 1)) {
    throw new SheetError({ id: 'errors:sheet.headerNotNumber', params: { header: String(opts.headerRow) } }, path, {
      id: 'errors:sheet.headerNotNumberHint',
    });
  }
  await requireRegularFile(path);
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
  return frame(path, () => xlsxRows(path, info, chosen, opts.shownText === true), opts.headerRow, {
    format,
    sheets: info.sheets.map((s) => s.name),
    sheet: chosen.name,
  });
}

/**
 * The names of an XLSX workbook's sheets, hidden ones too, without reading any sheet: a
 * workbook whose first sheet has no data still has its other sheets (the export's baseline).
 */
export async function xlsxSheetNames(path: string): Promise<string[]> {
  await requireRegularFile(path);
  return (await inspectWorkbook(path)).sheets.map((s) => s.name);
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
