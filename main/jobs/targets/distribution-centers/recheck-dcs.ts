// Resume of a DistributionCenters run: rows marked 'sent' were in flight when it stopped and
// their answers are lost. Creates are looked up by their Codes, in bulk: found, the create was
// applied (Created, with the ID found); not found, the row goes back to pending and is sent
// again. So a run killed mid-way and resumed leaves each Code once on the service (issue 14).
// An update or delete sets absolute values and is simply sent again. A create without a Code
// cannot be found again: it stays 'Outcome unknown' rather than risk a duplicate.
import { checkAbort, type JobClient } from '../../engine-port.js';
import {
  inTransaction,
  markRowDone,
  markRowOutcomeUnknown,
  markRowPending,
  sentRows,
  setRowEntityId,
  type Journal,
} from '../../../journal/index.js';
import { readByCode } from './match-dcs.js';

export async function recheckSentDistributionCenters(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal } = {},
): Promise<{ applied: number; resend: number; unknown: number; requests: number }> {
  const out = { applied: 0, resend: 0, unknown: 0, requests: 0 };
  const rows = sentRows(journal).map((r) => {
    const body = r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {};
    return { ...r, code: typeof body.Code === 'string' && body.Code.trim() !== '' ? body.Code.trim() : null };
  });
  const codes = rows.filter((r) => r.method === 'POST' && r.code).map((r) => r.code!);
  checkAbort(opts.signal, 'preflight');
  // A failed read throws: the rows stay 'sent' for the next resume, never resent blindly.
  const read = codes.length ? await readByCode(client, codes) : { byCode: new Map(), requests: 0 };
  const found: Map<string, Record<string, unknown>[]> = read.byCode;
  out.requests = read.requests;
  inTransaction(journal, () => {
    for (const r of rows) {
      if (r.method !== 'POST') {
        markRowPending(journal, r.seq);
        out.resend++;
      } else if (!r.code) {
        markRowOutcomeUnknown(journal, r.seq);
        out.unknown++;
      } else {
        const id = found.get(r.code)?.[0]?.ID;
        if (typeof id === 'number') {
          setRowEntityId(journal, r.seq, id);
          markRowDone(journal, r.seq, 'Created', 'Created before the interruption (confirmed by reading it back)');
          out.applied++;
        } else {
          markRowPending(journal, r.seq);
          out.resend++;
        }
      }
    }
  });
  return out;
}
