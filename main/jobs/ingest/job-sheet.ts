// A job's file opened the way the job read it first (its sheet and header row, as the job
// record keeps them): the ingest, the report, resume and the app's review and runs all read
// it so, and `wrap` lets the app show cells fixed in the review as sent.
import { openSheet, type SheetSource } from '../../sheets/index.js';
import type { JobData } from '../../journal/index.js';

export async function openJobSheet(
  data: Pick<JobData, 'file' | 'sheet' | 'headerRow'>,
  wrap?: (source: SheetSource) => SheetSource,
): Promise<SheetSource> {
  // shownText: a date cell bound for a text field keeps the text Excel shows (issue 41).
  const source = await openSheet(data.file, {
    shownText: true,
    ...(data.sheet ? { sheet: data.sheet } : {}),
    ...(data.headerRow ? { headerRow: data.headerRow } : {}),
  });
  return wrap ? wrap(source) : source;
}
