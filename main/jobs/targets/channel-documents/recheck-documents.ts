// Before a resumed upload sends anything (issue 13): the uploads whose outcome is unknown (in
// flight when the run was killed, or ended 'Outcome unknown') are read back in bulk. A
// document listed for the order and type is the one that was sent (the review made every
// order that had one before Unchanged): Created, with its key. Otherwise nothing arrived and
// the row goes back to pending, to be sent once.
import { type JobClient } from '../../engine-port.js';
import { DocumentRows, type Journal, type JournalRow } from '../../../journal/index.js';
import { createdMessage } from './send-documents.js';
import { documentSlot, documentsOfOrders } from './service-lookups.js';

export async function recheckDocuments(
  journal: Journal,
  client: JobClient,
  opts: { signal?: AbortSignal } = {},
): Promise<{ requests: number; found: number; resend: number }> {
  const rows = new DocumentRows(journal);
  let requests = 0,
    found = 0,
    resend = 0,
    after = 0;
  for (;;) {
    const page: JournalRow[] = rows.unconfirmed(after, 500);
    if (page.length === 0) break;
    after = page[page.length - 1]!.seq;
    const listed = await documentsOfOrders(
      client,
      page.map((r) => r.parent_id!),
      opts.signal,
    );
    requests += listed.requests;
    for (const row of page) {
      const doc = listed.documents.get(documentSlot(row.parent_id!, row.child_key));
      if (doc) {
        rows.record({
          seq: row.seq,
          state: 'done',
          result: 'Created',
          status: 201,
          message: createdMessage(doc.DocumentKey, true),
          key: doc.DocumentKey,
        });
        found++;
      } else {
        rows.record({ seq: row.seq, state: 'pending', result: null, status: null, message: null });
        resend++;
      }
    }
  }
  return { requests, found, resend };
}
