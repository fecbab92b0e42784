// Turns stored cell values into the text a user sees in Excel: no float noise, IDs and long
// numbers in plain digits (never scientific notation), dates as ISO text without any
// time-zone shift, in either of Excel's date systems.
import { dateFormatOf, type DateFormat } from './date-format.js';

const SECONDS_PER_DAY = 86_400;
// Serial day number of 1970-01-01 in Excel's 1900 and 1904 date systems.
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** ISO date ('YYYY-MM-DD') at midnight, else 'YYYY-MM-DDTHH:mm:ss', from the Date's UTC parts. */
export function formatDate(d: Date): string {
  const ms = d.getTime();
  if (Number.isNaN(ms)) return '';
  // Serial numbers carry float noise (x.99999999 days): round to the second first.
  const t = new Date(Math.round(ms / 1000) * 1000);
  const date = `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = clock(t);
  return time === '00:00:00' ? date : `${date}T${time}`;
}

function clock(t: Date): string {
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** An Excel serial date number (as stored) to a Date in UTC. Serials before 1900-03-01 need serialToText. */
export function serialToDate(serial: number, date1904 = false): Date {
  const days = serial - (date1904 ? EPOCH_1904 : EPOCH_1900);
  return new Date(Math.round(days * SECONDS_PER_DAY) * 1000);
}

/** How a cell's number format shows a number: as a date, a time of day, padded digits, a percentage, or plain. */
export interface NumberShape {
  date: boolean;
  timeOnly: boolean;
  elapsed: boolean;
  zeros: number;
  /** A percent format ('0%', '0.00%'): its decimals. The cell reads as Excel shows it, '50%' (issue 41). */
  percent?: number;
  /** A date format as Excel shows it, for text fields that keep what the person saw (issue 41). */
  format?: DateFormat;
}
export const PLAIN: NumberShape = { date: false, timeOnly: false, elapsed: false, zeros: 0 };

/** A format code without quoted literals, escapes, fill/space markers and [colour]/[locale] sections. */
function bareFormat(fmt: string): string {
  return fmt
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '');
}

/** Whether a number format shows a date or time. */
export function isDateFormat(fmt: string | undefined): boolean {
  if (!fmt || fmt === 'General' || fmt === '@') return false;
  const bare = bareFormat(fmt.split(';')[0] ?? '');
  return /[ymdhs]/i.test(bare) && !/^[#0.,%E+\-\s]*$/i.test(bare);
}

// Built-in number formats (ECMA-376 Part 1 §18.8.30) that show dates or times; 27-36 and
// 50-58 are the East Asian date formats, 45-47 minutes and elapsed time.
const BUILTIN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);
const BUILTIN_TIMES = new Set([18, 19, 20, 21, 45, 46, 47]);

/** The shape of a number format given by its id and, for custom ones, its code. */
export function numberShape(numFmtId: number, code: string | undefined): NumberShape {
  if (code === undefined) {
    // 9 and 10 are Excel's built-in '0%' and '0.00%'.
    if (numFmtId === 9 || numFmtId === 10) return { ...PLAIN, percent: numFmtId === 9 ? 0 : 2 };
    if (!BUILTIN_DATES.has(numFmtId)) return PLAIN;
    return withFormat(
      { date: true, timeOnly: BUILTIN_TIMES.has(numFmtId), elapsed: numFmtId === 46, zeros: 0 },
      numFmtId,
      code,
    );
  }
  if (/^0+$/.test(code)) return { ...PLAIN, zeros: code.length };
  if (!isDateFormat(code)) {
    const bare = bareFormat(code.split(';')[0] ?? '').trim();
    if (!/^[#0,]*(?:\.[#0]*)?%$/.test(bare)) return PLAIN;
    return { ...PLAIN, percent: (bare.split('.')[1] ?? '').replace(/[^#0]/g, '').length };
  }
  const first = code.split(';')[0] ?? '';
  const bare = bareFormat(first);
  const shape = { date: true, timeOnly: !/[yd]/i.test(bare), elapsed: /\[[hms]+\]/i.test(first), zeros: 0 };
  return withFormat(shape, numFmtId, code);
}

function withFormat(shape: NumberShape, numFmtId: number, code: string | undefined): NumberShape {
  const format = dateFormatOf(numFmtId, code);
  return format ? { ...shape, format } : shape;
}

/** Writes a number in plain decimal digits: '1.5e-7' → '0.00000015', '1.2345e+21' → '1234500000000000000000'. */
function plainDigits(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!m) return text;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  out = out.replace(/^0+(?=\d)/, '');
  if (out.includes('.')) out = out.replace(/0+$/, '').replace(/\.$/, '');
  return sign + out;
}

/**
 * A number as Excel's General format shows it, but never in scientific notation: rounded to
 * the 15 significant digits Excel keeps (0.1+0.2 shows as 0.3), printed in the shortest
 * plain form. A format made only of zeros ('00000') pads the integer as Excel shows it.
 */
export function formatExcelNumber(n: number, numFmt?: string): string {
  if (Number.isNaN(n)) return '#VALUE!';
  if (!Number.isFinite(n)) return '#NUM!';
  // Safe integers are exact in the stored double: keep every digit (IDs of 16 digits).
  const safe = Number.isSafeInteger(n);
  const text = (!safe && fifteenDigits(n)) || plainDigits(String(safe ? n : Number(n.toPrecision(15)) || 0));
  const zeros = numFmt && /^0+$/.test(numFmt) ? numFmt.length : 0;
  return zeros && text.charCodeAt(0) !== 45 && !text.includes('.') ? text.padStart(zeros, '0') : text;
}

/**
 * `n` rounded to 15 significant digits in the shortest plain form, straight from toPrecision
 * when it writes no exponent (1e-6 <= |n| < 1e15, every price and quantity): its digits with
 * the trailing zeros dropped are the shortest text of the rounded double, since no two
 * decimals of 15 digits share a double. Saves parsing the rounded text back into a number and
 * printing it again, the cost of each 17-digit decimal Excel stores (2.0109999999999997).
 * '' when toPrecision writes an exponent (the caller's general path).
 */
function fifteenDigits(n: number): string {
  const p = n.toPrecision(15);
  if (p.indexOf('e') >= 0) return '';
  if (p.indexOf('.') < 0) return p; // 15 integer digits: every zero counts
  let end = p.length;
  while (p.charCodeAt(end - 1) === 48 /* 0 */) end--;
  if (p.charCodeAt(end - 1) === 46 /* . */) end--;
  const text = end === p.length ? p : p.slice(0, end);
  return text === '-0' ? '0' : text;
}

/** Digits only, no leading zero (the common case, returned as it is). */
function isPlainCount(s: string): boolean {
  const n = s.length;
  if (n === 0 || n > 15 || (s.charCodeAt(0) === 48 && n > 1)) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A plain decimal of at most 15 digits, no leading zero but '0.', no trailing zero after the
 * point ('19.99', '-0.5', '0.000123'): formatExcelNumber gives it back as it is, because any
 * decimal of 15 digits or fewer is the shortest text of its double (15 digits always survive
 * the round trip), and a fraction is never padded. Saves the float work of a price column.
 */
function isShortDecimal(s: string): boolean {
  const n = s.length;
  let i = s.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  const intStart = i;
  while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
  const intDigits = i - intStart;
  if (intDigits === 0 || (intDigits > 1 && s.charCodeAt(intStart) === 48) || s.charCodeAt(i) !== 46 /* . */)
    return false;
  const fracStart = ++i;
  while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
  return i === n && i > fracStart && intDigits + (n - fracStart) <= 15 && s.charCodeAt(n - 1) !== 48;
}

/** A stored `<v>` number: a plain integer keeps its digits as written (long IDs), anything else goes through formatExcelNumber. */
/**
 * A number under a percent format as Excel shows it: 0.5 as '50%', 0.1234 under '0.00%' as
 * '12.34%'. A value that is not a number keeps its text. Numeric fields read '50%' back as 0.5
 * (shared/resources/coerce-cell.ts); a text field keeps what the person saw.
 */
export function percentText(stored: string, decimals: number): string {
  const raw = stored.trim();
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n)) return numberText(stored);
  // In decimal digits, as Excel rounds: the 15 significant digits it keeps, the point moved
  // two places, then half away from zero (binary n * 100 would show 7938.8857500 as .57).
  const text = plainDigits(n.toPrecision(15));
  const sign = text.startsWith('-') ? '-' : '';
  const [int = '', frac = ''] = text.slice(sign.length).split('.');
  const digits = `${int}${frac.padEnd(2, '0')}`;
  const point = int.length + 2;
  const kept = BigInt(`0${digits.slice(0, point + decimals).padEnd(point + decimals, '0')}`);
  const rounded = (kept + ((digits[point + decimals] ?? '0') >= '5' ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  const whole = rounded.slice(0, rounded.length - decimals);
  const shown = decimals ? `${whole}.${rounded.slice(-decimals)}` : whole;
  return `${sign && /[1-9]/.test(shown) ? '-' : ''}${shown}%`;
}

export function numberText(stored: string, zeros = 0): string {
  if (zeros === 0 && isPlainCount(stored)) return stored;
  if (isShortDecimal(stored)) return stored;
  const raw = stored.trim();
  if (/^[+-]?\d+$/.test(raw)) {
    const negative = raw.startsWith('-');
    const digits = raw.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
    const text = negative && digits !== '0' ? `-${digits}` : digits;
    return zeros && !negative ? text.padStart(zeros, '0') : text;
  }
  const n = Number(raw);
  if (raw === '' || Number.isNaN(n)) return raw;
  return formatExcelNumber(n, zeros ? '0'.repeat(zeros) : undefined);
}

// The last serial Excel shows as a date: 9999-12-31 23:59:59 (1900 system; 1904 is 1462 less).
const LAST_SERIAL = 2_958_465.999_99;

/**
 * Whether a number under a date format can be a date: Excel shows ##### for one past
 * 9999-12-31, so such a cell is read as its number, never as a date no one can see.
 */
export function isDateSerial(serial: number, date1904: boolean): boolean {
  return Number.isFinite(serial) && serial <= LAST_SERIAL - (date1904 ? 1462 : 0);
}

/** A serial date number as the ISO text of the date or time it shows. */
export function serialToText(serial: number, shape: NumberShape, date1904: boolean): string {
  if (shape.elapsed && serial >= 0) {
    const secs = Math.round(serial * SECONDS_PER_DAY);
    return `${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}:${pad(secs % 60)}`;
  }
  if (shape.timeOnly && serial >= 0 && serial < 1) return clock(serialToDate(serial, date1904));
  if (!date1904 && serial < 61) {
    // Excel's 1900 system counts a 29 February 1900 that never was (serial 60), inherited from
    // Lotus 1-2-3: serials before it are one day later than the plain count gives.
    if (serial >= 60) {
      const time = clock(serialToDate(serial, false));
      return time === '00:00:00' ? '1900-02-29' : `1900-02-29T${time}`;
    }
    if (serial >= 1) return formatDate(serialToDate(serial + 1, false));
    // Day 0 is no date (Excel shows 1900-01-00): a value under one day is a time of day, as
    // openpyxl reads it. Before day 0 Excel shows no date at all; LibreOffice and openpyxl
    // count back from 1899-12-30, and so do we (issue 26).
    if (serial >= 0) return clock(serialToDate(serial, false));
    return formatDate(serialToDate(serial, false));
  }
  return formatDate(serialToDate(serial, date1904));
}

/** ISO 8601 text stored in a `t="d"` cell, as date or date and time (fraction and zone dropped). */
export function isoCellText(stored: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    stored.trim(),
  );
  if (!m) {
    const t = /^(\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?$/.exec(stored.trim());
    return t ? `${t[1]}:${t[2]}:${t[3] ?? '00'}` : stored.trim();
  }
  const [, date = '', h, min, sec] = m;
  if (h === undefined) return date;
  const time = `${h}:${min}:${sec ?? '00'}`;
  return time === '00:00:00' ? date : `${date}T${time}`;
}

/** Excel escapes control characters in XML text as _xHHHH_ (e.g. _x000D_ for CR). */
export function decodeExcelEscapes(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
