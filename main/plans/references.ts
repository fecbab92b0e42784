// References between steps (issue 45): a later step's rows name an entity by a key of an
// earlier step's file ("DC Code" = the center's Code), and the plan puts the value the service
// gave it (its ID, from that step's result workbook) into a column the engine maps. Every key
// is checked against the earlier step's file before anything is sent, so a plan that cannot
// resolve a reference is refused naming the step, the row and the reference.
import { UserError } from '../../shared/errors/index.js';
import { importTarget } from '../jobs/index.js';
import { openSheet, type SheetSource } from '../sheets/index.js';
import type { PlanReference, PlanStep } from './plan-file.js';

/** How many unresolved rows one message lists before it says "and N more". */
const LISTED = 5;

export function openStep(step: Pick<PlanStep, 'file' | 'sheet' | 'headerRow'>): Promise<SheetSource> {
  return openSheet(step.file, {
    ...(step.sheet ? { sheet: step.sheet } : {}),
    ...(step.headerRow ? { headerRow: step.headerRow } : {}),
  });
}

function columnOf(source: SheetSource, column: string, where: string): number {
  const i = source.headers.indexOf(column);
  if (i < 0)
    throw new UserError(
      `${where} has no column "${column}" (its columns: ${source.headers.join(', ')})`,
      'Correct the column name in the plan file.',
    );
  return i;
}

const blank = (cells: string[]): boolean => cells.every((c) => c.trim() === '');

/** The values of `column` in a step's file (the keys a reference may name). */
export async function stepKeys(step: PlanStep, column: string): Promise<Set<string>> {
  const source = await openStep(step);
  const at = columnOf(source, column, `Step ${step.id}'s file ${step.file}`);
  const keys = new Set<string>();
  for await (const row of source.rows()) if (!blank(row.cells)) keys.add((row.cells[at] ?? '').trim());
  return keys;
}

/** The column a reference takes from its step's result workbook. */
export function takenColumn(ref: PlanReference, from: PlanStep): string {
  const column = ref.take ?? importTarget(from.resource).createdIdColumn;
  if (!column)
    throw new UserError(
      `Step ${from.id} (${from.resource}) has no created-ID column to take`,
      `Name the result column to take with "take" in the reference ${ref.column}.`,
    );
  return column;
}

export interface Unresolved {
  step: string;
  row: number;
  reference: string;
  value: string;
}

export function refusal(misses: Unresolved[], why: string): UserError {
  const lines = misses
    .slice(0, LISTED)
    .map((m) => `Step ${m.step}, row ${m.row}: reference ${m.reference} "${m.value}" ${why}`);
  const more = misses.length > LISTED ? `\n(and ${misses.length - LISTED} more rows)` : '';
  return new UserError(
    `The plan cannot resolve ${misses.length} reference${misses.length === 1 ? '' : 's'}; nothing was sent.\n${lines.join('\n')}${more}`,
    'Add the missing keys to the earlier step, or correct the rows, then run the plan again.',
  );
}

/** Every row's keys, checked against the keys an earlier step's file holds. */
export async function checkReferences(
  step: PlanStep,
  keysOf: (ref: PlanReference) => Promise<Set<string>>,
): Promise<Unresolved[]> {
  if (step.references.length === 0) return [];
  const source = await openStep(step);
  const refs = await Promise.all(
    step.references.map(async (r) => ({
      ref: r,
      at: columnOf(source, r.column, `Step ${step.id}'s file ${step.file}`),
      keys: await keysOf(r),
    })),
  );
  const misses: Unresolved[] = [];
  for await (const row of source.rows()) {
    if (blank(row.cells)) continue;
    for (const { ref, at, keys } of refs) {
      const value = (row.cells[at] ?? '').trim();
      if (!keys.has(value)) misses.push({ step: step.id, row: row.rowNumber, reference: ref.column, value });
    }
  }
  return misses;
}
