// Issue 41: three shapes of real workbooks that other readers open, each made here in that
// shape and read with the exact cell values, checked against openpyxl (Debian's
// python3-openpyxl, an independent reader): XML parts in UTF-16 (either byte order, with or
// without a byte-order mark), a row written as one <row r="1"> element per cell, and stray
// bytes after the zip's end-of-central-directory record.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openSheet, type SourceRow } from '../../../main/sheets/index.js';
import { buildZip, handMadeXlsx, tempFolder, type ZipPart } from '../../support/index.js';

const tmp = tempFolder('cb-other-readers-');
afterAll(() => tmp.cleanup());

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

type Encoding = 'utf16le-bom' | 'utf16be-bom' | 'utf16le' | 'utf16be';

/** XML text as UTF-16 bytes in the given byte order, with or without a BOM. */
function utf16(xml: string, enc: Encoding): Buffer {
  const bom = enc.endsWith('-bom');
  const label = bom ? 'UTF-16' : enc === 'utf16be' ? 'UTF-16BE' : 'UTF-16LE';
  const text = `${bom ? '\ufeff' : ''}<?xml version="1.0" encoding="${label}" standalone="yes"?>${xml}`;
  const le = Buffer.from(text, 'utf16le');
  return enc.startsWith('utf16be') ? le.swap16() : le;
}

/** A complete workbook (content types, workbook, shared strings, styles, one sheet). */
function workbookParts(sheetData: string, encode: (xml: string) => Buffer | string): ZipPart[] {
  const rel = (id: string, type: string, target: string): string =>
    `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`;
  return [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${PKG_REL}">${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: encode(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${PKG_REL}">${rel('rId1', 'worksheet', 'worksheets/sheet1.xml')}${rel('rId2', 'sharedStrings', 'sharedStrings.xml')}${rel('rId3', 'styles', 'styles.xml')}</Relationships>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      data: encode(
        `<sst xmlns="${MAIN}" count="3" uniqueCount="3"><si><t>Sku</t></si><si><t>Name</t></si><si><t>Crème brûlée 😀 €</t></si></sst>`,
      ),
    },
    {
      name: 'xl/styles.xml',
      data: encode(`<styleSheet xmlns="${MAIN}"><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>`),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: encode(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
    },
  ];
}

async function readAll(path: string): Promise<{ headers: string[]; rows: { rowNumber: number; cells: string[] }[] }> {
  const src = await openSheet(path);
  const rows: SourceRow[] = [];
  for await (const r of src.rows()) rows.push(r);
  return { headers: src.headers, rows: rows.map((r) => ({ rowNumber: r.rowNumber, cells: r.cells })) };
}

/** Every row of the first sheet as openpyxl reads it, each value as text ('' for none). */
function openpyxlRows(path: string): string[][] {
  const script = [
    'import json, sys, warnings, openpyxl',
    "warnings.simplefilter('ignore')",
    'ws = openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets[0]',
    'print(json.dumps([["" if v is None else str(v) for v in row] for row in ws.iter_rows(values_only=True)]))',
  ].join('\n');
  const out = execFileSync('/usr/bin/python3', ['-c', script, path], { encoding: 'utf8', timeout: 60_000 });
  return JSON.parse(out) as string[][];
}

const SHEET =
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>A-1</t></is></c><c r="B2" t="s"><v>2</v></c></row>' +
  '<row r="3"><c r="A3"><v>42.5</v></c><c r="B3" t="inlineStr"><is><t>Ωmega ✓</t></is></c></row>';

describe('XML parts in UTF-16 (ECMA-376 Part 2 allows it)', () => {
  for (const enc of ['utf16be', 'utf16be-bom', 'utf16le', 'utf16le-bom'] as const) {
    it(`reads workbook, shared strings, styles and sheet as ${enc}`, async () => {
      const path = tmp.file(`${enc}.xlsx`);
      writeFileSync(path, buildZip(workbookParts(SHEET, (xml) => utf16(xml, enc))));
      expect(await readAll(path)).toEqual({
        headers: ['Sku', 'Name'],
        rows: [
          { rowNumber: 2, cells: ['A-1', 'Crème brûlée 😀 €'] },
          { rowNumber: 3, cells: ['42.5', 'Ωmega ✓'] },
        ],
      });
      expect(openpyxlRows(path)).toEqual([
        ['Sku', 'Name'],
        ['A-1', 'Crème brûlée 😀 €'],
        ['42.5', 'Ωmega ✓'],
      ]);
    });
  }

  it('reads a big UTF-16BE sheet streamed in pieces, a character split across them', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>é${i}😀</t></is></c></row>`,
    ).join('');
    const path = tmp.file('big-utf16be.xlsx');
    writeFileSync(
      path,
      buildZip(workbookParts(SHEET.slice(0, SHEET.indexOf('<row r="2">')) + rows, (x) => utf16(x, 'utf16be'))),
    );
    const { rows: read } = await readAll(path);
    expect(read.length).toBe(20_000);
    expect(read[0]).toEqual({ rowNumber: 2, cells: ['é0😀', ''] });
    expect(read[12_345]).toEqual({ rowNumber: 12_347, cells: ['é12345😀', ''] });
    expect(read[19_999]).toEqual({ rowNumber: 20_001, cells: ['é19999😀', ''] });
  });
});

describe('one <row> element per cell (ExcelDataReader issue 324)', () => {
  const cell = (ref: string, text: string): string => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

  it('merges consecutive elements with the same row number, in order', async () => {
    const sheet = ['A1:Sku', 'B1:Name', 'C1:Size', 'A2:A-1', 'B2:Red', 'C2:M', 'A3:A-2', 'C3:L']
      .map((s) => {
        const [ref, text] = s.split(':') as [string, string];
        return `<row r="${ref.slice(1)}">${cell(ref, text)}</row>`;
      })
      .join('');
    const path = tmp.file('row-per-cell.xlsx');
    writeFileSync(path, handMadeXlsx(sheet));
    expect(await readAll(path)).toEqual({
      headers: ['Sku', 'Name', 'Size'],
      rows: [
        { rowNumber: 2, cells: ['A-1', 'Red', 'M'] },
        { rowNumber: 3, cells: ['A-2', '', 'L'] },
      ],
    });
  });

  it('still refuses a row that goes back to an earlier row number', async () => {
    const sheet = `<row r="1">${cell('A1', 'Sku')}</row><row r="2">${cell('A2', 'x')}</row><row r="1">${cell('B1', 'y')}</row>`;
    const path = tmp.file('row-backwards.xlsx');
    writeFileSync(path, handMadeXlsx(sheet));
    const err = await readAll(path).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toContain('row number "1" out of order');
  });
});

describe('stray bytes after the end-of-central-directory record (tealeg panic_test)', () => {
  it('finds the record by searching back, as zip readers do, and reads every cell', async () => {
    const stray = Buffer.alloc(911, 0x20);
    stray.write('stray bytes after the zip PK', 100);
    const path = tmp.file('trailing.xlsx');
    writeFileSync(path, Buffer.concat([buildZip(workbookParts(SHEET, (xml) => `<?xml version="1.0"?>${xml}`)), stray]));
    expect(await readAll(path)).toEqual({
      headers: ['Sku', 'Name'],
      rows: [
        { rowNumber: 2, cells: ['A-1', 'Crème brûlée 😀 €'] },
        { rowNumber: 3, cells: ['42.5', 'Ωmega ✓'] },
      ],
    });
    expect(openpyxlRows(path)).toEqual([
      ['Sku', 'Name'],
      ['A-1', 'Crème brûlée 😀 €'],
      ['42.5', 'Ωmega ✓'],
    ]);
  });
});
