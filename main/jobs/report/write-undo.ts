// The undo workbook, always an XLSX (a CSV holds one sheet, and both are needed): sheet
// 'Undo' holds the old value of every row the run changed, in a layout that imports straight
// back (exact field names, so auto-mapping picks them up) with the upsert operation (update by
// ID for DistributionCenters); sheet 'Delete' lists the rows the run created, by key, ready to
// import with the delete operation. `undo <job>` imports both (main/jobs/run/undo-run.ts). Before
// issue 14 created rows were only counted, and DistributionCenter updates had no undo at all.
import { createWorkbookWriter, type SheetWriter } from '../../sheets/index.js';
import { changedRows, iterateChangedWithOld, iterateCreatedFields, type Journal } from '../../journal/index.js';
import type { ImportTarget } from '../target.js';

export const UNDO_SHEET = 'Undo';
export const DELETE_SHEET = 'Delete';
const FLUSH_EVERY = 5000;

export function undoPathFor(out: string): string {
  return out.replace(/(\.[^./\\]+)?$/, '.undo.xlsx');
}

type Cell = string | number | boolean | null;
const cell = (v: unknown): Cell =>
  v === undefined || v === null ? null : typeof v === 'number' || typeof v === 'boolean' ? v : String(v);

async function writeDcUndo(
  journal: Journal,
  writer: SheetWriter,
  keys: readonly string[],
): Promise<{ rows: number; created: number }> {
  const { updated, created } = changedRows(journal);
  // The entity's key (its ID) heads the sheet; the rest are the fields the run changed.
  const fields = [...new Set(updated.flatMap((u) => Object.keys(u.old)))].filter((f) => !keys.includes(f));
  const undo = writer.addSheet(UNDO_SHEET, ['ID', ...fields]);
  for (const u of updated) undo.addRow([cell(u.fields.ID), ...fields.map((f) => (f in u.old ? cell(u.old[f]) : null))]);
  const del = writer.addSheet(DELETE_SHEET, ['ID', 'Code', 'Name']);
  for (const c of created) del.addRow([cell(c.ID), cell(c.Code), cell(c.Name)]);
  return { rows: updated.length, created: created.length };
}

export async function writeUndo(
  journal: Journal,
  target: ImportTarget,
  path: string,
): Promise<{ rows: number; created: number }> {
  const writer = await createWorkbookWriter(path);
  try {
    if (!target.valueField) {
      const r = await writeDcUndo(journal, writer, target.entity.keys);
      await writer.close();
      return r;
    }
    const valueField = target.valueField;
    const keys = target.entity.keys;
    const sheet = writer.addSheet(UNDO_SHEET, [...keys, 'ProfileID', valueField]);
    let rows = 0;
    for (const r of iterateChangedWithOld(journal)) {
      const f = JSON.parse(r.fields) as Record<string, unknown>;
      sheet.addRow([
        ...keys.map((k) => cell(f[k])),
        cell(f.ProfileID),
        r.old === null ? null : target.numericValue ? Number(r.old) : r.old,
      ]);
      // The writer holds what it was given until flushed: a million rows unflushed held the
      // whole sheet's XML in memory (issue 31).
      if (++rows % FLUSH_EVERY === 0) await writer.flush();
    }
    // Rows this run created had no value before it: undoing them is deleting them.
    const del = writer.addSheet(DELETE_SHEET, [...keys, 'ProfileID']);
    let created = 0;
    for (const r of iterateCreatedFields(journal)) {
      const f = JSON.parse(r.fields) as Record<string, unknown>;
      del.addRow([...keys.map((k) => cell(f[k])), cell(f.ProfileID)]);
      if (++created % FLUSH_EVERY === 0) await writer.flush();
    }
    await writer.close();
    return { rows, created };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
