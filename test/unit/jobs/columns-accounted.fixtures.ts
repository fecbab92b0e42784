// What columns-accounted-warehouses.test.ts and columns-accounted-fields.test.ts both read:
// the mapping autoMap finds, as the lines that say what became of each column.
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { columnUses, describeColumnUse } from '../../../main/jobs/mapping/column-uses.js';
import { importTarget } from '../../../main/jobs/index.js';

/** What became of each header (mapped, unpivoted or ignored, and why), one line each. */
export const lines = (resource: string, headers: string[], samples: string[][], opts = {}) => {
  const r = autoMap(importTarget(resource), headers, samples, opts);
  return columnUses(headers, r.mapping, r.suggestions, importTarget(resource)).map(describeColumnUse);
};
