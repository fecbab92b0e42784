// Turns the values exceljs gives for a cell into the text a user sees in Excel: no float
// noise, integers as integers, dates as ISO without any time-zone shift.

const SECONDS_PER_DAY = 86_400;
// Serial day number of 1970-01-01 in Excel's 1900 and 1904 date systems.
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** ISO date ('YYYY-MM-DD') at midnight, else 'YYYY-MM-DDTHH:mm:ss'. exceljs builds dates in UTC, so UTC parts are the cell's own. */
export function formatDate(d: Date): string {
  const ms = d.getTime();
  if (Number.isNaN(ms)) return '';
  // Serial numbers carry float noise (x.99999999 days): round to the second first.
  const t = new Date(Math.round(ms / 1000) * 1000);
  const date = `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const h = t.getUTCHours(), m = t.getUTCMinutes(), s = t.getUTCSeconds();
  if (h === 0 && m === 0 && s === 0) return date;
  return `${date}T${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** An Excel serial date number (as stored) to a Date in UTC. */
export function serialToDate(serial: number, date1904 = false): Date {
  const days = serial - (date1904 ? EPOCH_1904 : EPOCH_1900);
  return new Date(Math.round(days * SECONDS_PER_DAY) * 1000);
}

/** Whether a number format shows a date or time (same idea as exceljs' own check). */
export function isDateFormat(fmt: string | undefined): boolean {
  if (!fmt || fmt === 'General' || fmt === '@') return false;
  // Drop quoted literals, escaped characters and [colour]/[locale] sections before looking for d/m/y/h/s.
  const bare = fmt.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return /[ymdhs]/i.test(bare) && !/^[#0.,%E+\-\s]*$/i.test(bare);
}

/** Excel's General format shows 15 significant digits in scientific form for huge numbers. */
function excelScientific(n: number): string {
  const [mantissa = '', exponent = '0'] = n.toPrecision(15).split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
  const exp = Number(exponent);
  return `${trimmed}E${exp < 0 ? '-' : '+'}${pad(Math.abs(exp))}`;
}

/**
 * A stored number as text. Safe integers keep every digit; other numbers are rounded to the
 * 15 significant digits Excel displays (0.1+0.2 shows as 0.3) and then printed in the
 * shortest form. Integers beyond 2^53 cannot be recovered and come back in Excel's own
 * scientific notation, which validation then rejects as an ID. A format made only of zeros
 * ('00000') pads the integer as Excel shows it.
 */
export function formatNumber(n: number, numFmt?: string): string {
  if (Number.isNaN(n)) return '#VALUE!';
  if (!Number.isFinite(n)) return '#NUM!';
  if (Number.isInteger(n)) {
    if (!Number.isSafeInteger(n)) return excelScientific(n);
    const text = String(n === 0 ? 0 : n);
    if (numFmt && /^0+$/.test(numFmt) && n >= 0) return text.padStart(numFmt.length, '0');
    return text;
  }
  const rounded = Number(n.toPrecision(15));
  return String(rounded);
}

// Excel escapes control characters in XML text as _xHHHH_ (e.g. _x000D_ for CR).
function decodeExcelEscapes(s: string): string {
  if (!s.includes('_x')) return s;
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface RichTextRun { text?: string | null }

/** Any value exceljs' streaming reader puts in a cell, as the text a user sees. */
export function cellValueToText(value: unknown, numFmt?: string, date1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return decodeExcelEscapes(value);
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return formatDate(value);
  if (typeof value !== 'object') return String(value);
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) {
    return decodeExcelEscapes((v.richText as RichTextRun[]).map((r) => r.text ?? '').join(''));
  }
  if ('formula' in v || 'sharedFormula' in v) {
    const result = v.result;
    // The streaming reader does not turn formula results into dates: do it from the cell's format.
    if (typeof result === 'number' && isDateFormat(numFmt)) return formatDate(serialToDate(result, date1904));
    return cellValueToText(result, numFmt, date1904);
  }
  if (typeof v.error === 'string') return v.error;
  if ('text' in v) return cellValueToText(v.text, numFmt, date1904); // hyperlink
  return '';
}
