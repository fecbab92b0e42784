// Issue 42, CLI: "Rows: Invalid 3" gave no reason. After an import (and a dry run) the Invalid
// and Failed rows are grouped by reason with a count and their first rows; and a wrong but
// valid --resource, under which no row fits, names the resource the file's columns fit.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cli, quantity, type Service, serviceForFile, show, totalWrites } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

// The ten-row file of common mistakes: unknown SKUs, a missing DC, 2.5, "zehn", a DC that does
// not exist, and rows that are fine (products 2000001 + n carry SKU 000000n).
const MISTAKES = [
  'SKU,DC,Qty',
  '9999999,1,5',
  '0000002,,6',
  '0000003,1,7',
  '0000004,1,2.5',
  '0000005,1,zehn',
  '0000006,1,',
  '0000007,2,3',
  '0000008,9,3',
  '9999998,1,5',
  '0000010,1,7',
  '0000011,1,8',
  '9999997,1,1',
  '9999996,1,1',
  '9999995,1,1',
  '9999994,1,1',
].join('\n');

const GROUPS = [
  'Invalid rows by reason (nothing was sent for them; fix the file):',
  '  Unknown SKU: 6 rows (rows 2, 10, 13, 14, 15, ...)',
  '  AvailableQuantity is not a whole number: 2 rows (rows 5, 6)',
  '  DistributionCenterID is missing: 1 row (row 3)',
  '  Unknown distribution center: 1 row (row 9)',
].join('\n');

const importArgs = (file: string, resource: string, out: string): string[] => [
  'import',
  file,
  '--resource',
  resource,
  '--credentials',
  svc.creds,
  '--out',
  join(dir, out),
];

describe('the reasons of Invalid rows, grouped', () => {
  it('a dry run lists each reason with its count and first rows, largest first; exit 1', async () => {
    const file = join(dir, 'mistakes.csv');
    writeFileSync(file, `${MISTAKES}\n`);
    const before = totalWrites(await svc.mutations());
    const r = await cli([...importArgs(file, 'DCQuantities', 'dry.xlsx'), '--dry-run'], join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(`Rows would be: Created 1, Updated 3, Skipped 1, Invalid 10\n${GROUPS}\nResult: `);
    expect(totalWrites(await svc.mutations())).toBe(before);
  });

  it('a real run lists them under Rows:, the valid rows written', async () => {
    const file = join(dir, 'mistakes-real.csv');
    writeFileSync(file, `${MISTAKES}\n`);
    const r = await cli(importArgs(file, 'DCQuantities', 'real.xlsx'), join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(`Rows: Created 1, Updated 3, Skipped 1, Invalid 10\n${GROUPS}\nResult: `);
    expect(await quantity(svc, 1, 2_000_003)).toBe(7);
    expect(await quantity(svc, 1, 2_000_011)).toBe(8);
  });
});

describe('the reasons of Failed rows, grouped', () => {
  it("the service's refusal is the reason, with the rows it refused", async () => {
    // Contoso's custom field 203 holds no value anywhere: the service answers 400 on these orders.
    const file = join(dir, 'fields.csv');
    writeFileSync(file, 'OrderID,Field 203\r\n5000004,Rush\r\n5000005,Slow\r\n5000007,Fast\r\n');
    const r = await cli(importArgs(file, 'CustomFields', 'fields.xlsx'), join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(
      [
        'Rows: Failed 3',
        'Failed rows by reason:',
        '  The request is invalid. FieldID : no custom field definition with FieldID 203 exists in profile 12000001: 3 rows (rows 2, 3, 4)',
        'Result: ',
      ].join('\n'),
    );
  });

  it('a run without Invalid or Failed rows prints no reasons', async () => {
    const file = join(dir, 'fine.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000012,1,12\n');
    const r = await cli(importArgs(file, 'DCQuantities', 'fine.xlsx'), join(dir, 'home'));
    expect(r.code, show(r)).toBe(0);
    expect(r.stdout).not.toContain('by reason');
    expect(await quantity(svc, 1, 2_000_012)).toBe(12);
  });
});

describe('a wrong but valid --resource', () => {
  it.each([
    ['CustomFields', 'FieldID is missing'],
    ['ChannelDocuments', 'OrderID is missing'],
  ])('a stock file as %s names DCQuantities; nothing sent; exit 1', async (resource, reason) => {
    const file = join(dir, `stock-as-${resource}.csv`);
    writeFileSync(file, 'SKU,DC,Qty\n0000001,1,5\n0000002,1,6\n');
    const before = totalWrites(await svc.mutations());
    const r = await cli(importArgs(file, resource, `stock-as-${resource}.xlsx`), join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(`  ${reason}: 2 rows (rows 2, 3)\n`);
    expect(r.stdout).toContain(
      `Hint: no row fit ${resource}, and the file's columns fit DCQuantities: run again with --resource DCQuantities.\n`,
    );
    expect(totalWrites(await svc.mutations())).toBe(before);
  });

  it('a custom-field file as DCQuantities names CustomFields', async () => {
    const file = join(dir, 'fields-as-stock.csv');
    writeFileSync(file, 'OrderID,Field 101\n5000004,Gift\n');
    const r = await cli(importArgs(file, 'DCQuantities', 'fields-as-stock.xlsx'), join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).toContain(
      "Hint: no row fit DCQuantities, and the file's columns fit CustomFields: run again with --resource CustomFields.\n",
    );
  });

  it('the right resource, with some rows Invalid, gets no hint', async () => {
    const file = join(dir, 'stock-some-bad.csv');
    writeFileSync(file, 'SKU,DC,Qty\n0000001,1,5\n9999999,1,6\n');
    const r = await cli([...importArgs(file, 'DCQuantities', 'some-bad.xlsx'), '--dry-run'], join(dir, 'home'));
    expect(r.code, show(r)).toBe(1);
    expect(r.stdout).not.toContain('Hint:');
  });
});
