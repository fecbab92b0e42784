// An exact header with one bad value must not cost every row its field, and an automatic
// guess is never remembered for the layout (only a mapping the user gave is).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MappingStore, runImport, type MappingFile } from '../../../main/jobs/index.js';
import { quantity, readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 10 });

const headers = ['ProductID', 'DistributionCenterID', 'AvailableQuantity'];

describe('automatic mapping of a file with one bad quantity', () => {
  it('marks only the bad row Invalid, sends the others, and does not remember the automatic mapping', async () => {
    const file = join(ctx.dir, 'exact.csv');
    writeFileSync(
      file,
      [headers.join(','), '2000001,1,31', '2000002,1,abc', '2000003,1,33', '2000004,1,34'].join('\n'),
    );
    const store = new MappingStore(join(ctx.dir, 'mappings.json'));
    const out = join(ctx.dir, 'exact-result.xlsx');
    const outcome = await runImport({
      file,
      resource: 'DCQuantities',
      out,
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: store,
    });
    expect(outcome.status).toBe('reported');
    const results = (await readSheet(out, 'Results')).slice(1).map((r) => r[3]);
    expect(results[1]).toBe('Invalid');
    expect(results.filter((r) => r === 'Invalid')).toHaveLength(1);
    expect(await quantity(ctx.svc.client, 1, 2000001)).toBe(31);
    expect(await quantity(ctx.svc.client, 1, 2000004)).toBe(34);
    expect(store.get(headers, 'DCQuantities')).toBeUndefined();
  });

  it('remembers a mapping given with --mapping for the layout', async () => {
    const file = join(ctx.dir, 'given.csv');
    writeFileSync(file, [headers.join(','), '2000005,1,41'].join('\n'));
    const store = new MappingStore(join(ctx.dir, 'mappings-given.json'));
    const mapping: MappingFile = {
      version: 1,
      resource: 'DCQuantities',
      operation: 'upsert',
      constants: {},
      valueMaps: {},
      columns: headers.map((h) => ({ column: h, field: h, blank: 'skip' as const })),
    };
    const outcome = await runImport({
      file,
      resource: 'DCQuantities',
      out: join(ctx.dir, 'given-result.csv'),
      mapping,
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: store,
    });
    expect(outcome.status).toBe('reported');
    expect(store.get(headers, 'DCQuantities')?.columns.map((c) => c.field)).toEqual(headers);
  });
});
