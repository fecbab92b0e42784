// What validateDraft looks up per cell, resolved once per mapping and kept beside it (a
// WeakMap): field definitions, value maps, the entity's keys, the body shapes already found
// clean, and the scratch a row's cell pass hands back, reused rather than allocated per row.
import { fieldOf, type FieldDef } from '../../../shared/resources/index.js';
import type { CompiledMapping, DraftCell, RowDraft } from '../mapping/apply.js';
import { idByWords } from '../mapping/dc-headers.js';

/** What the cell pass of one row leaves for the checks after it (overwritten every row). */
export interface CellPassResult {
  /** The row's SKU, when a Sku cell held one. */
  sku: string | undefined;
  /** Bit i: cell i gave the fields a value (the shape cache); 0 for drafts of over 30 cells. */
  filled: number;
}

/**
 * A million rows asked the catalogue and the value maps the same questions a million times;
 * these answer them from the mapping's own cache.
 */
export interface Lookups {
  defs: Map<string, FieldDef | undefined>;
  /** Per field name (as the catalogue spells it): trimmed lower-case text -> replacement. */
  valueMaps: Map<string, Map<string, string>>;
  /** DC cells found by the words of a name ('Hamburg Store'), asked once per distinct text; null: none or several. */
  dcsByWords: Map<string, string | null>;
  /** The target's field holding a DC's ID, whose cells may name the DC by its words. */
  dcField: string | undefined;
  keys: Set<string>;
  /** Body shapes (mode and field names, in order) validateBody accepted; see checkBody. */
  cleanShapes: Set<string>;
  /**
   * The same, known without building the shape's text: a draft's fields are filled from its
   * cells in order, and which cells of a part (a layout fixed by the mapping) gave a field
   * decides the body's names, so part and that set of cells (as bits) name the shape.
   * Hashing a new shape text a row cost ~0.25 µs of a million-row ingest's main thread.
   */
  cleanCellSets: Set<number>;
  /** The cell pass's result for the row being validated (validation is synchronous). */
  row: CellPassResult;
}
const lookupsOf = new WeakMap<CompiledMapping, Lookups>();

export function lookups(m: CompiledMapping): Lookups {
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
    dcsByWords: new Map(),
    dcField: m.target.dcField,
    keys: new Set(m.target.entity.keys),
    cleanShapes: new Set(),
    cleanCellSets: new Set(),
    row: { sku: undefined, filled: 0 },
  };
  lookupsOf.set(m, l);
  return l;
}

export function fieldDef(l: Lookups, m: CompiledMapping, field: string): FieldDef | undefined {
  if (l.defs.has(field)) return l.defs.get(field);
  const def = fieldOf(m.target.entity, field);
  l.defs.set(field, def);
  return def;
}

/** The draft's cell for a field; the last one wins, as the fields object is filled in order. */
export function lastCellOf(draft: RowDraft, field: string): DraftCell | undefined {
  for (let i = draft.cells.length - 1; i >= 0; i--) if (draft.cells[i]!.field === field) return draft.cells[i];
  return undefined;
}

export function mapValue(l: Lookups, field: string, text: string): string {
  const map = l.valueMaps.get(field);
  if (!map) return text;
  const key = text.trim().toLowerCase();
  const exact = map.get(key);
  if (exact !== undefined || field !== l.dcField) return exact ?? text;
  // A warehouse as people call it: the words of one DC's name in the map ('Hamburg Store').
  let byWords = l.dcsByWords.get(key);
  if (byWords === undefined) l.dcsByWords.set(key, (byWords = idByWords(map, key) ?? null));
  return byWords ?? text;
}
