// Issue 9 end to end: XLSX values the old reader silently changed or dropped, imported into
// the sandbox. Each workbook is raw XML as Excel writes it (shared strings, formulas with
// saved values), built by test/fixtures/xlsx/build.ts; each check reads the sandbox back.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { workbookParts, zipParts } from '../../fixtures/xlsx/build.js';
import { mutations, quantity, readSheet, clientServiceForFile } from '../../support/index.js';

// Seed facts: Contoso Home has DCs 1-4, products 2000001.. with SKUs '0000001'..
const ctx = clientServiceForFile({ seedProducts: 30 }, 'cb-xlsx-silent-');

function importFile(file: string, resource: string, out: string) {
  return runImport({ file, resource, out, client: ctx.svc.client, connection: ctx.connection(), mappingStore: null });
}

/** An Excel-like workbook: one sheet "Stock", shared strings for the text cells. */
function writeXlsx(name: string, sheetData: string, strings: string[]): string {
  const file = join(ctx.dir, name);
  writeFileSync(file, zipParts(workbookParts({ sheets: [{ name: 'Stock', data: sheetData }], strings })));
  return file;
}

async function attribute(product: number, name: string): Promise<string | null> {
  const r = await ctx.svc.client.request({
    method: 'GET',
    path: `/v1/AttributeValues(Name='${encodeURIComponent(name)}',ProductID=${product})`,
  });
  return r.ok ? (r.body as { Value: string | null }).Value : null;
}

// Shared strings 0-3: the header; 4..: SKUs.
const HEADER_STRINGS = ['<t>SKU</t>', '<t>DC</t>', '<t>Qty</t>', '<t>Checked</t>'];
const HEADER = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>';

describe('XLSX values the old reader changed or dropped', () => {
  it('a Quantity formula whose saved result is 0 sets the quantity to 0 (not "Skipped: blank")', async () => {
    // Give the quantity a non-zero value first, from a CSV.
    const csv = join(ctx.dir, 'qty-nine.csv');
    writeFileSync(csv, 'SKU;DC;Qty\r\n0000011;1;9\r\n');
    expect((await importFile(csv, 'DCQuantities', join(ctx.dir, 'qty-nine-result.xlsx'))).exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000011)).toBe(9);

    const file = writeXlsx(
      'formula-zero.xlsx',
      HEADER + '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><v>1</v></c><c r="C2"><f>B2-B2</f><v>0</v></c></row>',
      [...HEADER_STRINGS, '<t>0000011</t>'],
    );
    const out = join(ctx.dir, 'formula-zero-result.xlsx');
    const o = await importFile(file, 'DCQuantities', out);
    expect(o.exitCode).toBe(0);
    expect(await quantity(ctx.svc.client, 1, 2000011)).toBe(0);
    const rows = await readSheet(out, 'Results');
    expect(rows[0]).toEqual(['SKU', 'DC', 'Qty', 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 4)).toEqual(['0000011', 1, 0, 'Updated']);
  });

  it('a row holding only FALSE (the last row of the sheet) is not dropped: it is journaled and reported', async () => {
    const file = writeXlsx(
      'false-only.xlsx',
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><v>1</v></c><c r="C2"><v>12</v></c><c r="D2" t="b"><v>1</v></c></row>' +
        '<row r="3"><c r="D3" t="b"><v>0</v></c></row>',
      [...HEADER_STRINGS, '<t>0000012</t>'],
    );
    const out = join(ctx.dir, 'false-only-result.xlsx');
    const o = await importFile(file, 'DCQuantities', out);
    expect(await quantity(ctx.svc.client, 1, 2000012)).toBe(12);
    const rows = await readSheet(out, 'Results');
    expect(rows[0]).toEqual([
      'SKU',
      'DC',
      'Qty',
      'Checked',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 5)).toEqual(['0000012', 1, 12, 'TRUE', expect.stringMatching(/^(Updated|Created)$/)]);
    // Row 3 reached the journal (a report row with no journal line says 'Not read from the file').
    expect(Array.from(rows[2]!.slice(0, 5), (v) => v ?? '')).toEqual(['', '', '', 'FALSE', 'Skipped']);
    expect(String(rows[2]![6])).toMatch(/^Blank Qty/);
    expect(o.counts?.Skipped).toBe(1);
  });

  it("a #DIV/0! cell in a mapped column makes the row Invalid with the reader's message, and nothing of it is sent", async () => {
    const before13 = await quantity(ctx.svc.client, 1, 2000013);
    const file = writeXlsx(
      'div0.xlsx',
      HEADER +
        '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><v>1</v></c><c r="C2" t="e"><f>10/0</f><v>#DIV/0!</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>5</v></c><c r="B3"><v>1</v></c><c r="C3"><v>6</v></c></row>',
      [...HEADER_STRINGS, '<t>0000013</t>', '<t>0000014</t>'],
    );
    const out = join(ctx.dir, 'div0-result.xlsx');
    const mutationsBefore = await mutations(ctx.svc.sandbox);
    const o = await importFile(file, 'DCQuantities', out);
    expect(o.exitCode).toBe(1);
    const rows = await readSheet(out, 'Results');
    expect(rows[1]!.slice(0, 4)).toEqual(['0000013', 1, '#DIV/0!', 'Invalid']);
    expect(String(rows[1]![5])).toContain('C2 holds #DIV/0!: correct the formula in Excel, or type the value.');
    expect(rows[2]!.slice(0, 4)).toEqual(['0000014', 1, 6, expect.stringMatching(/^(Updated|Created|Unchanged)$/)]);
    expect(await quantity(ctx.svc.client, 1, 2000013)).toBe(before13);
    expect(await quantity(ctx.svc.client, 1, 2000014)).toBe(6);
    // The only writes were for the valid row's key.
    const after = await mutations(ctx.svc.sandbox);
    const changed = Object.keys(after).filter((k) => after[k] !== mutationsBefore[k]);
    expect(changed.every((k) => k.includes('2000014'))).toBe(true);
    expect(changed.some((k) => k.includes('2000013'))).toBe(false);
    expect(await readSheet(out, 'Failed rows')).toEqual([
      ['SKU', 'DC', 'Qty', 'Row', 'Message'],
      ['0000013', 1, '#DIV/0!', 2, 'C2 holds #DIV/0!: correct the formula in Excel, or type the value.'],
    ]);
  });

  it('a Japanese shared string with <rPh> is sent without the phonetic reading', async () => {
    const file = join(ctx.dir, 'japanese.xlsx');
    writeFileSync(
      file,
      zipParts(
        workbookParts({
          sheets: [
            {
              name: 'Attributes',
              data:
                '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
                '<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2" t="s"><v>5</v></c></row>',
            },
          ],
          strings: [
            '<t>SKU</t>',
            '<t>Attribute</t>',
            '<t>Value</t>',
            '<t>0000015</t>',
            '<t>Reading</t>',
            '<t>課きく　毛こ</t><rPh sb="0" eb="1"><t>カ</t></rPh><rPh sb="4" eb="5"><t>ケ</t></rPh><phoneticPr fontId="1" type="noConversion"/>',
          ],
        }),
      ),
    );
    const o = await importFile(file, 'AttributeValues', join(ctx.dir, 'japanese-result.xlsx'));
    expect(o.exitCode).toBe(0);
    expect(await attribute(2000015, 'Reading')).toBe('課きく　毛こ');
  });

  it('a value past the last named column makes its row Invalid and never reaches the result columns (CSV and XLSX)', async () => {
    const before = await quantity(ctx.svc.client, 1, 2000016);
    const csv = join(ctx.dir, 'past-header.csv');
    writeFileSync(csv, 'SKU;DC;Qty\r\n0000016;1;7;stray note\r\n0000017;1;8;\r\n');
    const csvOut = join(ctx.dir, 'past-header-csv-result.xlsx');
    expect((await importFile(csv, 'DCQuantities', csvOut)).exitCode).toBe(1);
    const csvRows = await readSheet(csvOut, 'Results');
    expect(csvRows[0]).toEqual(['SKU', 'DC', 'Qty', 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    expect(csvRows[1]!.slice(0, 4)).toEqual(['0000016', 1, 7, 'Invalid']);
    expect(String(csvRows[1]![5])).toBe(
      'D2 is past the last named column ("stray note"): name the column in the header row or clear the cell.',
    );
    expect(csvRows[2]!.slice(0, 4)).toEqual(['0000017', 1, 8, expect.stringMatching(/^(Updated|Created|Unchanged)$/)]);
    expect(await quantity(ctx.svc.client, 1, 2000016)).toBe(before);
    expect(await quantity(ctx.svc.client, 1, 2000017)).toBe(8);

    const xlsx = writeXlsx(
      'past-header.xlsx',
      HEADER +
        '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><v>1</v></c><c r="C2"><v>5</v></c><c r="E2"><v>99</v></c></row>',
      [...HEADER_STRINGS, '<t>0000016</t>'],
    );
    const xlsxOut = join(ctx.dir, 'past-header-xlsx-result.xlsx');
    expect((await importFile(xlsx, 'DCQuantities', xlsxOut)).exitCode).toBe(1);
    const xlsxRows = await readSheet(xlsxOut, 'Results');
    expect(xlsxRows[1]!.slice(0, 4)).toEqual(['0000016', 1, 5, 'Invalid']);
    expect(String(xlsxRows[1]![5])).toBe(
      'E2 is past the last named column ("99"): name the column in the header row or clear the cell.',
    );
    expect(await quantity(ctx.svc.client, 1, 2000016)).toBe(before);
  });
  it('a workbook openpyxl wrote: its formula with no saved value is Invalid and unsent, the rest is imported', async () => {
    // stock-openpyxl.xlsx (test/fixtures/xlsx/real/openpyxl-workbooks.py): inline strings only,
    // absolute part names, C3 = <f>B3*10</f><v></v>, B4 the text "3".
    const file = fileURLToPath(new URL('../../fixtures/xlsx/real/stock-openpyxl.xlsx', import.meta.url));
    const before22 = await quantity(ctx.svc.client, 2, 2000022);
    const mutationsBefore = await mutations(ctx.svc.sandbox);
    const out = join(ctx.dir, 'openpyxl-result.xlsx');
    const o = await importFile(file, 'DCQuantities', out);
    expect(o.exitCode).toBe(1);
    const message = 'C3 has a formula with no saved value: open and save the workbook in Excel to compute it.';
    const rows = await readSheet(out, 'Results');
    expect(rows[0]).toEqual(['SKU', 'DC', 'Qty', 'Result', 'HTTP Status', 'Message', 'Old Value', 'New Value']);
    // A blank cell reads back as undefined: '' here.
    expect(rows.map((r) => Array.from(r.slice(0, 4), (v) => v ?? ''))).toEqual([
      ['SKU', 'DC', 'Qty', 'Result'],
      ['0000021', 1, 40, expect.stringMatching(/^(Updated|Created)$/)],
      ['0000022', 2, '', 'Invalid'],
      ['0000023', 3, 7, expect.stringMatching(/^(Updated|Created)$/)],
      ['0000024', 1, 12, expect.stringMatching(/^(Updated|Created)$/)],
      ['0000025', 4, 0, expect.stringMatching(/^(Updated|Created|Unchanged)$/)],
    ]);
    expect(rows[2]![5]).toBe(message);
    expect(await quantity(ctx.svc.client, 1, 2000021)).toBe(40);
    expect(await quantity(ctx.svc.client, 2, 2000022)).toBe(before22);
    expect(await quantity(ctx.svc.client, 3, 2000023)).toBe(7);
    expect(await quantity(ctx.svc.client, 1, 2000024)).toBe(12);
    expect(await quantity(ctx.svc.client, 4, 2000025)).toBe(0);
    const after = await mutations(ctx.svc.sandbox);
    const changed = Object.keys(after).filter((k) => after[k] !== mutationsBefore[k]);
    expect(changed.some((k) => k.includes('2000022'))).toBe(false);
    expect((await readSheet(out, 'Failed rows')).map((r) => Array.from(r, (v) => v ?? ''))).toEqual([
      ['SKU', 'DC', 'Qty', 'Row', 'Message'],
      ['0000022', 2, '', 3, message],
    ]);
  });
});
