// checkValue: is this JSON value acceptable for this field? The same rules run in the client
// (before anything is sent) and in the sandbox (on every body), so both say the same thing.
import { engineMessage, type Message } from '../i18n/index.js';
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
    return problem(
      field.name,
      value,
      'nullable',
      engineMessage(field.key ? 'check.keyEmpty' : 'check.notNullable', { field: field.name, value: show(value) }),
      engineMessage('check.giveValue', { field: field.name, describe: describe(field) }),
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
export function describe(field: FieldDef): Message | '' {
  switch (field.type) {
    case 'int32':
      return engineMessage('describe.int32', { min: field.min ?? INT32_MIN, max: field.max ?? INT32_MAX });
    case 'decimal':
      return engineMessage('describe.decimal');
    case 'boolean':
      return engineMessage('describe.boolean');
    case 'datetime':
      return engineMessage('describe.datetime');
    case 'enum':
      return field.enum ? engineMessage('describe.enum', { members: ENUMS[field.enum].join(', ') }) : '';
    case 'binary':
      return engineMessage('describe.binary');
    case 'string':
      return field.pattern
        ? engineMessage('describe.pattern', { pattern: field.pattern.description, example: field.pattern.example })
        : field.maxLength !== undefined
          ? engineMessage('describe.maxLength', { max: field.maxLength })
          : engineMessage('describe.text');
  }
}

function wrongType(field: FieldDef, value: unknown): FieldProblem {
  // '42' sent for an int32 is a common client slip: say that quotes are the problem.
  const literal = field.type === 'boolean' ? 'boolean' : 'number';
  const unquote = typeof value === 'string' && ['int32', 'decimal', 'boolean'].includes(field.type);
  const params = { field: field.name, value: show(value), describe: describe(field), literal };
  return problem(
    field.name,
    value,
    'type',
    engineMessage('check.wrongType', { ...params, type: field.type }),
    engineMessage(unquote ? 'check.giveValueUnquoted' : 'check.giveValue', params),
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
      engineMessage('check.notWhole', { field: field.name, value }),
      engineMessage('check.useWholeSuchAs', { number: Math.trunc(value), describe: describe(field) }),
    );
  }
  if (value < min || value > max) {
    return problem(
      field.name,
      value,
      'int32',
      engineMessage('check.outsideInt32', { field: field.name, value, min, max }),
      engineMessage('check.useWholeInRange', { field: field.name, min, max }),
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
      engineMessage('check.tooLong', {
        field: field.name,
        value: show(value),
        length: value.length,
        max: field.maxLength,
      }),
      engineMessage('check.shorten', { field: field.name, max: field.maxLength }),
    );
  }
  if (field.pattern && !field.pattern.regex.test(value)) {
    return problem(
      field.name,
      value,
      'type',
      engineMessage('check.notPattern', { field: field.name, value: show(value), pattern: field.pattern.description }),
      engineMessage('check.writeAsPattern', {
        field: field.name,
        pattern: field.pattern.description,
        example: field.pattern.example,
      }),
    );
  }
  return null;
}

function checkEnum(field: FieldDef, value: unknown): FieldProblem | null {
  const members = field.enum ? ENUMS[field.enum] : [];
  if (typeof value === 'string' && members.includes(value)) return null;
  const close = typeof value === 'string' && field.enum ? enumMember(field.enum, value.trim()) : undefined;
  const fix = close
    ? engineMessage('check.writeExact', { member: close })
    : engineMessage('check.useOneOf', { members: members.join(', ') });
  return problem(
    field.name,
    value,
    'enum',
    engineMessage('check.notEnum', { field: field.name, value: show(value), enum: field.enum ?? 'known' }),
    fix,
  );
}
