// Which value-map entries the Map step lists (issue 42): those for the values this file
// holds. A DC column's automatic map names every DC by Name and Code (15 DCs, 30 entries);
// a file that uses 3 of them is shown those 3. The other entries stay in the mapping and still
// apply at the run (rows past the first ones main read may name another DC); the editor says
// how many it does not list. An entry the user added here is always listed.
import type { ColumnSuggestion, Mapping } from '../../../shared/ipc/index.js';

export interface ValueMapEntry {
  f: string;
  a: string;
  b: string;
}

export const entryKey = (f: string, a: string): string => `${f.toLowerCase()}\u0000${a.trim().toLowerCase()}`;

/** The values the file's columns feeding `field` hold (trimmed, lower case); undefined: unknown, list every entry. */
function valuesFeeding(mapping: Mapping, columns: readonly ColumnSuggestion[], field: string): Set<string> | undefined {
  const feeding = mapping.columns.filter((c) => c.field?.toLowerCase() === field.toLowerCase());
  if (feeding.length === 0) return undefined; // a constant or no column: nothing to compare with
  const out = new Set<string>();
  for (const c of feeding) {
    const values = columns.find((s) => s.column === c.column)?.values;
    if (!values) return undefined; // too many distinct values to tell: list them all
    for (const v of values) out.add(v.trim().toLowerCase());
  }
  return out;
}

/** The entries to list, and how many others the mapping holds for values this file does not have. */
export function entriesInFile(
  mapping: Mapping,
  columns: readonly ColumnSuggestion[],
  added: ReadonlySet<string>,
): { shown: ValueMapEntry[]; hidden: number } {
  const shown: ValueMapEntry[] = [];
  let hidden = 0;
  for (const [f, entries] of Object.entries(mapping.valueMaps)) {
    const inFile = valuesFeeding(mapping, columns, f);
    for (const [a, b] of Object.entries(entries)) {
      if (!inFile || inFile.has(a.trim().toLowerCase()) || added.has(entryKey(f, a))) shown.push({ f, a, b });
      else hidden++;
    }
  }
  return { shown, hidden };
}
