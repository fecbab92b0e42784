// main/sheets: read CSV/XLSX files as row streams, write result and export workbooks.
import { extname } from 'node:path';
import { SheetError } from './errors.js';
import type { SheetWriter } from './types.js';
import { createCsvWriter } from './writer-csv.js';

export type {
  CellText,
  CellProblem,
  SheetOpenOptions,
  SourceRow,
  SheetSource,
  SheetWriter,
  SheetHandle,
  WritableCell,
} from './types.js';
export { SheetError, LIMITS } from './errors.js';
export { openSheet, previewSheet, xlsxSheetNames } from './open-sheet.js';
export { rowBatchesOf } from './row-batches.js';
export { neutralise } from './neutralise.js';
export { formatDate, formatExcelNumber } from './cell-text.js';

/** A streamed writer for `.xlsx` (several sheets) or `.csv` (first sheet, UTF-8 with BOM), written via `<path>.partial`. */
export async function createWorkbookWriter(path: string): Promise<SheetWriter> {
  const ext = extname(path).toLowerCase();
  if (ext === '.xlsx') {
    // The XLSX writer (zip and part writers) loads only when a workbook is written: the
    // review's worker thread and the CLI's reading commands import this barrel and never need it.
    const { createXlsxWriter } = await import('./writer-xlsx.js');
    return createXlsxWriter(path);
  }
  if (ext === '.csv') return createCsvWriter(path);
  throw new SheetError(
    ext ? { id: 'errors:sheet.cannotWriteKind', params: { ext } } : { id: 'errors:sheet.cannotWriteNameless' },
    path,
    { id: 'errors:sheet.cannotWriteKindHint' },
  );
}
