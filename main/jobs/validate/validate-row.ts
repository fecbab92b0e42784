// Per-row validation before anything is sent, driven by the catalogue's rules
// (shared/resources coerceCell/validateBody): types, int32 bounds, lengths, enums,
// nullability and required keys. Each issue names the sheet row, column, value, rule, fix.
// The passes live beside it: row-cells (each cell), row-body (keys, row rules, the body).
import type { CompiledMapping, RowDraft } from '../mapping/apply.js';
import type { DraftOutcome } from './draft-outcome.js';
import type { RowIssue } from './issue-text.js';
import { checkBody, pushKeyIssues } from './row-body.js';
import { fillFields } from './row-cells.js';
import { lookups } from './row-lookups.js';
import { lookupTextOf } from '../parent-lookup.js';

export function isBlankRow(cells: string[]): boolean {
  // Plain loops in the per-row paths (no callbacks): see shared/resources/coerce-cell.ts.
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

export function validateDraft(m: CompiledMapping, rowNumber: number, draft: RowDraft): DraftOutcome {
  const l = lookups(m);
  const fields: Record<string, unknown> = {};
  const issues: RowIssue[] = [];
  const skipped = fillFields(m, l, rowNumber, draft, fields, issues);
  if (skipped) return skipped;
  const sku = lookupTextOf(m.target, fields, l.row.sku);
  l.row.sku = sku;
  pushKeyIssues(m, rowNumber, draft, fields, sku, issues);
  if (issues.length) return { kind: 'invalid', part: draft.part, valueColumn: draft.valueColumn, issues };
  if (m.operation !== 'delete') {
    const nothingToChange = checkBody(m, l, rowNumber, draft, fields, issues);
    if (nothingToChange) return nothingToChange;
  }
  if (issues.length) return { kind: 'invalid', part: draft.part, valueColumn: draft.valueColumn, issues };
  return sku !== undefined
    ? { kind: 'valid', part: draft.part, valueColumn: draft.valueColumn, fields, sku }
    : { kind: 'valid', part: draft.part, valueColumn: draft.valueColumn, fields };
}

export { keyText } from './key-text.js';
