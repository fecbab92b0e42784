// The job's file as it was sent: rows whose cells were fixed in the review grid carry the
// fixed cells (kept in the journal's review cells), every other row is read from the file as
// is. Passed to the engine's runJob as `wrapSource`, so the result workbook's Results and
// Failed rows sheets show what was sent, not what the file said.
import type { SheetSource } from '../sheets/index.js';
import { editedCells, type Journal } from '../journal/index.js';

export function reviewedSource(fixed: Map<number, string[]>, source: SheetSource): SheetSource {
  if (fixed.size === 0) return source;
  return {
    format: source.format,
    sheets: source.sheets,
    sheet: source.sheet,
    headerRowNumber: source.headerRowNumber,
    headers: source.headers,
    ...(source.encoding ? { encoding: source.encoding } : {}),
    ...(source.delimiter ? { delimiter: source.delimiter } : {}),
    async *rows() {
      for await (const row of source.rows()) {
        const cells = fixed.get(row.rowNumber);
        yield cells ? { rowNumber: row.rowNumber, cells } : row;
      }
    },
    close: () => source.close(),
  };
}

/** For runJob: `{ wrapSource }` when cells were fixed in the review, else nothing (the file is read as is). */
export function reviewedSourceOption(journal: Journal): { wrapSource?: (source: SheetSource) => SheetSource } {
  // Read once: a journal handed to the runner is no longer edited.
  const fixed = editedCells(journal);
  return fixed.size ? { wrapSource: (source) => reviewedSource(fixed, source) } : {};
}
