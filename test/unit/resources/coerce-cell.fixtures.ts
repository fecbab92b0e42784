// The field and the two readings behind coerce-cell-int32.test.ts and
// coerce-cell-types.test.ts: coerceCell with its problem in English, expected to take the
// text or to refuse it.
import { catalogue, fieldOf, type FieldDef } from '../../../shared/resources/index.js';
import { coerceEnglish } from '../../support/english-problems.js';

/** The field `name` of the catalogue's entity set `set`. */
export const f = (set: keyof typeof catalogue, name: string): FieldDef => fieldOf(catalogue[set], name)!;
export const qty = f('DCQuantity', 'AvailableQuantity');
/** The value `text` coerces to; throws if it is refused. */
export const value = (field: FieldDef, text: string) => {
  const r = coerceEnglish(field, text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to coerce: ${r.problem.message}`);
  return r.value;
};
/** The problem `text` is refused with; throws if it coerces. */
export const refusal = (field: FieldDef, text: string) => {
  const r = coerceEnglish(field, text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused, got ${JSON.stringify(r.value)}`);
  return r.problem;
};
