// ISO 8601 date-times as the service sends them (DateTimeOffset, e.g. 2018-02-14T20:25:11.9133333Z).
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** True when `s` is a complete ISO 8601 date-time with 'Z' or an offset, and a real calendar date. */
export function isIsoDateTime(s: string): boolean {
  const m = ISO.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map((x) => Number(x ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || sec > 59) return false;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return false;
  // Date.UTC rolls 31 April over to 1 May; a real date survives unchanged.
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?$/;
const SPACE_SEP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/;

/** Spreadsheet text to the wire form. All service dates are UTC, so a date alone means UTC
 *  midnight and a time without offset is read as UTC (never the machine's zone, so a date
 *  cannot move by a day). Anything else is returned unchanged for checkValue to judge. */
export function normaliseDateTime(text: string): string {
  let s = text.replace(SPACE_SEP, '$1T$2');
  if (DATE_ONLY.test(s)) s = `${s}T00:00:00Z`;
  else if (NO_OFFSET.test(s)) s = `${s.length === 16 ? `${s}:00` : s}Z`; // seconds added when absent
  return s;
}
