// Per-row validation before anything is sent, driven by the catalogue's rules
// (shared/resources coerceCell/validateBody): types, int32 bounds, lengths, enums,
// nullability and required keys. Each issue names the sheet row, column, value, rule, fix.
import { coerceCell, fieldOf, checkValue, validateBody, type FieldProblem } from '../../../shared/resources/index.js';
import type { CompiledMapping, DraftCell, RowDraft } from '../mapping/apply.js';
import { describeDcs } from '../mapping/dc-headers.js';

export interface RowIssue {
  rowNumber: number;
  column: string;
  /** The cell's address in the sheet ('C4'), when the value came from a column. */
  cell?: string;
  value: string;
  rule: string;
  message: string;
  fix: string;
}

export type DraftOutcome =
  | { kind: 'valid'; part: number; valueColumn: string | null; fields: Record<string, unknown>; sku?: string }
  | { kind: 'invalid'; part: number; valueColumn: string | null; issues: RowIssue[] }
  | { kind: 'skipped'; part: number; valueColumn: string | null; message: string };

export function isBlankRow(cells: string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

function mapValue(m: CompiledMapping, field: string, text: string): string {
  const map = Object.entries(m.mapping.valueMaps).find(([f]) => f.toLowerCase() === field.toLowerCase())?.[1];
  if (!map) return text;
  const wanted = text.trim().toLowerCase();
  const hit = Object.entries(map).find(([from]) => from.trim().toLowerCase() === wanted);
  return hit ? hit[1] : text;
}

/** 'A', 'B', ..., 'Z', 'AA': a spreadsheet's column letters for a 0-based index. */
export function columnLetter(index: number): string {
  let n = index + 1,
    out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function cellAddress(m: CompiledMapping, rowNumber: number, column: string | null | undefined): { cell?: string } {
  if (!column) return {};
  const index = m.headers.indexOf(column);
  return index < 0 ? {} : { cell: `${columnLetter(index)}${rowNumber}` };
}

/** A DC column's cell that is no DC ID: say which DCs there are, by ID, Name and Code. */
function dcProblem(m: CompiledMapping, p: FieldProblem): FieldProblem {
  if (p.field !== 'DistributionCenterID' || p.rule !== 'type' || !m.knownDcs) return p;
  return {
    ...p,
    message: `'${String(p.value)}' is not a distribution center of this connection`,
    fix: `use the ID, Name, Code or City of one of: ${describeDcs(m.knownDcs) || '(none: create a distribution center first)'}; or add '${String(p.value)}' to the value map of DistributionCenterID`,
  };
}

function issueFrom(m: CompiledMapping, rowNumber: number, cell: DraftCell | undefined, p: FieldProblem): RowIssue {
  return {
    rowNumber,
    ...cellAddress(m, rowNumber, cell?.column),
    column: cell?.column ?? (cell ? '(constant)' : p.field),
    value: cell ? cell.text : p.value === undefined ? '' : String(p.value),
    rule: p.rule,
    message: p.message,
    fix: p.fix,
  };
}

/** The ProductID a SKU row will get once resolved; validation only needs a valid stand-in. */
const SKU_PLACEHOLDER = 1;

export function validateDraft(m: CompiledMapping, rowNumber: number, draft: RowDraft): DraftOutcome {
  const { target, operation } = m;
  const base = { part: draft.part, valueColumn: draft.valueColumn };
  const fields: Record<string, unknown> = {};
  const cellOf = new Map<string, DraftCell>();
  const issues: RowIssue[] = [];
  let sku: string | undefined;

  for (const cell of draft.cells) {
    cellOf.set(cell.field, cell);
    const blank = cell.text.trim() === '';
    if (cell.field === 'Sku') {
      // SKUs stay text exactly as shown; only surrounding spaces go.
      if (!blank) sku = cell.text.trim();
      continue;
    }
    const def = fieldOf(target.entity, cell.field);
    if (!def) continue; // compileMapping already refused unknown fields
    if (blank) {
      if (cell.blank === 'skip') {
        if (cell.field === target.valueField && operation !== 'delete') {
          return {
            kind: 'skipped',
            ...base,
            message: `Blank ${cell.column ?? cell.field}: nothing to send (blank cells in this column are skipped; map it with blank 'clear' to clear the value instead)`,
          };
        }
        continue;
      }
      const problem = checkValue(def, null);
      if (problem) issues.push(issueFrom(m, rowNumber, cell, problem));
      else fields[def.name] = null;
      continue;
    }
    const coerced = coerceCell(def, mapValue(m, def.name, cell.text), { decimal: m.decimal });
    if (coerced.ok) fields[def.name] = coerced.value;
    else issues.push(issueFrom(m, rowNumber, cell, dcProblem(m, coerced.problem)));
  }

  const needsKeys = !(target.resource === 'DistributionCenters' && operation === 'create');
  if (needsKeys) {
    for (const key of target.entity.keys) {
      if (fields[key] !== undefined && fields[key] !== null) continue;
      if (key === 'ProductID' && sku !== undefined) continue;
      if (issues.some((i) => i.column === cellOf.get(key)?.column)) continue;
      issues.push({
        rowNumber,
        column: cellOf.get(key)?.column ?? key,
        value: cellOf.get(key)?.text ?? '',
        rule: 'required',
        message: `${key} is missing: every ${target.entity.name} row needs its key (${target.entity.keys.join(', ')})`,
        fix:
          key === 'ProductID' && target.extraFields.includes('Sku')
            ? 'Fill in the ProductID or Sku column'
            : `Fill in the ${key} column, or map a column to ${key}`,
      });
    }
  }
  if (issues.length) return { kind: 'invalid', ...base, issues };

  if (operation !== 'delete') {
    const withStandIn =
      sku !== undefined && fields.ProductID === undefined ? { ...fields, ProductID: SKU_PLACEHOLDER } : fields;
    const body =
      operation === 'update'
        ? Object.fromEntries(
            Object.entries(withStandIn).filter(([k]) => !target.entity.keys.includes(k) && k !== 'ProfileID'),
          )
        : withStandIn;
    const mode = operation === 'update' ? 'patch' : 'create';
    if (operation === 'update' && Object.keys(body).length === 0) {
      return {
        kind: 'invalid',
        ...base,
        issues: [
          {
            rowNumber,
            column: target.valueField ?? '(row)',
            value: '',
            rule: 'required',
            message: 'Nothing to change: the row has keys but no value',
            fix: `Map a column to ${target.valueField ?? 'a field to change'}`,
          },
        ],
      };
    }
    for (const p of validateBody(target.entity, body, mode))
      issues.push(issueFrom(m, rowNumber, cellOf.get(p.field), p));
  }
  if (issues.length) return { kind: 'invalid', ...base, issues };
  return { kind: 'valid', ...base, fields, ...(sku !== undefined ? { sku } : {}) };
}

/** Stable text of a row's key, for duplicate detection: 'DistributionCenterID=3|ProductID=12'. */
export function keyText(keys: string[], fields: Record<string, unknown>): string {
  return keys.map((k) => `${k}=${String(fields[k])}`).join('|');
}

export function describeIssues(issues: RowIssue[]): string {
  // Catalogue messages end with a full stop already; do not double it.
  return issues
    .map(
      (i) =>
        `${i.column}${i.value !== '' ? ` '${i.value}'` : ''}${i.cell ? ` (cell ${i.cell})` : ''}: ${i.message.replace(/\.$/, '')}. Fix: ${i.fix}`,
    )
    .join('; ');
}
