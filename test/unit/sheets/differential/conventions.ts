// Our reader's documented conventions (docs/module-contracts.md, main/sheets/cell-text.ts),
// applied to the typed values the independent readers give, so their cells and ours can be
// compared as exact text. Each rendering here says why we show a value this way; none uses
// our reader's code, so a slip in ours still shows as a difference.

/** A sheet's cells by A1 reference, as text; an empty cell is absent. */
export type SheetCells = Map<string, string>;
/** A workbook's sheets by name. */
export type WorkbookCells = Map<string, SheetCells>;

/** A convention: how we show a value, why, and (for the ones no rendering can express) which differences it allows. */
export interface Convention {
  name: string;
  why: string;
  /** Whether our text may differ from the independent readers' texts by this convention. */
  allows?: (ours: string, theirs: string[]) => boolean;
}

const XML_SPACE = /[ \t\r\n]/g;
const ISO_OR_ERROR = /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}$)|^#/;

/**
 * The conventions by which our text differs from what a reader shows by default, each with
 * why. The test lists them in its output; `render*` below apply most of them, `allows` the rest.
 */
export const CONVENTIONS: readonly Convention[] = [
  {
    name: 'whitespace at the ends of a <t> without xml:space="preserve" is layout, as Excel reads it',
    why: 'Excel drops it (writers add xml:space="preserve" to keep it); Gnumeric writes none, SheetJS and openpyxl keep it',
    allows: (ours, theirs) =>
      theirs.every((t) => t.length > ours.length && t.replace(XML_SPACE, '') === ours.replace(XML_SPACE, '')),
  },
  {
    name: 'a number under a date format past 9999-12-31 is read as its number',
    why: 'Excel shows ##### for it, so it is no date anyone saw; openpyxl makes it #VALUE!, SheetJS garbles it',
    allows: (ours, theirs) =>
      /^-?\d+(\.\d+)?$/.test(ours) && theirs.every((t) => !ISO_OR_ERROR.test(t) || t === '#VALUE!'),
  },
  {
    name: 'numbers as General, 15 significant digits, never scientific',
    why: 'a value is sent as the user sees it in Excel (0.1+0.2 is 0.3), and an ID of many digits must not turn into 1.2E+15',
  },
  {
    name: 'number formats other than dates, percentages and all-zero ones are not applied',
    why: '#,##0.00 or a currency change how a value looks, not the value sent (1234.5 stays 1234.5)',
  },
  {
    name: "a percent format ('0%', '0.0%') shows the number as Excel does: 0.15 as 15%",
    why: 'a text field keeps what the person saw (issue 41); a number field reads 15% back as 0.15',
  },
  {
    name: "an all-zero format ('00000') pads a whole number",
    why: 'postcodes and SKUs kept as padded numbers are read as the user sees them (00042)',
  },
  {
    name: 'dates as ISO text: YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss when not midnight, rounded to the second',
    why: "the service takes ISO dates; a locale's 01/02/03 is ambiguous",
  },
  {
    name: 'a time-of-day format shows HH:mm:ss for a value under one day, else the full date and time',
    why: 'a time has no date to send; a value of a day or more would lose its date as a clock time',
  },
  {
    name: 'an elapsed-time format ([h]:mm:ss) shows total hours, minutes and seconds',
    why: 'a duration of 30 hours is 30:00:00, not 06:00:00',
  },
  { name: 'booleans as TRUE and FALSE', why: 'as Excel shows them, and as the service parses them' },
  {
    name: 'errors as their text (#N/A), with a problem that makes the row Invalid',
    why: 'an error is never sent; the text names it in the message',
  },
  {
    name: 'a formula is its cached value; one with no cached value is blank (and a problem)',
    why: 'we compute nothing; a blank is never sent for a formula (the row is Invalid)',
  },
];

/** A number's shortest plain decimal digits (no exponent): 1.5e20 → 150000000000000000000. */
function plain(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const digits = m[2]! + (m[3] ?? '');
  const exp = Number(m[4]);
  const sign = m[1]!;
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return sign + digits.padEnd(exp + 1, '0');
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

/** A number as Excel's General format shows it, to 15 significant digits, in plain digits. */
export function renderNumber(n: number, format: string | undefined): string {
  const rounded = Number.isSafeInteger(n) ? n : Number(n.toPrecision(15));
  const percent =
    format &&
    /^[#0,]*(\.[#0]*)?%$/.exec(
      format
        .split(';')[0]!
        .replace(/\[[^\]]*\]/g, '')
        .trim(),
    );
  if (percent) {
    // ICU's decimal arithmetic, independent of ours: the 15-digit value times 100, half away from zero.
    const decimals = (percent[1] ?? '.').length - 1;
    const shown = new Intl.NumberFormat('en-US', {
      style: 'percent',
      useGrouping: false,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    return shown.format(rounded);
  }
  const text = plain(rounded === 0 ? 0 : rounded);
  if (format && /^0+$/.test(format) && Number.isInteger(rounded) && rounded >= 0)
    return text.padStart(format.length, '0');
  return text;
}

/** How a number format shows a serial: as a date, a clock time, an elapsed time, or not at all. */
export type DateKind = 'date' | 'time' | 'elapsed' | null;

/** The date kind of a format code, from its first section without literals and [colour] tags. */
export function dateKind(format: string | undefined, isDate: boolean): DateKind {
  if (!format || !isDate) return null;
  const first = format.split(';')[0] ?? '';
  if (/\[(h+|m+|s+)\]/i.test(first)) return 'elapsed';
  const bare = first
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[yd]/i.test(bare) ? 'date' : 'time';
}

/** 'YYYY-MM-DDTHH:mm:ss' or 'HH:mm:ss' text (from a reader) in our date convention. */
export function renderIso(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2}))?/.exec(iso);
  if (!m) return iso;
  return m[2] === undefined || m[2] === '00:00:00' ? m[1]! : `${m[1]}T${m[2]}`;
}

/** Seconds as an elapsed time, hours unbounded. */
export function renderElapsed(seconds: number): string {
  const s = Math.round(seconds);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
