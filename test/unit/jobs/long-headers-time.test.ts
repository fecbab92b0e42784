// Long runs of spaces in a header or a $batch alias key are read in linear time (issue 25):
// DC_COLUMN, FIELD_COLUMN and the alias key's 'Name = value' pattern were quadratic on them
// (100,000 spaces: 27 s, 42 s and 48 s). The results for ordinary text stay as they were.
import { describe, expect, it } from 'vitest';
import { autoMap } from '../../../main/jobs/mapping/auto-map.js';
import { batchRefusal } from '../../../shared/batch/index.js';
import { importTarget } from '../../../main/jobs/index.js';

const spaces = ' '.repeat(200_000);
const H = 'https://api.example.com';

function timed<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

describe('long runs of spaces', () => {
  it('map a DC or custom-field header quickly, and still read "Qty  DC   7"', () => {
    for (const resource of ['DCQuantities', 'CustomFields'] as const) {
      for (const header of [`dc${spaces}x`, `cf${spaces}x`, `stock${spaces}x`]) {
        const { ms } = timed(() => autoMap(importTarget(resource), ['SKU', header], [['A-1', '2']]));
        expect(ms, `${resource} ${header.slice(0, 5)}`).toBeLessThan(2000);
      }
    }
    const { mapping } = autoMap(importTarget('DCQuantities'), ['SKU', 'Qty  DC   7'], [['A-1', '2']]);
    expect(mapping.columns).toContainEqual(
      expect.objectContaining({ column: 'Qty  DC   7', unpivot: { key: 'DistributionCenterID', value: '7' } }),
    );
  });

  it('read an alias key quickly, and still strip its name and spaces', () => {
    const { ms } = timed(() => batchRefusal('PATCH', `${H}/v1/Products(12)/DCQuantities(ID=${spaces}x${spaces}y)`));
    expect(ms).toBeLessThan(2000);
    expect(batchRefusal('PATCH', `${H}/v1/Products(12)/DCQuantities( ID = 5 )`)?.realUri).toBe(
      `${H}/v1/DCQuantities(ProductID=12,DistributionCenterID=5)`,
    );
  });
});
