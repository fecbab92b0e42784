// Requests for pending rows that the pre-flight did not plan (no pre-flight for this
// resource, or it was switched off).
import type { Journal, JournalRow } from '../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';
import { buildRequest, newValueText } from './build-request.js';

export function planRemaining(journal: Journal, target: ImportTarget, operation: ImportOperation): number {
  const db = journal.db;
  const page = db.prepare(`SELECT * FROM rows WHERE state = 'pending' AND method IS NULL AND seq > ? ORDER BY seq LIMIT 2000`);
  const plan = db.prepare('UPDATE rows SET method = @method, path = @path, body = @body, new = @new WHERE seq = @seq');
  let after = 0, n = 0;
  for (;;) {
    const rows = page.all(after) as JournalRow[];
    if (rows.length === 0) return n;
    after = rows[rows.length - 1]!.seq;
    db.transaction(() => {
      for (const r of rows) {
        const fields = JSON.parse(r.fields!) as Record<string, unknown>;
        const req = buildRequest(target, operation, fields);
        plan.run({ seq: r.seq, method: req.method, path: req.path, body: req.body === undefined ? null : JSON.stringify(req.body), new: newValueText(target, operation, fields) });
        n++;
      }
    })();
  }
}
