// Resume of a DistributionCenters run: rows marked 'sent' were in flight when it stopped and
// their answers are lost. A create is looked up by its Code: found, it was applied (Created,
// with the ID found); not found, it goes back to pending and is sent again. So a run killed
// mid-way and resumed leaves each Code once on the service (issue 14). An update or delete
// sets absolute values and is simply sent again. A create without a Code cannot be found
// again: it stays 'Outcome unknown' rather than risk a duplicate.
import { checkAbort, type JobClient } from '../client.js';
import { markRowDone, markRowOutcomeUnknown, markRowPending, sentRows, setRowEntityId } from '../journal/dc-store.js';
import type { Journal } from '../journal/index.js';
import { verifyDcCreate } from './send.js';

export async function recheckSentDistributionCenters(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal } = {},
): Promise<{ applied: number; resend: number; unknown: number }> {
  const db = journal.db;
  const out = { applied: 0, resend: 0, unknown: 0 };
  for (const r of sentRows(db)) {
    checkAbort(opts.signal, 'preflight');
    if (r.method !== 'POST') {
      markRowPending(db, r.seq);
      out.resend++;
      continue;
    }
    const body = r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
    const verify = typeof body.Code === 'string' && body.Code !== '' ? verifyDcCreate(client, body) : undefined;
    if (!verify) {
      markRowOutcomeUnknown(db, r.seq);
      out.unknown++;
      continue;
    }
    const found = await verify(); // throws when the read fails: the row stays 'sent' for the next resume
    const id = (found?.body as { ID?: unknown } | undefined)?.ID;
    if (found && typeof id === 'number') {
      setRowEntityId(db, r.seq, id);
      markRowDone(db, r.seq, 'Created', 'Created before the interruption (confirmed by reading it back)');
      out.applied++;
    } else {
      markRowPending(db, r.seq);
      out.resend++;
    }
  }
  return out;
}
