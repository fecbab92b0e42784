// Issue 32, finding 2: a stock export imported with `--resource AttributeValues` created
// attributes named 'DC 0'...'DC 4' holding stock numbers, exit 0. A mapping never invents an
// attribute now: the stock file is refused, naming DCQuantities, with nothing sent; columns
// that match nothing are listed as ignored; an explicit mapping entry still creates one.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { attribute, cli, type Service, serviceForFile, show, totalWrites } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

const sku = (n: number): string => String(n).padStart(7, '0'); // Contoso's SKUs; product 2000000 + n
const writes = async (): Promise<number> => totalWrites(await svc.mutations());

async function importStockAsAttributes(): Promise<void> {
  const file = join(dir, 'stock.csv');
  const rows = Array.from({ length: 12 }, (_, i) => `${2_000_001 + i},${sku(i + 1)},2,${i},${i + 1},0,7,${i * 3}`);
  writeFileSync(file, `ProductID,Sku,ProfileID,DC 0,DC 1,DC 2,DC 3,DC 4\n${rows.join('\n')}\n`);
  const before = await writes();
  const r = await cli(
    ['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', join(dir, 'stock.xlsx')],
    join(dir, 'home'),
  );
  expect(r.code, show(r)).toBe(2);
  expect(r.stderr).toContain(
    'Error: These columns look like DCQuantities, not AttributeValues: DC 0, DC 1, DC 2, DC 3, DC 4. Nothing was sent',
  );
  expect(r.stderr).toContain('Run with --resource DCQuantities');
  expect(await writes()).toBe(before);
}

describe('the wrong --resource', () => {
  it('a stock export imported as AttributeValues is refused, naming DCQuantities; nothing sent', async () => {
    await importStockAsAttributes();
    expect(await attribute(svc, 'DC 0', 2_000_001)).toBeNull();
    expect(await attribute(svc, 'DC 4', 2_000_012)).toBeNull();
  });

  it('is refused too once attributes named DC 0... exist (left by an earlier wrong run)', async () => {
    const file = join(dir, 'dc-attr.csv');
    writeFileSync(file, `SKU,Attribute,Value\n${sku(20)},DC 0,x\n${sku(20)},DC 1,y\n`);
    const r = await cli(
      ['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', join(dir, 'dc-attr.xlsx')],
      join(dir, 'home'),
    );
    expect(r.code, show(r)).toBe(0);
    expect(await attribute(svc, 'DC 0', 2_000_020)).toBe('x');
    await importStockAsAttributes();
    expect(await attribute(svc, 'DC 0', 2_000_001)).toBeNull();
  });

  it('a column naming no attribute is listed as ignored, and taken in only through a mapping entry', async () => {
    const file = join(dir, 'shade.csv');
    writeFileSync(file, `SKU,Color,Shade\n${sku(3)},Ochre,Light\n`);
    const auto = await cli(
      ['import', file, '--resource', 'AttributeValues', '--credentials', svc.creds, '--out', join(dir, 'shade.xlsx')],
      join(dir, 'home'),
    );
    expect(auto.code, show(auto)).toBe(0);
    expect(auto.stdout).toContain("  Color -> Value of Name 'Color' (one column per Name)");
    expect(auto.stdout).toMatch(
      / {2}Shade: ignored \('Shade' is left out: no product carries an attribute of that name/,
    );
    expect(await attribute(svc, 'Color', 2_000_003)).toBe('Ochre');
    expect(await attribute(svc, 'Shade', 2_000_003)).toBeNull();

    const mapping = join(dir, 'shade-mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        version: 1,
        resource: 'AttributeValues',
        operation: 'upsert',
        constants: {},
        valueMaps: {},
        columns: [
          { column: 'SKU', field: 'Sku', blank: 'skip' },
          { column: 'Shade', unpivot: { key: 'Name', value: 'Shade' }, blank: 'skip' },
        ],
      }),
    );
    const mapped = await cli(
      [
        'import',
        file,
        '--resource',
        'AttributeValues',
        '--mapping',
        mapping,
        '--credentials',
        svc.creds,
        '--out',
        join(dir, 'shade-mapped.xlsx'),
      ],
      join(dir, 'home'),
    );
    expect(mapped.code, show(mapped)).toBe(0);
    expect(await attribute(svc, 'Shade', 2_000_003)).toBe('Light');
  });
});
