// Issue 9: the text of each kind of XLSX number cell, "what Excel shows the user in the cell":
// plain numbers, the number formats that change the text (zeros, percents) and the date and
// time formats, in the 1900 and 1904 systems. Every case is a raw-XML workbook
// (xlsx-cell-text.fixtures.ts); the exact text is the contract the XLSX reader is built to.
// Strings, booleans, errors, formulas and XML forms: xlsx-cell-text-strings.test.ts.
import { describe, expect, it } from 'vitest';
import { useCellReader } from './xlsx-cell-text.fixtures.js';

const { textOf } = useCellReader();

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
