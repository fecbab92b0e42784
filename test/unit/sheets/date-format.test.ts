// Date cells as Excel shows them (issue 41): the format renderer on the codes users' files
// carry, and the XLSX reader keeping that text beside the ISO one only where asked.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileDateFormat, dateFormatOf, renderDate } from '../../../main/sheets/date-format.js';
import { openSheet } from '../../../main/sheets/index.js';
import { collect, tempFolder } from '../../support/index.js';

// 2026-03-04 (a Wednesday) at 13:45:10, in Excel's 1900 date system.
const DAY = 46_085;
const AT = DAY + (13 * 3600 + 45 * 60 + 10) / 86_400;
const shown = (code: string, serial = AT, date1904 = false): string | undefined =>
  renderDate(serial, compileDateFormat(code), date1904);

describe('renderDate', () => {
  it('shows day, month and year tokens as Excel does', () => {
    expect(shown('dd.mm.yyyy')).toBe('04.03.2026');
    expect(shown('yyyy-mm-dd')).toBe('2026-03-04');
    expect(shown('d mmmm yyyy')).toBe('4 March 2026');
    expect(shown('d/m/yy')).toBe('4/3/26');
    expect(shown('ddd, dd mmm yyyy')).toBe('Wed, 04 Mar 2026');
    expect(shown('dddd')).toBe('Wednesday');
    expect(shown('mmmmm')).toBe('M');
    expect(shown('DD.MM.YYYY')).toBe('04.03.2026');
  });

  it('reads m and mm as minutes after an hour or before a second', () => {
    expect(shown('hh:mm:ss')).toBe('13:45:10');
    expect(shown('h:mm')).toBe('13:45');
    expect(shown('mm:ss')).toBe('45:10');
    expect(shown('dd.mm.yyyy hh:mm')).toBe('04.03.2026 13:45');
    expect(shown('m/d/yyyy h:mm')).toBe('3/4/2026 13:45');
  });

  it('shows a 12-hour clock with AM/PM and A/P', () => {
    expect(shown('h:mm AM/PM')).toBe('1:45 PM');
    expect(shown('hh:mm am/pm')).toBe('01:45 pm');
    expect(shown('h:mm A/P', DAY + 0.25)).toBe('6:00 A');
    expect(shown('h AM/PM', DAY)).toBe('12 AM');
  });

  it('keeps quoted and escaped literals, drops locale prefixes, colours, padding and fills', () => {
    expect(shown('[$-407]dddd, d. mmmm yyyy')).toBe('Wednesday, 4. March 2026');
    expect(shown('[$-F800]dd.mm.yyyy')).toBe('04.03.2026');
    expect(shown('"Day "d\\-m "of" yyyy')).toBe('Day 4-3 of 2026');
    expect(shown('[Red]dd/mm/yyyy;@')).toBe('04/03/2026');
    expect(shown('_(dd.mm.yyyy_)* ')).toBe('04.03.2026');
    expect(shown('"d m y "yyyy')).toBe('d m y 2026');
  });

  it('shows elapsed time and fractions of a second', () => {
    expect(shown('[h]:mm:ss', 1.5)).toBe('36:00:00');
    expect(shown('[mm]:ss', 0.5)).toBe('720:00');
    expect(shown('mm:ss.00', (65.257 / 86_400) as number)).toBe('01:05.26');
  });

  it("uses Excel's own codes for the built-in ids and none for the locale ones", () => {
    const builtin = (id: number): string | undefined => renderDate(AT, dateFormatOf(id, undefined)!, false);
    expect(builtin(14)).toBe('3/4/2026');
    expect(builtin(15)).toBe('4-Mar-26');
    expect(builtin(16)).toBe('4-Mar');
    expect(builtin(17)).toBe('Mar-26');
    expect(builtin(22)).toBe('3/4/2026 13:45');
    expect(dateFormatOf(30, undefined)).toBeUndefined();
    expect(renderDate(AT, dateFormatOf(14, 'dd.mm.yyyy')!, false)).toBe('04.03.2026');
  });

  it("counts Excel's 29 February 1900 and the 1904 date system", () => {
    expect(shown('dd.mm.yyyy', 60)).toBe('29.02.1900');
    expect(shown('dd.mm.yyyy', 59)).toBe('28.02.1900');
    expect(shown('dd.mm.yyyy', 61)).toBe('01.03.1900');
    expect(shown('dd.mm.yyyy', DAY - 1462, true)).toBe('04.03.2026');
    expect(shown('dd.mm.yyyy', -1)).toBeUndefined();
  });
});

describe('the XLSX reader with shownText', () => {
  const tmp = tempFolder();
  let book = '';
  beforeAll(async () => {
    book = tmp.file('dates.xlsx');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Dates');
    ws.addRow(['Format', 'Date']);
    const day = new Date(Date.UTC(2026, 2, 4));
    for (const [r, fmt] of [
      [2, 'dd.mm.yyyy'],
      [3, 'mm-dd-yy'], // exceljs writes built-in id 14, with no code of its own
      [4, 'yyyy-mm-dd'],
      [5, 'd mmmm yyyy'],
    ] as const) {
      ws.addRow([fmt, day]);
      ws.getCell(`B${r}`).numFmt = fmt;
    }
    ws.addRow(['plain', 46085]);
    await wb.xlsx.writeFile(book);
  });
  afterAll(() => tmp.cleanup());

  it('keeps the shown text beside the ISO text, only where it differs', async () => {
    const rows = await collect(await openSheet(book, { shownText: true }));
    expect(rows.map((r) => r.cells[1])).toEqual(['2026-03-04', '2026-03-04', '2026-03-04', '2026-03-04', '46085']);
    expect(rows.map((r) => r.shown?.[1])).toEqual(['04.03.2026', '3/4/2026', undefined, '4 March 2026', undefined]);
    expect(rows.map((r) => r.shown === undefined)).toEqual([false, false, true, false, true]);
  });

  it('gives rows as before to a reader that does not ask', async () => {
    const rows = await collect(await openSheet(book));
    expect(rows.every((r) => !('shown' in r))).toBe(true);
    expect(rows[0]).toEqual({ rowNumber: 2, cells: ['dd.mm.yyyy', '2026-03-04'] });
  });
});
