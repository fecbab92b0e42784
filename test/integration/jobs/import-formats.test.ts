// Real-looking files, made here, imported into the sandbox: every encoding and delimiter a
// spreadsheet program writes, XLSX features, and broken files that must end with a clear
// message. Checks both the result workbook and the sandbox's data.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../../main/jobs/index.js';
import { SheetError } from '../../../main/sheets/index.js';
import { readSheet, clientServiceForFile } from '../../support/index.js';

const ctx = clientServiceForFile({ seedProducts: 30 }, 'cb-formats-');

const TEXT = 'Preis 5 € – “Kissen” ’s œuvre';
async function attribute(product: number, name: string): Promise<string | null> {
  const r = await ctx.svc.client.request({
    method: 'GET',
    path: `/v1/AttributeValues(Name='${name}',ProductID=${product})`,
  });
  return r.ok ? (r.body as { Value: string | null }).Value : null;
}
function importFile(file: string, resource = 'AttributeValues') {
  return runImport({
    file,
    resource,
    out: join(ctx.dir, `${Math.random().toString(36).slice(2)}.xlsx`),
    client: ctx.svc.client,
    connection: ctx.connection(),
    mappingStore: null,
  });
}

describe('encodings and delimiters', () => {
  const cases: [string, (text: string) => Buffer, string][] = [
    ['utf-8 with BOM, comma', (t) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t, 'utf8')]), ','],
    ['utf-16le with BOM, tab', (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')]), '\t'],
    [
      'utf-16be with BOM, semicolon',
      (t) => {
        const le = Buffer.from(t, 'utf16le');
        const be = Buffer.alloc(le.length);
        for (let i = 0; i < le.length; i += 2) {
          be[i] = le[i + 1]!;
          be[i + 1] = le[i]!;
        }
        return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
      },
      ';',
    ],
    ['windows-1252, semicolon (European Excel)', (t) => iconv.encode(t, 'win1252'), ';'],
    ['utf-8, pipe, CR line ends', (t) => Buffer.from(t.replace(/\r\n/g, '\r'), 'utf8'), '|'],
  ];
  cases.forEach(([label, encode, d], i) => {
    it(`imports ${label}`, async () => {
      const name = `Note${i}`;
      const text = [
        `SKU${d}Attribute${d}Value`,
        `0000001${d}${name}${d}"${TEXT}"`,
        `0000002${d}${name}${d}"multi\r\nline ${d} with ""quotes"""`,
      ].join('\r\n');
      const file = join(ctx.dir, `enc-${i}.csv`);
      writeFileSync(file, encode(text));
      const o = await importFile(file);
      expect(o.exitCode).toBe(0);
      expect(await attribute(2000001, name)).toBe(TEXT);
      expect(await attribute(2000002, name)).toBe(
        `multi\r\nline ${d} with "quotes"`.replace(/\r\n/g, label.includes('CR line') ? '\r' : '\r\n'),
      );
    });
  });
});

describe('XLSX features', () => {
  it('finds the header under title rows, keeps ID text, reads formulas and rich text', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes');
    const ws = wb.addWorksheet('Attributes');
    ws.addRow(['Attribute export for Contoso']);
    ws.addRow([]);
    ws.addRow(['SKU', 'Attribute', 'Value']);
    ws.addRow(['0000003', 'Material', { richText: [{ text: 'Oak ', font: { bold: true } }, { text: 'veneer' }] }]);
    ws.addRow(['0000004', 'Width', { formula: '40+2', result: 42 }]);
    ws.addRow(['0000005', 'Launched', new Date(Date.UTC(2024, 1, 14))]);
    const file = join(ctx.dir, 'features.xlsx');
    await wb.xlsx.writeFile(file);
    const o = await runImport({
      file,
      sheet: 'Attributes',
      resource: 'AttributeValues',
      out: join(ctx.dir, 'features-result.xlsx'),
      client: ctx.svc.client,
      connection: ctx.connection(),
      mappingStore: null,
    });
    expect(o.exitCode).toBe(0);
    expect(await attribute(2000003, 'Material')).toBe('Oak veneer');
    expect(await attribute(2000004, 'Width')).toBe('42');
    // A date cell sent to a text field is the text Excel shows (issue 41): exceljs gives it built-in format 14, m/d/yyyy.
    expect(await attribute(2000005, 'Launched')).toBe('2/14/2024');
    const rows = await readSheet(join(ctx.dir, 'features-result.xlsx'), 'Results');
    expect(rows[0]).toEqual([
      'SKU',
      'Attribute',
      'Value',
      'Result',
      'HTTP Status',
      'Message',
      'Old Value',
      'New Value',
    ]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Created', 'Created', 'Created']);
  });
});

describe('broken files end with a clear message', () => {
  it('binary junk named .csv, and a truncated xlsx', async () => {
    const junk = join(ctx.dir, 'junk.csv');
    writeFileSync(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    await expect(importFile(junk)).rejects.toBeInstanceOf(SheetError);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['SKU', 'Attribute', 'Value']);
    const good = (await wb.xlsx.writeBuffer()) as unknown as Buffer;
    const cut = join(ctx.dir, 'cut.xlsx');
    writeFileSync(cut, Buffer.from(good).subarray(0, Math.floor(good.length / 2)));
    const err = await importFile(cut).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SheetError);
    expect((err as SheetError).message.length).toBeGreaterThan(10);
  });
});
