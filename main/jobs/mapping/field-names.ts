// Custom fields by their names ('GiftMessage'), issue 32. The service lists no names for them
// (service-spec.md 2: a CustomField is FieldID, OrderID, ProfileID, Value), so a name is learnt
// from the user once: a column they mapped to a field by hand ('GiftMessage' -> FieldID 201,
// in a mapping file or on the Map step) or an entry of their FieldID value map. Every mapping
// remembered for CustomFields is read for them, so a later file of any layout is recognised:
// a column headed 'GiftMessage', or a FieldID cell that says 'GiftMessage'.
import { entityBySet } from '../../../shared/resources/index.js';
import type { MappingFile } from './mapping-file.js';
import { normaliseHeader } from './similarity.js';
import { FIELD_COLUMN } from './synonyms.js';

/**
 * Name -> FieldID (as text), from the CustomFields mappings given; a later mapping's word wins.
 * `key` is the importing target's key that names a custom field (its `customFieldKey`).
 */
export function learntFieldNames(mappings: readonly MappingFile[], key: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const m of mappings) {
    // Mappings of the resource keyed by FieldID (CustomFields): no other names a custom field.
    if (!entityBySet(m.resource)?.keys.includes(key)) continue;
    for (const c of m.columns)
      if (c.unpivot?.key === key && !FIELD_COLUMN.test(c.column.replace(/\s+/g, ' ')) && /^\d+$/.test(c.unpivot.value))
        names[c.column.trim()] = c.unpivot.value;
    const map = Object.entries(m.valueMaps).find(([f]) => f.toLowerCase() === key.toLowerCase())?.[1] ?? {};
    for (const [name, id] of Object.entries(map)) if (/^\d+$/.test(id.trim())) names[name.trim()] = id.trim();
  }
  return names;
}

/** The FieldID a header names: 'Field 201', or a learnt name (case, spaces and accents aside). */
export function fieldForHeader(header: string, names: Record<string, string> | undefined): string | undefined {
  const m = FIELD_COLUMN.exec(header.replace(/\s+/g, ' '));
  if (m) return String(Number(m[1]));
  const norm = normaliseHeader(header);
  if (!norm || !names) return undefined;
  return Object.entries(names).find(([name]) => normaliseHeader(name) === norm)?.[1];
}
