// The journal's writer thread may write a draft's fields itself, from (name, kind, value)
// triples packed by the reading thread (journal/packed-lines.ts): its text must be
// JSON.stringify's, byte for byte, for any record a draft can hold, or a resumed job would
// read back other values than were validated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewRow } from '../../../main/journal/sql.js';
import { insertPacked, LINE_PARAMETERS } from '../../../main/journal/packed-insert.js';
import { packLines } from '../../../main/journal/packed-lines.js';
import { RESULTS } from '../../../main/journal/schema.js';
import { journalLine } from '../../support/index.js';

const line = (fields: Record<string, unknown> | null, i: number): NewRow =>
  journalLine(i + 2, {
    valueColumn: i % 2 ? 'Qty "DC 1"' : null,
    key: `k${i}`,
    fields,
    message: i % 3 ? null : `why ${i}`,
  });

/** The fields text and message each line is inserted with, packed with fields as values and copied as between threads. */
function insertedAsValues(rows: NewRow[]): [unknown, unknown][] {
  const out: [unknown, unknown][] = [];
  const statement = {
    run(v: unknown[]) {
      for (let o = 0; o < v.length; o += LINE_PARAMETERS) out.push([v[o + 7], v[o + 10]]);
    },
  };
  insertPacked(statement, statement, structuredClone(packLines(rows, true)), RESULTS);
  return out;
}

const value = fc.oneof(
  fc.integer(),
  fc.double(), // NaN, ±Infinity, -0, 5e-324 included
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('"', '\\', '\u0000', '\u2028', '\ud800', 'a\nb', '</script>'),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
);

describe('fields packed as values', () => {
  it('writes what JSON.stringify writes from fields packed as values, any number of lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.dictionary(fc.string(), value, { maxKeys: 6 }), { nil: null }), { maxLength: 120 }),
        (records) => {
          const rows = records.map(line);
          expect(insertedAsValues(rows)).toEqual(
            rows.map((r) => [r.fields ? JSON.stringify(r.fields) : null, r.message]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the fields of common drafts exactly', () => {
    const fieldsJson = (fields: Record<string, unknown>): unknown => insertedAsValues([line(fields, 0)])[0]![0];
    expect(fieldsJson({ ProductID: 2000001, DistributionCenterID: 1, AvailableQuantity: 5 })).toBe(
      '{"ProductID":2000001,"DistributionCenterID":1,"AvailableQuantity":5}',
    );
    expect(
      fieldsJson({ ProductID: 7, Value: 'Rot "dunkel"', Price: -0, Weight: 0.1, Note: null, Gone: undefined }),
    ).toBe('{"ProductID":7,"Value":"Rot \\"dunkel\\"","Price":0,"Weight":0.1,"Note":null}');
    expect(fieldsJson({ 2: 'b', 1: 'a', x: Number.NaN })).toBe('{"1":"a","2":"b","x":null}');
    expect(fieldsJson({})).toBe('{}');
  });
});
