// The checks of a row after its cells: keys every row must carry, the target's own row rules,
// and the body as a whole (validateBody), skipped for body shapes already found clean since a
// million rows share a handful of shapes. Once per row; no per-row closures beyond the
// originals.
import { engineMessage } from '../../../shared/i18n/index.js';
import { fieldOf, PROFILE_ID, validateBody, type EntityDef } from '../../../shared/resources/index.js';
import type { CompiledMapping, RowDraft } from '../mapping/apply.js';
import type { DraftOutcome } from './draft-outcome.js';
import { issueFrom, type RowIssue } from './issue-text.js';
import { lastCellOf, type Lookups } from './row-lookups.js';
import { parentLookup } from '../parent-lookup.js';

/** The ProductID (OrderID) a SKU (shop order number) row will get once resolved; validation only needs a valid stand-in. */
const SKU_PLACEHOLDER = 1;

/**
 * A key the service allows to be null and a create may leave out: blank is its value, not a
 * missing one (a channel document of no DocumentType, service-spec.md 4.5).
 */
function blankIsAValue(entity: EntityDef, key: string): boolean {
  const def = fieldOf(entity, key);
  return def?.nullable === true && def.onCreate === 'optional';
}

/** Issues for missing keys (rows found by a natural key excepted) and the target's row rules. */
export function pushKeyIssues(
  m: CompiledMapping,
  rowNumber: number,
  draft: RowDraft,
  fields: Record<string, unknown>,
  sku: string | undefined,
  issues: RowIssue[],
): void {
  const { target, operation } = m;
  const lookup = parentLookup(target);
  // Some rows are found by a natural key (a center by its Code); their ID comes from the service.
  if (target.rowsCarryKeys(operation)) {
    for (const key of target.entity.keys) {
      if (fields[key] !== undefined && fields[key] !== null) continue;
      if (blankIsAValue(target.entity, key)) continue;
      if (key === lookup?.idField && sku !== undefined) continue;
      if (issues.some((i) => i.column === lastCellOf(draft, key)?.column)) continue;
      issues.push({
        rowNumber,
        column: lastCellOf(draft, key)?.column ?? key,
        value: lastCellOf(draft, key)?.text ?? '',
        rule: 'required',
        message: engineMessage('row.keyMissing', {
          key,
          entity: target.entity.name,
          keys: target.entity.keys.join(', '),
        }),
        fix:
          key === lookup?.idField
            ? engineMessage('row.fillKeyOrLookup', { key, lookup: lookup.field })
            : engineMessage('row.fillKeyOrMap', { key }),
      });
    }
  }
  if (target.rowIssues)
    for (const i of target.rowIssues(operation, fields)) {
      const cell = lastCellOf(draft, i.field);
      issues.push({ rowNumber, ...i, column: cell?.column ?? i.field, value: cell?.text ?? i.value });
    }
}

/** Whether the row gives a value for every key of the entity. */
function givesKeys(fields: Record<string, unknown>, l: Lookups): boolean {
  for (const k of l.keys) if (fields[k] === undefined || fields[k] === null) return false;
  return true;
}

/** An update row whose body would hold nothing but keys. */
function nothingToChange(m: CompiledMapping, rowNumber: number, draft: RowDraft): DraftOutcome {
  const { target } = m;
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
        message: engineMessage('row.nothingToChange'),
        fix: target.valueField
          ? engineMessage('row.mapColumnTo', { field: target.valueField })
          : engineMessage('row.mapColumnToAny'),
      },
    ],
  };
}

/**
 * Checks the body a create or update row would send, pushing its problems onto `issues`;
 * returns an outcome only for an update with nothing to change.
 */
export function checkBody(
  m: CompiledMapping,
  l: Lookups,
  rowNumber: number,
  draft: RowDraft,
  fields: Record<string, unknown>,
  issues: RowIssue[],
): DraftOutcome | undefined {
  const { target, operation } = m;
  const { sku, filled } = l.row;
  const idField = sku === undefined ? undefined : parentLookup(target)?.idField;
  const withStandIn =
    idField !== undefined && fields[idField] === undefined ? { ...fields, [idField]: SKU_PLACEHOLDER } : fields;
  // An update, or a row whose keys name the entity it changes (an exported ID on an upsert).
  const updates = operation === 'update' || (target.keyedRowsUpdate?.(operation) === true && givesKeys(fields, l));
  const mode = updates ? 'patch' : 'create';
  if (operation === 'update') {
    let empty = true;
    for (const k in withStandIn)
      if (!(l.keys.has(k) || k === PROFILE_ID)) {
        empty = false;
        break;
      }
    if (empty) return nothingToChange(m, rowNumber, draft);
  }
  // Every value here already passed checkValue (coerceCell ends with it), so what
  // validateBody could still refuse depends only on which fields the body names: a body of a
  // shape that passed once passes again, and a million rows share a handful of shapes.
  const cached = draft.cells.length <= 30;
  // The same cells may make a create body or an update's (a key given as null, or not).
  const cellSet = cached && sku === undefined ? (draft.part * 2 + (updates ? 1 : 0)) * 2 ** 30 + filled : -1;
  if (cellSet >= 0 && l.cleanCellSets.has(cellSet)) return undefined;
  let body: Record<string, unknown> = withStandIn;
  if (!updates && target.profilePicksNew && PROFILE_ID in withStandIn) {
    // ProfileID picks the profile a new entity is created in; it is not a property of it.
    body = { ...withStandIn };
    delete body.ProfileID;
  } else if (updates) {
    body = {};
    for (const k in withStandIn) if (!(l.keys.has(k) || k === PROFILE_ID)) body[k] = withStandIn[k];
  }
  let shape: string = mode;
  for (const k in body) shape += `\u0000${k}`;
  if (sku !== undefined || !l.cleanShapes.has(shape)) {
    for (const p of validateBody(target.entity, body, mode))
      issues.push(issueFrom(m, rowNumber, lastCellOf(draft, p.field), p));
    if (!issues.length && sku === undefined) l.cleanShapes.add(shape);
  }
  if (!issues.length && cellSet >= 0) l.cleanCellSets.add(cellSet);
  return undefined;
}
