// checkValue: is this JSON value acceptable for this field? The same rules run in the client
// (before anything is sent) and in the sandbox (on every body), so both say the same thing.
import { isIsoDateTime } from './datetime.js';
import { ENUMS, enumMember } from './enums.js';
import { INT32_MAX, INT32_MIN } from './limits.js';
import { problem, show, type FieldProblem } from './problems.js';
import type { FieldDef } from './types.js';

// Base64 text: groups of four, the last one padded with at most two '='. Written as one
// character class and a length check rather than a repeated group of four, which keeps a
// backtracking entry per group and took 250 ms on a 1 MiB cell (issue 25).
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (text: string): boolean => text.length % 4 === 0 && BASE64_CHARS.test(text);

/** A key fills a URL segment, so it is never null even where the spec calls it nullable. */
export const acceptsNull = (f: FieldDef): boolean => f.nullable && !f.key;

export function checkValue(field: FieldDef, value: unknown): FieldProblem | null {
  if (value === null || value === undefined) {
    if (acceptsNull(field)) return null;
    const why = field.key ? 'is part of the key and' : 'is not nullable and';
    return problem(
      field.name,
      value,
      'nullable',
      `${field.name} ${why} cannot be empty (got ${show(value)}).`,
      `Give ${field.name} a value${describe(field)}.`,
    );
  }
  switch (field.type) {
    case 'int32':
      return checkInt32(field, value);
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? null : wrongType(field, value);
    case 'boolean':
      return typeof value === 'boolean' ? null : wrongType(field, value);
    case 'string':
      return typeof value === 'string' ? checkText(field, value) : wrongType(field, value);
    case 'datetime':
      return typeof value === 'string' && isIsoDateTime(value) ? null : wrongType(field, value);
    case 'enum':
      return checkEnum(field, value);
    case 'binary':
      return typeof value === 'string' && isBase64(value) ? null : wrongType(field, value);
  }
}

/** ' (a whole number from ... to ...)' and the like, for fixes. */
export function describe(field: FieldDef): string {
  switch (field.type) {
    case 'int32':
      return ` (a whole number from ${field.min ?? INT32_MIN} to ${field.max ?? INT32_MAX})`;
    case 'decimal':
      return ' (a number with . as decimal separator, e.g. 12.5)';
    case 'boolean':
      return ' (true or false)';
    case 'datetime':
      return ' (an ISO 8601 date-time in UTC, e.g. 2024-05-01T09:30:00Z)';
    case 'enum':
      return field.enum ? ` (one of ${ENUMS[field.enum].join(', ')})` : '';
    case 'binary':
      return ' (base64 text)';
    case 'string':
      return field.pattern
        ? ` (${field.pattern.description}, e.g. ${field.pattern.example})`
        : field.maxLength !== undefined
          ? ` (text of at most ${field.maxLength} characters)`
          : ' (text)';
  }
}

function wrongType(field: FieldDef, value: unknown): FieldProblem {
  // '42' sent for an int32 is a common client slip: say that quotes are the problem.
  const literal = field.type === 'boolean' ? 'boolean' : 'number';
  const unquote =
    typeof value === 'string' && ['int32', 'decimal', 'boolean'].includes(field.type)
      ? ` If ${show(value)} is meant, send it as a JSON ${literal}, without quotes.`
      : '';
  return problem(
    field.name,
    value,
    'type',
    `${field.name}: ${show(value)} is not a valid ${field.type}.`,
    `Give ${field.name} a value${describe(field)}.${unquote}`,
  );
}

function checkInt32(field: FieldDef, value: unknown): FieldProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType(field, value);
  const min = field.min ?? INT32_MIN,
    max = field.max ?? INT32_MAX;
  if (!Number.isInteger(value)) {
    return problem(
      field.name,
      value,
      'int32',
      `${field.name}: ${value} is not a whole number.`,
      `Use a whole number such as ${Math.trunc(value)}${describe(field)}.`,
    );
  }
  if (value < min || value > max) {
    return problem(
      field.name,
      value,
      'int32',
      `${field.name}: ${value} is outside the int32 range ${min} to ${max}.`,
      `Use a whole number from ${min} to ${max}; a longer number is probably not a ${field.name} of this service.`,
    );
  }
  return null;
}

function checkText(field: FieldDef, value: string): FieldProblem | null {
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return problem(
      field.name,
      value,
      'maxLength',
      `${field.name}: ${show(value)} is ${value.length} characters long; at most ${field.maxLength} are allowed.`,
      `Shorten ${field.name} to ${field.maxLength} characters or fewer.`,
    );
  }
  if (field.pattern && !field.pattern.regex.test(value)) {
    return problem(
      field.name,
      value,
      'type',
      `${field.name}: ${show(value)} is not ${field.pattern.description}.`,
      `Write ${field.name} as ${field.pattern.description}, e.g. ${field.pattern.example}.`,
    );
  }
  return null;
}

function checkEnum(field: FieldDef, value: unknown): FieldProblem | null {
  const members = field.enum ? ENUMS[field.enum] : [];
  if (typeof value === 'string' && members.includes(value)) return null;
  const close = typeof value === 'string' && field.enum ? enumMember(field.enum, value.trim()) : undefined;
  const fix = close ? `Write '${close}' (exact spelling).` : `Use one of: ${members.join(', ')}.`;
  return problem(
    field.name,
    value,
    'enum',
    `${field.name}: ${show(value)} is not a ${field.enum ?? 'known'} value.`,
    fix,
  );
}
