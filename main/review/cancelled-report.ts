// A cancelled run still gets its result workbook: rows done say what happened to them, rows
// never sent say so. The engine writes the report only at the end of a run, so this calls
// its report writer directly on the journal as it stands (with the cells fixed in review).
import { openSheet } from '../sheets/index.js';
import { type Journal, writeReport, summaryRows } from '../jobs/index.js';
import { reviewedSource } from './reviewed-source.js';

export async function writeCancelledReport(journal: Journal): Promise<void> {
  const d = journal.data;
  const opts = { ...(d.sheet ? { sheet: d.sheet } : {}), ...(d.headerRow ? { headerRow: d.headerRow } : {}) };
  journal.update({ finishedAt: new Date().toISOString() });
  const report = await writeReport(
    journal,
    d.out,
    async () => reviewedSource(journal.db, await openSheet(d.file, opts)),
    (counts) => [['Cancelled', 'The run was cancelled; rows not sent are marked so'], ...summaryRows(journal, counts)],
  );
  journal.update({ status: 'reported', counts: report.counts });
}
