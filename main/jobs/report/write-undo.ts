// The undo workbook: the old value of every row the run changed, in a layout that imports
// straight back (exact field names, so auto-mapping picks them up) with the upsert operation.
// Rows the run created have no old value to restore; they are counted, not listed.
import { createWorkbookWriter } from '../../sheets/index.js';
import { countCreated, iterateChangedWithOld, type Journal } from '../journal/index.js';
import type { ImportTarget } from '../targets.js';

export function undoPathFor(out: string): string {
  return out.replace(/(\.[^./\\]+)?$/, (ext) => `.undo${ext || '.xlsx'}`);
}

export async function writeUndo(
  journal: Journal,
  target: ImportTarget,
  path: string,
): Promise<{ rows: number; createdNotListed: number } | null> {
  const valueField = target.valueField;
  if (!valueField) return null; // DistributionCenters: no single old value to restore
  const keys = target.entity.keys;
  const columns = [...keys, 'ProfileID', valueField];
  const created = countCreated(journal);
  const writer = await createWorkbookWriter(path);
  const sheet = writer.addSheet('Undo', columns);
  let rows = 0;
  for (const r of iterateChangedWithOld(journal)) {
    const f = JSON.parse(r.fields) as Record<string, unknown>;
    const cell = (v: unknown): string | number | null =>
      v === undefined || v === null ? null : typeof v === 'number' ? v : String(v);
    sheet.addRow([
      ...keys.map((k) => cell(f[k])),
      cell(f.ProfileID),
      r.old === null ? null : valueField === 'AvailableQuantity' ? Number(r.old) : r.old,
    ]);
    rows++;
  }
  await writer.close();
  return { rows, createdNotListed: created };
}
