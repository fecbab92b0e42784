// Issue 9: every cell of workbooks saved by real programs (LibreOffice 7.4, Gnumeric 1.12),
// under test/fixtures/xlsx/real/, made by scripts/make-real-xlsx.sh from the .fods sources
// there. Expected values follow the reader's rules applied to what each program really wrote
// (comments quote the XML where the two programs differ).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSheet, type SheetSource, type SourceRow } from '../../../main/sheets/index.js';

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
    [17, ['percent', '0.15', '']],
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
