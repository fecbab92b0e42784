// Whole-number columns whose first rows mostly are not: a column its header names surely
// ('Qty') is kept with a warning (its bad rows will be Invalid), a guess is dropped. Split
// from auto-map.ts; the warnings are engine messages, so the app shows them translated.
import { engineMessage, englishText } from '../../../shared/i18n/index.js';
import { fieldOf } from '../../../shared/resources/index.js';
import type { ImportTarget } from '../targets/registry.js';
import type { ColumnSuggestion } from './column-suggestion.js';

const INTEGER = /^\s*[-+]?\d+\s*$/;

function isIntegerField(target: ImportTarget, name: string): boolean {
  return fieldOf(target.entity, name)?.type === 'int32';
}

/** Share of non-blank samples that fail the field's shape; null when there are no samples. */
function sampleMismatch(target: ImportTarget, field: string | undefined, values: string[]): number | null {
  const nonBlank = values.filter((v) => v.trim() !== '');
  if (nonBlank.length === 0) return null;
  const integer = field === undefined || isIntegerField(target, field);
  if (!integer) return 0;
  return nonBlank.filter((v) => !INTEGER.test(v)).length / nonBlank.length;
}

export /** Whole-number columns whose samples are mostly not: warned (a sure header) or dropped (a guess). */
function checkSamples(target: ImportTarget, suggestions: ColumnSuggestion[], samples: string[][]): void {
  for (const s of suggestions) {
    if (s.via === 'none') continue;
    const values = samples.map((row) => row[s.index] ?? '');
    const checkedField = s.unpivot ? (target.valueField ?? undefined) : s.field;
    const integerCheck = s.unpivot
      ? target.valueField === 'AvailableQuantity'
      : checkedField !== undefined && isIntegerField(target, checkedField);
    if (!integerCheck) continue;
    const mismatch = sampleMismatch(target, checkedField, values);
    if (mismatch !== null && mismatch > 0.2) {
      const pct = Math.round(mismatch * 100);
      if (s.field === 'OrderID' && s.via !== 'fuzzy' && target.extraFields.includes('SiteOrderID')) {
        s.field = 'SiteOrderID'; // not the service's IDs: the shop's order numbers, looked up in bulk
        continue;
      }
      if (s.via === 'exact' || s.via === 'synonym' || s.via === 'unpivot') {
        // The header says what the column is ('Qty', 'DC 2', 'Berlin'): keep it, so validation
        // marks only the bad rows Invalid instead of every row losing the column.
        s.warning = englishText(
          engineMessage('mapping.notWhole', { column: s.column, field: s.field ?? target.valueField ?? '', pct }),
        );
        s.confidence = Math.round(s.confidence * 60) / 100;
        continue;
      }
      // Only a guess (fuzzy, or a wide-layout column) is dropped on bad samples.
      s.warning = englishText(
        s.field
          ? engineMessage('mapping.lookedLikeField', { column: s.column, field: s.field, pct })
          : engineMessage('mapping.lookedLikeColumn', { column: s.column, field: target.valueField ?? '', pct }),
      );
      s.confidence = Math.round(s.confidence * 30) / 100;
      delete s.field;
      delete s.unpivot;
      s.via = 'none';
    }
  }
}
