// Turns one sheet row into drafts: the cells each request will be built from. A plain
// layout gives one draft per row; a wide layout gives one draft per unpivoted cell.
import type { SourceRow } from '../../sheets/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import { candidateFields } from './auto-map.js';
import { clearKeyOf, clearMarkerOf } from './clear-marker.js';
import type { KnownDc } from './dc-headers.js';
import type { MappingFile } from './mapping-file.js';
import { MappingFileError } from './mapping-file.js';

export interface CompiledColumn {
  index: number;
  column: string;
  field?: string;
  unpivot?: { key: string; value: string };
  blank: 'skip' | 'clear';
}

export interface CompiledMapping {
  mapping: MappingFile;
  target: ImportTarget;
  operation: ImportOperation;
  headers: string[];
  fieldColumns: CompiledColumn[];
  unpivotColumns: CompiledColumn[];
  /** The file's decimal separator for number fields. */
  decimal: '.' | ',';
  /** The per-cell clear marker as the mapping sets it ('' none), and as cells are compared with it. */
  clearMarker: string;
  clearKey: string;
  /** The mapping's constants as draft cells, built once (every row of a million shares them). */
  constants: DraftCell[];
  /** The connection's distribution centers, when read: messages about a DC name list them. */
  knownDcs?: KnownDc[];
}

export interface DraftCell {
  field: string;
  column: string | null /* null: a constant */;
  text: string;
  blank: 'skip' | 'clear';
  /** A date cell as Excel shows it ('04.03.2026'), where that differs from `text` (ISO): a text field takes it (issue 41). */
  shown?: string | undefined;
}
export interface RowDraft {
  part: number; // 0 for a plain row; the unpivot column's position otherwise
  valueColumn: string | null;
  cells: DraftCell[];
}

/**
 * Resolves column names to positions and checks every field exists; throws MappingFileError.
 * `target`: the mapping's resource's (the caller found it where the run began).
 */
export function compileMapping(mapping: MappingFile, headers: string[], target: ImportTarget): CompiledMapping {
  if (!target.operations.includes(mapping.operation)) {
    throw new MappingFileError(
      `Operation '${mapping.operation}' does not apply to ${target.resource}; use one of: ${target.operations.join(', ')}.`,
    );
  }
  const fields = candidateFields(target);
  const used = new Set<number>();
  const problems: string[] = [];
  const compiled: CompiledColumn[] = [];
  for (const c of mapping.columns) {
    // Duplicate header names: each mapping entry takes the next unused column of that name.
    const wanted = c.column.trim().toLowerCase();
    const index = headers.findIndex((h, i) => !used.has(i) && h.trim().toLowerCase() === wanted);
    if (index < 0) {
      problems.push(`column '${c.column}' is not in the header row (${headers.filter(Boolean).join(', ')})`);
      continue;
    }
    used.add(index);
    if (c.field !== undefined) {
      const field = fields.find((f) => f.toLowerCase() === c.field!.toLowerCase());
      if (!field) {
        problems.push(
          `column '${c.column}' maps to '${c.field}', which ${target.resource} does not have (fields: ${fields.join(', ')})`,
        );
        continue;
      }
      compiled.push({ index, column: headers[index]!, field, blank: c.blank });
    } else if (c.unpivot) {
      if (!target.unpivotKey || c.unpivot.key.toLowerCase() !== target.unpivotKey.toLowerCase()) {
        problems.push(
          `column '${c.column}' unpivots on '${c.unpivot.key}', but ${target.resource} columns can only be one per ${target.unpivotKey ?? '(none)'}`,
        );
        continue;
      }
      compiled.push({
        index,
        column: headers[index]!,
        unpivot: { key: target.unpivotKey, value: c.unpivot.value },
        blank: c.blank,
      });
    }
  }
  for (const name of Object.keys(mapping.constants)) {
    if (!fields.some((f) => f.toLowerCase() === name.toLowerCase()))
      problems.push(`constant '${name}' is not a field of ${target.resource}`);
  }
  if (problems.length) throw new MappingFileError(`The mapping does not fit this file: ${problems.join('; ')}.`);
  return {
    mapping,
    target,
    operation: mapping.operation,
    headers,
    fieldColumns: compiled.filter((c) => c.field),
    unpivotColumns: compiled.filter((c) => c.unpivot),
    decimal: mapping.decimal ?? '.',
    clearMarker: clearMarkerOf(mapping),
    clearKey: clearKeyOf(clearMarkerOf(mapping)),
    constants: Object.entries(mapping.constants).map(([name, value]) => ({
      field: fields.find((f) => f.toLowerCase() === name.toLowerCase())!,
      column: null,
      text: value === null ? '' : String(value),
      blank: 'clear' as const,
    })),
  };
}

/** Whether the mapping reads the column at `index` (a field column or an unpivoted one). */
export function readsColumn(m: CompiledMapping, index: number): boolean {
  return m.fieldColumns.some((c) => c.index === index) || m.unpivotColumns.some((c) => c.index === index);
}

/** A draft cell of a column; `shown` only on rows that have date cells (SourceRow.shown). */
function columnCell(field: string, c: CompiledColumn, cells: string[], shown: SourceRow['shown']): DraftCell {
  const cell: DraftCell = { field, column: c.column, text: cells[c.index] ?? '', blank: c.blank };
  if (shown?.[c.index] !== undefined) cell.shown = shown[c.index];
  return cell;
}

export function draftsForRow(m: CompiledMapping, cells: string[], shown?: SourceRow['shown']): RowDraft[] {
  // The per-row hot loop of an import: plain loops, no spreads (a million rows pass here).
  const shared: DraftCell[] = m.constants.slice();
  for (const c of m.fieldColumns) shared.push(columnCell(c.field!, c, cells, shown));
  if (m.unpivotColumns.length === 0) return [{ part: 0, valueColumn: null, cells: shared }];
  const valueField = m.target.valueField;
  return m.unpivotColumns.map((c) => {
    const own: DraftCell[] = [{ field: c.unpivot!.key, column: c.column, text: c.unpivot!.value, blank: 'skip' }];
    if (valueField) own.push(columnCell(valueField, c, cells, shown));
    // The unpivot key wins over any plain column feeding the same field.
    return {
      part: c.index + 1,
      valueColumn: c.column,
      cells: [...shared.filter((s) => s.field !== c.unpivot!.key && s.field !== valueField), ...own],
    };
  });
}
