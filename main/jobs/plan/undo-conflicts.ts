// An undo run (`undo <job>`, the app's Undo button) imports the undone run's undo workbook
// through the normal engine; this step of its plan keeps it from destroying later work: the
// current value of every row is read, and a row whose value is no longer what the undone run
// set (someone changed it since) is Skipped with both values named, not overwritten or
// deleted. Rows still as the run left them go ahead.
import { engineMessage } from '../../../shared/i18n/index.js';
import { checkAbort, type JobClient } from '../engine-port.js';
import { inTransaction, Journal, pendingRows, skipRow, writtenRows } from '../../journal/index.js';
import type { ChangesSince, ImportTarget, UndoRow } from '../target.js';
import { keyText } from '../validate/key-text.js';
import { readCurrentValues } from './preflight.js';
import type { StageContext } from '../stage-context.js';

/** The undone job, recorded in the undo job's data. */
export interface UndoOf {
  job: string;
  dir: string;
}

const show = (v: unknown): string => (v === null || v === undefined ? '(blank)' : JSON.stringify(v));

export async function checkUndoConflicts(ctx: StageContext): Promise<{ skipped: number }> {
  const { journal, client, target, operation, ...opts } = ctx;
  const undoOf = journal.data.undoOf;
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
  const changesSince = await (target.undo.changesSince ?? valuesChangedSince(target))(client, rows);
  const id = operation === 'delete' ? 'undo.changedNotDeleted' : 'undo.changedNotOverwritten';
  let skipped = 0;
  inTransaction(journal, () => {
    for (const r of rows) {
      const set = setByRun.get(keyText(keys, r.fields));
      if (!set) continue; // not written by that run: nothing to compare with
      const changed = changesSince(r, set);
      if (!changed.length) continue;
      skipRow(journal, r.seq, engineMessage(id, { job: undoOf.job, changes: changed.join('; ') }));
      skipped++;
    }
  });
  return { skipped };
}

/** The generic reading: the parent's listing gives each row's current value. */
function valuesChangedSince(target: ImportTarget) {
  return async (client: JobClient, rows: UndoRow[]): Promise<ChangesSince> => {
    const parent = target.parent;
    const valueField = target.valueField;
    if (!parent || !valueField) return () => [];
    const values = await readCurrentValues(client, target, [
      ...new Set(rows.map((r) => r.fields[parent.idField] as number)),
    ]);
    return (row, set) => {
      const cur = values.get(row.fields[parent.idField] as number)?.get(String(row.fields[parent.childKey]));
      const wanted = JSON.stringify(set[valueField] ?? null);
      if (cur === undefined) return [`${valueField}: the run set ${show(set[valueField])}, it no longer exists`];
      if (cur !== wanted)
        return [`${valueField}: the run set ${show(set[valueField])}, it is now ${show(JSON.parse(cur))}`];
      return [];
    };
  };
}
