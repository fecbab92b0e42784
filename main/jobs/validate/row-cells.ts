// The first pass of a row's validation: each cell of the draft coerced by its field's rules
// into the fields object, or an issue for it. Runs once per row of a million-row file, so
// plain loops, no closures, and its SKU and filled-cells bits go back through the mapping's
// reused scratch (Lookups.row) rather than a new object per row.
import { engineMessage, type Message } from '../../../shared/i18n/index.js';
import {
  coerceCell,
  checkValue,
  PROFILE_ID,
  type FieldDef,
  type FieldProblem,
} from '../../../shared/resources/index.js';
import type { CompiledMapping, DraftCell, RowDraft } from '../mapping/apply.js';
import { isClearCell } from '../mapping/clear-marker.js';
import type { DraftOutcome } from './draft-outcome.js';
import { dcProblem, issueFrom, type RowIssue } from './issue-text.js';
import { fieldDef, mapValue, type Lookups } from './row-lookups.js';
import { isLookupField } from '../parent-lookup.js';

const POINT = { decimal: '.' } as const;
// A run on a decimal-comma file knows its thousands separator: '1.250' there is 1250 (issue 32).
const COMMA = { decimal: ',', thousands: '.' } as const;

/**
 * Fills `fields` and `issues` from the draft's cells and leaves the SKU and the filled-cells
 * bits in l.row; returns the outcome only when a blank value cell skips the row.
 */
export function fillFields(
  m: CompiledMapping,
  l: Lookups,
  rowNumber: number,
  draft: RowDraft,
  fields: Record<string, unknown>,
  issues: RowIssue[],
): DraftOutcome | undefined {
  const { target, operation } = m;
  let sku: string | undefined;
  // Bit i: cell i gave the fields a value (the shape cache); drafts of more cells go uncached.
  let filled = 0;
  const cached = draft.cells.length <= 30;
  for (let i = 0; i < draft.cells.length; i++) {
    const cell = draft.cells[i]!;
    const bit = cached ? 1 << i : 0;
    const blank = cell.text.trim() === '';
    if (isLookupField(cell.field)) {
      // SKUs and shop order numbers stay text exactly as shown; only surrounding spaces go.
      if (!blank) sku = cell.text.trim();
      continue;
    }
    if (cell.field === PROFILE_ID && target.profilePicksNew) {
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
          message: engineMessage('row.profileNotWhole'),
          fix: engineMessage('row.writeProfileId'),
        });
      continue;
    }
    const def = fieldDef(l, m, cell.field);
    if (!def) continue; // compileMapping already refused unknown fields
    // The clear marker asks for null as a blank cell under blank 'clear' does (constants are no cells).
    const clear = !blank && cell.column !== null && isClearCell(cell.text, m.clearKey);
    if (blank || clear) {
      if (blank && cell.blank === 'skip') {
        if (cell.field === target.valueField && operation !== 'delete') return blankSkip(m, draft, cell, fields);
        continue;
      }
      const problem = checkValue(def, null);
      if (problem) issues.push(issueFrom(m, rowNumber, cell, clear ? cannotClear(m, problem) : problem));
      else {
        fields[def.name] = null;
        filled |= bit;
      }
      continue;
    }
    const coerced = coerceCell(def, mapValue(l, def.name, cellTextFor(cell, def)), m.decimal === ',' ? COMMA : POINT);
    if (coerced.ok) {
      fields[def.name] = coerced.value;
      filled |= bit;
    } else issues.push(issueFrom(m, rowNumber, cell, dcProblem(m, coerced.problem)));
  }
  l.row.sku = sku;
  l.row.filled = filled;
  return undefined;
}

/** A date cell's text for its field: a text field keeps what Excel shows ('04.03.2026'), any other its ISO text (issue 41). */
export function cellTextFor(cell: DraftCell, def: FieldDef): string {
  return cell.shown !== undefined && def.type === 'string' ? cell.shown : cell.text;
}

/** How a blank cell that leaves its value alone is said: how to clear it instead, if there is a way. */
function blankHint(m: CompiledMapping): Message {
  return m.clearKey
    ? engineMessage('row.blankClearMarker', { marker: m.clearMarker })
    : engineMessage('row.blankMapClear');
}

/**
 * A blank value cell under blank 'skip': nothing to send for it. Its child key (the DC or
 * attribute of its column) goes with it, so the plan can tell an emptied cell (the service
 * has a value there) from one that was never filled (plan/emptied-cells.ts).
 */
function blankSkip(
  m: CompiledMapping,
  draft: RowDraft,
  cell: DraftCell,
  fields: Record<string, unknown>,
): DraftOutcome {
  const childKey = m.target.parent ? fields[m.target.parent.childKey] : undefined;
  return {
    kind: 'skipped',
    part: draft.part,
    valueColumn: draft.valueColumn,
    message: engineMessage('row.blankSkipped', { column: cell.column ?? cell.field, hint: blankHint(m) }),
    ...(childKey !== undefined && childKey !== null ? { childKey: String(childKey) } : {}),
  };
}

/** The marker in a field the service keeps a value for (a DC quantity): say it cannot be cleared. */
function cannotClear(m: CompiledMapping, p: FieldProblem): FieldProblem {
  return {
    ...p,
    message: engineMessage('row.cannotClear', { field: p.field }),
    fix: engineMessage('row.insteadOfMarker', { fix: p.fix, marker: m.clearMarker }),
  };
}
