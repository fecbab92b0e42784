// coerceCell: spreadsheet text -> the JSON value the service expects, or a problem that
// names the value and says how to fix it. Decisions (documented for users in the fix texts):
// - Strings are kept exactly as typed: leading zeros, spaces and case survive.
// - Other types ignore surrounding spaces; an empty cell is null where the field allows it.
// - int32 accepts '42', '+42', '-7', '42.0'. It refuses '4.5', '3,000' / '1 000' (thousands
//   separators), '3.000' (a European thousands separator or 3? ambiguous) and scientific
//   notation such as '1e3' or '1.2E+11': spreadsheets show long numbers that way after
//   rounding them, so the digits may already be lost.
// - decimal accepts '.' as separator only; '4,5' is refused with a fix (',' may be thousands).
import { acceptsNull, checkValue, describe } from './check-value.js';
import { normaliseDateTime } from './datetime.js';
import { ENUMS, enumMember } from './enums.js';
import { INT32_MAX, INT32_MIN } from './limits.js';
import { problem, show, type FieldProblem, type ProblemRule } from './problems.js';
import type { FieldDef } from './types.js';

export type CoerceResult = { ok: true; value: unknown } | { ok: false; problem: FieldProblem };

const INT_TEXT = /^[+-]?\d+(\.0+)?$/;
const GROUPED = /^[+-]?\d{1,3}([,.'\u00a0 ]\d{3})+$/;
const SCIENTIFIC = /^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/;
const FRACTION = /^[+-]?\d*\.\d+$/;
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

const ok = (value: unknown): CoerceResult => ({ ok: true, value });

export function coerceCell(field: FieldDef, text: string): CoerceResult {
  const t = field.type === 'string' ? text : text.trim();
  const bad = (rule: ProblemRule, what: string, fix: string): CoerceResult =>
    ({ ok: false, problem: problem(field.name, text, rule, `${field.name}: ${show(text)} ${what}.`, fix) });
  if (t === '') {
    if (acceptsNull(field)) return ok(null);
    return { ok: false, problem: problem(field.name, text, 'required',
      `${field.name} is empty, but a value is required${field.key ? ' (it is part of the key)' : ''}.`,
      `Fill in ${field.name}${describe(field)}.`) };
  }
  let value: unknown;
  switch (field.type) {
    case 'string': value = text; break;
    case 'binary': value = t; break;
    case 'datetime': value = normaliseDateTime(t); break;
    case 'enum': {
      const member = field.enum ? enumMember(field.enum, t) : undefined;
      if (member === undefined) {
        return bad('enum', `is not a ${field.enum ?? 'known'} value`,
          `Use one of: ${field.enum ? ENUMS[field.enum].join(', ') : ''} (any letter case).`);
      }
      value = member; break;
    }
    case 'boolean': {
      const lower = t.toLowerCase();
      if (!TRUE.has(lower) && !FALSE.has(lower)) return bad('type', 'is not a yes/no value', 'Write true or false (yes/no and 1/0 work too).');
      value = TRUE.has(lower); break;
    }
    case 'int32': case 'decimal': {
      const refusal = numberRefusal(field, t);
      if (refusal) return bad(refusal.rule, refusal.what, refusal.fix);
      const n = Number(t);
      value = n === 0 ? 0 : n;  // '-0' is 0
      if (field.type === 'int32' && (n < (field.min ?? INT32_MIN) || n > (field.max ?? INT32_MAX))) {
        return bad('int32', `is outside the int32 range ${field.min ?? INT32_MIN} to ${field.max ?? INT32_MAX}`,
          `Use a whole number in that range; check that this column really holds ${field.name} values.`);
      }
      break;
    }
  }
  const p = checkValue(field, value);
  return p ? { ok: false, problem: { ...p, value: text } } : ok(value);
}

/** Why number text is refused, or null when Number(t) is the intended value. */
function numberRefusal(field: FieldDef, t: string): { rule: ProblemRule; what: string; fix: string } | null {
  const whole = field.type === 'int32';
  const rule: ProblemRule = whole ? 'int32' : 'type';
  if (GROUPED.test(t)) {
    const digits = t.replace(/[^\d+-]/g, '');
    const alt = /^[+-]?\d{1,3}[.,]000$/.test(t) ? ` (or ${t.slice(0, -4)} if the separator was meant as a decimal point)` : '';
    return { rule, what: 'contains a thousands separator', fix: `Write the number without separators: ${digits}${alt}.` };
  }
  if (SCIENTIFIC.test(t)) {
    const n = Number(t);
    const plain = Number.isFinite(n) && Math.abs(n) < 1e21 ? ` such as ${n}` : '';
    return { rule, what: 'is in scientific notation, which spreadsheets use for long numbers they have rounded',
      fix: `Format the column as text in the spreadsheet and enter the full number${plain}.` };
  }
  if (whole && INT_TEXT.test(t)) return null;
  if (whole && (FRACTION.test(t) || DECIMAL_COMMA.test(t))) {
    const n = Number(t.replace(',', '.'));
    return { rule, what: 'is not a whole number', fix: `Use a whole number such as ${Math.floor(n)} or ${Math.ceil(n)}.` };
  }
  if (!whole && DECIMAL_TEXT.test(t)) return null;
  if (DECIMAL_COMMA.test(t)) {
    return { rule, what: "uses ',' as the decimal separator", fix: `Use '.' as the decimal separator: ${t.replace(',', '.')}.` };
  }
  return { rule: 'type', what: `is not a ${whole ? 'whole number' : 'number'}`, fix: `Enter ${field.name}${describe(field)}.` };
}
