// Issue 14, "Exports round-trip", the edges: typed DistributionCenter fields (decimals, whole
// numbers, booleans, enums, nulls) through a list export and back, and keyed exports of keys
// that hold an empty value or no value at all.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  column,
  killChildren,
  readCsv,
  removeDir,
  type Service,
  show,
  startService,
  tempDir,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let svc: Service;
let dir: string;
let home: string;

async function run(args: string[], what: string): Promise<void> {
  const r = await cli([...args, '--credentials', svc.creds], home);
  expect(r.code, `${what}: ${show(r)}`).toBe(0);
}

beforeAll(async () => {
  svc = await startService();
  dir = tempDir('cb-roundtrip-edge-');
  home = join(dir, 'home');
}, 60_000);

afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

async function edgeDcs(): Promise<Record<string, unknown>[]> {
  return (
    (await svc.get("/v1/DistributionCenters?$filter=City%20eq%20'Edge'&$orderby=ID")) as {
      value: Record<string, unknown>[];
    }
  ).value;
}

describe('exports round-trip: edges', () => {
  it('typed DistributionCenter fields (decimals, whole numbers, booleans, enums, nulls) import back Unchanged', async () => {
    const seed = join(dir, 'dcs.csv');
    writeFileSync(
      seed,
      [
        'Name,Code,City,Country,Type,Latitude,Longitude,HandlingTimeMinutes,PickupLocation,ShipLocation,ThroughputLimitNumber,ThroughputLimitUnits,PostalCode',
        'Edge A,EDGE-A,Edge,DE,Warehouse,52.5200066,-13.404954,0,true,false,2147483647,,01067',
        'Edge B,EDGE-B,Edge,GB,,0.1,0,90,false,true,,,',
      ].join('\n'),
    );
    await run(
      [
        'import',
        seed,
        '--resource',
        'DistributionCenters',
        '--profile',
        '12000001',
        '--out',
        join(dir, 'seed-result.csv'),
      ],
      'seed',
    );
    const original = await edgeDcs();
    expect(
      original.map((d) => [d.Latitude, d.Longitude, d.HandlingTimeMinutes, d.PickupLocation, d.PostalCode]),
    ).toEqual([
      [52.5200066, -13.404954, 0, true, '01067'],
      [0.1, 0, 90, false, null],
    ]);
    for (const format of ['xlsx', 'csv']) {
      const file = join(dir, `edge.${format}`);
      await run(
        ['export', 'DistributionCenters', '--filter', "City eq 'Edge'", '--orderby', 'ID', '--out', file],
        `export .${format}`,
      );
      const before = await svc.mutations();
      const result = join(dir, `edge-back-${format}.csv`);
      await run(
        ['import', file, '--resource', 'DistributionCenters', '--operation', 'update', '--out', result],
        `import back .${format}`,
      );
      const rows = readCsv(result);
      expect(column(rows, 'Result'), `.${format}: ${column(rows, 'Message').join('; ')}`).toEqual([
        'Unchanged',
        'Unchanged',
      ]);
      expect(await svc.mutations()).toEqual(before);
      expect(await edgeDcs()).toEqual(original);
    }
  });

  it('formula-like and non-ASCII attribute names (keys, not values) round-trip too', async () => {
    const names = ['=Calc', '@Home', '-Size', '+Extra', 'Größe ✓'];
    writeFileSync(
      join(dir, 'names.csv'),
      `SKU,Attribute,Value\n${names.map((n, i) => `0000015,${n},v${i}`).join('\n')}\n`,
    );
    await run(
      ['import', join(dir, 'names.csv'), '--resource', 'AttributeValues', '--out', join(dir, 'names-result.csv')],
      'seed',
    );
    for (const [i, n] of names.entries()) {
      expect(await svc.get(`/v1/AttributeValues(ProductID=2000015,Name='${encodeURIComponent(n)}')`), n).toMatchObject({
        Name: n,
        Value: `v${i}`,
      });
    }
    writeFileSync(join(dir, 'names-keys.csv'), `SKU,Attribute\n${names.map((n) => `0000015,${n}`).join('\n')}\n`);
    for (const format of ['xlsx', 'csv']) {
      const file = join(dir, `names.${format}`);
      await run(
        ['export', 'AttributeValues', '--keys', join(dir, 'names-keys.csv'), '--out', file],
        `export .${format}`,
      );
      const before = await svc.mutations();
      const result = join(dir, `names-back-${format}.csv`);
      await run(['import', file, '--resource', 'AttributeValues', '--out', result], `import back .${format}`);
      const rows = readCsv(result);
      expect(column(rows, 'Result'), `.${format}: ${column(rows, 'Message').join('; ')}`).toEqual(
        names.map(() => 'Unchanged'),
      );
      expect(await svc.mutations()).toEqual(before);
    }
  });

  it('a key with no value exports a blank cell and a Note, and imports back as Skipped, not as a write', async () => {
    // Attribute 'Colour' on 0000019 is set, 'Finish' on 0000020 never was.
    writeFileSync(join(dir, 'set.csv'), 'SKU,Attribute,Value\n0000019,Colour,Teal\n');
    await run(
      ['import', join(dir, 'set.csv'), '--resource', 'AttributeValues', '--out', join(dir, 'set-result.csv')],
      'seed',
    );
    writeFileSync(join(dir, 'keys.csv'), 'SKU,Attribute\n0000019,Colour\n0000020,Finish\n');
    for (const format of ['xlsx', 'csv']) {
      const file = join(dir, `keyed.${format}`);
      await run(['export', 'AttributeValues', '--keys', join(dir, 'keys.csv'), '--out', file], `export .${format}`);
      const before = await svc.mutations();
      const result = join(dir, `keyed-back-${format}.csv`);
      await run(['import', file, '--resource', 'AttributeValues', '--out', result], `import back .${format}`);
      const rows = readCsv(result);
      expect(column(rows, 'Result'), `.${format}: ${column(rows, 'Message').join('; ')}`).toEqual([
        'Unchanged',
        'Skipped',
      ]);
      expect(await svc.mutations()).toEqual(before);
      expect(await svc.get("/v1/AttributeValues(ProductID=2000020,Name='Finish')")).toBeNull();
    }
  });
});
