// The ingest packs its lines one at a time (journal/packed-lines.ts LinePacker) and takes
// back the lines of a wide row whose every value cell was blank (rewind). What is inserted
// must be what packing the line objects it stands for inserts, in either fields mode. With
// fields as values the writer's thread may make a line's key and child key from its fields:
// they must be the texts the ingest would have written itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewRow } from '../../../main/journal/sql.js';
import { insertPacked } from '../../../main/journal/packed-insert.js';
import { FROM_FIELDS, LinePacker, packLines, type PackedLines } from '../../../main/journal/packed-lines.js';
import { RESULTS } from '../../../main/journal/schema.js';
import { lineChildKey, lineKey, skuKeyFields } from '../../../main/jobs/ingest/ingest.js';
import { keyText } from '../../../main/jobs/validate/validate-row.js';
import { journalLine } from '../../support/index.js';

/** Every line's first 11 insert parameters (13 since issue 40: message_id, message_params follow), packed lines copied as between threads. */
function inserted(p: PackedLines): unknown[][] {
  const out: unknown[][] = [];
  const statement = {
    run(v: unknown[]) {
      for (let o = 0; o < v.length; o += 13) out.push(v.slice(o, o + 11));
    },
  };
  insertPacked(statement, statement, structuredClone(p), RESULTS);
  return out;
}

const kept = (n: number): NewRow =>
  journalLine(n, { key: `ProductID=${n}`, parentId: n, childKey: 'x', fields: { ProductID: n, Quantity: n * 2 } });
const dropped = (n: number): NewRow =>
  journalLine(n, {
    valueColumn: `DC ${n}`,
    state: 'skipped',
    result: 'Skipped',
    message: `Blank DC ${n}`,
    fields: { Text: `drop "${n}"`, Nested: [n] },
  });

describe('LinePacker', () => {
  for (const fieldsAsValues of [false, true])
    it(`drops the lines added since a mark, texts and fields too (fields as values: ${fieldsAsValues})`, () => {
      // A small capacity, so the arrays grow on the way.
      const packer = new LinePacker(fieldsAsValues, 1);
      for (let n = 1; n <= 3; n++) packer.addRow(kept(n));
      const mark = packer.mark();
      for (let n = 4; n <= 6; n++) packer.addRow(dropped(n));
      expect([packer.count, packer.stateAt(4), packer.hasValueColumn(4), packer.hasValueColumn(0)]).toEqual([
        6,
        'skipped',
        true,
        false,
      ]);
      packer.rewind(mark);
      for (let n = 7; n <= 9; n++) packer.addRow(kept(n));
      const expected = [1, 2, 3, 7, 8, 9].map(kept);
      expect(inserted(packer.take())).toEqual(inserted(packLines(expected)));
      expect(inserted(packLines(expected))[3]).toEqual([
        7,
        0,
        null,
        'ProductID=7',
        null,
        7,
        'x',
        '{"ProductID":7,"Quantity":14}',
        0,
        null,
        null,
      ]);
    });

  const KEYS = ['ProductID', 'Name'];
  const value = fc.oneof(
    fc.integer(),
    fc.double(), // NaN, ±Infinity, -0, 5e-324 included
    fc.string(),
    fc.constantFrom('"', '|', '=', 'a|Name=b', '\u2028', 'Größe'),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const record = fc.record({ ProductID: value, Name: value, Value: value, Other: value }, { requiredKeys: [] });

  it('makes keys from fields, where the ingest leaves them to it, exactly as keyText and String do', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(record, fc.option(fc.string(), { nil: undefined })), { maxLength: 60 }),
        (drafts) => {
          const packer = new LinePacker(true, 4, { keyFields: KEYS, childKeyField: 'Name' });
          const expected: unknown[][] = [];
          drafts.forEach(([fields, sku], i) => {
            // The ingest's own choice of text or FROM_FIELDS, one line a draft.
            const key = lineKey(KEYS, fields, sku, true);
            const child = fields.Name;
            packer.add(
              i + 2,
              0,
              null,
              key,
              sku ?? null,
              null,
              lineChildKey(child, true),
              fields,
              'pending',
              null,
              null,
            );
            expected.push([keyText(KEYS, skuKeyFields(fields, sku)), child === undefined ? null : String(child)]);
          });
          expect(inserted(packer.take()).map((v) => [v[3], v[6]])).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes the key of a DC quantity and of an attribute value from their fields', () => {
    const packer = new LinePacker(true, 1, { keyFields: KEYS, childKeyField: 'Name' });
    packer.add(
      2,
      0,
      null,
      FROM_FIELDS,
      null,
      7,
      FROM_FIELDS,
      { ProductID: 7, Name: 'Farbe', Value: 'Rot' },
      'pending',
      null,
      null,
    );
    packer.add(
      3,
      0,
      'DC 1',
      FROM_FIELDS,
      'SKU-1',
      8,
      FROM_FIELDS,
      { Name: 'a|b', ProductID: 2000001 },
      'pending',
      null,
      'm',
    );
    expect(inserted(packer.take()).map((v) => [v[2], v[3], v[4], v[6], v[7], v[10]])).toEqual([
      [null, 'ProductID=7|Name=Farbe', null, 'Farbe', '{"ProductID":7,"Name":"Farbe","Value":"Rot"}', null],
      ['DC 1', 'ProductID=2000001|Name=a|b', 'SKU-1', 'a|b', '{"Name":"a|b","ProductID":2000001}', 'm'],
    ]);
  });

  it('refuses a key made from fields when fields are packed as JSON', () => {
    const packer = new LinePacker(false, 1, { keyFields: KEYS, childKeyField: 'Name' });
    expect(() =>
      packer.add(2, 0, null, FROM_FIELDS, null, null, null, { ProductID: 1, Name: 'x' }, 'pending', null, null),
    ).toThrow('A key made from fields needs fields as values and the key fields');
  });
});
