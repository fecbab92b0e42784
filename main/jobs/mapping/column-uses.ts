// Where every column of the file goes: mapped to a field, unpivoted (one column per DC,
// attribute or custom field), or ignored with its name and the reason. The CLI prints this
// and the Map step shows it before anything is sent, so no column is dropped without a word.
import { englishText } from '../../../shared/i18n/index.js';
import type { ColumnSuggestion } from './auto-map.js';
import type { MappingFile } from './mapping-file.js';
import type { ImportTarget } from '../target.js';

export type ColumnUse =
  | { column: string; index: number; use: 'mapped'; field: string }
  | {
      column: string;
      index: number;
      use: 'unpivoted';
      key: string;
      value: string;
      valueField: string | null;
      /** The key's values are names (an attribute's), quoted when said; IDs are not. */
      named: boolean;
    }
  | { column: string; index: number; use: 'ignored'; reason: string };

export function columnUses(
  headers: string[],
  mapping: MappingFile,
  suggestions: ColumnSuggestion[],
  target: Pick<ImportTarget, 'valueField' | 'ignoredColumnReason' | 'attributeNameField'>,
): ColumnUse[] {
  const valueField = target.valueField;
  const used = new Set<number>();
  const taken = new Map<number, MappingFile['columns'][number]>();
  // The same rule compileMapping uses: each entry takes the next unused column of its name.
  for (const c of mapping.columns) {
    const wanted = c.column.trim().toLowerCase();
    const index = headers.findIndex((h, i) => !used.has(i) && h.trim().toLowerCase() === wanted);
    if (index < 0) continue;
    used.add(index);
    taken.set(index, c);
  }
  return headers.map((column, index): ColumnUse => {
    const c = taken.get(index);
    if (c?.field) return { column, index, use: 'mapped', field: c.field };
    if (c?.unpivot) {
      const { key, value } = c.unpivot;
      return { column, index, use: 'unpivoted', key, value, valueField, named: key === target.attributeNameField };
    }
    const warning = suggestions.find((s) => s.index === index)?.warning;
    const reason = column.trim() === '' ? 'no header' : warning ? englishText(warning) : target.ignoredColumnReason;
    return { column, index, use: 'ignored', reason };
  });
}

/** One line per column, for the CLI: 'Berlin -> AvailableQuantity of DistributionCenterID 1'. */
export function describeColumnUse(u: ColumnUse): string {
  const name = u.column.trim() === '' ? `(column ${u.index + 1})` : u.column;
  if (u.use === 'mapped') return `${name} -> ${u.field}`;
  if (u.use === 'unpivoted')
    return `${name} -> ${u.valueField ? `${u.valueField} of ` : ''}${u.key} ${u.named ? `'${u.value}'` : u.value} (one column per ${u.key})`;
  return `${name}: ignored (${u.reason})`;
}
