// A job's file opened the way the job read it first (its sheet and header row, as the job
// record keeps them): the ingest, the report, resume and the app's review and runs all read
// it so, and `wrap` lets the app show cells fixed in the review as sent.
import { openSheet, type SheetSource } from '../../sheets/index.js';
import type { JobData } from '../../journal/index.js';

export async function openJobSheet(
  data: Pick<JobData, 'file' | 'sheet' | 'headerRow'>,
  wrap?: (source: SheetSource) => SheetSource,
): Promise<SheetSource> {
  const source = await openSheet(data.file, {
    ...(data.sheet ? { sheet: data.sheet } : {}),
    ...(data.headerRow ? { headerRow: data.headerRow } : {}),
  });
  return wrap ? wrap(source) : source;
}
