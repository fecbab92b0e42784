// Issue 26: three cells the XLSX reader read wrong from real workbooks, each on a fixture of
// the XML those writers left (test/fixtures/xlsx/misreads/, made by make-misreads.ts), with
// the exact text every other reader gives.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSheet, type SourceRow } from '../../../main/sheets/index.js';
import { XmlScanner } from '../../../main/sheets/xlsx/xml-scanner.js';
import type { XmlHandler } from '../../../main/sheets/xlsx/xml-text.js';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../../fixtures/xlsx/misreads/${name}`, import.meta.url));

async function rowsOf(name: string): Promise<{ rowNumber: number; cells: string[]; problems?: unknown }[]> {
  const src = await openSheet(fixture(name));
  const rows: SourceRow[] = [];
  for await (const r of src.rows()) rows.push(r);
  return rows.map((r) => ({ rowNumber: r.rowNumber, cells: r.cells, ...(r.problems ? { problems: r.problems } : {}) }));
}

describe('a shared-string cell with no or an empty <v>', () => {
  it('reads blank, never as shared string 0 (calamine 607, Apache POI bug files)', async () => {
    const src = await openSheet(fixture('blank-shared-strings.xlsx'));
    expect(src.headers).toEqual(['Sku', 'Name', 'Colour', 'Size', 'Note']);
    expect(await rowsOf('blank-shared-strings.xlsx')).toEqual([
      // <c r="B2" t="s"/>, <c r="D2" t="s"></c>, <c r="E2" t="s"><v/></c>
      { rowNumber: 2, cells: ['A-1', '', 'Red', '', ''] },
      // <v></v> for t="s", <v/> for t="b" (not FALSE) and t="e" (no error), <v> </v> for t="s"
      { rowNumber: 3, cells: ['A-1', '', '', '', ''] },
    ]);
  });
});

describe('line ends in XML text (XML 1.0 §2.11)', () => {
  it('reads CR LF and a lone CR as LF before _x000D_ is decoded; &#13; stays a CR', async () => {
    expect(await rowsOf('crlf-text.xlsx')).toEqual([
      { rowNumber: 2, cells: ['ABC\r\nDEF'] },
      { rowNumber: 3, cells: ['one\ntwo\nthree\nfour'] },
      { rowNumber: 4, cells: ['kept\r\nas written'] },
      { rowNumber: 5, cells: ['inline\r\nline'] },
      { rowNumber: 6, cells: ['formula\ntext'] },
      { rowNumber: 7, cells: ['richrun\n'] },
    ]);
  });

  it('a CR LF cut between two chunks is one LF', () => {
    const texts: string[] = [];
    const handler: XmlHandler = {
      wantText: true,
      open: () => undefined,
      close: () => undefined,
      text: (t) => texts.push(t),
    };
    for (const cut of [1, 2, 3, 4, 5, 6, 7]) {
      texts.length = 0;
      const scanner = new XmlScanner(handler);
      const xml = '<t>a\r\nb\r\rc\r</t>\r';
      scanner.write(xml.slice(0, cut));
      scanner.write(xml.slice(cut));
      scanner.end();
      expect(texts.join('')).toBe('a\nb\n\nc\n');
    }
  });
});

describe('the date system of a workbook Excel 365 saved', () => {
  it('<x15:workbookPr> inside <extLst> leaves date1904="1" of the main <workbookPr>', async () => {
    expect(await rowsOf('date1904-x15.xlsx')).toEqual([
      // Excel's own cached TEXT() beside each date agrees.
      { rowNumber: 2, cells: ['1904-01-02', '1904-01-02'] },
      { rowNumber: 3, cells: ['2024-01-01', '2024-01-01'] },
    ]);
  });
});
