// coerceCell: spreadsheet text -> the JSON value the service expects, or a problem that
// names the value and says how to fix it. Decisions (documented for users in the fix texts):
// - Strings are kept exactly as typed: leading zeros, spaces and case survive.
// - Other types ignore surrounding spaces; an empty cell is null where the field allows it.
// - int32 accepts '42', '+42', '-7', '42.0'. It refuses '4.5', '3,000' / '1 000' (thousands
//   separators), '3.000' (a European thousands separator or 3? ambiguous) and scientific
//   notation such as '1e3' or '1.2E+11': spreadsheets show long numbers that way after
//   rounding them, so the digits may already be lost.
// - decimal accepts '.' as separator only; '4,5' is refused with a fix (',' may be thousands).
// - A file may say it writes numbers with a decimal comma (opts.decimal ','): its text is read
//   with the roles of ',' and '.' swapped, and messages show numbers its way.
// - A fix never changes what a value means: a number whose separator could be either
//   ('48,137', '1.234') is refused with both readings, for the user to choose, unless the
//   file's thousands separator is known (opts.thousands: a run on a decimal-comma file), when
//   '1.250' is 1250. A fix never offers the other decimal separator to a decimal-comma file:
//   that would break its other numbers (issue 32).
// - An amount field (FieldDef.amount) takes a currency beside the number: '119,00 €', 'EUR 12.50'.
import { engineMessage, type Message } from '../i18n/index.js';
import { acceptsNull, checkValue, describe } from './check-value.js';
import { withoutCurrency } from './currency.js';
import { normaliseDateTime } from './datetime.js';
import { ENUMS, enumMember } from './enums.js';
import { INT32_MAX, INT32_MIN } from './limits.js';
import { problem, show, type FieldProblem, type ProblemRule } from './problems.js';
import type { FieldDef } from './types.js';

export type CoerceResult = { ok: true; value: unknown } | { ok: false; problem: FieldProblem };

// Linear time on any input (issue 25): no two quantifiers that can share a run of digits in
// sequence. '\d+\.?\d*' was one: on 160,000 digits and a stray letter it tried every split
// of the run between \d+ and \d* (9.4 s). test/unit/resources/coerce-cell-time.test.ts holds this.
const INT_TEXT = /^[+-]?\d+(\.0+)?$/;
// Digit groups: '1,234,567', '1 000', but not '3.000' ('.' is the decimal point there).
const GROUPED = /^[+-]?\d{1,3}(?:([,'\u00a0 ])\d{3}(?:\1\d{3})*|(?:\.\d{3}){2,})$/;
const SCIENTIFIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)[eE][+-]?\d+$/;
const FRACTION = /^[+-]?\d*\.\d+$/;
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
// Digits grouped by the file's known thousands separator (',' once the text reads the '.'
// way), with decimals or not: '1,250', '1,234,567.5'. Each group is bounded: linear time.
const KNOWN_GROUPS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
// No number is written with more characters than this; a longer cell is refused before the
// separator swap and the regexes below spend time on it (a 1 MiB cell must not stall a run).
const MAX_NUMBER_TEXT = 1000;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

const ok = (value: unknown): CoerceResult => ({ ok: true, value });

const swappedText = (n: number): string => swapSeparators(String(n));

function refused(field: FieldDef, text: string, rule: ProblemRule, what: Message, fix: Message): CoerceResult {
  const message = engineMessage('cell.refused', { field: field.name, value: show(text), what });
  return { ok: false, problem: problem(field.name, text, rule, message, fix) };
}

/** How a file writes numbers: '.' (the default) or ',' as the decimal separator. */
export interface NumberNotation {
  decimal?: '.' | ',';
  /**
   * The file's thousands separator, when known (the other one than `decimal`): digit groups
   * in it are thousands, '1.250' in a decimal-comma file is 1250. Unknown: such a number is
   * refused with both readings.
   */
  thousands?: '.' | ',';
}

/** Swaps ',' and '.' so that decimal-comma text reads with the '.' rules. */
function swapSeparators(t: string): string {
  return t.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
}

/** A blank cell: null where the field takes one, else refused as required. */
function emptyCell(field: FieldDef, text: string): CoerceResult {
  if (acceptsNull(field)) return ok(null);
  return {
    ok: false,
    problem: problem(
      field.name,
      text,
      'required',
      engineMessage(field.key ? 'cell.requiredKey' : 'cell.required', { field: field.name }),
      engineMessage('cell.fillIn', { field: field.name, describe: describe(field) }),
    ),
  };
}

export function coerceCell(field: FieldDef, text: string, notation: NumberNotation = {}): CoerceResult {
  const t = field.type === 'string' ? text : text.trim();
  // No closures in here: under tsx (keepNames) each one created costs a defineProperty per call.
  if (t === '') return emptyCell(field, text);
  let value: unknown;
  switch (field.type) {
    case 'string':
      value = text;
      break;
    case 'binary':
      value = t;
      break;
    case 'datetime':
      value = normaliseDateTime(t);
      break;
    case 'enum': {
      const member = field.enum ? enumMember(field.enum, t) : undefined;
      if (member === undefined) {
        return refused(
          field,
          text,
          'enum',
          engineMessage('cell.notEnum', { enum: field.enum ?? 'known' }),
          engineMessage('cell.useOneOfAnyCase', { members: field.enum ? ENUMS[field.enum].join(', ') : '' }),
        );
      }
      value = member;
      break;
    }
    case 'boolean': {
      const lower = t.toLowerCase();
      if (!TRUE.has(lower) && !FALSE.has(lower))
        return refused(field, text, 'type', engineMessage('cell.notYesNo'), engineMessage('cell.writeTrueFalse'));
      value = TRUE.has(lower);
      break;
    }
    case 'int32':
    case 'decimal': {
      if (t.length > MAX_NUMBER_TEXT)
        return refused(
          field,
          text,
          'type',
          engineMessage(field.type === 'int32' ? 'cell.tooLongWhole' : 'cell.tooLongNumber', { length: t.length }),
          engineMessage('cell.enter', { field: field.name, describe: describe(field) }),
        );
      const comma = notation.decimal === ',';
      const amount = field.amount ? withoutCurrency(t) : t;
      // '50%' (a percent cell as Excel shows it, or typed so) is the number 0.5.
      const percent = amount.length > 1 && amount.charCodeAt(amount.length - 1) === 37;
      const written = percent ? amount.slice(0, -1).trimEnd() : amount;
      let plain = comma ? swapSeparators(written) : written;
      if (notation.thousands === (comma ? '.' : ',') && KNOWN_GROUPS.test(plain)) plain = plain.replace(/,/g, '');
      // Plain digits (the common case: IDs, quantities) pass every rule below: skip the regexes.
      const refusal = plainDigits(plain)
        ? null
        : numberRefusal(field, plain, comma ? swappedText : String, comma ? ',' : '.');
      if (refusal) return refused(field, text, refusal.rule, refusal.what, refusal.fix);
      // The point moved two places by the parser itself ('12.5e-2'), so 7% is exactly 0.07.
      const n = Number(percent ? `${plain}e-2` : plain);
      value = n === 0 ? 0 : n; // '-0' is 0
      if (field.type === 'int32' && (n < (field.min ?? INT32_MIN) || n > (field.max ?? INT32_MAX))) {
        return refused(
          field,
          text,
          'int32',
          engineMessage('cell.outsideInt32', { min: field.min ?? INT32_MIN, max: field.max ?? INT32_MAX }),
          engineMessage('cell.useWholeInRange', { field: field.name }),
        );
      }
      break;
    }
  }
  const p = checkValue(field, value);
  return p ? { ok: false, problem: { ...p, value: text } } : ok(value);
}

/**
 * The hint to name the file's decimal separator, for a file read with '.' (the default, so
 * perhaps wrong). A decimal-comma file is never told to switch to '.': that was said (or
 * seen in its numbers), and its other numbers would break (issue 32).
 */
function switchHint(dec: '.' | ',', joiner = ','): Message | '' {
  if (dec !== '.') return '';
  return engineMessage(joiner === ';' ? 'cell.sayDecimalSemicolon' : 'cell.sayDecimalComma');
}

/** '-'? then 1 to 15 digits: text every number rule accepts as it is. */
function plainDigits(t: string): boolean {
  const start = t.charCodeAt(0) === 45 ? 1 : 0;
  const n = t.length;
  if (n === start || n - start > 15) return false;
  for (let i = start; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Why number text is refused, or null when Number(t) is the intended value. `t` is in '.'
 * notation (decimal-comma text arrives swapped); `shown` writes a number the file's way and
 * `dec` is the file's decimal separator, for the messages.
 */
function numberRefusal(
  field: FieldDef,
  t: string,
  shown: (n: number) => string,
  dec: '.' | ',',
): { rule: ProblemRule; what: Message; fix: Message } | null {
  const whole = field.type === 'int32';
  const rule: ProblemRule = whole ? 'int32' : 'type';
  const other = dec === '.' ? ',' : '.';
  if (GROUPED.test(t)) {
    const digits = t.replace(/[^\d+-]/g, '');
    // One group of three after the other notation's decimal separator (48,137 in a file that
    // writes 3.5): a thousands separator, or a decimal one from a file saved in another
    // locale. Never guess: give both readings. After the file's own decimal separator three
    // digits are decimals (48,137 in a decimal-comma file is 48.137).
    if (/^[+-]?\d{1,3},\d{3}$/.test(t)) {
      const asDecimal = Number(t.replace(',', '.'));
      return {
        rule,
        what: engineMessage('cell.ambiguous', { digits, other, decimal: shown(asDecimal) }),
        fix: engineMessage('cell.writeEither', { digits, decimal: shown(asDecimal), hint: switchHint(dec, ';') }),
      };
    }
    return { rule, what: engineMessage('cell.thousands'), fix: engineMessage('cell.writeWithout', { digits }) };
  }
  if (SCIENTIFIC.test(t)) {
    const n = Number(t);
    const plain = Number.isFinite(n) && Math.abs(n) < 1e21;
    return {
      rule,
      what: engineMessage('cell.scientific'),
      fix: plain ? engineMessage('cell.formatAsTextSuchAs', { number: shown(n) }) : engineMessage('cell.formatAsText'),
    };
  }
  if (whole && INT_TEXT.test(t)) return null;
  if (whole && DECIMAL_COMMA.test(t)) {
    const n = Number(t.replace(',', '.'));
    return {
      rule,
      what: engineMessage('cell.otherDecimal', { other }),
      fix: Number.isInteger(n)
        ? engineMessage('cell.writeNumber', { number: n, hint: switchHint(dec) })
        : engineMessage('cell.useWholeEither', { lower: Math.floor(n), upper: Math.ceil(n), hint: switchHint(dec) }),
    };
  }
  if (whole && FRACTION.test(t)) {
    const n = Number(t);
    return {
      rule,
      what: engineMessage('cell.notWhole'),
      fix: engineMessage('cell.useWholeEither', { lower: Math.floor(n), upper: Math.ceil(n), hint: '' }),
    };
  }
  if (!whole && DECIMAL_TEXT.test(t)) return null;
  if (DECIMAL_COMMA.test(t)) {
    return {
      rule,
      what: engineMessage('cell.otherDecimal', { other }),
      fix: engineMessage('cell.useDecimal', {
        dec,
        number: dec === '.' ? t.replace(',', '.') : swapSeparators(t.replace(',', '.')),
        hint: switchHint(dec),
      }),
    };
  }
  return {
    rule: 'type',
    what: engineMessage(whole ? 'cell.notWhole' : 'cell.notNumber'),
    fix: engineMessage('cell.enter', { field: field.name, describe: describe(field) }),
  };
}
