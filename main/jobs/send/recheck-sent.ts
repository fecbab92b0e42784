// Resume after a lost answer: the rows marked 'sent' are read back through their parent's
// listing (the pre-flight's read, plan/preflight.ts) before anything is sent again.
import { forgetParentsOfSentRows, recordRecheck, sentWithCurrent, type RowResult } from '../../journal/index.js';
import { readParents } from '../plan/preflight.js';
import type { StageContext } from '../stage-context.js';

/**
 * Resume: rows marked 'sent' with no known result. Read them back; a row whose value is
 * already what it set (or, for a delete, is gone) was applied and is done; the others go
 * back to pending to be sent again. So no row is sent twice after it was applied.
 */
export async function recheckSent(ctx: StageContext): Promise<{ requests: number; applied: number; resend: number }> {
  const { journal, client, target, operation, ...opts } = ctx;
  // Values read before the run are stale for these parents: read them again.
  forgetParentsOfSentRows(journal);
  const requests = await readParents(journal, client, target, 'sent', opts);
  const rows = sentWithCurrent(journal);
  const appliedRows: { seq: number; result: RowResult }[] = [];
  const resendRows: number[] = [];
  let applied = 0,
    resend = 0;
  for (const r of rows) {
    const fields = JSON.parse(r.fields) as Record<string, unknown>;
    const wanted = JSON.stringify(fields[target.valueField!] ?? null);
    const isApplied = operation === 'delete' ? r.cur === null : r.cur !== null && r.cur === wanted;
    if (isApplied) {
      applied++;
      appliedRows.push({ seq: r.seq, result: operation === 'delete' ? 'Deleted' : r.existed ? 'Updated' : 'Created' });
    } else {
      resend++;
      resendRows.push(r.seq);
    }
  }
  recordRecheck(journal, appliedRows, resendRows);
  return { requests, applied, resend };
}
