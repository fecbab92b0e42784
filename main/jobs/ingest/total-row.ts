// ERP exports end a list with a total row: 'Summe' (or Total, Gesamt, Sum, Totals) in the
// first or key column, the key columns beside it blank, and the sums of the columns above.
// Such a row is no data: it is Skipped with a message naming it, and said once on the run
// (issue 41), instead of Invalid for its missing key, which made every night "partly failed".
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import type { CompiledMapping } from '../mapping/apply.js';
import { isLookupField } from '../parent-lookup.js';
import { columnLetter } from '../validate/issue-text.js';

// The words ERP and spreadsheet exports label a total with, alone in their cell (a colon may follow).
const TOTAL_WORDS = /^(?:summe|gesamt|gesamtsumme|endsumme|total|totals|grand total|sum)\s*:?$/i;

/** A total row found: its label and where it stands. */
export interface TotalRow {
  label: string;
  cell: string;
}

/** The columns a row's key comes from: the entity's key fields and a SKU or order number standing in for one. */
export function keyColumnsOf(m: CompiledMapping): number[] {
  const keys = new Set<string>(m.target.entity.keys);
  return m.fieldColumns.filter((c) => keys.has(c.field!) || isLookupField(c.field)).map((c) => c.index);
}

/**
 * The row's total label, or null: its first filled cell, in the sheet's first column or in a
 * key column, is a total word, and every other key column of the row is blank (a total
 * names no product, DC or order; 'Total' with a DC beside it is a SKU to look up).
 */
export function totalRowOf(keyColumns: readonly number[], cells: string[], rowNumber: number): TotalRow | null {
  let first = -1;
  for (let i = 0; i < cells.length; i++)
    if (cells[i]!.trim() !== '') {
      first = i;
      break;
    }
  if (first < 0 || (first !== 0 && !keyColumns.includes(first))) return null;
  const label = cells[first]!.trim();
  if (!TOTAL_WORDS.test(label)) return null;
  for (const k of keyColumns) if (k !== first && (cells[k] ?? '').trim() !== '') return null;
  return { label, cell: `${columnLetter(first)}${rowNumber}` };
}

/** The row's Skipped message. */
export function totalRowMessage(t: TotalRow): Message {
  return engineMessage('row.totalRow', { label: t.label, cell: t.cell });
}

/** What the run says once about its total rows, naming each (the CLI's `Note:` line, the notification). */
export function totalRowsNote(rows: readonly TotalRow[]): Message {
  const named = rows.map((t, i) =>
    engineMessage(i === 0 ? 'note.totalRowFirst' : 'note.totalRowNext', {
      row: t.cell.replace(/^[A-Z]+/, ''),
      label: t.label,
      cell: t.cell,
    }),
  );
  // "a, b, c" as nested pairs (join.comma): a list parameter would join with '; '.
  const list = named.reduceRight((rest, first) => engineMessage('join.comma', { first, rest }));
  return engineMessage(rows.length === 1 ? 'note.totalRow' : 'note.totalRows', { rows: list });
}
