// Issue 9: the text of each kind of XLSX text cell, "what Excel shows the user in the cell":
// shared and inline strings, xml:space, formula strings, booleans, errors, ISO dates, formula
// cells, and the XML forms (prefixes, the strict namespace, CDATA, entities). Every case is a
// raw-XML workbook (xlsx-cell-text.fixtures.ts); the exact text and the row's problems are the
// contract the XLSX reader is built to. Numbers and dates: xlsx-cell-text-numbers.test.ts.
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../main/sheets/index.js';
import { NS, escapeXml, oneSheet, writeWorkbook } from '../../fixtures/xlsx/build.js';
import { useCellReader, type Row } from './xlsx-cell-text.fixtures.js';

const { tmp, readRows, rowOf, textOf, emptyTextOf } = useCellReader();

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
