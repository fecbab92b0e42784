// Limits for hostile CSV files. papaparse keeps an unfinished record in memory until its end
// arrives, so an unterminated quote in a 2 GB file would exhaust memory: the text fed to it
// is metered, and when no record has completed for LIMITS.maxRowChars characters the read
// stops. Finished records are checked for oversized cells and too many columns.
import { Transform, type TransformCallback } from 'node:stream';
import { LIMITS, SheetError } from './errors.js';

/** A pass-through that counts the characters going to the parser (cheap: no per-character work). */
export function createMeter(): { stream: Transform; fed(): number } {
  let fed = 0;
  const stream = new Transform({
    decodeStrings: false,
    transform(chunk: string | Buffer, _enc: BufferEncoding, done: TransformCallback) {
      fed += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, fed: () => fed };
}

/** An error when the unfinished record has grown past the limit. */
export function checkPending(file: string, pendingChars: number, rowNumber: number): SheetError | null {
  if (pendingChars <= LIMITS.maxRowChars) return null;
  return new SheetError({ id: 'errors:sheet.rowTooLarge' }, file, { id: 'errors:sheet.rowTooLargeHint' }, rowNumber);
}

/** An error for a finished record with too many columns or an oversized cell. */
export function checkRecord(file: string, fields: readonly string[], rowNumber: number): SheetError | null {
  if (fields.length > LIMITS.maxColumns) {
    return new SheetError(
      { id: 'errors:sheet.tooManyColumns', params: { max: LIMITS.maxColumns.toLocaleString('en') } },
      file,
      { id: 'errors:sheet.tooManyColumnsCsvHint' },
      rowNumber,
    );
  }
  for (const f of fields) {
    if (f.length > LIMITS.maxCellChars) {
      return new SheetError(
        { id: 'errors:sheet.cellTooLarge' },
        file,
        { id: 'errors:sheet.cellTooLargeCsvHint' },
        rowNumber,
      );
    }
  }
  return null;
}
