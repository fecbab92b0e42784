// Small builders so each entity file reads like the spec's tables. Defaults: non-null,
// optional on create, not patchable; int32 fields always carry the int32 bounds.
import { INT32_MAX, INT32_MIN } from './limits.js';
import type { EnumName, FieldDef, FieldType, Operations } from './types.js';

type Opts = Partial<Omit<FieldDef, 'name' | 'type'>>;

function make(name: string, type: FieldType, o: Opts): FieldDef {
  return { name, type, nullable: false, onCreate: 'optional', patchable: false, ...o };
}

export const int32 = (name: string, o: Opts = {}): FieldDef =>
  make(name, 'int32', { min: INT32_MIN, max: INT32_MAX, ...o });
export const text = (name: string, o: Opts = {}): FieldDef => make(name, 'string', o);
export const decimal = (name: string, o: Opts = {}): FieldDef => make(name, 'decimal', o);
export const bool = (name: string, o: Opts = {}): FieldDef => make(name, 'boolean', o);
export const datetime = (name: string, o: Opts = {}): FieldDef => make(name, 'datetime', o);
export const binary = (name: string, o: Opts = {}): FieldDef => make(name, 'binary', o);
export const enumOf = (name: string, e: EnumName, o: Opts = {}): FieldDef => make(name, 'enum', { enum: e, ...o });

/** Fields of a record the API only reads: never sent on create, never patched. */
export function readOnlyFields(fields: FieldDef[]): FieldDef[] {
  return fields.map((f) => ({ ...f, onCreate: 'never', patchable: false }));
}

/** Names of the fields, for $select/$orderby lists that allow "any property". */
export const namesOf = (fields: FieldDef[]): string[] => fields.map((f) => f.name);

export const READ_ONLY_OPS: Operations = {
  list: true,
  get: true,
  create: false,
  patch: false,
  put: false,
  delete: false,
};
export const NO_OPS: Operations = { list: false, get: false, create: false, patch: false, put: false, delete: false };
/** 4.2-4.4: POST, GET one, PATCH, DELETE; no list endpoint is specified. */
export const KEYED_VALUE_OPS: Operations = {
  list: false,
  get: true,
  create: true,
  patch: true,
  put: false,
  delete: true,
};

/**
 * The field naming the profile an entity belongs to, which every resource carries: a POST body
 * may give it (the profile a new entity goes to), a PATCH never changes it. Named once, so
 * code that treats it apart compares with this and not with a spelling of its own.
 */
export const PROFILE_ID = 'ProfileID';

/** ProfileID of a POST body (4.2-4.4): the service requires it when the token covers more
 *  than one profile. The catalogue cannot know the token, so it is 'optional' here and the
 *  caller (or the sandbox) enforces the rule. */
export const profileIdOnCreate = (): FieldDef =>
  int32(PROFILE_ID, {
    note: 'Required on create when the token covers more than one profile.',
  });
