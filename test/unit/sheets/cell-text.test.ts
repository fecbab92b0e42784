import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neutralise } from '../../../main/sheets/index.js';
import { unneutralise } from '../../../main/sheets/neutralise.js';
import {
  formatDate,
  formatExcelNumber,
  isDateFormat,
  numberShape,
  numberText,
  serialToDate,
  serialToText,
} from '../../../main/sheets/cell-text.js';
import { bomlessUtf16, detectDelimiter, detectEncoding, detectNewline } from '../../../main/sheets/detect-encoding.js';
import { detectHeaderRow } from '../../../main/sheets/header-detect.js';

describe('neutralise', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+cmd', '-x', '@SUM(A1)', '\tx', '\rx', '=', '-', '+'])
      expect(neutralise(s)).toBe(`'${s}`);
  });
  it('leaves plain numbers, ordinary text and non-strings alone', () => {
    for (const s of ['-5', '+3.2', '-1e3', '-.5', '12', 'abc', '', ' =x', "'abc", "'5"]) expect(neutralise(s)).toBe(s);
  });
  it("gives text that already starts with apostrophes before a formula start one more ('=x, '-5)", () => {
    for (const s of ["'=x", "'-5", "''@x", "'\tx"]) expect(neutralise(s)).toBe(`'${s}`);
    expect(neutralise(5 as unknown)).toBe(5);
    expect(neutralise(null as unknown)).toBe(null);
  });
  it('never leaves a formula start in front (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = neutralise(s);
        expect(/^[=+\-@\t\r]/.test(out) && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(out)).toBe(false);
        expect(out === s || out === `'${s}`).toBe(true);
      }),
    );
  });
  it('the CSV reader takes the apostrophe off again: text round-trips (property)', () => {
    // Apostrophes and formula starts are drawn often, so "'=x" and "''-5" shapes are covered.
    const text = fc
      .array(fc.oneof(fc.constantFrom("'", '=', '-', '+', '@', '\t', '5'), fc.string({ maxLength: 3 })), {
        maxLength: 6,
      })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), text), (s) => {
        expect(unneutralise(neutralise(s))).toBe(s);
      }),
    );
    expect(["'=1+1", "'+49 30", "'@SUM(A1)", "'-x", "'\tTab", "'abc", "''=x", "'''-5", "'"].map(unneutralise)).toEqual([
      '=1+1',
      '+49 30',
      '@SUM(A1)',
      '-x',
      '\tTab',
      "'abc",
      "'=x",
      "''-5",
      "'",
    ]);
  });
});

describe('formatExcelNumber', () => {
  it('shows numbers as Excel does, without float noise', () => {
    expect(formatExcelNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatExcelNumber(1.005 * 1000)).toBe('1005');
    expect(formatExcelNumber(123456789012)).toBe('123456789012');
    expect(formatExcelNumber(-0)).toBe('0');
    expect(formatExcelNumber(2.5)).toBe('2.5');
    expect(formatExcelNumber(12345678901234567890)).toBe('12345678901234600000');
    expect(formatExcelNumber(1e21)).toBe('1000000000000000000000');
    expect(formatExcelNumber(1e-7)).toBe('0.0000001');
    expect(numberText('12345678901234567890')).toBe('12345678901234567890');
    expect(numberText('007')).toBe('7');
    expect(numberText('42', 5)).toBe('00042');
    expect(numberText('1.2345678901234501E+19')).toBe('12345678901234500000');
    expect(numberText('0.30000000000000004')).toBe('0.3');
    expect(formatExcelNumber(42, '00000')).toBe('00042');
    expect(formatExcelNumber(Number.NaN)).toBe('#VALUE!');
  });
  it('keeps every safe integer exact (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(formatExcelNumber(n)).toBe(String(n === 0 ? 0 : n));
      }),
    );
  });
  it('round-trips decimals of up to 15 significant digits (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (d) => {
        const shown = Number(d.toPrecision(15));
        expect(Number(formatExcelNumber(d))).toBe(shown === 0 ? 0 : shown);
      }),
    );
  });
});

describe('dates', () => {
  it('formats midnight as a date and other times with seconds, rounding serial noise', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)))).toBe('2024-03-01');
    expect(formatDate(serialToDate(45382.5))).toBe('2024-03-31T12:00:00');
    expect(formatDate(serialToDate(45382 - 1462, true))).toBe('2024-03-31');
  });
  it('recognises date formats and not number formats', () => {
    for (const f of ['yyyy-mm-dd', 'm/d/yy', '[$-409]d-mmm-yy', 'hh:mm', 'dd/mm/yyyy hh:mm:ss'])
      expect(isDateFormat(f)).toBe(true);
    for (const f of [undefined, 'General', '@', '0.00', '#,##0', '0%', '0.00E+00', '"days" 0'])
      expect(isDateFormat(f)).toBe(false);
  });
  it('reads serials in both date systems, with the 1900 leap-year bug, and times of day', () => {
    const date = numberShape(14, undefined),
      time = numberShape(20, undefined);
    expect([1, 59, 60, 61, 45292].map((n) => serialToText(n, date, false))).toEqual([
      '1900-01-01',
      '1900-02-28',
      '1900-02-29',
      '1900-03-01',
      '2024-01-01',
    ]);
    expect([0, 43830].map((n) => serialToText(n, date, true))).toEqual(['1904-01-01', '2024-01-01']);
    expect(serialToText(0.5, time, false)).toBe('12:00:00');
    expect(serialToText(1.5, numberShape(46, undefined), false)).toBe('36:00:00');
    expect(numberShape(164, 'dd/mm/yyyy').date).toBe(true);
    expect(numberShape(165, '_-* #,##0.00\ "€"_-').date).toBe(false);
    expect(numberShape(166, '000000')).toEqual({ date: false, timeOnly: false, elapsed: false, zeros: 6 });
  });
});

describe('detection', () => {
  it('encoding from BOM and UTF-8 validity', () => {
    expect(detectEncoding(new Uint8Array([0xff, 0xfe, 0x41, 0]), true)).toBe('utf16le');
    expect(detectEncoding(new Uint8Array([0xfe, 0xff, 0, 0x41]), true)).toBe('utf16be');
    expect(detectEncoding(Buffer.from('€ ok'), true)).toBe('utf8');
    expect(detectEncoding(new Uint8Array([0x41, 0x80, 0x42]), true)).toBe('windows-1252');
    // A character cut off at the end of the sample is not an error, unless the file ends there.
    const cut = Buffer.from('abc€').subarray(0, 5);
    expect(detectEncoding(cut, false)).toBe('utf8');
    expect(detectEncoding(cut, true)).toBe('windows-1252');
  });
  it('UTF-16 without a BOM from where its zero bytes fall; binary data stays binary', () => {
    const le = Buffer.from('SKU;Qty\r\n0001;5\r\n', 'utf16le');
    const be = Buffer.from(le).swap16();
    expect([bomlessUtf16(le), detectEncoding(le, true)]).toEqual(['utf16le', 'utf16le']);
    expect([bomlessUtf16(be), detectEncoding(be, true)]).toEqual(['utf16be', 'utf16be']);
    // Chinese names: only the commas and the line breaks have a zero high byte.
    const names = '北京倉庫,東京倉庫,大阪倉庫\r\n'.repeat(20);
    expect(bomlessUtf16(Buffer.from(names, 'utf16le'))).toBe('utf16le');
    // 一 (U+4E00) and the ideographic space (U+3000) put a zero on the other side: 00 4E, 00 30.
    const other = 'SKU;名前\r\n' + '0001;第一\u3000倉庫\r\n'.repeat(20);
    expect([bomlessUtf16(Buffer.from(other, 'utf16le')), bomlessUtf16(Buffer.from(other, 'utf16le').swap16())]).toEqual(
      ['utf16le', 'utf16be'],
    );
    // No zero byte (ASCII, UTF-8), a NUL character, zeros at both offsets: not UTF-16.
    expect(bomlessUtf16(Buffer.from('SKU;Qty\r\n'))).toBeUndefined();
    expect(bomlessUtf16(Buffer.from('SKU\0;Qty\r\n0001;5\r\n', 'utf16le'))).toBeUndefined();
    expect(
      bomlessUtf16(Buffer.from([0x41, 0, 0, 0x42, 0x43, 0, 0, 0x44].concat(...new Array(8).fill([0x45, 0, 0, 0x46])))),
    ).toBeUndefined();
    // A table of small 16-bit numbers: zeros at the odd offsets only, but it decodes to control characters.
    const table = Buffer.alloc(2_000);
    for (let i = 0; i < table.length; i += 2) table.writeUInt16LE((i * 7) % 200, i);
    expect(bomlessUtf16(table)).toBeUndefined();
    // A sample cut after an odd byte or inside a surrogate pair (🚀 is D83D DE80) is still UTF-16.
    expect(bomlessUtf16(Buffer.concat([le, Buffer.from([0x41])]))).toBe('utf16le');
    expect(bomlessUtf16(Buffer.from('SKU;Name\r\n0001;🚀', 'utf16le').subarray(0, -2))).toBe('utf16le');
  });
  it('delimiter by consistency, ignoring quoted text and title lines', () => {
    expect(detectDelimiter('Report\nSku;Price\nA;1,5\nB;2,75\n', true)).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n"e;f;g",h\n', true)).toBe(',');
    expect(detectDelimiter('a|b|c\n1|2|3\n', true)).toBe('|');
    expect(detectDelimiter('single\ncolumn\n', true)).toBe(',');
  });
  it('newline outside quotes', () => {
    expect(detectNewline('a,"x\ny"\r\nb,c\r\n', true)).toBe('\r\n');
    expect(detectNewline('a\rb\rc', true)).toBe('\r');
  });
  it('header: the first wide, mostly-text row; a numeric header when nothing else fits', () => {
    const rows = (...r: string[][]) => r.map((cells, i) => ({ rowNumber: i + 1, cells }));
    expect(detectHeaderRow(rows(['Title'], ['Sku', 'Qty', 'DC'], ['A', '1', '2']))?.rowNumber).toBe(2);
    expect(detectHeaderRow(rows(['Sku', 'Qty', ''], ['A', '1', '2']))?.rowNumber).toBe(1);
    expect(detectHeaderRow(rows(['Sku', '101', '102'], ['A', '1', '2']))?.rowNumber).toBe(1);
    expect(detectHeaderRow(rows(['1', '101', '102'], ['5', '1', '2']))?.rowNumber).toBe(1);
    expect(detectHeaderRow(rows([''], ['']))).toBeUndefined();
  });
});
