// What the worksheet reader says when a sheet cannot be read as it stands: each names the
// file, the row where it stopped, and what the user can do.
import { LIMITS, SheetError } from '../errors.js';

export function unreadableSheet(path: string, detail: string, row: number): SheetError {
  return new SheetError(
    `The workbook could not be read (${detail})`,
    path,
    'Open it in Excel and save it again as Excel Workbook (.xlsx), or export the sheet as CSV.',
    row || undefined,
  );
}

export function rowTooWide(path: string, row: number): SheetError {
  return new SheetError(
    `A row has more than ${LIMITS.maxColumns.toLocaleString('en')} columns`,
    path,
    'Excel allows at most 16,384 columns: remove the extra columns or split the sheet.',
    row,
  );
}

export function cellTooLarge(path: string, row: number): SheetError {
  return new SheetError(
    'A cell is larger than 1 MiB',
    path,
    'Shorten the cell: the service accepts at most 32,000 characters in a value.',
    row,
  );
}
