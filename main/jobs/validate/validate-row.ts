// Per-row validation before anything is sent, driven by the catalogue's rules
// (shared/resources coerceCell/validateBody): types, int32 bounds, lengths, enums,
// nullability and required keys. Each issue names the sheet row, column, value, rule, fix.
import {
  coerceCell,
  fieldOf,
  checkValue,
  validateBody,
  type FieldDef,
  type FieldProblem,
} from '../../../shared/resources/index.js';
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
  // Plain loops in the per-row paths (no callbacks): see shared/resources/coerce-cell.ts.
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

/**
 * What validateDraft looks up per cell, resolved once per mapping: a million rows asked the
 * catalogue and the value maps the same questions a million times.
 */
interface Lookups {
  defs: Map<string, FieldDef | undefined>;
  /** Per field name (as the catalogue spells it): trimmed lower-case text -> replacement. */
  valueMaps: Map<string, Map<string, string>>;
  keys: Set<string>;
  /** Body shapes (mode and field names, in order) validateBody accepted; see validateDraft. */
  cleanShapes: Set<string>;
  /**
   * The same, known without building the shape's text: a draft's fields are filled from its
   * cells in order, and which cells of a part (a layout fixed by the mapping) gave a field
   * decides the body's names, so part and that set of cells (as bits) name the shape.
   * Hashing a new shape text a row cost ~0.25 µs of a million-row ingest's main thread.
   */
  cleanCellSets: Set<number>;
}
const lookupsOf = new WeakMap<CompiledMapping, Lookups>();

function lookups(m: CompiledMapping): Lookups {
  let l = lookupsOf.get(m);
  if (l) return l;
  const valueMaps = new Map<string, Map<string, string>>();
  for (const def of m.target.entity.fields) {
    // The first map whose name matches wins, and within it the first matching entry, as before.
    const map = Object.entries(m.mapping.valueMaps).find(([f]) => f.toLowerCase() === def.name.toLowerCase())?.[1];
    if (!map) continue;
    const byText = new Map<string, string>();
    for (const [from, to] of Object.entries(map)) {
      const k = from.trim().toLowerCase();
      if (!byText.has(k)) byText.set(k, to);
    }
    valueMaps.set(def.name, byText);
  }
  l = {
    defs: new Map(),
    valueMaps,
    keys: new Set(m.target.entity.keys),
    cleanShapes: new Set(),
    cleanCellSets: new Set(),
  };
  lookupsOf.set(m, l);
  return l;
}

function fieldDef(l: Lookups, m: CompiledMapping, field: string): FieldDef | undefined {
  if (l.defs.has(field)) return l.defs.get(field);
  const def = fieldOf(m.target.entity, field);
  l.defs.set(field, def);
  return def;
}

/** The draft's cell for a field; the last one wins, as the fields object is filled in order. */
function lastCellOf(draft: RowDraft, field: string): DraftCell | undefined {
  for (let i = draft.cells.length - 1; i >= 0; i--) if (draft.cells[i]!.field === field) return draft.cells[i];
  return undefined;
}

function mapValue(l: Lookups, field: string, text: string): string {
  const map = l.valueMaps.get(field);
  if (!map) return text;
  return map.get(text.trim().toLowerCase()) ?? text;
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

const POINT = { decimal: '.' } as const;
const COMMA = { decimal: ',' } as const;

/** The ProductID a SKU row will get once resolved; validation only needs a valid stand-in. */
const SKU_PLACEHOLDER = 1;

export function validateDraft(m: CompiledMapping, rowNumber: number, draft: RowDraft): DraftOutcome {
  const { target, operation } = m;
  const l = lookups(m);
  const fields: Record<string, unknown> = {};
  const issues: RowIssue[] = [];
  let sku: string | undefined;

  // Bit i: cell i gave the fields a value (the shape cache below); drafts of more cells go uncached.
  let filled = 0;
  const cached = draft.cells.length <= 30;
  for (let i = 0; i < draft.cells.length; i++) {
    const cell = draft.cells[i]!;
    const bit = cached ? 1 << i : 0;
    const blank = cell.text.trim() === '';
    if (cell.field === 'Sku') {
      // SKUs stay text exactly as shown; only surrounding spaces go.
      if (!blank) sku = cell.text.trim();
      continue;
    }
    if (cell.field === 'ProfileID' && target.profilePicksNew) {
      // Not a property of the entity: the profile it is created in (a center, issue 14).
      if (blank) continue;
      const id = Number(cell.text.trim());
      if (Number.isInteger(id) && id > 0) {
        fields.ProfileID = id;
        filled |= bit;
      } else
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
    const def = fieldDef(l, m, cell.field);
    if (!def) continue; // compileMapping already refused unknown fields
    if (blank) {
      if (cell.blank === 'skip') {
        if (cell.field === target.valueField && operation !== 'delete') {
          return {
            kind: 'skipped',
            part: draft.part,
            valueColumn: draft.valueColumn,
            message: `Blank ${cell.column ?? cell.field}: nothing to send (blank cells in this column are skipped; map it with blank 'clear' to clear the value instead)`,
          };
        }
        continue;
      }
      const problem = checkValue(def, null);
      if (problem) issues.push(issueFrom(m, rowNumber, cell, problem));
      else {
        fields[def.name] = null;
        filled |= bit;
      }
      continue;
    }
    const coerced = coerceCell(def, mapValue(l, def.name, cell.text), m.decimal === ',' ? COMMA : POINT);
    if (coerced.ok) {
      fields[def.name] = coerced.value;
      filled |= bit;
    } else issues.push(issueFrom(m, rowNumber, cell, dcProblem(m, coerced.problem)));
  }

  // Some rows are found by a natural key (a center by its Code); their ID comes from the service.
  if (target.rowsCarryKeys(operation)) {
    for (const key of target.entity.keys) {
      if (fields[key] !== undefined && fields[key] !== null) continue;
      if (key === 'ProductID' && sku !== undefined) continue;
      if (issues.some((i) => i.column === lastCellOf(draft, key)?.column)) continue;
      issues.push({
        rowNumber,
        column: lastCellOf(draft, key)?.column ?? key,
        value: lastCellOf(draft, key)?.text ?? '',
        rule: 'required',
        message: `${key} is missing: every ${target.entity.name} row needs its key (${target.entity.keys.join(', ')})`,
        fix:
          key === 'ProductID' && target.extraFields.includes('Sku')
            ? 'Fill in the ProductID or Sku column'
            : `Fill in the ${key} column, or map a column to ${key}`,
      });
    }
  }
  if (target.rowIssues)
    for (const i of target.rowIssues(operation, fields)) {
      const cell = lastCellOf(draft, i.field);
      issues.push({ rowNumber, ...i, column: cell?.column ?? i.field, value: cell?.text ?? i.value });
    }
  if (issues.length) return { kind: 'invalid', part: draft.part, valueColumn: draft.valueColumn, issues };

  if (operation !== 'delete') {
    const withStandIn =
      sku !== undefined && fields.ProductID === undefined ? { ...fields, ProductID: SKU_PLACEHOLDER } : fields;
    const mode = operation === 'update' ? 'patch' : 'create';
    if (operation === 'update') {
      let empty = true;
      for (const k in withStandIn)
        if (!(l.keys.has(k) || k === 'ProfileID')) {
          empty = false;
          break;
        }
      if (empty)
        return {
          kind: 'invalid',
          part: draft.part,
          valueColumn: draft.valueColumn,
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
    // Every value here already passed checkValue (coerceCell ends with it), so what
    // validateBody could still refuse depends only on which fields the body names: a body of a
    // shape that passed once passes again, and a million rows share a handful of shapes.
    const cellSet = cached && sku === undefined ? draft.part * 2 ** 30 + filled : -1;
    if (cellSet < 0 || !l.cleanCellSets.has(cellSet)) {
      let body: Record<string, unknown> = withStandIn;
      if (operation !== 'update' && target.profilePicksNew && 'ProfileID' in withStandIn) {
        // ProfileID picks the profile a new entity is created in; it is not a property of it.
        body = { ...withStandIn };
        delete body.ProfileID;
      } else if (operation === 'update') {
        body = {};
        for (const k in withStandIn) if (!(l.keys.has(k) || k === 'ProfileID')) body[k] = withStandIn[k];
      }
      let shape: string = mode;
      for (const k in body) shape += `\u0000${k}`;
      if (sku !== undefined || !l.cleanShapes.has(shape)) {
        for (const p of validateBody(target.entity, body, mode))
          issues.push(issueFrom(m, rowNumber, lastCellOf(draft, p.field), p));
        if (!issues.length && sku === undefined) l.cleanShapes.add(shape);
      }
      if (!issues.length && cellSet >= 0) l.cleanCellSets.add(cellSet);
    }
  }
  if (issues.length) return { kind: 'invalid', part: draft.part, valueColumn: draft.valueColumn, issues };
  return sku !== undefined
    ? { kind: 'valid', part: draft.part, valueColumn: draft.valueColumn, fields, sku }
    : { kind: 'valid', part: draft.part, valueColumn: draft.valueColumn, fields };
}

/** Stable text of a row's key, for duplicate detection: 'DistributionCenterID=3|ProductID=12'. */
export function keyText(keys: readonly string[], fields: Record<string, unknown>): string {
  let text = '';
  for (let i = 0; i < keys.length; i++) text += `${i ? '|' : ''}${keys[i]}=${String(fields[keys[i]!])}`;
  return text;
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
