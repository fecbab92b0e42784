// Suggests the resource and operation from the headers: auto-map the file against each
// import target and take the one whose mapping covers its key and value best. Walks every
// target by name, as a run's start does, so it stands with run/ above targets/.
import { ENUMS, fieldOf } from '../../../shared/resources/index.js';
import type { TargetInfo } from '../../../shared/ipc/index.js';
import { autoMap, candidateFields } from '../mapping/auto-map.js';
import { parentLookup } from '../parent-lookup.js';
import { IMPORT_RESOURCES, importTarget, type ImportResource } from '../targets/all-targets.js';

export function targetInfo(resource: ImportResource): TargetInfo {
  const t = importTarget(resource);
  const lookup = parentLookup(t);
  return {
    resource,
    operations: t.operations,
    defaultOperation: t.defaultOperation,
    unpivotKey: t.unpivotKey,
    resolvesSku: t.extraFields.includes('Sku'),
    lookup: lookup ? { field: lookup.field, idField: lookup.idField } : null,
    dcField: t.dcField ?? null,
    readsFiles: t.readsFiles,
    attributeNameField: t.attributeNameField ?? null,
    fields: candidateFields(t).map((name) => {
      const def = fieldOf(t.entity, name);
      return {
        name,
        type: def?.type ?? 'string',
        key: t.entity.keys.includes(name) || name === lookup?.field,
        ...(def?.enum ? { enumValues: [...ENUMS[def.enum]] } : {}),
      };
    }),
  };
}

/** Score of a resource for these headers: mapped confidence, with the key fields weighted. */
function score(resource: ImportResource, headers: string[], samples: string[][]): number {
  const t = importTarget(resource);
  const { suggestions } = autoMap(t, headers, samples);
  let s = 0;
  const covered = new Set<string>();
  for (const c of suggestions) {
    if (c.field) covered.add(c.field);
    // A wide-layout column found by its header pattern or a known name counts; a weaker
    // unpivot guess is too weak to decide the target.
    if (c.unpivot && c.confidence >= 0.8) covered.add(c.unpivot.key);
    s += c.unpivot && c.confidence < 0.8 ? c.confidence / 2 : c.confidence;
  }
  const lookup = parentLookup(t);
  // A key is covered by its own column or by the text it is looked up by (a SKU for ProductID).
  const keys = t.entity.keys.filter((k) => covered.has(k) || (k === lookup?.idField && covered.has(lookup.field)));
  s += 2 * keys.length - (t.entity.keys.length - keys.length);
  if (t.valueField && (covered.has(t.valueField) || suggestions.some((c) => c.unpivot && c.confidence >= 0.8))) s += 1;
  return s;
}

export function suggestResource(headers: string[], samples: string[][]): ImportResource {
  let best: { r: ImportResource; s: number } | undefined;
  for (const r of IMPORT_RESOURCES) {
    const s = score(r, headers, samples);
    if (!best || s > best.s) best = { r, s };
  }
  return best!.r;
}
