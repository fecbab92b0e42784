// englishNumber writes what toLocaleString('en-US') writes, without touching ICU (issue 44):
// checked against toLocaleString itself, over integers of every size, any double, and a
// table of decimals where rounding from the shortest digits and from the exact binary value
// part (1.0005 is stored as 1.000499999…: ICU, and so englishNumber, say 1.001).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishNumber } from '../../../shared/i18n/index.js';

const icu = (x: number): string => x.toLocaleString('en-US');

describe('englishNumber', () => {
  it('groups an integer as toLocaleString("en-US") does, at every size and sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(englishNumber(n)).toBe(icu(n));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => {
        expect(englishNumber(n)).toBe(icu(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes any double as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        expect(englishNumber(x)).toBe(icu(x));
      }),
      { numRuns: 20000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7 }), (x) => {
        expect(englishNumber(x)).toBe(icu(x));
      }),
      { numRuns: 20000 },
    );
  });

  it.each([
    [0, '0'],
    [-0, '-0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [-1234567, '-1,234,567'],
    [9007199254740991, '9,007,199,254,740,991'],
    [2 ** 60, '1,152,921,504,606,847,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [0.5, '0.5'],
    [1.0005, '1.001'],
    [0.9995, '1'],
    [999.9995, '1,000'],
    [-0.0004, '-0'],
    [-2.5, '-2.5'],
    [1234.5678, '1,234.568'],
    [0.1 + 0.2, '0.3'],
    [1e-7, '0'],
    [12.3456, '12.346'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('%s -> %s, as ICU writes it', (x, text) => {
    expect(icu(x)).toBe(text);
    expect(englishNumber(x)).toBe(text);
  });
});
