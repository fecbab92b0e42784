// Issue 15: an exported key sheet `SKU,Color,Material,Size` (its extra columns attribute
// names) gave "Name is missing" on every row. `export --keys` now reads such a sheet as
// wide: every column it names is an attribute (or, for DCQuantities, a DC by `DC <id>`,
// Name, Code or City), filled with the service's value, and the file imports back with
// nothing to send. The real CLI against the real sandbox.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cli,
  column,
  killChildren,
  readCsv,
  readXlsx,
  removeDir,
  type Service,
  show,
  startService,
  tempDir,
} from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
let home: string;
beforeAll(async () => {
  svc = await startService({ seedProducts: 20 });
  dir = tempDir('cb-keyed-wide-');
  home = join(dir, 'home');
}, 60_000);
afterAll(async () => {
  killChildren();
  await svc?.close();
  removeDir(dir);
});

const run = async (args: string[]) => {
  const r = await cli([...args, '--credentials', svc.creds], home);
  expect(r.code, show(r)).toBe(0);
  return r;
};

describe('export --keys with one column per attribute or DC', () => {
  it('AttributeValues: SKU,Color,Material,Size filled with the current values, back as Unchanged', async () => {
    // Contoso's items 5, 6, 7: item 6 carries Color Red from the seed; Material is a new name.
    const set = join(dir, 'set.csv');
    writeFileSync(
      set,
      'SKU,Attribute,Value\n0000005,Color,Teal\n0000005,Material,Wool\n0000005,Size,XL\n0000006,Material,Cotton\n',
    );
    await run(['import', set, '--resource', 'AttributeValues', '--out', join(dir, 'set-result.csv')]);
    // A stale value (Green) in the key sheet is replaced by the service's.
    const keys = join(dir, 'keys.csv');
    writeFileSync(keys, 'SKU,Color,Material,Size\n0000005,,,\n0000006,Green,,\n0000007,,,\n');
    const out = join(dir, 'attributes.xlsx');
    const exported = await run(['export', 'AttributeValues', '--keys', keys, '--out', out]);
    expect(exported.stdout).toContain(`Exported 3 rows with 3 value columns (5 current values) to ${out}`);
    expect((await readXlsx(out)).AttributeValues).toEqual([
      ['SKU', 'Color', 'Material', 'Size', 'Note'],
      ['0000005', 'Teal', 'Wool', 'XL', null],
      ['0000006', 'Red', 'Cotton', null, null],
      ['0000007', null, null, null, null],
    ]);

    const before = await svc.mutations();
    const back = join(dir, 'attributes-back.csv');
    await run(['import', out, '--resource', 'AttributeValues', '--out', back]);
    const result = readCsv(back);
    expect(column(result, 'Result')).toEqual(['Unchanged', 'Unchanged', 'Unchanged']);
    expect(column(result, 'Message')[2]).toBe(
      "No value in any of its 3 value columns: nothing to send (a blank cell leaves the service's value as it is)",
    );
    expect(await svc.mutations()).toEqual(before);
  });

  it('DCQuantities: SKU,DC 1,Hamburg,CH-FBA filled with the quantities as numbers, back as Unchanged', async () => {
    const keys = join(dir, 'dc-keys.csv');
    writeFileSync(keys, 'SKU,DC 1,Hamburg,CH-FBA\n0000005,,,\n0000006,,,\n0000007,,,\n');
    const out = join(dir, 'stock.xlsx');
    const exported = await run(['export', 'DCQuantities', '--keys', keys, '--out', out]);
    expect(exported.stdout).toContain(`Exported 3 rows with 3 value columns (6 current values) to ${out}`);
    // The seed's quantities of Contoso's items 5, 6, 7 in DCs 1, 2 (Hamburg) and 3 (CH-FBA).
    expect((await readXlsx(out)).DCQuantities).toEqual([
      ['SKU', 'DC 1', 'Hamburg', 'CH-FBA', 'Note'],
      ['0000005', 35, 38, 41, null],
      ['0000006', null, 45, null, null],
      ['0000007', 49, null, 5, null],
    ]);
    const before = await svc.mutations();
    const back = join(dir, 'stock-back.csv');
    await run(['import', out, '--resource', 'DCQuantities', '--out', back]);
    expect(column(readCsv(back), 'Result')).toEqual(['Unchanged', 'Unchanged', 'Unchanged']);
    expect(await svc.mutations()).toEqual(before);
  });

  it('an unknown SKU gets its row with empty values and the reason in Note', async () => {
    const keys = join(dir, 'unknown-keys.csv');
    writeFileSync(keys, 'SKU,Color,Size\n0000005,,\n9999999,,\n');
    const out = join(dir, 'unknown.xlsx');
    await run(['export', 'AttributeValues', '--keys', keys, '--out', out]);
    const rows = (await readXlsx(out)).AttributeValues!;
    expect(rows.slice(0, 2)).toEqual([
      ['SKU', 'Color', 'Size', 'Note'],
      ['0000005', 'Teal', 'XL', null],
    ]);
    expect(rows[2]!.slice(0, 3)).toEqual(['9999999', null, null]);
    expect(rows[2]![3]).toMatch(/9999999/);
  });
});
