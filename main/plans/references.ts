// References between steps (issue 45): a later step's rows name an entity by a key of an
// earlier step's file ("DC Code" = the center's Code), and the plan puts the value the service
// gave it (its ID, from that step's result workbook) into a column the engine maps. Every key
// is checked against the earlier step's file before anything is sent, so a plan that cannot
// resolve a reference is refused naming the step, the row and the reference.
import { UserError } from '../../shared/errors/index.js';
import type { MessageParam } from '../../shared/i18n/index.js';
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

function columnOf(source: SheetSource, column: string, step: Pick<PlanStep, 'id' | 'file'>): number {
  const i = source.headers.indexOf(column);
  if (i < 0)
    throw new UserError(
      {
        id: 'errors:plan.noColumn',
        params: { step: step.id, file: step.file, column, columns: source.headers.join(', ') },
      },
      { id: 'errors:plan.noColumnHint' },
    );
  return i;
}

const blank = (cells: string[]): boolean => cells.every((c) => c.trim() === '');

/** The values of `column` in a step's file (the keys a reference may name). */
export async function stepKeys(step: PlanStep, column: string): Promise<Set<string>> {
  const source = await openStep(step);
  const at = columnOf(source, column, step);
  const keys = new Set<string>();
  for await (const row of source.rows()) if (!blank(row.cells)) keys.add((row.cells[at] ?? '').trim());
  return keys;
}

/** The column a reference takes from its step's result workbook. */
export function takenColumn(ref: PlanReference, from: PlanStep): string {
  const column = ref.take ?? importTarget(from.resource).createdIdColumn;
  if (!column)
    throw new UserError(
      { id: 'errors:plan.noCreatedId', params: { step: from.id, resource: from.resource } },
      { id: 'errors:plan.noCreatedIdHint', params: { reference: ref.column } },
    );
  return column;
}

export interface Unresolved {
  step: string;
  row: number;
  reference: string;
  value: string;
}

/** Why a reference was not resolved: its key has no value, or is not a key of the step. */
export type Miss = 'noValue' | 'notAKey';

export function refusal(misses: Unresolved[], why: Miss): UserError {
  // Each listed row is a message starting on a line of its own, holding the next one: the
  // lines stay data, in the order given, whatever the language.
  const lines = misses.slice(0, LISTED).reduceRight<MessageParam>(
    (next, m) => ({
      id: 'errors:plan.missAt',
      params: { ...m, why: { id: `errors:plan.miss.${why}` }, next },
    }),
    '',
  );
  const more: MessageParam =
    misses.length > LISTED ? { id: 'errors:plan.missMore', params: { count: misses.length - LISTED } } : '';
  return new UserError(
    {
      id: misses.length === 1 ? 'errors:plan.unresolvedOne' : 'errors:plan.unresolved',
      params: { count: misses.length, lines, more },
    },
    { id: 'errors:plan.unresolvedHint' },
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
      at: columnOf(source, r.column, step),
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
