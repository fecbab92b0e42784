// The worksheet reader's fast path (row-skimmer.ts) may only decline rows, never read one
// differently: for any sheetData, cut into chunks anywhere, both paths give the same rows,
// problems and errors.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorksheetReader } from '../../../main/sheets/xlsx/worksheet.js';
import { XmlScanner } from '../../../main/sheets/xlsx/xml-scanner.js';

const STRINGS = ['Sku', 'A &amp; B', '課きく', ' padded '];

function read(xml: string, skim: boolean, chunk: number): unknown {
  const reader = new WorksheetReader(
    {
      path: 'x.xlsx',
      strings: STRINGS,
      styles: [
        { date: false, timeOnly: false, elapsed: false, zeros: 0 },
        { date: true, timeOnly: false, elapsed: false, zeros: 0 },
      ],
      date1904: false,
    },
    { skim },
  );
  const scanner = new XmlScanner(reader);
  const rows: unknown[] = [];
  try {
    for (let i = 0; i < xml.length; i += chunk) {
      scanner.write(xml.slice(i, i + chunk));
      rows.push(...reader.take());
    }
    scanner.end();
    rows.push(...reader.take());
    return rows;
  } catch (err) {
    return { error: (err as Error).message, rows };
  }
}

const text = fc.constantFrom(
  'x',
  'a b',
  '  lead',
  'trail  ',
  '&amp;&lt;',
  '&#x65E5;',
  '1',
  '',
  'line\nbreak',
  'q"uote',
  "ap'os",
);
const number = fc.constantFrom('0', '42', '-3', '0.30000000000000004', '1E+20', '45292', '007', ' 5 ');
const attrs = (col: string, extra: string): string => `r="${col}"${extra}`;

const cell = fc
  .tuple(
    fc.constantFrom('A', 'B', 'C', 'D', 'AA', ''),
    fc.integer({ min: 0, max: 11 }),
    text,
    number,
    fc.constantFrom('', ' s="1"', ' s="0"', " x14ac:foo='1'", ' t="n"'),
  )
  .map(([col, kind, t, n, extra]) => {
    const r = col ? attrs(`${col}1`, extra) : extra.trim();
    switch (kind) {
      case 0:
        return `<c ${r}><v>${n}</v></c>`;
      case 1:
        return `<c ${r} t="s"><v>${n.length % STRINGS.length}</v></c>`;
      case 2:
        return `<c ${r} t="inlineStr"><is><t>${t}</t></is></c>`;
      case 3:
        return `<c ${r} t="inlineStr"><is><t xml:space="preserve">${t}</t></is></c>`;
      case 4:
        return `<c ${r} t="str"><f>A1&amp;"x"</f><v>${t}</v></c>`;
      case 5:
        return `<c ${r}><f>SUM(A1:A2)</f></c>`;
      case 6:
        return `<c ${r} t="e"><f>1/0</f><v>#DIV/0!</v></c>`;
      case 7:
        return `<c ${r} t="b"><v>${n.length % 2}</v></c>`;
      case 8:
        return `<c ${r}/>`;
      // A shared string's index as written: out of range ('42'), padded, signed, spaced (issue 44's fast path).
      case 9:
        return `<c ${r} t="s"><v>${n}</v></c>`;
      // A styled blank, as Excel writes a formatted empty cell.
      case 10:
        return `<c ${r} s="3" t="s"/>`;
      default:
        return `<c ${r} t="inlineStr"><is><r><t>${t}</t></r><rPh><t>no</t></rPh></is></c>`;
    }
  });

const row = fc
  .tuple(
    fc.array(cell, { maxLength: 5 }),
    fc.constantFrom('', ' spans="1:4"', " ht='15'", ' x14ac:dyDescent="0.25"'),
    // r as Excel writes it, none, or one the skimmer leaves to the tokenizer ('03', ' 3').
    fc.constantFrom('plain', 'none', 'padded', 'spaced'),
    fc.constantFrom('', '\n  '),
  )
  .map(([cells, extra, withR, ws]) => ({ cells, extra, withR, ws }));

const R_FORMS: Record<string, (n: number) => string> = {
  plain: (n) => ` r="${n}"`,
  none: () => '',
  padded: (n) => ` r="0${n}"`,
  spaced: (n) => ` r=" ${n}"`,
};

function sheet(rows: { cells: string[]; extra: string; withR: string; ws: string }[], prefix: string): string {
  const p = prefix ? `${prefix}:` : '';
  const body = rows
    .map((r, i) => {
      const open = `<${p}row${R_FORMS[r.withR]!(i + 1)}${r.extra}`;
      const cells = r.cells.map((c) => c.replace(/<(\/?)(c|v|f|is|t|r|rPh)\b/g, `<$1${p}$2`)).join(r.ws);
      return cells ? `${open}>${r.ws}${cells}${r.ws}</${p}row>` : `${open}/>`;
    })
    .join('');
  const ns = prefix ? `xmlns:${prefix}="urn:x"` : 'xmlns="urn:x"';
  return `<?xml version="1.0"?><${p}worksheet ${ns}><${p}sheetData>${body}</${p}sheetData></${p}worksheet>`;
}

describe('the row skimmer reads exactly what the tokenizer reads', () => {
  it('for random sheets cut into random chunks (property)', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.constantFrom('', 'x'),
        fc.integer({ min: 1, max: 300 }),
        (rows, prefix, chunk) => {
          const xml = sheet(rows, prefix);
          const slow = read(xml, false, xml.length) as { error?: string };
          // A sheet that stops with an error (a shared string that does not exist) stops
          // with the same one; the rows handed on before it depend on the chunks.
          if (slow.error) expect((read(xml, true, chunk) as { error?: string }).error).toBe(slow.error);
          else expect(read(xml, true, chunk)).toEqual(slow);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('malformed rows end with the same error either way', () => {
    for (const bad of [
      '<row r="1"><c r="A1"><v>1</c></row>',
      '<row r="1"><c r="A1"><v>1</v></row>',
      '<row r="2"/><row r="1"/>',
      '<row r="1"><c r="1A"><v>1</v></c></row>',
    ]) {
      const xml = `<worksheet><sheetData>${bad}</sheetData></worksheet>`;
      const fast = read(xml, true, 10_000) as { error?: string };
      expect(fast.error).toBeTruthy();
      expect(fast).toEqual(read(xml, false, 10_000));
    }
  });
});
