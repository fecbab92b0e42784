// What the worksheet reader says when a sheet cannot be read as it stands: each names the
// file, the row where it stopped, and what the user can do.
import { LIMITS, SheetError } from '../errors.js';

export function unreadableSheet(path: string, detail: string, row: number): SheetError {
  return new SheetError(
    { id: 'errors:sheet.unreadableWorkbook', params: { detail } },
    path,
    { id: 'errors:sheet.resaveOrCsvHint' },
    row || undefined,
  );
}

export function rowTooWide(path: string, row: number): SheetError {
  return new SheetError(
    { id: 'errors:sheet.tooManyColumns', params: { max: LIMITS.maxColumns.toLocaleString('en') } },
    path,
    { id: 'errors:sheet.tooManyColumnsXlsxHint' },
    row,
  );
}

export function cellTooLarge(path: string, row: number): SheetError {
  return new SheetError({ id: 'errors:sheet.cellTooLarge' }, path, { id: 'errors:sheet.cellTooLargeXlsxHint' }, row);
}
