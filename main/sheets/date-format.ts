// A date serial as the text Excel shows under the cell's number format ('04.03.2026' under
// 'dd.mm.yyyy', '3/4/2026' under built-in 14), for a text field that should keep what the
// person saw (issue 41); datetime fields keep the reader's ISO text. Excel's English month and
// day names; [$-407]-style locale prefixes and colours are dropped, as a reader with no
// locale of its own can only show the code's own letters.

type Part =
  | { t: 'lit'; s: string }
  | { t: 'y2' | 'y4' | 'mon' | 'd' | 'h' | 'min' | 's'; w: number }
  | { t: 'eh' | 'em' | 'es'; w: number }
  | { t: 'ampm'; am: string; pm: string }
  | { t: 'frac'; w: number };

/** A format code compiled once per style; `hour12` when it has AM/PM or A/P. */
export interface DateFormat {
  parts: Part[];
  hour12: boolean;
  /** Digits of fractional seconds ('ss.00'): the precision the serial is rounded to. */
  fraction: number;
}

// Excel's defaults for its built-in date and time ids (ECMA-376 Part 1 §18.8.30). The East
// Asian ids (27-36, 50-58) depend on the locale: they keep ISO text.
const BUILTIN_CODES: Record<number, string> = {
  14: 'm/d/yyyy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yyyy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The date format of a style: its own code, or Excel's default for a built-in id; undefined when unknown. */
export function dateFormatOf(numFmtId: number, code: string | undefined): DateFormat | undefined {
  const text = code ?? BUILTIN_CODES[numFmtId];
  return text === undefined ? undefined : compileDateFormat(text);
}

/** The first section of a format code (the one for positive numbers), quotes respected. */
function firstSection(code: string): string {
  let quoted = false;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\\' && !quoted) i++;
    else if (c === ';' && !quoted) return code.slice(0, i);
  }
  return code;
}

function runLength(s: string, i: number, letter: string): number {
  let n = 0;
  while (s[i + n]?.toLowerCase() === letter) n++;
  return n;
}

/** Compiles a date or time format code into parts; m and mm are minutes next to h or s, as Excel reads them. */
export function compileDateFormat(code: string): DateFormat {
  const s = firstSection(code);
  const parts: Part[] = [];
  const lit = (text: string): void => {
    const last = parts.at(-1);
    if (last?.t === 'lit') last.s += text;
    else parts.push({ t: 'lit', s: text });
  };
  let hour12 = false;
  let fraction = 0;
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    const lower = c.toLowerCase();
    if (c === '"') {
      const end = s.indexOf('"', i + 1);
      lit(s.slice(i + 1, end < 0 ? s.length : end));
      i = end < 0 ? s.length : end + 1;
    } else if (c === '\\') {
      lit(s[i + 1] ?? '');
      i += 2;
    } else if (c === '_' || c === '*') {
      i += 2; // padding to a character's width, or a fill: nothing in the cell's text
    } else if (c === '[') {
      const end = s.indexOf(']', i);
      const inner = s.slice(i + 1, end < 0 ? s.length : end).toLowerCase();
      const elapsed = /^(h+|m+|s+)$/.exec(inner);
      if (elapsed) parts.push({ t: inner[0] === 'h' ? 'eh' : inner[0] === 'm' ? 'em' : 'es', w: inner.length });
      i = end < 0 ? s.length : end + 1; // [$-407], [Red], [>100]: no text of their own
    } else if (/^am\/pm/i.test(s.slice(i, i + 5))) {
      const upper = c === 'A';
      parts.push({ t: 'ampm', am: upper ? 'AM' : 'am', pm: upper ? 'PM' : 'pm' });
      hour12 = true;
      i += 5;
    } else if (/^a\/p/i.test(s.slice(i, i + 3))) {
      parts.push({ t: 'ampm', am: c === 'A' ? 'A' : 'a', pm: c === 'A' ? 'P' : 'p' });
      hour12 = true;
      i += 3;
    } else if (c === '.' && s[i + 1] === '0' && /^(s|es)$/.test(lastTimed(parts)?.t ?? '')) {
      const w = runLength(s, i + 1, '0');
      parts.push({ t: 'frac', w });
      fraction = Math.max(fraction, w);
      i += 1 + w;
    } else if ('ymdhse'.includes(lower)) {
      const w = runLength(s, i, lower);
      if (lower === 'y' || lower === 'e') parts.push({ t: lower === 'e' || w > 2 ? 'y4' : 'y2', w });
      else parts.push({ t: lower === 'm' ? 'mon' : (lower as 'd' | 'h' | 's'), w });
      i += w;
    } else {
      lit(c);
      i++;
    }
  }
  markMinutes(parts);
  return { parts, hour12, fraction };
}

function lastTimed(parts: Part[], before = parts.length): Part | undefined {
  for (let i = before - 1; i >= 0; i--) if (parts[i]!.t !== 'lit') return parts[i];
  return undefined;
}

/** m or mm right after an hour or right before a second is minutes (Excel's rule). */
function markMinutes(parts: Part[]): void {
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.t !== 'mon' || p.w > 2) continue;
    const before = lastTimed(parts, i)?.t;
    let after: string | undefined;
    for (let j = i + 1; j < parts.length && after === undefined; j++) if (parts[j]!.t !== 'lit') after = parts[j]!.t;
    if (before === 'h' || before === 'eh' || after === 's' || after === 'es') parts[i] = { t: 'min', w: p.w };
  }
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

interface Moment {
  y: number;
  mon: number; // 1-12
  d: number; // 0 for Excel's day 0 (1900-01-00)
  dow: number; // 0 Sunday
  secs: number; // of the day
  frac: number; // of the second, in units of 10^-fraction
  total: number; // seconds since day 0, for [h] [mm] [ss]
}

// Serial day number of 1970-01-01 in Excel's 1900 and 1904 date systems.
const EPOCH_1900 = 25_569;
const EPOCH_1904 = 24_107;

function momentOf(serial: number, f: DateFormat, date1904: boolean): Moment {
  const scale = 10 ** f.fraction;
  const units = Math.round(serial * 86_400 * scale);
  const total = Math.floor(units / scale);
  const day = Math.floor(total / 86_400);
  const base = { secs: total - day * 86_400, frac: units - total * scale, total };
  if (!date1904 && day < 61) {
    // Excel's 1900 system counts a 29 February 1900 that never was (Lotus 1-2-3), and day 0 as
    // 1900-01-00; it calls day 1 a Sunday.
    const dow = (day + 6) % 7;
    if (day === 60) return { ...base, y: 1900, mon: 2, d: 29, dow };
    if (day === 0) return { ...base, y: 1900, mon: 1, d: 0, dow };
    const t = new Date(Date.UTC(1899, 11, 31 + day));
    return { ...base, y: t.getUTCFullYear(), mon: t.getUTCMonth() + 1, d: t.getUTCDate(), dow };
  }
  const t = new Date((day - (date1904 ? EPOCH_1904 : EPOCH_1900)) * 86_400_000);
  return { ...base, y: t.getUTCFullYear(), mon: t.getUTCMonth() + 1, d: t.getUTCDate(), dow: t.getUTCDay() };
}

function partText(p: Part, m: Moment, f: DateFormat): string {
  const hour = Math.floor(m.secs / 3600);
  switch (p.t) {
    case 'lit':
      return p.s;
    case 'y2':
      return pad(m.y % 100, 2);
    case 'y4':
      return pad(m.y, 4);
    case 'mon':
      if (p.w <= 2) return pad(m.mon, p.w);
      return p.w === 3 ? MONTHS[m.mon - 1]!.slice(0, 3) : p.w === 4 ? MONTHS[m.mon - 1]! : MONTHS[m.mon - 1]![0]!;
    case 'd':
      if (p.w <= 2) return pad(m.d, p.w);
      return p.w === 3 ? DAYS[m.dow]!.slice(0, 3) : DAYS[m.dow]!;
    case 'h':
      return pad(f.hour12 ? hour % 12 || 12 : hour, Math.min(p.w, 2));
    case 'min':
      return pad(Math.floor(m.secs / 60) % 60, Math.min(p.w, 2));
    case 's':
      return pad(m.secs % 60, Math.min(p.w, 2));
    case 'eh':
      return pad(Math.floor(m.total / 3600), p.w);
    case 'em':
      return pad(Math.floor(m.total / 60), p.w);
    case 'es':
      return pad(m.total, p.w);
    case 'ampm':
      return hour < 12 ? p.am : p.pm;
    case 'frac':
      return `.${pad(m.frac, f.fraction).slice(0, p.w)}`;
  }
}

/**
 * The text Excel shows for a serial under a compiled date format; undefined for a negative
 * serial (Excel shows ##### there), when the reader's ISO text stands.
 */
export function renderDate(serial: number, f: DateFormat, date1904: boolean): string | undefined {
  if (!(serial >= 0)) return undefined;
  const m = momentOf(serial, f, date1904);
  let out = '';
  for (const p of f.parts) out += partText(p, m, f);
  return out;
}
