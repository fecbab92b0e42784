// Journal lines packed for the trip to the thread that inserts them, already in the insert's
// terms (fields as JSON text, state and result as codes): one Float64Array of the numbers
// (with each text's length), moved rather than copied, and all texts end to end in one
// string. A thread boundary copies every object of a message one by one: 2,000 line objects,
// or 11 values a line in one array, cost ~0.7 µs a line to post, an array of the texts
// ~0.5 µs; this shape a few hundredths (measured, 1,000,000 DCQuantities lines).
// Used by the ingest's line writer (line-writer.ts) and the app review's reader thread; the
// insert that reads them back is packed-insert.ts.
import type { RowText } from '../../shared/i18n/index.js';
import { packMessage } from './row-message.js';
import { RESULTS, STATE_CODES, STATE_OF_CODE, type RowResult, type RowState } from './schema.js';
import type { NewRow } from './sql.js';

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
   * With fieldsAsValues (LinePacker, packLines): each line's fields as (name, kind, value) triples instead of
   * JSON text (its fields length is then -2 - the number of triples), the name an index in
   * fieldNames, kind 0 a finite number (the value), 1 a string, 2 other JSON (the value the
   * length of its text in `text`). The inserting thread writes the JSON, the text JSON.stringify writes.
   */
  fields?: Float64Array;
  fieldNames?: string[];
  /**
   * With fields as values, a line's key or child_key may be left for the inserting thread to
   * make from its fields (its length is then FROM_FIELDS_LENGTH): the key as keyText writes
   * it (`name=value` per field of keyFields, joined by '|'), the child key as the text of the
   * childKeyField's value. Only for lines whose named fields are each a finite number or a
   * string, whose text is String(value) on any thread. Those strings, built a line at a time
   * and joined into `text`, were ~0.2 µs a line of an XLSX ingest's reading thread, the busier one.
   */
  keyFields?: readonly string[];
  childKeyField?: string | null;
}

/** A key or child key to be made from the line's fields by the inserting thread (LinePacker.add). */
export const FROM_FIELDS: unique symbol = Symbol('from fields');
/** The text length that marks a key or child key made from the line's fields. */
export const FROM_FIELDS_LENGTH = -2;

/** A value packed as a finite number or a string (kinds 0 and 1): its text is String(value) on any thread. */
export function isPlainValue(v: unknown): boolean {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/** Line i's sheet row number, read from packed lines' numbers. */
export function packedRowNumber(numbers: Float64Array, i: number): number {
  return numbers[i * LINE_NUMBERS]!;
}

/** Line i's state, read from packed lines' numbers. */
export function packedState(numbers: Float64Array, i: number): RowState {
  return STATE_OF_CODE[numbers[i * LINE_NUMBERS + 3]!]!;
}

/** Which fields a batch's keys are made of (PackedLines.keyFields, childKeyField). */
export interface KeyFields {
  keyFields: readonly string[];
  childKeyField: string | null;
}

const RESULT_CODE = new Map<RowResult, number>(RESULTS.map((r, i) => [r, i]));

/** Where a LinePacker stood: lines, texts and field triples so far (see LinePacker.rewind). */
export interface PackMark {
  readonly lines: number;
  readonly texts: number;
  readonly fields: number;
}

/**
 * Packs lines one at a time, straight from their values: the ingest adds each draft's line
 * here instead of building a line object a draft and packing the lot afterwards (profiled on
 * a million lines: that second pass took 0.44 s, add and take together ~0.25 s, and the line
 * objects no longer reach the collector).
 * `fieldsAsValues`: leave writing the fields' JSON to the thread that inserts the lines (see
 * PackedLines.fields); the line writer asks for it while its thread keeps up, so that the
 * reading thread, the one with more to do then, has less.
 */
export class LinePacker {
  private n = 0;
  private numbers: Float64Array;
  // Joined once at the end: a string grown piece by piece is flattened by postMessage, slower.
  private readonly texts: string[] = [];
  private triples: Float64Array;
  private f = 0;
  private readonly fieldNames: string[] = [];
  private readonly nameIds = new Map<string, number>();

  constructor(
    readonly fieldsAsValues = false,
    capacity = 64,
    private readonly keys?: KeyFields,
  ) {
    this.numbers = new Float64Array(Math.max(1, capacity) * LINE_NUMBERS);
    this.triples = new Float64Array(fieldsAsValues ? Math.max(1, capacity) * 12 : 0);
  }

  get count(): number {
    return this.n;
  }

  /** Line i's state. */
  stateAt(i: number): RowState {
    return packedState(this.numbers, i);
  }

  /** Whether line i came from a value column (a wide row's DC or attribute column). */
  hasValueColumn(i: number): boolean {
    return this.numbers[i * LINE_NUMBERS + 5] !== -1;
  }

  mark(): PackMark {
    return { lines: this.n, texts: this.texts.length, fields: this.f };
  }

  /** Drops every line added since `m`. */
  rewind(m: PackMark): void {
    this.n = m.lines;
    this.texts.length = m.texts;
    this.f = m.fields;
  }

  /** Whether a key may be FROM_FIELDS: fields go as values and the batch says which fields keys are made of. */
  get keysFromFields(): boolean {
    return this.fieldsAsValues && this.keys !== undefined;
  }

  private putText(t: string | null | typeof FROM_FIELDS, at: number): void {
    if (t === null) this.numbers[at] = -1;
    else if (t === FROM_FIELDS) {
      if (!this.keysFromFields) throw new Error('A key made from fields needs fields as values and the key fields');
      this.numbers[at] = FROM_FIELDS_LENGTH;
    } else {
      this.numbers[at] = t.length;
      this.texts.push(t);
    }
  }

  add(
    rowNumber: number,
    part: number,
    valueColumn: string | null,
    key: string | null | typeof FROM_FIELDS,
    sku: string | null,
    parentId: number | null,
    childKey: string | null | typeof FROM_FIELDS,
    fields: Record<string, unknown> | null,
    state: RowState,
    result: RowResult | null,
    message: RowText | null,
  ): void {
    let a = this.n * LINE_NUMBERS;
    if (a + LINE_NUMBERS > this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.n++;
    const numbers = this.numbers;
    numbers[a] = rowNumber;
    numbers[a + 1] = part;
    numbers[a + 2] = parentId ?? NaN;
    numbers[a + 3] = STATE_CODES[state];
    numbers[a + 4] = result === null ? -1 : RESULT_CODE.get(result)!;
    this.putText(valueColumn, a + 5);
    this.putText(key, a + 6);
    this.putText(sku, a + 7);
    this.putText(childKey, a + 8);
    if (!fields || !this.fieldsAsValues) this.putText(fields ? JSON.stringify(fields) : null, a + 9);
    else numbers[a + 9] = -2 - this.putFields(fields);
    a += 10;
    this.putText(packMessage(message), a);
  }

  /** Adds a line object's values (packLines). */
  addRow(r: NewRow): void {
    this.add(
      r.rowNumber,
      r.part,
      r.valueColumn,
      r.key,
      r.sku,
      r.parentId,
      r.childKey,
      r.fields,
      r.state,
      r.result,
      r.message,
    );
  }

  /** Packs fields as (name, kind, value) triples; returns how many. */
  private putFields(fields: Record<string, unknown>): number {
    let n = 0;
    for (const k in fields) {
      const v = fields[k];
      let kind: number, value: number;
      if (typeof v === 'number' && Number.isFinite(v)) {
        kind = 0;
        value = v;
      } else {
        const t = typeof v === 'string' ? v : (JSON.stringify(v) as string | undefined);
        if (t === undefined) continue; // left out, as JSON.stringify does
        kind = typeof v === 'string' ? 1 : 2;
        value = t.length;
        this.texts.push(t);
      }
      let id = this.nameIds.get(k);
      if (id === undefined) {
        id = this.fieldNames.push(k) - 1;
        this.nameIds.set(k, id);
      }
      const f = this.f;
      if (f + 3 > this.triples.length) {
        const grown = new Float64Array(Math.max(12, this.triples.length * 2));
        grown.set(this.triples);
        this.triples = grown;
      }
      this.triples[f] = id;
      this.triples[f + 1] = kind;
      this.triples[f + 2] = value;
      this.f = f + 3;
      n++;
    }
    return n;
  }

  /** The lines packed so far; the packer is not to be used after. */
  take(): PackedLines {
    const count = this.n;
    // A view of the lines' part, not a copy: a hand-over moves or clones the whole buffer,
    // and every reader goes by count.
    const numbers = this.numbers.subarray(0, count * LINE_NUMBERS);
    const text = this.texts.join('');
    if (!this.fieldsAsValues) return { count, numbers, text };
    const asValues = { count, numbers, text, fields: this.triples, fieldNames: this.fieldNames };
    return this.keys ? { ...asValues, ...this.keys } : asValues;
  }
}

/** Line objects packed (see LinePacker for `fieldsAsValues`). */
export function packLines(rows: readonly NewRow[], fieldsAsValues = false): PackedLines {
  const packer = new LinePacker(fieldsAsValues, rows.length);
  for (const r of rows) packer.addRow(r);
  return packer.take();
}
