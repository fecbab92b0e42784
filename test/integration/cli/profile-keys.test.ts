// Issue 32, finding 9: a distribution center or custom field of the other profile was
// "Created" in the dry run and refused 400 in the real run. Now the pre-flight checks each
// key against the profile it belongs to: the dry run and the real run give the same Invalid
// verdict, naming the profile the center or field belongs to, and nothing of it is sent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, quantity, results, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

async function importTwice(name: string, text: string, resource: string) {
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, text);
  const home = join(dir, 'home');
  const args = (out: string) => ['import', file, '--resource', resource, '--credentials', svc.creds, '--out', out];
  const dryOut = join(dir, `${name}-dry.xlsx`);
  const dry = await cli([...args(dryOut), '--dry-run'], home);
  const realOut = join(dir, `${name}-real.xlsx`);
  const real = await cli(args(realOut), home);
  return { dry, real, dryRows: await results(dryOut), realRows: await results(realOut) };
}

const NW_NAME = 'profile 12000001 (Northwind Outfitters LLC)';
const CH_NAME = 'profile 12000002 (Contoso Home GmbH)';

describe('a key of the other profile is Invalid in the dry run and the real run alike', () => {
  it("DCQuantities: Contoso's DC 1 for a Northwind product, Northwind's DC 0 for a Contoso product", async () => {
    const { dry, real, dryRows, realRows } = await importTwice(
      'stock',
      ['SKU,DC,Qty', '000003-BLU,1,7', '000004-BLK,0,8', '0000005,1,9', '0000006,0,10'].join('\r\n'),
      'DCQuantities',
    );
    const wrongDc = (dc: number, owner: string, product: number, own: string) =>
      `distribution center ${dc} belongs to ${owner}, but product ${product} is in ${own}; ` +
      `the service takes a value only for a distribution center of the product's own profile. ` +
      `Fix: use a distribution center of profile ${own.slice(8, 16)}, or check the ProductID or SKU`;
    const invalid = [
      { result: 'Invalid', status: null, message: wrongDc(1, CH_NAME, 1_000_003, NW_NAME) },
      { result: 'Invalid', status: null, message: wrongDc(0, NW_NAME, 2_000_006, CH_NAME) },
    ];
    expect(dry.code, show(dry)).toBe(1);
    expect(real.code, show(real)).toBe(1);
    expect([dryRows[0], dryRows[3]]).toEqual(invalid);
    expect([realRows[0], realRows[3]]).toEqual(invalid);
    // The dry run's verdicts are the real run's.
    expect(dryRows.map((r) => r.result)).toEqual(realRows.map((r) => r.result));
    expect(dry.stdout).toMatch(/^Dry run, nothing changed\. Rows would be: .*Invalid 2$/m);
    expect(real.stdout).toMatch(/^Rows: .*Invalid 2$/m);
    expect(real.stdout).not.toMatch(/Failed/);
    expect(await quantity(svc, 1, 1_000_003)).toBeNull();
    expect(await quantity(svc, 0, 1_000_004)).toBe(8);
    expect(await quantity(svc, 1, 2_000_005)).toBe(9);
    expect(await quantity(svc, 0, 2_000_006)).toBeNull();
  });

  it("CustomFields: Contoso's field 201 on a Northwind order", async () => {
    const { dry, real, dryRows, realRows } = await importTwice(
      'fields',
      ['OrderID,FieldID,Value', '5000004,201,Gift for Anna', '5000004,102,PO-77'].join('\r\n'),
      'CustomFields',
    );
    const refused = {
      result: 'Invalid',
      status: null,
      message:
        `custom field 201 belongs to ${CH_NAME}, but order 5000004 is in ${NW_NAME}; ` +
        `the service takes a value only for a custom field of the order's own profile. ` +
        'Fix: use a custom field of profile 12000001, or check the OrderID',
    };
    expect(dry.code, show(dry)).toBe(1);
    expect(real.code, show(real)).toBe(1);
    expect(dryRows[0]).toEqual(refused);
    expect(realRows[0]).toEqual(refused);
    expect(realRows[1]!.result).toMatch(/^(Created|Updated)$/);
    expect(dryRows[1]!.result).toBe(realRows[1]!.result);
    expect(await svc.get('/v1/CustomFields(FieldID=201,OrderID=5000004)')).toBeNull();
    expect(await svc.get('/v1/CustomFields(FieldID=102,OrderID=5000004)')).toMatchObject({ Value: 'PO-77' });
  });
});
