// "Send anyway" on the app's report (issue 26): the cells a run held back because they
// changed on the service since the file's export are made pending again and the job is planned
// anew with overwriteNewer, so the pre-flight lets them through; the job runner then sends them
// and rewrites the report. Cells not edited in the file stay unsent, as with --overwrite-newer.
import { reopenSkipped, type Journal } from '../../journal/index.js';

/** Reopens the held-back cells of a finished job for planning; how many (0: nothing to send). */
export function reopenHeldBack(journal: Journal): number {
  if (journal.data.status !== 'reported' || journal.data.dryRun) return 0;
  const reopened = reopenSkipped(journal, 'baseline.heldBack');
  if (!reopened) return 0;
  const baseline = journal.data.baseline;
  journal.update({
    overwriteNewer: true,
    status: 'ingested',
    ...(baseline ? { baseline: { ...baseline, heldBack: 0 } } : {}),
  });
  return reopened;
}
