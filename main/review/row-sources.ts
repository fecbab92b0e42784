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
    rows() {
      // A plain iterator, not an async generator: a generator's extra await per row cost
      // more than the hook itself over a million rows.
      const inner = source.rows()[Symbol.asyncIterator]();
      const it: AsyncIterableIterator<SourceRow> = {
        [Symbol.asyncIterator]: () => it,
        next: async () => {
          const r = await inner.next();
          if (!r.done) onRow(r.value);
          return r;
        },
        return: async () => (await inner.return?.()) ?? { value: undefined, done: true },
      };
      return it;
    },
    ...(source.rowBatches ? { rowBatches: () => hookedBatches(source.rowBatches!(), onRow) } : {}),
    close: () => source.close(),
  };
}

async function* hookedBatches(
  batches: AsyncIterable<SourceRow[]>,
  onRow: (row: SourceRow) => void,
): AsyncGenerator<SourceRow[]> {
  for await (const batch of batches) {
    for (const row of batch) onRow(row);
    yield batch;
  }
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
