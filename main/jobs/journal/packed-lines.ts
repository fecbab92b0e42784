// Journal lines packed for the trip to the thread that inserts them, already in the insert's
// terms (fields as JSON text, state and result as codes): one Float64Array of the numbers
// (with each text's length), moved rather than copied, and all texts end to end in one
// string. A thread boundary copies every object of a message one by one: 2,000 line objects,
// or 11 values a line in one array, cost ~0.7 µs a line to post, an array of the texts
// ~0.5 µs; this shape a few hundredths (measured, 1,000,000 DCQuantities lines).
// Used by the ingest's line writer (line-writer.ts) and the app review's reader thread.
import { RESULTS, STATE_CODES, type RowResult } from './schema.js';
import type { NewRow } from './journal.js';

/**
 * Numbers a line: row_number, part, parent_id (NaN: none), state_code, result (index in
 * RESULTS, -1: none), then the length of each of its LINE_TEXTS texts (-1: none).
 */
export const LINE_NUMBERS = 11;
/** Texts a line, in `text` one after another: value_column, key, sku, child_key, fields (JSON), message. */
export const LINE_TEXTS = 6;

export interface PackedLines {
  count: number;
  numbers: Float64Array;
  text: string;
  /**
   * With packLines(rows, true): each line's fields as (name, kind, value) triples instead of
   * JSON text (its fields length is then -2 - the number of triples), the name an index in
   * fieldNames, kind 0 a finite number (the value), 1 a string, 2 other JSON (the value the
   * length of its text in `text`). The inserting thread writes the JSON, the text JSON.stringify writes.
   */
  fields?: Float64Array;
  fieldNames?: string[];
}

const RESULT_CODE = new Map<RowResult, number>(RESULTS.map((r, i) => [r, i]));

/**
 * `fieldsAsValues`: leave writing the fields' JSON to the thread that inserts the lines
 * (see PackedLines.fields); the line writer asks for it while its thread keeps up, so that
 * the reading thread, the one with more to do then, has less.
 */
export function packLines(rows: readonly NewRow[], fieldsAsValues = false): PackedLines {
  const count = rows.length;
  const numbers = new Float64Array(count * LINE_NUMBERS);
  // Joined once at the end: a string grown piece by piece is flattened by postMessage, slower.
  const texts: string[] = [];
  const put = (t: string | null, at: number): void => {
    if (t === null) numbers[at] = -1;
    else {
      numbers[at] = t.length;
      texts.push(t);
    }
  };
  let fields: Float64Array = new Float64Array(fieldsAsValues ? count * 12 : 0);
  const fieldNames: string[] = [];
  const nameIds = new Map<string, number>();
  let f = 0;
  for (let i = 0, a = 0; i < count; i++, a += LINE_NUMBERS) {
    const r = rows[i]!;
    numbers[a] = r.rowNumber;
    numbers[a + 1] = r.part;
    numbers[a + 2] = r.parentId ?? NaN;
    numbers[a + 3] = STATE_CODES[r.state];
    numbers[a + 4] = r.result === null ? -1 : RESULT_CODE.get(r.result)!;
    put(r.valueColumn, a + 5);
    put(r.key, a + 6);
    put(r.sku, a + 7);
    put(r.childKey, a + 8);
    if (!r.fields || !fieldsAsValues) put(r.fields ? JSON.stringify(r.fields) : null, a + 9);
    else {
      let n = 0;
      for (const k in r.fields) {
        const v = r.fields[k];
        let kind: number, value: number;
        if (typeof v === 'number' && Number.isFinite(v)) {
          kind = 0;
          value = v;
        } else {
          const t = typeof v === 'string' ? v : (JSON.stringify(v) as string | undefined);
          if (t === undefined) continue; // left out, as JSON.stringify does
          kind = typeof v === 'string' ? 1 : 2;
          value = t.length;
          texts.push(t);
        }
        let id = nameIds.get(k);
        if (id === undefined) {
          id = fieldNames.push(k) - 1;
          nameIds.set(k, id);
        }
        if (f + 3 > fields.length) {
          const grown: Float64Array = new Float64Array(fields.length * 2);
          grown.set(fields);
          fields = grown;
        }
        fields[f] = id;
        fields[f + 1] = kind;
        fields[f + 2] = value;
        f += 3;
        n++;
      }
      numbers[a + 9] = -2 - n;
    }
    put(r.message, a + 10);
  }
  const text = texts.join('');
  return fieldsAsValues ? { count, numbers, text, fields, fieldNames } : { count, numbers, text };
}

/** The inserted columns, in the order of a line's 11 parameters (see lineParameters in the insert). */
const COLUMNS = 'row_number, part, value_column, key, sku, parent_id, child_key, fields, state_code, result, message';
/** Parameters a line. */
export const LINE_PARAMETERS = 11;
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

/**
 * The source of `insertPacked(one, many, lines, results)`: inserts packed lines with a
 * one-line and a LINES_A_STATEMENT-line prepared statement, in the caller's transaction.
 * Kept as plain JavaScript text so the line writer's thread (which loads no TypeScript)
 * evaluates the very same function as the journal (journal.ts).
 */
export const INSERT_PACKED_SOURCE = `function insertPacked(one, many, p, results) {
  const W = ${LINE_PARAMETERS}, K = ${LINES_A_STATEMENT}, N = ${LINE_NUMBERS};
  const n = p.numbers, s = p.text, fv = p.fields;
  const names = p.fieldNames ? p.fieldNames.map((k) => JSON.stringify(k) + ':') : [];
  let at = 0, fa = 0;
  const text = (length) => (length < 0 ? null : s.slice(at, (at += length)));
  // A line's fields: JSON text, none (-1), or -2 - the number of its (name, kind, value) triples.
  const fields = (length) => {
    if (length >= -1) return text(length);
    let out = '{';
    for (let j = -2 - length; j > 0; j--, fa += 3) {
      const kind = fv[fa + 1], value = fv[fa + 2];
      out += (out.length > 1 ? ',' : '') + names[fv[fa]] +
        (kind === 0 ? String(value) : kind === 1 ? JSON.stringify(text(value)) : text(value));
    }
    return out + '}';
  };
  const put = (v, o, i) => {
    const a = i * N, parent = n[a + 2], result = n[a + 4];
    v[o] = n[a]; v[o + 1] = n[a + 1]; v[o + 2] = text(n[a + 5]); v[o + 3] = text(n[a + 6]);
    v[o + 4] = text(n[a + 7]); v[o + 5] = parent !== parent ? null : parent; v[o + 6] = text(n[a + 8]);
    v[o + 7] = fields(n[a + 9]); v[o + 8] = n[a + 3]; v[o + 9] = result < 0 ? null : results[result];
    v[o + 10] = text(n[a + 10]);
  };
  const vs = new Array(W * K), v1 = new Array(W);
  let i = 0;
  for (; i + K <= p.count; i += K) {
    for (let k = 0; k < K; k++) put(vs, k * W, i + k);
    many.run(vs);
  }
  for (; i < p.count; i++) {
    put(v1, 0, i);
    one.run(v1);
  }
}`;

type Statement = { run(values: unknown[]): unknown };
type InsertPacked = (one: Statement, many: Statement, p: PackedLines, results: readonly string[]) => void;

/** INSERT_PACKED_SOURCE as a function of this thread (our own constant text, never input). */
export const insertPacked = new Function(`return ${INSERT_PACKED_SOURCE}`)() as InsertPacked;
