// Small SheetSource adapters for the review: a source that also hands each row to a hook
// (the ingest worker fills the review's cells table that way), a source of one row (how a
// cell fixed in place goes through the engine's own ingest again).
import type { SheetSource, SourceRow } from '../sheets/index.js';

export function withRowHook(source: SheetSource, onRow: (row: SourceRow) => void): SheetSource {
  return {
    format: source.format,
    sheets: source.sheets,
    sheet: source.sheet,
    headerRowNumber: source.headerRowNumber,
    headers: source.headers,
    async *rows() {
      for await (const row of source.rows()) {
        onRow(row);
        yield row;
      }
    },
    close: () => source.close(),
  };
}

/** A source of one row: how a cell fixed in place goes through the engine's own ingest again. */
export function singleRowSource(headers: string[], row: SourceRow): SheetSource {
  return {
    format: 'csv',
    sheets: [],
    sheet: '',
    headerRowNumber: 1,
    headers,
    async *rows() {
      yield row;
    },
    close: async () => {},
  };
}
