// Once the steps a step refers to have run, their result workbooks say what each key became
// (the Code's new center ID); the step's own file is then written again with each reference
// column replaced by the value it resolves to, and that file is what the engine imports. The
// copy is written whole (a .partial renamed) once, before the step's job exists, so a resumed
// step reads the very file its journal was made from.
import { createWorkbookWriter, openSheet } from '../sheets/index.js';
import type { PlanReference, PlanStep } from './plan-file.js';
import { openStep, refusal, takenColumn, type Unresolved } from './references.js';

/** key -> value, from one step's result workbook ("Results": its file's columns, then the results). */
export async function resultValues(resultFile: string, by: string, take: string): Promise<Map<string, string>> {
  const source = await openSheet(resultFile, { sheet: 'Results', headerRow: 1 });
  const key = source.headers.indexOf(by);
  const value = source.headers.lastIndexOf(take);
  const values = new Map<string, string>();
  if (key < 0 || value < 0) return values;
  for await (const row of source.rows()) {
    const v = (row.cells[value] ?? '').trim();
    if (v !== '') values.set((row.cells[key] ?? '').trim(), v);
  }
  return values;
}

interface Lookup {
  ref: PlanReference;
  at: number;
  values: Map<string, string>;
}

/**
 * Writes `step`'s rows to `out` (a .csv) with every reference column renamed to its `into`
 * and holding the resolved value. `resultOf` names each earlier step's result workbook.
 * Throws, writing nothing, when a key has no value (its row failed in the earlier step).
 */
export async function writeResolved(
  step: PlanStep,
  steps: PlanStep[],
  resultOf: (stepId: string) => string,
  out: string,
): Promise<{ rows: number; resolved: Map<string, Map<string, string>> }> {
  const source = await openStep(step);
  const lookups: Lookup[] = [];
  for (const ref of step.references) {
    const from = steps.find((s) => s.id === ref.step)!;
    const values = await resultValues(resultOf(from.id), ref.by, takenColumn(ref, from));
    lookups.push({ ref, at: source.headers.indexOf(ref.column), values });
  }
  const headers = source.headers.map((h, i) => lookups.find((l) => l.at === i)?.ref.into ?? h);
  const misses: Unresolved[] = [];
  const writer = await createWorkbookWriter(out);
  let rows = 0;
  try {
    const sheet = writer.addSheet(step.sheet ?? 'Sheet1', headers);
    for await (const row of source.rows()) {
      const cells = [...row.cells];
      for (const { ref, at, values } of lookups) {
        const key = (cells[at] ?? '').trim();
        const value = values.get(key);
        if (value === undefined && cells.some((c) => c.trim() !== ''))
          misses.push({ step: step.id, row: row.rowNumber, reference: ref.column, value: key });
        cells[at] = value ?? '';
      }
      sheet.addRow(cells);
      rows++;
    }
    if (misses.length) throw refusal(misses, 'noValue');
    await writer.close();
  } catch (err) {
    await writer.abort();
    throw err;
  }
  const resolved = new Map(lookups.map((l) => [l.ref.column, l.values]));
  return { rows, resolved };
}
