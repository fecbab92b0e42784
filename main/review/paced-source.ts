// Wraps a SheetSource for the review: each row is also handed to `onRow` (the cells table),
// and the stream yields to the event loop whenever it has run for more than a few ms.
// Why: the review's ingest runs in the main process as async chunks (not a worker), so
// without these yields a million-row file would hold the event loop for seconds and the
// window would stop answering. Each slice is at most SLICE_MS plus one journal insert.
import type { SheetSource, SourceRow } from '../sheets/index.js';

export const SLICE_MS = 8;

export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function* pacedRows(rows: AsyncIterable<SourceRow>, onRow?: (row: SourceRow) => void): AsyncGenerator<SourceRow> {
  let sliceStart = performance.now();
  for await (const row of rows) {
    onRow?.(row);
    yield row;
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

export function pacedSource(source: SheetSource, onRow?: (row: SourceRow) => void): SheetSource {
  return {
    format: source.format, sheets: source.sheets, sheet: source.sheet, headerRowNumber: source.headerRowNumber, headers: source.headers,
    rows: () => pacedRows(source.rows(), onRow),
    close: () => source.close(),
  };
}

/** A source of one row: how a cell fixed in place goes through the engine's own ingest again. */
export function singleRowSource(headers: string[], row: SourceRow): SheetSource {
  return {
    format: 'csv', sheets: [], sheet: '', headerRowNumber: 1, headers,
    async *rows() { yield row; },
    close: async () => {},
  };
}
