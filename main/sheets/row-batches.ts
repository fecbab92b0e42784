// Any source's rows a batch at a time: its own batches when it has them (openSheet's do, a
// chunk of the file each), else one row a batch.
import type { SheetSource, SourceRow } from './types.js';

async function* oneByOne(source: SheetSource): AsyncGenerator<SourceRow[]> {
  for await (const row of source.rows()) yield [row];
}

export function rowBatchesOf(source: SheetSource): AsyncIterable<SourceRow[]> {
  return source.rowBatches ? source.rowBatches() : oneByOne(source);
}
