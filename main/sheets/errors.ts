import { basename } from 'node:path';
import { UserError, type ErrorMessage } from '../../shared/errors/index.js';

/**
 * The one error every reader and writer in main/sheets ends with. The message always says
 * what went wrong, in which file, and how to fix it, so callers can show it as is.
 */
export class SheetError extends UserError {
  /** The file the problem is in (full path as given by the caller). */
  readonly file: string;
  /** 1-based sheet row the problem was found at, when known. */
  readonly rowNumber?: number;

  /**
   * `what` and `hint` are ids in the `errors` catalogue (`sheet.`) with their parameters: the
   * app shows them in the user's language, the CLI in English.
   */
  constructor(what: ErrorMessage, file: string, hint: ErrorMessage, rowNumber?: number) {
    // The hint (how to fix it) is also appended to the message, so the message stands alone.
    super(
      rowNumber === undefined
        ? { id: 'errors:sheet.at', params: { what, file: basename(file), hint } }
        : { id: 'errors:sheet.atRow', params: { what, file: basename(file), row: rowNumber, hint } },
      hint,
    );
    this.name = 'SheetError';
    this.file = file;
    if (rowNumber !== undefined) this.rowNumber = rowNumber;
  }
}

/** Limits that stop hostile files before they exhaust memory. */
export const LIMITS = {
  /** Excel's own column limit (XFD). */
  maxColumns: 16_384,
  /** Characters in one cell; Excel itself stops at 32,767, so 1 MiB leaves ample room. */
  maxCellChars: 1_048_576,
  /** Characters in one CSV record, all fields together. */
  maxRowChars: 16 * 1_048_576,
  /** Total uncompressed size of an XLSX package. */
  maxUnzippedBytes: 2 * 1024 ** 3,
  /** Uncompressed/compressed ratio above which a large package is treated as a zip bomb. */
  maxZipRatio: 200,
  /** Below this uncompressed total the ratio is not checked: small, highly repetitive sheets are normal. */
  ratioCheckFloorBytes: 50 * 1024 ** 2,
  /** Entries in the zip; real workbooks have tens. */
  maxZipEntries: 10_000,
  /** Rows looked at to find the header row. */
  headerScanRows: 20,
} as const;

/** Turns file-system errors into SheetErrors that say what to do. */
export function fileError(err: unknown, file: string): SheetError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT')
    return new SheetError({ id: 'errors:sheet.notFound' }, file, { id: 'errors:sheet.notFoundHint' });
  if (code === 'EISDIR')
    return new SheetError({ id: 'errors:sheet.isFolder' }, file, { id: 'errors:sheet.isFolderHint' });
  if (code === 'EACCES' || code === 'EPERM')
    return new SheetError({ id: 'errors:sheet.permission' }, file, { id: 'errors:sheet.permissionHint' });
  if (err instanceof SheetError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new SheetError({ id: 'errors:sheet.cannotRead', params: { detail } }, file, {
    id: 'errors:sheet.cannotReadHint',
  });
}
