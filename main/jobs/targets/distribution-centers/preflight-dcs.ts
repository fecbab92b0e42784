// Pre-flight for a DistributionCenters update: the DCs the rows name are read in bulk
// ($filter on ID, about 70 a request), and a row whose every field already has the service's
// value is Unchanged and not sent; the others keep their old values for the undo workbook. Without it, a list export imported back with operation
// update PATCHed every row and reported every one Updated (issue 14, exports round-trip).
import { chunkAnyEq, formatQuery } from '../../../../shared/odata/index.js';
import { checkAbort } from '../../engine-port.js';
import { markUnchanged, nextUnplannedIds, recordOldValues, unplannedRowsOfIds } from '../../../journal/index.js';
import { newValueText } from '../../plan/build-request.js';
import type { StageContext } from '../../stage-context.js';

const IDS_PER_PAGE = 500;

export async function preflightDistributionCenters(ctx: StageContext): Promise<{ requests: number }> {
  const { journal, client, target, operation, ...opts } = ctx;
  if (operation !== 'update') return { requests: 0 };
  let requests = 0,
    after = -Infinity,
    done = 0;
  for (;;) {
    const ids = nextUnplannedIds(journal, after, IDS_PER_PAGE).filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) return { requests };
    after = ids[ids.length - 1]!;
    checkAbort(opts.signal, 'preflight');
    const current = new Map<number, Record<string, unknown>>();
    for (const filter of chunkAnyEq('ID', ids)) {
      for await (const page of client.list<Record<string, unknown>>(
        `/v1/DistributionCenters?${formatQuery({ filter })}`,
      )) {
        requests++;
        for (const dc of page) current.set(dc.ID as number, dc);
      }
    }
    const unchanged: { seq: number; old: string | null; new: string | null }[] = [];
    for (const r of unplannedRowsOfIds(
      journal,
      ids.filter((id) => current.has(id)), // not found: sent as before, and the service's 404 is the verdict
    )) {
      const fields = JSON.parse(r.fields!) as Record<string, unknown>;
      const dc = current.get(fields.ID as number)!;
      const same = Object.entries(fields).every(
        ([k, v]) => JSON.stringify(dc[k] ?? null) === JSON.stringify(v ?? null),
      );
      const wanted = Object.fromEntries(Object.keys(fields).map((k) => [k, dc[k] ?? null]));
      if (!same) {
        // Changed: keep what it replaces, for the report and the undo workbook (issue 14).
        recordOldValues(journal, r.seq, newValueText(target, operation, wanted), wanted);
        continue;
      }
      unchanged.push({
        seq: r.seq,
        old: newValueText(target, operation, wanted),
        new: newValueText(target, operation, fields),
      });
    }
    markUnchanged(journal, unchanged);
    done += ids.length;
    opts.onProgress?.({ stage: 'preflight', done, message: `${done} distribution centers read` });
  }
}
