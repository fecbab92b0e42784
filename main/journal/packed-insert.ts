// Packed lines (packed-lines.ts) into the rows table: the insert statements and the loop that
// binds them. The same function runs on the journal's own connection (journal.ts) and on the
// line writer's thread (line-thread.ts), so both write the very same texts. Kept to plain
// loops over the packed arrays: it is about half an ingest's CPU.
import { FROM_FIELDS_LENGTH, LINE_NUMBERS, type PackedLines } from './packed-lines.js';
import { MESSAGE_MARK } from './row-message.js';

/** The inserted columns, in the order of a line's 11 parameters (see `put` below). */
const COLUMNS =
  'row_number, part, value_column, key, sku, parent_id, child_key, fields, state_code, result, message, message_id, message_params';
/** Parameters a line. */
export const LINE_PARAMETERS = 13;
/**
 * Lines a multi-row INSERT takes: one statement per 50 lines binds and steps in ~75% of the
 * time of 50 single-line statements (measured, 1,000,000 lines); SQLite allows 32,766
 * parameters, 550 here.
 */
export const LINES_A_STATEMENT = 50;

/** The insert of `lines` lines (1 or LINES_A_STATEMENT). */
export function insertLinesSql(lines: number): string {
  const one = `(${new Array(LINE_PARAMETERS).fill('?').join(', ')})`;
  return `INSERT INTO rows (${COLUMNS}) VALUES ${new Array(lines).fill(one).join(', ')}`;
}

/** A prepared insert (better-sqlite3's Statement, or a test's stand-in). */
export interface LineStatement {
  run(values: unknown[]): unknown;
}

/** The binder of one batch's lines: reads its texts and field triples in order, as its lines are bound. */
function packedReader(p: PackedLines, results: readonly string[]) {
  const n = p.numbers;
  const s = p.text;
  const fv = p.fields;
  const fieldNames = p.fieldNames ?? [];
  const names = fieldNames.map((k) => JSON.stringify(k) + ':');
  // Keys made from fields (FROM_FIELDS_LENGTH): each field's value text, by name index, as the line's fields are read.
  const keyFields = p.keyFields ?? [];
  const keyIds = keyFields.map((k) => fieldNames.indexOf(k));
  const childId = p.childKeyField ? fieldNames.indexOf(p.childKeyField) : -1;
  const values: (string | null)[] = [];
  let at = 0;
  let fa = 0;
  const text = (length: number): string | null => (length < 0 ? null : s.slice(at, (at += length)));
  // A line's fields: JSON text, none (-1), or -2 - the number of its (name, kind, value) triples.
  const fields = (length: number): string | null => {
    if (length >= -1) return text(length);
    let out = '{';
    for (let j = -2 - length; j > 0; j--, fa += 3) {
      const kind = fv![fa + 1]!;
      const value = fv![fa + 2]!;
      const t = kind === 0 ? String(value) : text(value)!;
      values[fv![fa]!] = t;
      out += (out.length > 1 ? ',' : '') + names[fv![fa]!]! + (kind === 1 ? JSON.stringify(t) : t);
    }
    return out + '}';
  };
  const keyOfFields = (): string => {
    let key = '';
    for (let j = 0; j < keyIds.length; j++) key += (j ? '|' : '') + keyFields[j]! + '=' + values[keyIds[j]!]!;
    return key;
  };
  /** A message packed by packMessage into its three columns (row-message.ts). */
  const message = (v: unknown[], o: number, t: string | null): void => {
    if (t === null || t.charCodeAt(0) !== MESSAGE_MARK) {
      v[o] = t;
      v[o + 1] = v[o + 2] = null;
      return;
    }
    const end = t.indexOf('\u0001', 1);
    v[o] = null;
    v[o + 1] = end < 0 ? t.slice(1) : t.slice(1, end);
    v[o + 2] = end < 0 ? null : t.slice(end + 1);
  };
  /** Binds line i's 13 parameters into v from o. */
  return (v: unknown[], o: number, i: number): void => {
    const a = i * LINE_NUMBERS;
    const parent = n[a + 2]!;
    const result = n[a + 4]!;
    const keyLength = n[a + 6]!;
    const childLength = n[a + 8]!;
    v[o] = n[a];
    v[o + 1] = n[a + 1];
    v[o + 2] = text(n[a + 5]!);
    v[o + 3] = text(keyLength);
    v[o + 4] = text(n[a + 7]!);
    v[o + 5] = Number.isNaN(parent) ? null : parent;
    v[o + 6] = text(childLength);
    v[o + 7] = fields(n[a + 9]!);
    v[o + 8] = n[a + 3];
    v[o + 9] = result < 0 ? null : results[result];
    message(v, o + 10, text(n[a + 10]!));
    if (keyLength === FROM_FIELDS_LENGTH) v[o + 3] = keyOfFields();
    if (childLength === FROM_FIELDS_LENGTH) v[o + 6] = values[childId];
  };
}

/**
 * Inserts packed lines with a one-line and a LINES_A_STATEMENT-line prepared statement, in
 * the caller's transaction; `results` is RESULTS (the thread gets it with its start data).
 */
export function insertPacked(
  one: LineStatement,
  many: LineStatement,
  p: PackedLines,
  results: readonly string[],
): void {
  const put = packedReader(p, results);
  const W = LINE_PARAMETERS;
  const K = LINES_A_STATEMENT;
  const vs = new Array<unknown>(W * K);
  const v1 = new Array<unknown>(W);
  let i = 0;
  for (; i + K <= p.count; i += K) {
    for (let k = 0; k < K; k++) put(vs, k * W, i + k);
    many.run(vs);
  }
  for (; i < p.count; i++) {
    put(v1, 0, i);
    one.run(v1);
  }
}
