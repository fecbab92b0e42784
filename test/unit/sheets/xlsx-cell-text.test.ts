// Issue 9: the text of each kind of XLSX cell, "what Excel shows the user in the cell".
// Every case is a raw-XML workbook (test/fixtures/xlsx/build.ts): header "Value" in A1, the
// cell under test in A2, read with headerRow 1. The exact text and the row's problems are
// the contract the XLSX reader is built to.
import { afterAll, describe, expect, it } from 'vitest';
import { openSheet, type SourceRow } from '../../../main/sheets/index.js';
import {
  NS,
  escapeXml,
  headerRow,
  oneSheet,
  tempFolder,
  writeWorkbook,
  type Parts,
  type StyleSpec,
} from '../../fixtures/xlsx/build.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());

/** A row problem as the reader reports it (SourceRow.problems). */
interface Problem {
  column: number;
  cell: string;
  message: string;
}
type Row = SourceRow & { problems?: Problem[] };

let counter = 0;
async function readRows(parts: Parts, headerRowNumber = 1): Promise<Row[]> {
  const path = writeWorkbook(tmp.file(`case-${++counter}.xlsx`), parts);
  const src = await openSheet(path, { headerRow: headerRowNumber });
  const rows: Row[] = [];
  for await (const r of src.rows()) rows.push(r as Row);
  return rows;
}

interface CellOpts {
  strings?: string[];
  styles?: StyleSpec;
  date1904?: string;
}

/** The row holding `cellXml` (a <c r="A2" ...> element) under a one-column header. */
async function rowOf(cellXml: string, opts: CellOpts = {}): Promise<Row> {
  const rows = await readRows(oneSheet(`${headerRow(['Value'])}<row r="2">${cellXml}</row>`, opts));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The text of A2; the row must carry no problem. */
async function textOf(cellXml: string, opts: CellOpts = {}): Promise<string> {
  const row = await rowOf(cellXml, opts);
  expect(row.rowNumber).toBe(2);
  expect(row.problems ?? []).toEqual([]);
  return row.cells[0]!;
}

/**
 * The text of A2 when it shows nothing: a row whose every cell is empty is a blank row (and a
 * trailing one is dropped), so B2 holds a value to keep the row.
 */
async function emptyTextOf(cellXml: string): Promise<string> {
  const rows = await readRows(
    oneSheet(
      `${headerRow(['Value', 'Other'])}<row r="2">${cellXml}<c r="B2" t="inlineStr"><is><t>kept</t></is></c></row>`,
    ),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.problems ?? []).toEqual([]);
  return rows[0]!.cells[0]!;
}

const num = (v: string, s?: number): string => `<c r="A2"${s !== undefined ? ` s="${s}"` : ''}><v>${v}</v></c>`;

describe('numbers (t="n" or no t)', () => {
  it.each([
    ['1E+20', '100000000000000000000'],
    ['12345678901234567890', '12345678901234567890'],
    ['9007199254740993', '9007199254740993'],
    ['1.5E+21', '1500000000000000000000'],
    ['-12345678901234567890', '-12345678901234567890'],
    // LibreOffice writes big numbers at 15 digits in this form (see xlsx-real.test.ts).
    ['1.23456789012346E+019', '12345678901234600000'],
    ['0.30000000000000004', '0.3'],
    ['1.1000000000000001', '1.1'],
    ['1E-7', '0.0000001'],
    ['2.5E-3', '0.0025'],
    ['1.5E+3', '1500'],
    ['123.456', '123.456'],
    ['-5', '-5'],
    ['0', '0'],
    ['1.23456789012345678', '1.23456789012346'],
    ['12345678901234.56', '12345678901234.6'],
    ['0.000123456789012345678', '0.000123456789012346'],
    ['0.300000000000000000011', '0.3'],
  ])('<v>%s</v> shows as %s', async (v, expected) => {
    expect(await textOf(num(v))).toBe(expected);
    expect(await textOf(`<c r="A2" t="n"><v>${v}</v></c>`)).toBe(expected);
  });

  it('a zeros-only number format pads the integer (built-in 1 "0" and custom "00000")', async () => {
    const styles = { numFmts: { 164: '00000' }, cellXfs: [0, 164, 1] };
    expect(await textOf(num('42', 1), { styles })).toBe('00042');
    expect(await textOf(num('123456', 1), { styles })).toBe('123456');
    expect(await textOf(num('42', 2), { styles })).toBe('42');
  });

  it('other non-date formats do not change the text', async () => {
    const styles = {
      numFmts: { 164: '0.00', 165: '#,##0.00 [$€-407]', 166: '"Qty "0', 167: '[Red]0.00' },
      cellXfs: [0, 2, 9, 164, 165, 166, 167, 4, 10, 11, 49],
    };
    expect(await textOf(num('5', 1), { styles })).toBe('5'); // built-in 0.00
    expect(await textOf(num('0.15', 2), { styles })).toBe('15%'); // built-in 0%: as Excel shows it (issue 41)
    expect(await textOf(num('5', 3), { styles })).toBe('5'); // custom 0.00
    expect(await textOf(num('1234.5', 4), { styles })).toBe('1234.5'); // currency, no date letters outside brackets
    expect(await textOf(num('7', 5), { styles })).toBe('7'); // "Qty " has a y, but inside quotes
    expect(await textOf(num('7', 6), { styles })).toBe('7'); // [Red] has a d, but inside brackets
    expect(await textOf(num('1234.5', 7), { styles })).toBe('1234.5'); // built-in #,##0.00
    expect(await textOf(num('0.1234', 8), { styles })).toBe('12.34%'); // built-in 0.00%
    expect(await textOf(num('12345', 9), { styles })).toBe('12345'); // built-in 0.00E+00
    expect(await textOf(num('12345', 10), { styles })).toBe('12345'); // built-in @
  });

  it("a percent format shows the number as Excel does, with the format's decimals (issue 41)", async () => {
    const styles = { numFmts: { 164: '0.0%', 165: '#,##0%', 166: '0%;[Red]-0%' }, cellXfs: [0, 9, 164, 165, 166] };
    expect(await textOf(num('0.5', 1), { styles })).toBe('50%');
    expect(await textOf(num('0.07', 1), { styles })).toBe('7%');
    expect(await textOf(num('-0.125', 2), { styles })).toBe('-12.5%');
    expect(await textOf(num('12.5', 3), { styles })).toBe('1250%');
    expect(await textOf(num('0.333', 4), { styles })).toBe('33%');
    expect(await textOf(num('0.1', 2), { styles })).toBe('10.0%');
  });
});

describe('dates: numbers whose style has a date format', () => {
  const dateIds = [14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58];
  it.each(dateIds)('built-in numFmtId %i on serial 45292 shows 2024-01-01', async (id) => {
    expect(await textOf(num('45292', 1), { styles: { cellXfs: [0, id] } })).toBe('2024-01-01');
  });

  it.each([18, 19, 20, 21, 45, 46, 47])('built-in time format numFmtId %i on 0.5 shows 12:00:00', async (id) => {
    expect(await textOf(num('0.5', 1), { styles: { cellXfs: [0, id] } })).toBe('12:00:00');
  });

  it.each([1, 2, 3, 4, 11, 12, 13, 37, 38, 39, 40, 48, 49])(
    'non-date built-in numFmtId %i leaves 45292 a number',
    async (id) => {
      expect(await textOf(num('45292', 1), { styles: { cellXfs: [0, id] } })).toBe('45292');
    },
  );

  it("1900 system: serials 1, 59, 60 (Excel's 29 February 1900), 61 and 45292", async () => {
    const styles = { cellXfs: [0, 14] };
    expect(await textOf(num('1', 1), { styles })).toBe('1900-01-01');
    expect(await textOf(num('59', 1), { styles })).toBe('1900-02-28');
    expect(await textOf(num('60', 1), { styles })).toBe('1900-02-29');
    expect(await textOf(num('61', 1), { styles })).toBe('1900-03-01');
    expect(await textOf(num('45292', 1), { styles })).toBe('2024-01-01');
  });

  it('a time of day gives YYYY-MM-DDTHH:mm:ss, rounded to the second', async () => {
    const styles = { cellXfs: [0, 22, 14] };
    expect(await textOf(num('45292.5', 1), { styles })).toBe('2024-01-01T12:00:00');
    expect(await textOf(num('45292.520833333336', 1), { styles })).toBe('2024-01-01T12:30:00');
    expect(await textOf(num('45356.5730324074', 1), { styles })).toBe('2024-03-05T13:45:10');
    // A date-only format on a serial with a time still shows the time (the value is not midnight).
    expect(await textOf(num('45292.75', 2), { styles })).toBe('2024-01-01T18:00:00');
  });

  it('custom formats with d, m, y, h or s outside quotes and brackets are dates', async () => {
    const styles = {
      numFmts: {
        164: 'dd/mm/yyyy',
        165: 'yyyy\\-mm\\-dd',
        166: '[$-409]mmmm d, yyyy',
        167: 'yyyy-mm-dd hh:mm:ss',
        168: 'hh:mm',
        169: 'h:mm:ss AM/PM',
        170: 'mmm-yy',
      },
      cellXfs: [0, 164, 165, 166, 167, 168, 169, 170],
    };
    expect(await textOf(num('45382', 1), { styles })).toBe('2024-03-31');
    expect(await textOf(num('45382', 2), { styles })).toBe('2024-03-31');
    expect(await textOf(num('45382', 3), { styles })).toBe('2024-03-31');
    expect(await textOf(num('45383.25', 4), { styles })).toBe('2024-04-01T06:00:00');
    expect(await textOf(num('0.75', 5), { styles })).toBe('18:00:00');
    expect(await textOf(num('0.520833333333333', 6), { styles })).toBe('12:30:00');
    expect(await textOf(num('45292', 7), { styles })).toBe('2024-01-01');
  });

  it('a time-only format on a value of 1 or more shows the date and time', async () => {
    const styles = { numFmts: { 164: 'h:mm' }, cellXfs: [0, 164, 20] };
    expect(await textOf(num('45292.25', 1), { styles })).toBe('2024-01-01T06:00:00');
    expect(await textOf(num('45292.25', 2), { styles })).toBe('2024-01-01T06:00:00');
  });

  it('1904 system (date1904="1" and date1904="true"): serial 0 is 1904-01-01, 43830 is 2024-01-01', async () => {
    const styles = { cellXfs: [0, 14, 22] };
    for (const date1904 of ['1', 'true']) {
      expect(await textOf(num('0', 1), { styles, date1904 })).toBe('1904-01-01');
      expect(await textOf(num('43830', 1), { styles, date1904 })).toBe('2024-01-01');
      expect(await textOf(num('43830.5', 2), { styles, date1904 })).toBe('2024-01-01T12:00:00');
    }
    // date1904="0" / "false" is the 1900 system.
    expect(await textOf(num('45292', 1), { styles, date1904: '0' })).toBe('2024-01-01');
    expect(await textOf(num('45292', 1), { styles, date1904: 'false' })).toBe('2024-01-01');
  });
});

describe('shared strings (t="s")', () => {
  const s = (i: number): string => `<c r="A2" t="s"><v>${i}</v></c>`;

  it('the text of <t> in <si>, and of the <t> of every <r> run', async () => {
    const strings = [
      '<t>plain</t>',
      '<r><rPr><b/></rPr><t xml:space="preserve">Bold </t></r><r><t>plain</t></r>',
      '<t/>',
    ];
    expect(await textOf(s(0), { strings })).toBe('plain');
    expect(await textOf(s(1), { strings })).toBe('Bold plain');
  });

  it('never the phonetic reading (<rPh>) or <phoneticPr>', async () => {
    const strings = [
      '<t>課きく　毛こ</t><rPh sb="0" eb="1"><t>カ</t></rPh><rPh sb="4" eb="5"><t>ケ</t></rPh><phoneticPr fontId="1"/>',
      '<r><t>日本</t></r><r><t>語</t></r><rPh sb="0" eb="2"><t>ニホン</t></rPh><rPh sb="2" eb="3"><t>ゴ</t></rPh><phoneticPr fontId="1" type="noConversion"/>',
    ];
    expect(await textOf(s(0), { strings })).toBe('課きく　毛こ');
    expect(await textOf(s(1), { strings })).toBe('日本語');
  });

  it('decodes _xHHHH_ escapes (and _x005F_ escapes the escape)', async () => {
    const strings = ['<t>line_x000D__x000A_break</t>', '<t>tab_x0009_here</t>', '<t>_x005F_x000D_ stays</t>'];
    expect(await textOf(s(0), { strings })).toBe('line\r\nbreak');
    expect(await textOf(s(1), { strings })).toBe('tab\there');
    expect(await textOf(s(2), { strings })).toBe('_x000D_ stays');
  });
});

describe('inline strings (t="inlineStr")', () => {
  it("only the text inside <is>'s <t>, never the whitespace between elements", async () => {
    expect(await textOf('<c r="A2" t="inlineStr"><is>\n  <t>Test Contact Name</t>\n</is></c>')).toBe(
      'Test Contact Name',
    );
    expect(await textOf('<c r="A2" t="inlineStr">\n <is>\n  <t>Indented</t>\n </is>\n</c>')).toBe('Indented');
  });

  it('the text of <r><t> runs, never of <rPh>', async () => {
    expect(
      await textOf(
        '<c r="A2" t="inlineStr"><is>\n <r><rPr><i/></rPr><t>A</t></r>\n <r><t xml:space="preserve"> B</t></r>\n</is></c>',
      ),
    ).toBe('A B');
    expect(await textOf('<c r="A2" t="inlineStr"><is><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></is></c>')).toBe(
      '漢字',
    );
  });
});

describe('xml:space on <t>', () => {
  it('keeps leading and trailing whitespace only with xml:space="preserve"', async () => {
    const strings = [
      '<t xml:space="preserve">  padded  </t>',
      '<t>  padded  </t>',
      '<t>\n\tline\r\n</t>',
      '<t>a  b</t>',
      '<t xml:space="preserve">\tTab\n</t>',
      '<t>　全角</t>',
    ];
    expect(await textOf('<c r="A2" t="s"><v>0</v></c>', { strings })).toBe('  padded  ');
    expect(await textOf('<c r="A2" t="s"><v>1</v></c>', { strings })).toBe('padded');
    expect(await textOf('<c r="A2" t="s"><v>2</v></c>', { strings })).toBe('line');
    expect(await textOf('<c r="A2" t="s"><v>3</v></c>', { strings })).toBe('a  b');
    expect(await textOf('<c r="A2" t="s"><v>4</v></c>', { strings })).toBe('\tTab\n');
    // U+3000 (ideographic space) is not XML whitespace: kept.
    expect(await textOf('<c r="A2" t="s"><v>5</v></c>', { strings })).toBe('　全角');
  });

  it('the same in inline strings and in runs', async () => {
    expect(await textOf('<c r="A2" t="inlineStr"><is><t>  trimmed  </t></is></c>')).toBe('trimmed');
    expect(await textOf('<c r="A2" t="inlineStr"><is><t xml:space="preserve">  kept  </t></is></c>')).toBe('  kept  ');
    expect(
      await textOf('<c r="A2" t="inlineStr"><is><r><t xml:space="preserve">one </t></r><r><t> two</t></r></is></c>'),
    ).toBe('one two');
  });
});

describe('formula strings, booleans, errors and ISO dates', () => {
  it('t="str": the text of <v>, \'\' when <v/> or <v></v>', async () => {
    expect(await textOf('<c r="A2" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>')).toBe('ab');
    expect(await textOf('<c r="A2" t="str"><v>no formula</v></c>')).toBe('no formula');
    expect(await emptyTextOf('<c r="A2" t="str"><f>""</f><v/></c>')).toBe('');
    expect(await emptyTextOf('<c r="A2" t="str"><f>""</f><v></v></c>')).toBe('');
  });

  it('t="b": TRUE / FALSE', async () => {
    expect(await textOf('<c r="A2" t="b"><v>1</v></c>')).toBe('TRUE');
    expect(await textOf('<c r="A2" t="b"><v>0</v></c>')).toBe('FALSE');
  });

  it.each(['#DIV/0!', '#N/A', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#NULL!'])(
    't="e" %s: the error text, and the row carries a problem',
    async (err) => {
      const row = await rowOf(`<c r="A2" t="e"><f>X()</f><v>${err}</v></c>`);
      expect(row.cells).toEqual([err]);
      expect(row.problems).toEqual([
        { column: 0, cell: 'A2', message: `A2 holds ${err}: correct the formula in Excel, or type the value.` },
      ]);
    },
  );

  it('t="d": ISO text, date only at midnight, else to the second (fraction and zone dropped)', async () => {
    expect(await textOf('<c r="A2" t="d"><v>2024-03-05T00:00:00</v></c>')).toBe('2024-03-05');
    expect(await textOf('<c r="A2" t="d"><v>2024-03-05T13:45:10.5Z</v></c>')).toBe('2024-03-05T13:45:10');
    expect(await textOf('<c r="A2" t="d"><v>2024-03-05</v></c>')).toBe('2024-03-05');
    expect(await textOf('<c r="A2" t="d"><v>2024-03-05T13:45:10+02:00</v></c>')).toBe('2024-03-05T13:45:10');
    expect(await textOf('<c r="A2" t="d"><v>2024-03-05T00:00:00.000Z</v></c>')).toBe('2024-03-05');
  });
});

describe('formula cells', () => {
  it('are their saved <v> read by their t, whatever it is', async () => {
    expect(await textOf('<c r="A2"><f>A1-A1</f><v>0</v></c>')).toBe('0');
    expect(await textOf('<c r="A2" t="n"><f>0.1+0.2</f><v>0.30000000000000004</v></c>')).toBe('0.3');
    expect(await emptyTextOf('<c r="A2" t="str"><f>IF(1,"","x")</f><v></v></c>')).toBe('');
    expect(await textOf('<c r="A2" t="b"><f>1=2</f><v>0</v></c>')).toBe('FALSE');
    expect(await textOf('<c r="A2" t="b"><f>1=1</f><v>1</v></c>')).toBe('TRUE');
    expect(await textOf('<c r="A2" t="s"><f>T("")</f><v>0</v></c>', { strings: ['<t>from the table</t>'] })).toBe(
      'from the table',
    );
    expect(
      await textOf('<c r="A2" s="1"><f>DATE(2024,1,1)</f><v>45292</v></c>', { styles: { cellXfs: [0, 14] } }),
    ).toBe('2024-01-01');
    // Shared and array formulas.
    expect(await textOf('<c r="A2"><f t="shared" ref="A2:A3" si="0">B2*2</f><v>0</v></c>')).toBe('0');
    expect(await textOf('<c r="A2"><f t="array" ref="A2">SUM(B2:B3)</f><v>12</v></c>')).toBe('12');
  });

  it("a formula with no <v> at all: text '' and the row carries a problem", async () => {
    for (const cell of [
      '<c r="A2"><f>SUM(B1:B9)</f></c>',
      '<c r="A2" t="str"><f>A1&amp;"x"</f></c>',
      '<c r="A2"><f t="shared" si="0"/></c>',
    ]) {
      const row = await rowOf(cell);
      expect(row.cells).toEqual(['']);
      expect(row.problems).toEqual([
        {
          column: 0,
          cell: 'A2',
          message: 'A2 has a formula with no saved value: open and save the workbook in Excel to compute it.',
        },
      ]);
    }
  });
});

describe('XML forms', () => {
  it('namespace prefixes on every element', async () => {
    const x = `xmlns:x="${NS.main}"`;
    const rows = await readRows({
      ...oneSheet(''),
      'xl/workbook.xml': `<?xml version="1.0"?><x:workbook ${x} xmlns:r="${NS.rel}"><x:workbookPr/><x:sheets><x:sheet name="Data" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      'xl/worksheets/sheet1.xml':
        `<?xml version="1.0"?><x:worksheet ${x}><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Qty</x:t></x:is></x:c></x:row>` +
        '<x:row r="2"><x:c r="A2" t="s"><x:v>1</x:v></x:c><x:c r="B2"><x:v>0.30000000000000004</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      'xl/sharedStrings.xml': `<?xml version="1.0"?><x:sst ${x}><x:si><x:t>Sku</x:t></x:si><x:si><x:r><x:t>00</x:t></x:r><x:r><x:t>42</x:t></x:r><x:rPh sb="0" eb="1"><x:t>no</x:t></x:rPh></x:si></x:sst>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="${NS.pkg}"><Relationship Id="rId1" Type="${NS.rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS.rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    });
    expect(rows).toEqual([{ rowNumber: 2, cells: ['0042', '0.3'] }].map((r) => expect.objectContaining(r)));
  });

  it('the ISO strict namespace', async () => {
    const main = `xmlns="${NS.strictMain}"`;
    const path = writeWorkbook(tmp.file('strict.xlsx'), {
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
      '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="${NS.pkg}"><Relationship Id="rId1" Type="${NS.strictRel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<?xml version="1.0"?><workbook ${main} xmlns:r="${NS.strictRel}"><workbookPr date1904="false"/><sheets><sheet name="Strict" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<?xml version="1.0"?><Relationships xmlns="${NS.pkg}"><Relationship Id="rId1" Type="${NS.strictRel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS.strictRel}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${NS.strictRel}/styles" Target="styles.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet ${main}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>45292</v></c></row></sheetData></worksheet>`,
      'xl/sharedStrings.xml': `<?xml version="1.0"?><sst ${main}><si><t>Sku</t></si><si><t>Since</t></si><si><t>000123</t></si></sst>`,
      'xl/styles.xml': `<?xml version="1.0"?><styleSheet ${main}><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    });
    const src = await openSheet(path, { headerRow: 1 });
    expect(src.sheets).toEqual(['Strict']);
    expect(src.headers).toEqual(['Sku', 'Since']);
    const rows: Row[] = [];
    for await (const r of src.rows()) rows.push(r as Row);
    expect(rows.map((r) => [r.rowNumber, r.cells])).toEqual([[2, ['000123', '2024-01-01']]]);
  });

  it('CDATA in <t>', async () => {
    expect(await textOf('<c r="A2" t="inlineStr"><is><t><![CDATA[a < b & c]]></t></is></c>')).toBe('a < b & c');
    expect(await textOf('<c r="A2" t="s"><v>0</v></c>', { strings: ['<t><![CDATA[<b>not bold</b>]]></t>'] })).toBe(
      '<b>not bold</b>',
    );
  });

  it('entities and character references', async () => {
    expect(
      await textOf('<c r="A2" t="s"><v>0</v></c>', {
        strings: ['<t>&amp;&lt;&gt;&quot;&apos; &#x65E5;&#26412; &#x1F600;</t>'],
      }),
    ).toBe('&<>"\' 日本 😀');
    expect(await textOf('<c r="A2" t="inlineStr"><is><t>R&amp;D &#233;t&#xE9;</t></is></c>')).toBe('R&D été');
    expect(await textOf('<c r="A2" t="str"><f>"x"</f><v>A &amp; B</v></c>')).toBe('A & B');
  });

  it('a shared-string table written with escapeXml round-trips any text', async () => {
    const text = 'Kissen "Öko" <groß> & ’s';
    expect(await textOf('<c r="A2" t="s"><v>0</v></c>', { strings: [`<t>${escapeXml(text)}</t>`] })).toBe(text);
  });
});
