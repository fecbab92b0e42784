// Per-row validation before anything is sent, driven by the catalogue's rules
// (shared/resources coerceCell/validateBody): types, int32 bounds, lengths, enums,
// nullability and required keys. Each issue names the sheet row, column, value, rule, fix.
import { coerceCell, fieldOf, checkValue, validateBody, type FieldProblem } from '../../../shared/resources/index.js';
import type { CompiledMapping, DraftCell, RowDraft } from '../mapping/apply.js';
import { dcRuleIssues } from './dc-rules.js';

export interface RowIssue {
  rowNumber: number;
  column: string;
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

function issueFrom(rowNumber: number, cell: DraftCell | undefined, p: FieldProblem): RowIssue {
  return {
    rowNumber,
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
    if (cell.field === 'ProfileID' && target.resource === 'DistributionCenters') {
      // Not a DistributionCenter property: the profile a center is created in (issue 14).
      if (blank) continue;
      const id = Number(cell.text.trim());
      if (Number.isInteger(id) && id > 0) fields.ProfileID = id;
      else
        issues.push({
          rowNumber,
          column: cell.column ?? '(constant)',
          value: cell.text,
          rule: 'type',
          message: 'ProfileID is not a whole number',
          fix: "Write the numeric ID of one of the connection's profiles",
        });
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
      if (problem) issues.push(issueFrom(rowNumber, cell, problem));
      else fields[def.name] = null;
      continue;
    }
    const coerced = coerceCell(def, mapValue(m, def.name, cell.text), { decimal: m.decimal });
    if (coerced.ok) fields[def.name] = coerced.value;
    else issues.push(issueFrom(rowNumber, cell, coerced.problem));
  }

  // DistributionCenters are found by Code on create and upsert; their ID comes from the service.
  const needsKeys = !(target.resource === 'DistributionCenters' && (operation === 'create' || operation === 'upsert'));
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
  if (target.resource === 'DistributionCenters')
    for (const i of dcRuleIssues(operation, fields)) {
      const cell = cellOf.get(i.field);
      issues.push({ rowNumber, ...i, column: cell?.column ?? i.field, value: cell?.text ?? i.value });
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
        : target.resource === 'DistributionCenters'
          ? Object.fromEntries(Object.entries(withStandIn).filter(([k]) => k !== 'ProfileID'))
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
    for (const p of validateBody(target.entity, body, mode)) issues.push(issueFrom(rowNumber, cellOf.get(p.field), p));
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
    .map((i) => `${i.column}${i.value !== '' ? ` '${i.value}'` : ''}: ${i.message.replace(/\.$/, '')}. Fix: ${i.fix}`)
    .join('; ');
}
