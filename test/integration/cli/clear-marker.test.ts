// Issue 32, findings 3 and 6: a value could not be cleared cell by cell (`-`, `NULL`, `n/a`
// were stored as text; the only way was `"blank": "clear"` for a whole column, which created
// attributes with a null value, reported as Created), and emptied cells were skipped without a
// word. Now a cell holding exactly the clear marker (#CLEAR, or the mapping's "clear") clears
// that one value, Updated, and a clear of a value that does not exist is Unchanged; blank
// cells are left as is, and those where the service has a value say so and are counted (only
// in a sheet that carries the service's values: issue 41). The
// real CLI against the real sandbox; every value read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, readXlsx, results, type Service, serviceForFile, show, totalWrites } from '../../support/index.js';

vi.setConfig({ testTimeout: 180_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

// Seed (Contoso, product 2000000 + i, SKU i in 7 digits): Color on every third product
// (3 Blue, 6 Red, 9 White, 12 Black, 15 Blue, 18 Red), Size on every fourth (4 M, 8 L, 12 XL,
// 16 S, 20 M). Northwind's products are 1000000 + i, with the same pattern.
const sku = (n: number): string => String(n).padStart(7, '0');
const BLANK = (column: string, marker = '#CLEAR'): string =>
  `Blank ${column}: nothing to send (a blank cell leaves the value as it is; write ${marker} in the cell to clear it)`;
const EMPTIED = (value: string, marker = '#CLEAR'): string =>
  `Emptied cell, left as is: the service keeps '${value}' (blank means leave as is; write ${marker} to clear it)`;
const NOTHING_TO_CLEAR = 'Has no value: nothing to clear';

/** The attribute as the service holds it: absent (undefined), or its value (null when cleared). */
async function attr(name: string, product: number): Promise<string | null | undefined> {
  const b = (await svc.get(`/v1/AttributeValues(Name='${name}',ProductID=${product})`)) as {
    Value: string | null;
  } | null;
  return b ? b.Value : undefined;
}

async function customField(field: number, order: number): Promise<string | null | undefined> {
  const b = (await svc.get(`/v1/CustomFields(FieldID=${field},OrderID=${order})`)) as { Value: string | null } | null;
  return b ? b.Value : undefined;
}

async function importFile(file: string, resource: string, out: string, extra: string[] = []) {
  return cli(
    ['import', file, '--resource', resource, '--credentials', svc.creds, '--out', join(dir, out), ...extra],
    join(dir, 'home'),
  );
}

function mappingFile(name: string, mapping: Record<string, unknown>): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ version: 1, operation: 'upsert', constants: {}, valueMaps: {}, ...mapping }));
  return path;
}

const writes = async (): Promise<number> => totalWrites(await svc.mutations());

describe('clearing one value with a marker cell', () => {
  it('AttributeValues: exactly the #CLEAR cells cleared, blank ones kept, -/NULL/n/a stored as text', async () => {
    const file = join(dir, 'attributes.csv');
    writeFileSync(
      file,
      [
        'Sku,Color,Size',
        `${sku(3)},#CLEAR,`, // Blue cleared; no Size
        `${sku(4)}, #clear ,`, // no Color to clear; Size M emptied, kept
        `${sku(6)},,-`, // Red emptied, kept; '-' is a Size
        `${sku(8)},NULL,n/a`, // text, both
        `${sku(12)},#CLEAR,#CLEAR`, // Black and XL cleared
        `${sku(9)},White,`, // as it is
        `${sku(16)},,S`, // as it is
      ].join('\n') + '\n',
    );
    const before = await writes();
    const dry = await importFile(file, 'AttributeValues', 'attributes-dry.xlsx', ['--dry-run']);
    expect(dry.code, show(dry)).toBe(0);
    expect(dry.stdout).toContain('Dry run, nothing changed. Rows would be: Created 1, Updated 3, Unchanged 3\n');
    expect(dry.stdout).toContain(
      'Skipped: 2 emptied cells, blank means leave as is (write #CLEAR in a cell to clear its value)\n',
    );
    expect(await writes()).toBe(before);

    const r = await importFile(file, 'AttributeValues', 'attributes.xlsx');
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('Rows: Created 1, Updated 3, Unchanged 3\n');
    expect(r.stdout).toContain(
      'Skipped: 2 emptied cells, blank means leave as is (write #CLEAR in a cell to clear its value)\n',
    );
    expect(await results(join(dir, 'attributes.xlsx'))).toEqual([
      { result: 'Updated', status: 204, message: `Size: ${BLANK('Size')}` },
      { result: 'Unchanged', status: null, message: `Color: ${NOTHING_TO_CLEAR}; Size: ${EMPTIED('M')}` },
      { result: 'Created', status: 201, message: `Color: ${EMPTIED('Red')}` },
      { result: 'Updated', status: 204, message: '' },
      { result: 'Updated', status: 204, message: '' },
      { result: 'Unchanged', status: null, message: `Color: Already has this value: not sent; Size: ${BLANK('Size')}` },
      {
        result: 'Unchanged',
        status: null,
        message: `Color: ${BLANK('Color')}; Size: Already has this value: not sent`,
      },
    ]);
    const summary = (await readXlsx(join(dir, 'attributes.xlsx'))).Summary!;
    expect(summary).toContainEqual(['Emptied cells left as is (blank means leave as is)', 2]);

    expect(await attr('Color', 2_000_003)).toBeNull(); // cleared: there, with no value
    expect(await attr('Size', 2_000_003)).toBeUndefined();
    expect(await attr('Color', 2_000_004)).toBeUndefined(); // no null created
    expect(await attr('Size', 2_000_004)).toBe('M');
    expect(await attr('Color', 2_000_006)).toBe('Red');
    expect(await attr('Size', 2_000_006)).toBe('-');
    expect(await attr('Color', 2_000_008)).toBe('NULL');
    expect(await attr('Size', 2_000_008)).toBe('n/a');
    expect(await attr('Color', 2_000_012)).toBeNull();
    expect(await attr('Size', 2_000_012)).toBeNull();
    expect(await attr('Color', 2_000_009)).toBe('White');
    expect(await attr('Size', 2_000_016)).toBe('S');
  });

  it('the marker set in the mapping file: (leer) clears, #CLEAR is then text', async () => {
    const file = join(dir, 'leer.csv');
    writeFileSync(
      file,
      ['Sku,Color,Size', `${sku(15)},(leer),`, `${sku(18)},#CLEAR,(LEER)`, `${sku(20)},Green,`].join('\n') + '\n',
    );
    const mapping = mappingFile('leer-mapping.json', {
      resource: 'AttributeValues',
      clear: '(leer)',
      columns: [
        { column: 'Sku', field: 'Sku' },
        { column: 'Color', unpivot: { key: 'Name', value: 'Color' } },
        { column: 'Size', unpivot: { key: 'Name', value: 'Size' } },
      ],
    });
    const r = await importFile(file, 'AttributeValues', 'leer.xlsx', ['--mapping', mapping]);
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('Rows: Created 1, Updated 2\n');
    expect(r.stdout).toContain(
      'Skipped: 1 emptied cell, blank means leave as is (write (leer) in a cell to clear its value)\n',
    );
    expect(await results(join(dir, 'leer.xlsx'))).toEqual([
      { result: 'Updated', status: 204, message: `Size: ${BLANK('Size', '(leer)')}` },
      { result: 'Updated', status: 204, message: `Size: ${NOTHING_TO_CLEAR}` },
      { result: 'Created', status: 201, message: `Size: ${EMPTIED('M', '(leer)')}` },
    ]);
    expect(await attr('Color', 2_000_015)).toBeNull();
    expect(await attr('Color', 2_000_018)).toBe('#CLEAR');
    expect(await attr('Size', 2_000_018)).toBeUndefined();
    expect(await attr('Color', 2_000_020)).toBe('Green');
    expect(await attr('Size', 2_000_020)).toBe('M');
  });

  it('a sheet holding only the values to change has no emptied cells (issue 41)', async () => {
    // Northwind: Size M on 1000004, L on 1000008, Color White on 1000009. No filled cell equals
    // the service's value, so the blank cells were never filled: none was emptied.
    const file = join(dir, 'changes-only.csv');
    writeFileSync(file, ['ProductID,Color,Size', '1000004,Pink,', '1000008,Teal,', '1000009,,XS'].join('\n') + '\n');
    const r = await importFile(file, 'AttributeValues', 'changes-only.xlsx');
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).not.toContain('emptied');
    expect((await results(join(dir, 'changes-only.xlsx'))).map((x) => x.message)).toEqual([
      `Size: ${BLANK('Size')}`,
      `Size: ${BLANK('Size')}`,
      `Color: ${BLANK('Color')}`,
    ]);
    const summary = (await readXlsx(join(dir, 'changes-only.xlsx'))).Summary!;
    expect(summary.some((row) => String(row[0]).startsWith('Emptied cells'))).toBe(false);
    expect(await attr('Color', 1_000_004)).toBe('Pink');
    expect(await attr('Size', 1_000_004)).toBe('M');
    expect(await attr('Color', 1_000_008)).toBe('Teal');
    expect(await attr('Size', 1_000_008)).toBe('L');
    expect(await attr('Color', 1_000_009)).toBe('White');
    expect(await attr('Size', 1_000_009)).toBe('XS');
  });

  it('a whole column with "blank": "clear" clears existing values and creates no null: Unchanged', async () => {
    const file = join(dir, 'column-clear.csv');
    writeFileSync(file, ['ProductID,Color', '1000001,', '1000002,', '1000003,', '1000006,Teal'].join('\n') + '\n');
    const mapping = mappingFile('column-clear.json', {
      resource: 'AttributeValues',
      columns: [
        { column: 'ProductID', field: 'ProductID' },
        { column: 'Color', unpivot: { key: 'Name', value: 'Color' }, blank: 'clear' },
      ],
    });
    const r = await importFile(file, 'AttributeValues', 'column-clear.xlsx', ['--mapping', mapping]);
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('Rows: Updated 2, Unchanged 2\n');
    expect(r.stdout).not.toContain('emptied');
    expect(await results(join(dir, 'column-clear.xlsx'))).toEqual([
      { result: 'Unchanged', status: null, message: NOTHING_TO_CLEAR },
      { result: 'Unchanged', status: null, message: NOTHING_TO_CLEAR },
      { result: 'Updated', status: 204, message: '' },
      { result: 'Updated', status: 204, message: '' },
    ]);
    expect(await attr('Color', 1_000_001)).toBeUndefined();
    expect(await attr('Color', 1_000_002)).toBeUndefined();
    expect(await attr('Color', 1_000_003)).toBeNull();
    expect(await attr('Color', 1_000_006)).toBe('Teal');
  });

  it('CustomFields: #CLEAR clears an order custom field, Updated; none to clear is Unchanged', async () => {
    // Seed: field 201 on every third order (6000003, 6000006, 6000009), 202 on every fifth.
    const file = join(dir, 'fields.csv');
    writeFileSync(
      file,
      [
        'OrderID,Field 201,Field 202',
        '6000003,#CLEAR,',
        '6000005,,#CLEAR',
        '6000006,,PO-X',
        '6000001,#CLEAR,#CLEAR',
      ].join('\n') + '\n',
    );
    const r = await importFile(file, 'CustomFields', 'fields.xlsx');
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).toContain('Rows: Created 1, Updated 2, Unchanged 1\n');
    expect(r.stdout).toContain(
      'Skipped: 1 emptied cell, blank means leave as is (write #CLEAR in a cell to clear its value)\n',
    );
    expect(await results(join(dir, 'fields.xlsx'))).toEqual([
      { result: 'Updated', status: 204, message: `Field 202: ${BLANK('Field 202')}` },
      { result: 'Updated', status: 204, message: `Field 201: ${BLANK('Field 201')}` },
      { result: 'Created', status: 201, message: `Field 201: ${EMPTIED('Happy birthday #6')}` },
      { result: 'Unchanged', status: null, message: `Field 201: ${NOTHING_TO_CLEAR}; Field 202: ${NOTHING_TO_CLEAR}` },
    ]);
    expect(await customField(201, 6_000_003)).toBeNull();
    expect(await customField(202, 6_000_003)).toBeUndefined();
    expect(await customField(202, 6_000_005)).toBeNull();
    expect(await customField(201, 6_000_006)).toBe('Happy birthday #6');
    expect(await customField(202, 6_000_006)).toBe('PO-X');
    expect(await customField(201, 6_000_001)).toBeUndefined();
    expect(await customField(202, 6_000_001)).toBeUndefined();
  });

  it('DCQuantities: a quantity cannot be cleared; the row is Invalid and nothing is sent', async () => {
    const file = join(dir, 'stock.csv');
    writeFileSync(file, ['Sku,DC 1,DC 2', `${sku(1)},#CLEAR,5`].join('\n') + '\n');
    const before = await writes();
    const r = await importFile(file, 'DCQuantities', 'stock.xlsx');
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain('Rows: Invalid 1\n');
    expect(await results(join(dir, 'stock.xlsx'))).toEqual([
      {
        result: 'Invalid',
        status: null,
        message:
          "DC 1: DC 1 '#CLEAR' (cell B2): AvailableQuantity cannot be cleared: the service always keeps a value for it. Fix: Give AvailableQuantity a value (a whole number from -2147483648 to 2147483647) instead of #CLEAR; DC 2: Not sent: another cell of this row is invalid; fix it and import the row again",
      },
    ]);
    expect(await writes()).toBe(before);
  });

  it('import --help explains blank cells, #CLEAR and the mapping\'s "clear"', async () => {
    const r = await cli(['import', '--help'], join(dir, 'home'));
    expect(r.code, show(r)).toBe(0);
    const help = r.stdout.replace(/\s+/g, ' ');
    expect(help).toContain("A blank cell leaves the service's value as it is: nothing is sent for it.");
    expect(help).toContain('To clear one value, write #CLEAR as the whole cell (case ignored)');
    expect(help).toContain('Another marker: "clear": "(leer)" in the mapping file');
    expect(help).toContain('"blank": "clear" on a column makes each blank cell of it a clear.');
  });
});
