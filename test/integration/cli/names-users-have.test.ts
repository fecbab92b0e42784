// Issue 32, finding 10: names users have. A warehouse called as people call it ('Hamburg
// Store' for 'Contoso Hamburg Store') in a header or a cell; a fix made for a CSV remembered
// when the same sheet comes as XLSX. Real CLI against the real sandbox, values read back.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { cli, quantity, results, type Service, serviceForFile, show } from '../../support/index.js';

vi.setConfig({ testTimeout: 120_000 });

let svc: Service;
let dir: string;
serviceForFile((s, d) => {
  svc = s;
  dir = d;
});

const home = (): string => join(dir, 'home');
const importFile = (file: string, out: string, ...more: string[]) =>
  cli(['import', file, '--resource', 'DCQuantities', '--credentials', svc.creds, '--out', out, ...more], home());

/** The `Columns:` block of a run's output, `n` columns long. */
function columnsOf(stdout: string, n: number): string[] {
  const lines = stdout.split('\n');
  const at = lines.indexOf('Columns:');
  return lines.slice(at, at + 1 + n);
}

describe('distribution centers by the words of their names', () => {
  it("cells 'Hamburg Store' and 'drop ship' find their DC; 'Contoso' (every DC's word) is Invalid", async () => {
    const file = join(dir, 'lager.csv');
    writeFileSync(
      file,
      'Artikelnr;Lager;Bestand\n0000001;Hamburg Store;31\n0000002;drop ship;32\n0000003;Contoso;33\n',
    );
    const out = join(dir, 'lager.xlsx');
    const r = await importFile(file, out);
    expect(r.code, show(r)).toBe(1);
    expect(columnsOf(r.stdout, 3)).toEqual([
      'Columns:',
      '  Artikelnr -> Sku',
      '  Lager -> DistributionCenterID',
      '  Bestand -> AvailableQuantity',
    ]);
    expect(r.stdout).toMatch(/^Rows: Created 1, Updated 1, Invalid 1$/m);
    const verdicts = await results(out);
    expect(verdicts.map((v) => v.result)).toEqual(['Created', 'Updated', 'Invalid']);
    expect(verdicts[2]!.message).toBe(
      "Lager 'Contoso' (cell B4): 'Contoso' is not a distribution center of this connection. Fix: use the ID, Name, Code or City of one of: 0 Northwind Main Warehouse (NW-MAIN), 1 Contoso Berlin (CH-BER), 2 Contoso Hamburg Store (CH-HAM), 3 Contoso FBA (CH-FBA), 4 Contoso Drop Ship (CH-DS); or add 'Contoso' to the value map of DistributionCenterID",
    );
    expect(await quantity(svc, 2, 2_000_001)).toBe(31);
    expect(await quantity(svc, 4, 2_000_002)).toBe(32);
    expect(await quantity(svc, 1, 2_000_003)).not.toBe(33);
  });

  it("headers 'Hamburg Store' and 'Drop Ship' are the columns of DCs 2 and 4", async () => {
    const file = join(dir, 'wide.csv');
    writeFileSync(file, 'SKU,Hamburg Store,Drop Ship,Contoso\n0000004,41,42,43\n');
    const r = await importFile(file, join(dir, 'wide.xlsx'));
    expect(r.code, show(r)).toBe(0);
    expect(columnsOf(r.stdout, 4)).toEqual([
      'Columns:',
      '  SKU -> Sku',
      '  Hamburg Store -> AvailableQuantity of DistributionCenterID 2 (one column per DistributionCenterID)',
      '  Drop Ship -> AvailableQuantity of DistributionCenterID 4 (one column per DistributionCenterID)',
      "  Contoso: ignored (no field, no distribution center's Name, Code or City, and not 'DC <id>'; map it by hand if it holds quantities)",
    ]);
    expect(await quantity(svc, 2, 2_000_004)).toBe(41);
    expect(await quantity(svc, 4, 2_000_004)).toBe(42);
  });

  it('a fix made for the CSV (a value map entry) is remembered when the same sheet comes as XLSX', async () => {
    const csv = join(dir, 'hh.csv');
    writeFileSync(csv, 'Artikelnr;Lager;Bestand\n0000005;HH Laden;51\n');
    const mapping = join(dir, 'hh-mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        version: 1,
        resource: 'DCQuantities',
        operation: 'upsert',
        columns: [
          { column: 'Artikelnr', field: 'Sku' },
          { column: 'Lager', field: 'DistributionCenterID' },
          { column: 'Bestand', field: 'AvailableQuantity' },
        ],
        valueMaps: { DistributionCenterID: { 'HH Laden': '2' } },
      }),
    );
    const fixed = await importFile(csv, join(dir, 'hh-csv.xlsx'), '--mapping', mapping);
    expect(fixed.code, show(fixed)).toBe(0);
    expect(await quantity(svc, 2, 2_000_005)).toBe(51);

    // The same sheet saved as XLSX by a spreadsheet program, with a new quantity, no --mapping.
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Lager');
    sheet.addRow(['Artikelnr', 'Lager', 'Bestand']);
    sheet.addRow(['0000005', 'HH Laden', 52]);
    const xlsx = join(dir, 'hh.xlsx');
    await wb.xlsx.writeFile(xlsx);
    const again = await importFile(xlsx, join(dir, 'hh-xlsx.xlsx'));
    expect(again.code, show(again)).toBe(0);
    expect(again.stdout).toMatch(/^Rows: Updated 1$/m);
    expect(await quantity(svc, 2, 2_000_005)).toBe(52);
  });
});

describe("orders by the shop's order number (SiteOrderID), looked up in bulk", () => {
  const importFields = (file: string, out: string) =>
    cli(['import', file, '--resource', 'CustomFields', '--credentials', svc.creds, '--out', out], home());
  const field = async (fieldId: number, order: number): Promise<unknown> =>
    ((await svc.get(`/v1/CustomFields(FieldID=${fieldId},OrderID=${order})`)) as { Value: unknown } | null)?.Value ??
    null;

  it('a SiteOrderID column finds each order; an unknown number is Invalid, nothing sent for it', async () => {
    const file = join(dir, 'shop-orders.csv');
    writeFileSync(
      file,
      'Shop order number,FieldID,Value\nCH-000005,203,Fragile\nNW-000007,101,Happy birthday\nCH-999999,203,Lost\n',
    );
    const out = join(dir, 'shop-orders.xlsx');
    const r = await importFields(file, out);
    expect(r.code, show(r)).toBe(1);
    expect(columnsOf(r.stdout, 3)).toEqual([
      'Columns:',
      '  Shop order number -> SiteOrderID',
      '  FieldID -> FieldID',
      '  Value -> Value',
    ]);
    expect(r.stdout).toMatch(/^Rows: Created 2, Invalid 1$/m);
    const verdicts = await results(out);
    expect(verdicts[2]).toEqual({
      result: 'Invalid',
      status: null,
      message:
        "Unknown order number 'CH-999999': no order has this SiteOrderID in the profiles this connection covers. Fix: correct the order number, or give the OrderID instead",
    });
    expect(await field(203, 6_000_005)).toBe('Fragile');
    expect(await field(101, 5_000_007)).toBe('Happy birthday');
  });

  it("a German 'Bestellnr' column of shop order numbers is taken for SiteOrderID, not OrderID", async () => {
    const file = join(dir, 'bestellungen.csv');
    writeFileSync(file, 'Bestellnr;Feld;Wert\nCH-000006;204;Eilig\nCH-000008;204;Normal\n');
    const r = await importFields(file, join(dir, 'bestellungen.xlsx'));
    expect(r.code, show(r)).toBe(0);
    expect(columnsOf(r.stdout, 3)).toEqual([
      'Columns:',
      '  Bestellnr -> SiteOrderID',
      '  Feld -> FieldID',
      '  Wert -> Value',
    ]);
    expect(r.stdout).toMatch(/^Rows: Created 2$/m);
    expect(await field(204, 6_000_006)).toBe('Eilig');
    expect(await field(204, 6_000_008)).toBe('Normal');
  });
});

describe('custom fields by their names', () => {
  const importFields = (file: string, out: string, ...more: string[]) =>
    cli(['import', file, '--resource', 'CustomFields', '--credentials', svc.creds, '--out', out, ...more], home());
  const field = async (fieldId: number, order: number): Promise<unknown> =>
    ((await svc.get(`/v1/CustomFields(FieldID=${fieldId},OrderID=${order})`)) as { Value: unknown } | null)?.Value ??
    null;

  it('a name mapped once (GiftMessage -> 201) is known in every later file: as a header and as a cell', async () => {
    // The service lists no names for custom fields: the first file names them in a mapping.
    const first = join(dir, 'gifts.csv');
    writeFileSync(first, 'OrderID,GiftMessage,PackingNote\n6000001,Alles Gute,Fragile\n');
    const mapping = join(dir, 'gifts-mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        version: 1,
        resource: 'CustomFields',
        operation: 'upsert',
        columns: [
          { column: 'OrderID', field: 'OrderID' },
          { column: 'GiftMessage', unpivot: { key: 'FieldID', value: '201' } },
          { column: 'PackingNote', unpivot: { key: 'FieldID', value: '203' } },
        ],
      }),
    );
    const named = await importFields(first, join(dir, 'gifts.xlsx'), '--mapping', mapping);
    expect(named.code, show(named)).toBe(0);
    expect(await field(201, 6_000_001)).toBe('Alles Gute');
    expect(await field(203, 6_000_001)).toBe('Fragile');

    // Another layout, no mapping: the names are recognised as headers.
    const wide = join(dir, 'gift-messages.csv');
    writeFileSync(wide, 'Order,Gift Message\n6000002,Happy birthday\n');
    const r = await importFields(wide, join(dir, 'gift-messages.xlsx'));
    expect(r.code, show(r)).toBe(0);
    expect(columnsOf(r.stdout, 2)).toEqual([
      'Columns:',
      '  Order -> OrderID',
      '  Gift Message -> Value of FieldID 201 (one column per FieldID)',
    ]);
    expect(await field(201, 6_000_002)).toBe('Happy birthday');

    // A long layout: the name in a Field cell.
    const long = join(dir, 'fields-long.csv');
    writeFileSync(
      long,
      'OrderID,Field,Value\n6000003,packingnote,Glas\n6000003,GiftMessage,Danke\n6000003,Colour,Red\n',
    );
    const out = join(dir, 'fields-long.xlsx');
    const l = await importFields(long, out);
    expect(l.code, show(l)).toBe(1);
    expect(l.stdout).toMatch(/^Rows: Created 1, Updated 1, Invalid 1$/m); // order 3 had a GiftMessage
    const invalid = (await results(out))[2]!; // a name never mapped to a field
    expect(invalid.result).toBe('Invalid');
    expect(invalid.message).toContain("'Colour'");
    expect(await field(203, 6_000_003)).toBe('Glas');
    expect(await field(201, 6_000_003)).toBe('Danke');
  });
});
