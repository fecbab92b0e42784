// An undo run (`undo <job>`, the app's Undo button) imports the undone run's undo workbook
// through the normal engine; this step of its plan keeps it from destroying later work: the
// current value of every row is read, and a row whose value is no longer what the undone run
// set (someone changed it since) is Skipped with both values named, not overwritten or
// deleted. Rows still as the run left them go ahead.
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort, type JobClient } from '../client.js';
import { inTransaction, Journal, pendingRows, skipRow, writtenRows } from '../../journal/index.js';
import type { ImportOperation, ImportTarget } from '../targets.js';
import { keyText } from '../validate/index.js';
import { readCurrentValues } from './preflight.js';

/** The undone job, recorded in the undo job's data. */
export interface UndoOf {
  job: string;
  dir: string;
}

const show = (v: unknown): string => (v === null || v === undefined ? '(blank)' : JSON.stringify(v));

async function currentCenters(client: JobClient, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map<number, Record<string, unknown>>();
  for (const filter of chunkAnyEq('ID', ids))
    for await (const page of client.list<Record<string, unknown>>(`/v1/DistributionCenters?${formatQuery({ filter })}`))
      for (const dc of page) out.set(dc.ID as number, dc);
  return out;
}

export async function checkUndoConflicts(
  journal: Journal,
  client: JobClient,
  target: ImportTarget,
  operation: ImportOperation,
  opts: { signal?: AbortSignal } = {},
): Promise<{ skipped: number }> {
  const undoOf = (journal.data as { undoOf?: UndoOf }).undoOf;
  if (!undoOf) return { skipped: 0 };
  const keys = target.entity.keys;
  const undone = Journal.open(undoOf.job, undoOf.dir);
  const setByRun = new Map<string, Record<string, unknown>>();
  try {
    for (const w of writtenRows(undone)) setByRun.set(keyText(keys, w.fields), w.fields);
  } finally {
    undone.close();
  }
  const rows = pendingRows(journal).map((r) => ({
    seq: r.seq,
    fields: JSON.parse(r.fields!) as Record<string, unknown>,
  }));
  checkAbort(opts.signal, 'preflight');
  const dcs = target.resource === 'DistributionCenters';
  const centers = dcs
    ? await currentCenters(
        client,
        rows.map((r) => r.fields.ID as number),
      )
    : null;
  const values =
    !dcs && target.parent
      ? await readCurrentValues(client, target, [
          ...new Set(rows.map((r) => r.fields[target.parent!.idField] as number)),
        ])
      : null;
  const verb = operation === 'delete' ? 'not deleted' : 'not overwritten';
  let skipped = 0;
  inTransaction(journal, () => {
    for (const r of rows) {
      const set = setByRun.get(keyText(keys, r.fields));
      if (!set) continue; // not written by that run: nothing to compare with
      const changed: string[] = [];
      if (centers) {
        const now = centers.get(r.fields.ID as number);
        if (!now || now.IsDeleted) changed.push('the center no longer exists');
        else
          for (const [field, value] of Object.entries(set))
            if (
              field !== 'ID' &&
              field !== 'ProfileID' &&
              field in now &&
              JSON.stringify(now[field] ?? null) !== JSON.stringify(value ?? null)
            )
              changed.push(`${field}: the run set ${show(value)}, it is now ${show(now[field])}`);
      } else if (values && target.parent && target.valueField) {
        const cur = values
          .get(r.fields[target.parent.idField] as number)
          ?.get(String(r.fields[target.parent.childKey]));
        const wanted = JSON.stringify(set[target.valueField] ?? null);
        if (cur === undefined)
          changed.push(`${target.valueField}: the run set ${show(set[target.valueField])}, it no longer exists`);
        else if (cur !== wanted)
          changed.push(
            `${target.valueField}: the run set ${show(set[target.valueField])}, it is now ${show(JSON.parse(cur))}`,
          );
      }
      if (!changed.length) continue;
      skipRow(journal, r.seq, `Changed since job ${undoOf.job}, ${verb}: ${changed.join('; ')}`);
      skipped++;
    }
  });
  return { skipped };
}
