// Whole-number columns whose first rows mostly are not: a column its header names surely
// ('Qty') is kept with a warning (its bad rows will be Invalid), a guess is dropped. Split
// from auto-map.ts; the warnings are engine messages, so the app shows them translated.
// A sample is read as the run will read it (issue 42): through the value map that field
// gets ('Contoso Berlin' in a DC column is DC 1) and with the file's decimal separator
// ('34,00' in a decimal-comma file is 34), so no warning says what the map or the guess answers.
import { engineMessage } from '../../../shared/i18n/index.js';
import { coerceCell, fieldOf } from '../../../shared/resources/index.js';
import { parentLookup } from '../parent-lookup.js';
import type { ImportTarget } from '../registry.js';
import type { ColumnSuggestion } from './column-suggestion.js';
import { idByWords } from './dc-headers.js';
import type { DecimalSeparator } from './guess-decimal.js';

/** How the run will read the samples: the value maps it applies and the decimal separator. */
export interface SampleReading {
  decimal?: DecimalSeparator;
  /** Field -> cell text -> value, as in a mapping; cells are matched trimmed and without case. */
  valueMaps?: Record<string, Record<string, string>>;
}

function isIntegerField(target: ImportTarget, name: string): boolean {
  return fieldOf(target.entity, name)?.type === 'int32';
}

/** The field's value map keyed as the run looks cells up (trimmed, lower case). */
function lookupMap(reading: SampleReading, field: string): Map<string, string> | undefined {
  const own = Object.entries(reading.valueMaps ?? {}).find(([f]) => f.toLowerCase() === field.toLowerCase())?.[1];
  if (!own) return undefined;
  return new Map(Object.entries(own).map(([text, value]) => [text.trim().toLowerCase(), value]));
}

/** The cell as the run reads it: its value-map value (DC names also by their words), else itself. */
function mapped(map: Map<string, string> | undefined, field: string, text: string, dcField?: string): string {
  if (!map) return text;
  const key = text.trim().toLowerCase();
  return map.get(key) ?? (field === dcField ? idByWords(map, key) : undefined) ?? text;
}

/** Share of non-blank samples the field would refuse as no whole number; null when there are no samples. */
export function notWholeShare(
  target: ImportTarget,
  field: string,
  values: string[],
  reading: SampleReading = {},
): number | null {
  const nonBlank = values.filter((v) => v.trim() !== '');
  if (nonBlank.length === 0) return null;
  const def = fieldOf(target.entity, field);
  if (!def || def.type !== 'int32') return 0;
  const map = lookupMap(reading, field);
  const notation = reading.decimal ? { decimal: reading.decimal } : {};
  return (
    nonBlank.filter((v) => !coerceCell(def, mapped(map, field, v, target.dcField), notation).ok).length /
    nonBlank.length
  );
}

export /** Whole-number columns whose samples are mostly not: warned (a sure header) or dropped (a guess). */
function checkSamples(
  target: ImportTarget,
  suggestions: ColumnSuggestion[],
  samples: string[][],
  reading: SampleReading = {},
): void {
  for (const s of suggestions) {
    if (s.via === 'none') continue;
    const values = samples.map((row) => row[s.index] ?? '');
    const checkedField = (s.unpivot ? target.valueField : s.field) ?? undefined;
    const integerCheck = s.unpivot
      ? target.numericValue === true
      : checkedField !== undefined && isIntegerField(target, checkedField);
    if (!integerCheck || !checkedField) continue;
    const mismatch = notWholeShare(target, checkedField, values, reading);
    if (mismatch !== null && mismatch > 0.2) {
      const pct = Math.round(mismatch * 100);
      const lookup = parentLookup(target);
      if (lookup?.idColumnMayHoldText && s.field === lookup.idField && s.via !== 'fuzzy') {
        s.field = lookup.field; // not the service's IDs: the shop's order numbers, looked up in bulk
        continue;
      }
      if (s.via === 'exact' || s.via === 'synonym' || s.via === 'unpivot') {
        // The header says what the column is ('Qty', 'DC 2', 'Berlin'): keep it, so validation
        // marks only the bad rows Invalid instead of every row losing the column.
        s.warning = engineMessage('mapping.notWhole', {
          column: s.column,
          field: s.field ?? target.valueField ?? '',
          pct,
        });
        s.confidence = Math.round(s.confidence * 60) / 100;
        continue;
      }
      // Only a guess (fuzzy, or a wide-layout column) is dropped on bad samples.
      s.warning = s.field
        ? engineMessage('mapping.lookedLikeField', { column: s.column, field: s.field, pct })
        : engineMessage('mapping.lookedLikeColumn', { column: s.column, field: target.valueField ?? '', pct });
      s.confidence = Math.round(s.confidence * 30) / 100;
      delete s.field;
      delete s.unpivot;
      s.via = 'none';
    }
  }
}
