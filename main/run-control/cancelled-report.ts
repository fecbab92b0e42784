// A cancelled run still gets its result (and undo) workbook: rows done say what happened to
// them, rows never sent say so. The engine writes the report only at the end of a run, so
// this ends the job with the engine's own finishReport, on the journal as it stands (with
// the cells fixed in the review).
import { finishReport } from '../jobs/index.js';
import { type Journal } from '../journal/index.js';
import { reviewedSourceOption } from './reviewed-source.js';

export async function writeCancelledReport(journal: Journal): Promise<void> {
  await finishReport(journal, {
    ...reviewedSourceOption(journal),
    lead: [['Cancelled', 'The run was cancelled; rows not sent are marked so']],
  });
}
