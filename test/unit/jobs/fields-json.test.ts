// The journal writes a draft's fields with its own serializer (journal/packed-lines.ts, for
// speed): its text must be JSON.stringify's, byte for byte, for any record a draft can hold,
// or a resumed job would read back other values than were validated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsJson } from '../../../main/jobs/journal/packed-lines.js';

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

describe('fieldsJson', () => {
  it('writes what JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value, { maxKeys: 6 }), (fields) => {
        expect(fieldsJson(fields)).toBe(JSON.stringify(fields));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the fields of common drafts exactly', () => {
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
