// A mapping written by hand (or remembered from an earlier run) names its columns but rarely
// lists every DC by Name and Code: without the value map auto-mapping gives a DC column, a
// cell saying 'CH-BER' or 'Contoso Berlin' was refused by a message that listed that very DC
// (issue 41). The maps auto-mapping offers are laid under the mapping's own, which win entry
// by entry, so such a mapping matches names as an automatic one does and never loses a choice.
import type { KnownDc } from './dc-headers.js';
import { defaultValueMaps } from './default-value-maps.js';
import type { MappingFile } from './mapping-file.js';

/** The fields the mapping fills from a column or a constant, compared without case as the compiler does. */
function filledFields(mapping: MappingFile): { has(field: string): boolean } {
  const names = new Set<string>();
  for (const c of mapping.columns) if (c.field) names.add(c.field.toLowerCase());
  for (const name of Object.keys(mapping.constants)) names.add(name.toLowerCase());
  return { has: (field) => names.has(field.toLowerCase()) };
}

/** The mapping with the automatic value maps under its own (its entries win; its spelling of a field is kept). */
export function withDefaultValueMaps(
  mapping: MappingFile,
  dcs: readonly KnownDc[] | undefined,
  fieldNames: Record<string, string> | undefined,
): MappingFile {
  const defaults = defaultValueMaps(filledFields(mapping), dcs, fieldNames);
  if (Object.keys(defaults).length === 0) return mapping;
  const valueMaps = { ...mapping.valueMaps };
  for (const [field, entries] of Object.entries(defaults)) {
    // The mapping's own map of this field, however it spells the field's name (the first one: the one validation uses).
    const own = Object.keys(valueMaps).find((f) => f.toLowerCase() === field.toLowerCase()) ?? field;
    const mine = valueMaps[own] ?? {};
    const taken = new Set(Object.keys(mine).map((k) => k.trim().toLowerCase()));
    const added = Object.fromEntries(Object.entries(entries).filter(([k]) => !taken.has(k.trim().toLowerCase())));
    valueMaps[own] = { ...mine, ...added };
  }
  return { ...mapping, valueMaps };
}
