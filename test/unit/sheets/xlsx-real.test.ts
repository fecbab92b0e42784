// Issue 9: every cell of workbooks saved by real programs (LibreOffice 7.4, Gnumeric 1.12),
// under test/fixtures/xlsx/real/, made by scripts/make-real-xlsx.sh from the .fods sources
// there. Expected values follow the reader's rules applied to what each program really wrote
// (comments quote the XML where the two programs differ).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSheet, type SheetSource, type SourceRow } from '../../../main/sheets/index.js';
import { INFLATE_CHUNK_BYTES, openPackage } from '../../../main/sheets/xlsx/package.js';
import { BIG_HEADERS, BIG_ROWS, bigRows } from '../../fixtures/xlsx/real/big-cells.js';

interface Problem {
  column: number;
  cell: string;
  message: string;
}
type Row = SourceRow & { problems?: Problem[] };

const real = (name: string): string => fileURLToPath(new URL(`../../fixtures/xlsx/real/${name}`, import.meta.url));

async function collectPlain(src: SheetSource): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const r of src.rows()) {
    const row = r as Row;
    rows.push(
      row.problems && row.problems.length
        ? { rowNumber: row.rowNumber, cells: row.cells, problems: row.problems }
        : { rowNumber: row.rowNumber, cells: row.cells },
    );
  }
  return rows;
}

const DIV0 = [
  { column: 1, cell: 'B19', message: 'B19 holds #DIV/0!: correct the formula in Excel, or type the value.' },
];

/** features.fods as both programs write it; `differs` holds the rows where they part ways. */
function featureRows(differs: Record<number, string[]>): Row[] {
  const rows: [number, string[]][] = [
    [2, ['formula zero', '0', '']],
    [3, ['formula empty text', '', '']],
    [4, differs[4]!],
    [5, ['boolean true', 'TRUE', '']],
    [6, ['boolean false', 'FALSE', '']],
    [7, ['date', '2024-01-01', '2024-03-31']],
    [8, ['date and time', '2024-03-05T13:45:10', '']],
    [9, ['time', '12:30:00', '']],
    [10, ['float noise', '0.3', '1.1']],
    [11, ['long id text', '000123456789012345678', '00042']],
    [12, ['padded number', '00042', '5']],
    [13, ['merged', 'merged top-left', '']],
    [14, ['under merged', '', '']],
    [15, ['japanese', '課きく　毛こ', '日本語テキスト']],
    [16, ['big integer', '12345678901234600000', '100000000000000000000']],
    [17, ['percent', '15%', '']], // as Excel shows it (issue 41)
    [18, ['formula text', 'ab', '']],
    [19, ['division by zero', '#DIV/0!', '']],
    [20, differs[20]!],
  ];
  return rows.map(([rowNumber, cells]) =>
    rowNumber === 19 ? { rowNumber, cells, problems: DIV0 } : { rowNumber, cells },
  );
}

describe('features-libreoffice.xlsx (LibreOffice 7.4 from features.fods)', () => {
  it('lists both sheets; LibreOffice wrote the first one visible (state="visible"), so it is the default', async () => {
    // The .fods hides "Notes" (table:display="false"), but LibreOffice headless makes the
    // active sheet, the first, visible: <sheet name="Notes" sheetId="1" state="visible" r:id="rId2"/>.
    const src = await openSheet(real('features-libreoffice.xlsx'));
    expect(src.sheets).toEqual(['Notes', 'Data']);
    expect(src.sheet).toBe('Notes');
    expect(src.headers).toEqual(['hidden sheet, before the visible one']);
    expect(await collectPlain(src)).toEqual([]);
  });

  it('every cell of the Data sheet', async () => {
    const src = await openSheet(real('features-libreoffice.xlsx'), { sheet: 'Data' });
    expect(src.headerRowNumber).toBe(1);
    expect(src.headers).toEqual(['Case', 'Value', 'Extra']);
    expect(await collectPlain(src)).toEqual(
      featureRows({
        // =1=2 is written as a number with a boolean-looking format, not as t="b":
        // <c r="B4" s="1" t="n"><f aca="false">1=2</f><v>0</v></c>, numFmt "TRUE";"TRUE";"FALSE".
        // A non-date format does not change the text, so it reads 0.
        4: ['formula false', '0', ''],
        // <si><t xml:space="preserve">  two spaces</t></si>
        20: ['leading space', '  two spaces', ''],
      }),
    );
  });
});

describe('features-gnumeric.xlsx (Gnumeric 1.12.55 from the .ods LibreOffice made of features.fods)', () => {
  it('lists both sheets; Gnumeric writes no sheet state, so the first is the default', async () => {
    const src = await openSheet(real('features-gnumeric.xlsx'));
    expect(src.sheets).toEqual(['Notes', 'Data']);
    expect(src.sheet).toBe('Notes');
  });

  it('every cell of the Data sheet (inline strings indented, 21-digit numbers, "" as a shared string)', async () => {
    const src = await openSheet(real('features-gnumeric.xlsx'), { sheet: 'Data' });
    expect(src.headerRowNumber).toBe(1);
    expect(src.headers).toEqual(['Case', 'Value', 'Extra']);
    expect(await collectPlain(src)).toEqual(
      featureRows({
        // <c r="B4" t="b"><f>1=2</f><v>0</v></c>
        4: ['formula false', 'FALSE', ''],
        // <t>  two spaces</t> with no xml:space="preserve": leading whitespace is trimmed.
        20: ['leading space', 'two spaces', ''],
      }),
    );
  });
});

describe('dates-1904 (the 1904 date system)', () => {
  const expected: Row[] = [
    { rowNumber: 2, cells: ['new year 2024', '2024-01-01'] },
    { rowNumber: 3, cells: ['epoch', '1904-01-01'] },
    { rowNumber: 4, cells: ['afternoon', '2024-03-05T15:30:00'] },
    { rowNumber: 5, cells: ['plain number', '43830'] },
  ];

  it('LibreOffice: <workbookPr date1904="true"/>', async () => {
    const src = await openSheet(real('dates-1904-libreoffice.xlsx'));
    expect(src.sheets).toEqual(['Dates']);
    expect(src.headers).toEqual(['Case', 'When']);
    expect(await collectPlain(src)).toEqual(expected);
  });

  it('Gnumeric: <workbookPr date1904="1"/>', async () => {
    const src = await openSheet(real('dates-1904-gnumeric.xlsx'));
    expect(src.headers).toEqual(['Case', 'When']);
    expect(await collectPlain(src)).toEqual(expected);
  });
});

describe('hidden-first-libreoffice.xlsx (a hidden sheet before the visible one, re-saved by LibreOffice)', () => {
  it('lists the hidden sheet, reads the first visible one', async () => {
    const src = await openSheet(real('hidden-first-libreoffice.xlsx'));
    expect(src.sheets).toEqual(['Notes', 'Data']);
    expect(src.sheet).toBe('Data');
    expect(src.headers).toEqual(['Sku', 'Qty']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['0001', '5'] },
      { rowNumber: 3, cells: ['0002', '0'] },
    ]);
  });

  it('opts.sheet still opens the hidden one', async () => {
    const src = await openSheet(real('hidden-first-libreoffice.xlsx'), { sheet: 'Notes', headerRow: 1 });
    expect(src.headers).toEqual(['Internal notes']);
    expect(await collectPlain(src)).toEqual([{ rowNumber: 2, cells: ['do not import'] }]);
  });
});

describe('openpyxl 3.0.9 workbooks (openpyxl-workbooks.py): what Python scripts write', () => {
  const noValue = (cell: string, column: number): Problem => ({
    column,
    cell,
    message: `${cell} has a formula with no saved value: open and save the workbook in Excel to compute it.`,
  });

  it('features-openpyxl.xlsx: the hidden first sheet is listed, the visible one is read, every cell', async () => {
    // Every text is an inline string (there is no xl/sharedStrings.xml), the workbook's
    // relationships name absolute parts (Target="/xl/worksheets/sheet2.xml"), numbers carry
    // t="n", and a formula is saved with an empty value: <c r="B10"><f>B2*2</f><v></v></c>.
    const src = await openSheet(real('features-openpyxl.xlsx'));
    expect(src.sheets).toEqual(['Notes', 'Features']);
    expect(src.sheet).toBe('Features');
    expect(src.headers).toEqual(['Case', 'Value', 'Other']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['integer', '2000001', '-7'] },
      // 0.1 + 0.2 is written <v>0.3</v>
      { rowNumber: 3, cells: ['float', '-12.5', '0.3'] },
      // <v>1e-07</v>, <v>1.5e+20</v>: never in scientific notation
      { rowNumber: 4, cells: ['tiny and huge', '0.0000001', '150000000000000000000'] },
      // 123456789012345678 is written as a double, <v>1.234567890123457e+17</v>: 15 digits, as Excel shows it
      { rowNumber: 5, cells: ['long integer', '12345678901234', '123456789012346000'] },
      // serials styled with the formats openpyxl gives them: yyyy-mm-dd, yyyy-mm-dd h:mm:ss, built-in 21 (h:mm:ss)
      { rowNumber: 6, cells: ['date', '2024-01-01', '1900-03-01'] },
      { rowNumber: 7, cells: ['date and time', '2024-03-05T13:45:10', '2024-03-05'] },
      { rowNumber: 8, cells: ['time', '12:30:00', ''] },
      { rowNumber: 9, cells: ['boolean', 'TRUE', 'FALSE'] },
      { rowNumber: 10, cells: ['formula', '', ''], problems: [noValue('B10', 1), noValue('C10', 2)] },
      { rowNumber: 11, cells: ['leading zeros', '00042', '000123456789012345678'] },
      // character references: &#220;n&#239;c&#246;d&#233; &#8364; &#128161;
      { rowNumber: 12, cells: ['unicode', 'Ünïcödé € 💡', '日本語テキスト'] },
      { rowNumber: 13, cells: ['spaces', '  padded  ', 'a\nb'] },
      // a 0% format shows the percentage (issue 41); @ changes no text
      { rowNumber: 14, cells: ['percent', '15%', '42'] },
      { rowNumber: 15, cells: ['markup', '<&>"\'', '1,5'] },
      // openpyxl drops the value under a merge ("lost" was typed into C16 before B16:C16 was merged)
      { rowNumber: 16, cells: ['merged', 'merged left', ''] },
      { rowNumber: 17, cells: ['', '', ''] },
      { rowNumber: 18, cells: ['after a gap', 'x', ''] },
    ]);
  });

  it('stock-openpyxl.xlsx (write-only mode: no <dimension>): text and number cells, a formula with no value', async () => {
    const src = await openSheet(real('stock-openpyxl.xlsx'));
    expect(src.sheets).toEqual(['Stock']);
    expect(src.headers).toEqual(['SKU', 'DC', 'Qty']);
    expect(await collectPlain(src)).toEqual([
      { rowNumber: 2, cells: ['0000021', '1', '40'] },
      { rowNumber: 3, cells: ['0000022', '2', ''], problems: [noValue('C3', 2)] },
      // "3" is an inline string, 7.0 is written <v>7</v>
      { rowNumber: 4, cells: ['0000023', '3', '7'] },
      { rowNumber: 5, cells: ['0000024', '1', '12'] },
      { rowNumber: 6, cells: ['0000025', '4', '0'] },
    ]);
  });
});

describe('stock-8000 (8,000 rows of big-cells.ts): every cell across the inflate chunks of a real workbook', () => {
  /** Uncompressed sizes of a package's parts, by name (lower case), as the reader's package sees them. */
  const partSizes = async (file: string): Promise<Map<string, number>> => {
    const pkg = await openPackage(file);
    pkg.zip.close();
    return new Map([...pkg.entries].map(([name, e]) => [name, e.uncompressedSize]));
  };
  const CHUNK = INFLATE_CHUNK_BYTES;

  for (const [program, sheetChunks, strings] of [
    // the sheet's cells name shared strings; the strings part spans chunks too
    ['libreoffice', 9, 2],
    // every text an inline string in the sheet itself (the strings part is a stub)
    ['gnumeric', 13, 0],
  ] as const) {
    it(`${program}: the ${BIG_ROWS} rows read exactly as written`, async () => {
      const file = real(`stock-8000-${program}.xlsx`);
      const sizes = await partSizes(file);
      // The premise: the parts are many inflate chunks long, so the chunk edges fall at many places.
      expect(Math.floor(sizes.get('xl/worksheets/sheet1.xml')! / CHUNK)).toBeGreaterThanOrEqual(sheetChunks);
      expect(Math.floor(sizes.get('xl/sharedstrings.xml')! / CHUNK)).toBeGreaterThanOrEqual(strings);
      const src = await openSheet(file);
      expect(src.headers).toEqual(BIG_HEADERS);
      const want = bigRows();
      let n = 0;
      for await (const r of src.rows()) {
        const row = r as Row;
        // One expect per row would take seconds: compare, and show the first row that differs.
        const same =
          row.rowNumber === n + 2 &&
          !row.problems?.length &&
          row.cells.length === BIG_HEADERS.length &&
          row.cells.every((c, i) => c === want[n]![i]);
        if (!same)
          expect({ rowNumber: row.rowNumber, cells: row.cells, problems: row.problems }).toEqual({
            rowNumber: n + 2,
            cells: want[n],
            problems: undefined,
          });
        n++;
      }
      expect(n).toBe(BIG_ROWS);
    });
  }
});
