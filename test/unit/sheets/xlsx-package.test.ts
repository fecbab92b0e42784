// Issue 9: finding the parts of an XLSX package through its relationships, the sheet list,
// and the files that look like workbooks but must be refused with a message saying what to do.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SheetError, openSheet, type SheetSource } from '../../../main/sheets/index.js';
import {
  NS,
  REL,
  fakeEncryptedWorkbook,
  headerRow,
  inline,
  sheetXml,
  sstXml,
  stylesXml,
  tempFolder,
  workbookParts,
  writeWorkbook,
  zipParts,
  type Parts,
} from '../../fixtures/xlsx/build.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());
const real = (name: string): string => fileURLToPath(new URL(`../../fixtures/xlsx/real/${name}`, import.meta.url));

async function cellsOf(src: SheetSource): Promise<[number, string[]][]> {
  const out: [number, string[]][] = [];
  for await (const r of src.rows()) out.push([r.rowNumber, r.cells]);
  return out;
}

const TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>';
const rels = (items: [id: string, type: string, target: string][]): string =>
  `<?xml version="1.0"?><Relationships xmlns="${NS.pkg}">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('')}</Relationships>`;
const workbookXml = (sheets: string): string =>
  `<?xml version="1.0"?><workbook xmlns="${NS.main}" xmlns:r="${NS.rel}"><workbookPr/><sheets>${sheets}</sheets></workbook>`;

// Header Sku | Since, one row: a shared string '000123' and a date-formatted number.
const DATA = `${headerRow(['Sku', 'Since'])}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" s="1"><v>45292</v></c></row>`;
const STRINGS = sstXml(['<t>000123</t>']);
const STYLES = stylesXml({ cellXfs: [0, 14] });

describe('parts found through relationships', () => {
  it('the workbook part named by _rels/.rels (xl/book.xml), its parts through xl/_rels/book.xml.rels, relative and absolute targets', async () => {
    const path = writeWorkbook(tmp.file('book.xlsx'), {
      '[Content_Types].xml': TYPES,
      '_rels/.rels': rels([['rId1', REL.officeDocument, 'xl/book.xml']]),
      'xl/book.xml': workbookXml('<sheet name="Stock" sheetId="1" r:id="rId1"/>'),
      'xl/_rels/book.xml.rels': rels([
        ['rId1', REL.worksheet, 'worksheets/data.xml'],
        ['rId2', REL.sharedStrings, '/xl/text/strings.xml'],
        ['rId3', REL.styles, 'look/main-styles.xml'],
      ]),
      'xl/worksheets/data.xml': sheetXml(DATA),
      'xl/text/strings.xml': STRINGS,
      'xl/look/main-styles.xml': STYLES,
    });
    const src = await openSheet(path, { headerRow: 1 });
    expect(src.sheets).toEqual(['Stock']);
    expect(src.headers).toEqual(['Sku', 'Since']);
    expect(await cellsOf(src)).toEqual([[2, ['000123', '2024-01-01']]]);
  });

  it('a workbook outside xl/, with ../ in its targets', async () => {
    const path = writeWorkbook(tmp.file('elsewhere.xlsx'), {
      '[Content_Types].xml': TYPES,
      '_rels/.rels': rels([['rId1', REL.officeDocument, '/wb/main/workbook.xml']]),
      'wb/main/workbook.xml': workbookXml('<sheet name="Data" sheetId="1" r:id="rId1"/>'),
      'wb/main/_rels/workbook.xml.rels': rels([
        ['rId1', REL.worksheet, '../sheets/s1.xml'],
        ['rId2', REL.sharedStrings, '../shared/ss.xml'],
        ['rId3', REL.styles, 'styles.xml'],
      ]),
      'wb/sheets/s1.xml': sheetXml(DATA),
      'wb/shared/ss.xml': STRINGS,
      'wb/main/styles.xml': STYLES,
    });
    const src = await openSheet(path, { headerRow: 1 });
    expect(await cellsOf(src)).toEqual([[2, ['000123', '2024-01-01']]]);
  });

  it('part names compared case-insensitively (rels say worksheets/Sheet1.xml, the zip holds XL/Worksheets/sheet1.xml)', async () => {
    const path = writeWorkbook(tmp.file('case.xlsx'), {
      '[Content_Types].xml': TYPES,
      '_rels/.rels': rels([['rId1', REL.officeDocument, 'xl/workbook.xml']]),
      'XL/Workbook.xml': workbookXml('<sheet name="Data" sheetId="1" r:id="rId1"/>'),
      'XL/_rels/Workbook.xml.rels': rels([
        ['rId1', REL.worksheet, 'worksheets/Sheet1.xml'],
        ['rId2', REL.sharedStrings, 'sharedStrings.xml'],
        ['rId3', REL.styles, 'Styles.xml'],
      ]),
      'XL/Worksheets/sheet1.xml': sheetXml(DATA),
      'XL/SharedStrings.xml': STRINGS,
      'xl/styles.XML': STYLES,
    });
    const src = await openSheet(path, { headerRow: 1 });
    expect(src.sheets).toEqual(['Data']);
    expect(await cellsOf(src)).toEqual([[2, ['000123', '2024-01-01']]]);
  });
});

describe('the sheet list', () => {
  const parts = (): Parts => {
    const p = workbookParts({
      sheets: [
        {
          name: 'Hidden notes',
          state: 'hidden',
          data: headerRow(['hidden']) + `<row r="2">${inline('A2', 'h')}</row>`,
        },
        {
          name: 'Very hidden',
          state: 'veryHidden',
          data: headerRow(['very']) + `<row r="2">${inline('A2', 'v')}</row>`,
        },
        {
          name: 'Stock',
          data: headerRow(['Sku', 'Qty']) + `<row r="2">${inline('A2', 'A-1')}<c r="B2"><v>4</v></c></row>`,
        },
        {
          name: 'Prices',
          data: headerRow(['Sku', 'Price']) + `<row r="2">${inline('A2', 'A-1')}<c r="B2"><v>9.5</v></c></row>`,
        },
      ],
    });
    // A chart sheet between them: not a worksheet, not listed.
    p['xl/workbook.xml'] = (p['xl/workbook.xml'] as string).replace(
      '</sheets>',
      '<sheet name="Chart" sheetId="9" r:id="rIdC"/></sheets>',
    );
    p['xl/_rels/workbook.xml.rels'] = (p['xl/_rels/workbook.xml.rels'] as string).replace(
      '</Relationships>',
      `<Relationship Id="rIdC" Type="${REL.chartsheet}" Target="chartsheets/sheet1.xml"/></Relationships>`,
    );
    p['xl/chartsheets/sheet1.xml'] =
      `<?xml version="1.0"?><chartsheet xmlns="${NS.main}"><sheetViews><sheetView workbookViewId="0"/></sheetViews></chartsheet>`;
    return p;
  };

  it('lists every worksheet in workbook order, hidden ones included; reads the first visible one', async () => {
    const path = writeWorkbook(tmp.file('sheets.xlsx'), parts());
    const src = await openSheet(path);
    expect(src.sheets).toEqual(['Hidden notes', 'Very hidden', 'Stock', 'Prices']);
    expect(src.sheet).toBe('Stock');
    expect(src.headers).toEqual(['Sku', 'Qty']);
    expect(await cellsOf(src)).toEqual([[2, ['A-1', '4']]]);
  });

  it('opts.sheet picks by name, a hidden one too', async () => {
    const path = writeWorkbook(tmp.file('sheets-pick.xlsx'), parts());
    const prices = await openSheet(path, { sheet: 'Prices' });
    expect(prices.sheet).toBe('Prices');
    expect(await cellsOf(prices)).toEqual([[2, ['A-1', '9.5']]]);
    const hidden = await openSheet(path, { sheet: 'Hidden notes' });
    expect(hidden.headers).toEqual(['hidden']);
    expect(await cellsOf(hidden)).toEqual([[2, ['h']]]);
  });
});

describe('refused with a SheetError that says what to do', () => {
  async function refusal(path: string): Promise<SheetError> {
    const err = await openSheet(path).then(
      async (src) => {
        await cellsOf(src);
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SheetError);
    return err as SheetError;
  }

  it('a password-protected workbook (OLE file with EncryptionInfo)', async () => {
    for (const name of ['locked.xlsx', 'locked.xls']) {
      const e = await refusal(writeWorkbook(tmp.file(name), fakeEncryptedWorkbook()));
      expect(e.message).toContain('password-protected');
      expect(e.message).toContain('save it as .xlsx without a password');
    }
  });

  it('an old Excel 97-2003 workbook (a real .xls from LibreOffice, under its own name and renamed .xlsx)', async () => {
    const renamed = tmp.file('really-old.xlsx');
    copyFileSync(real('features-libreoffice.xls'), renamed);
    for (const path of [real('features-libreoffice.xls'), renamed]) {
      const e = await refusal(path);
      expect(e.message).toContain('old Excel 97-2003 workbook (.xls)');
      expect(e.message).toContain('save it as Excel Workbook (.xlsx)');
      expect(e.message).not.toContain('password');
    }
  });

  it('an Excel Binary Workbook (zip with xl/workbook.bin), as .xlsb and renamed .xlsx', async () => {
    const bytes = zipParts({
      '[Content_Types].xml': TYPES,
      '_rels/.rels': rels([['rId1', REL.officeDocument, 'xl/workbook.bin']]),
      'xl/workbook.bin': Buffer.from([0x83, 0x01, 0x00, 0x80, 0x01, 0x00]),
      'xl/_rels/workbook.bin.rels': rels([['rId1', REL.worksheet, 'worksheets/sheet1.bin']]),
      'xl/worksheets/sheet1.bin': Buffer.from([0x81, 0x01, 0x00]),
    });
    for (const name of ['binary.xlsb', 'binary.xlsx']) {
      const e = await refusal(writeWorkbook(tmp.file(name), bytes));
      expect(e.message).toContain('Excel Binary Workbook (.xlsb)');
    }
  });

  it('an OpenDocument spreadsheet (a real .ods from LibreOffice, as .ods and renamed .xlsx)', async () => {
    const renamed = tmp.file('calc.xlsx');
    copyFileSync(real('features-libreoffice.ods'), renamed);
    for (const path of [real('features-libreoffice.ods'), renamed]) {
      const e = await refusal(path);
      expect(e.message).toContain('OpenDocument spreadsheet (.ods)');
    }
  });

  it('a file named .xlsx that is not a zip (CSV text, an HTML "Excel" export)', async () => {
    for (const [name, text] of [
      ['export.xlsx', 'Sku,Qty\r\nA-1,5\r\n'],
      ['report.xlsx', '<html><body><table><tr><td>Sku</td></tr></table></body></html>'],
    ] as const) {
      const e = await refusal(writeWorkbook(tmp.file(name), Buffer.from(text)));
      expect(e.message).toContain('not an Excel .xlsx workbook');
    }
  });
});

// Issue 44: a worksheet's deflated bytes are read straight from the file (entry-bytes.ts),
// past the entry's local header, whose extra field need not be the central directory's.
describe('a worksheet read straight from the file', () => {
  it('starts after the local header even when its extra field differs from the central one (Info-ZIP)', async () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `<row r="${i + 2}">${inline(`A${i + 2}`, `SKU-${i}`)}<c r="B${i + 2}"><v>${i}</v></c></row>`,
    );
    const parts = workbookParts({ sheets: [{ name: 'Stock', data: headerRow(['Sku', 'Qty']) + rows.join('') }] });
    const folder = tmp.file('info-zip');
    for (const [name, data] of Object.entries(parts)) {
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), data);
    }
    const file = tmp.file('info-zip.xlsx');
    // Info-ZIP writes a longer 'UT' timestamp field in the local header than in the central directory.
    execFileSync('zip', ['-q', '-r', file, '.'], { cwd: folder });
    const bytes = readFileSync(file);
    const local = bytes.indexOf('xl/worksheets/sheet1.xml') - 30;
    const central = bytes.lastIndexOf('xl/worksheets/sheet1.xml') - 46;
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
    expect(bytes.readUInt32LE(central)).toBe(0x02014b50);
    expect(bytes.readUInt16LE(local + 28)).not.toBe(bytes.readUInt16LE(central + 30));
    const src = await openSheet(file);
    try {
      const read = await cellsOf(src);
      expect(read).toHaveLength(3000);
      expect(read[0]).toEqual([2, ['SKU-0', '0']]);
      expect(read[2999]).toEqual([3001, ['SKU-2999', '2999']]);
    } finally {
      await src.close();
    }
  });
});
