// coerceCell on whole numbers (int32): signs, zeros and range, fractions, thousands and
// ambiguous separators, percentages, a file's decimal comma, scientific notation and empty
// text, each refusal with its exact message and fix; and two properties over the whole range.
// Other types, decimal-comma files and amounts with a currency: coerce-cell-types.test.ts.
import { coerceEnglish } from '../../support/english-problems.js';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INT32_MAX, INT32_MIN } from '../../../shared/resources/index.js';
import { f, qty, refusal, value } from './coerce-cell.fixtures.js';

describe('coerceCell int32', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['42.0', 42],
    ['-7', -7],
    ['+5', 5],
    ['007', 7],
    ['-0', 0],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('%j -> %d', (text, n) => {
    expect(Object.is(value(qty, text), n)).toBe(true);
  });

  it('refuses fractions with a whole-number fix', () => {
    const p = refusal(qty, '4.5');
    expect(p).toMatchObject({ rule: 'int32', value: '4.5', field: 'AvailableQuantity' });
    expect(p.message).toBe("AvailableQuantity: '4.5' is not a whole number.");
    expect(p.fix).toMatch(/4 or 5/);
    expect(refusal(qty, '4,5').fix).toMatch(/4 or 5/);
  });

  it('refuses out-of-range numbers, naming the text as typed', () => {
    expect(refusal(qty, '2147483648').message).toMatch(
      /'2147483648' is outside the int32 range -2147483648 to 2147483647/,
    );
    expect(refusal(qty, '-2147483649').rule).toBe('int32');
    expect(refusal(qty, '99999999999999999999999').message).toMatch(/'99999999999999999999999'/);
  });

  it('refuses thousands separators and suggests the plain digits', () => {
    expect(refusal(qty, '3,000,000').fix).toBe('Write the number without separators: 3000000.');
    expect(refusal(qty, '1 000 000').fix).toMatch(/1000000/);
  });

  it('a separator that could be either is ambiguous: both readings, never a guess (issue 14)', () => {
    const lat = f('DistributionCenter', 'Latitude');
    const p = refusal(lat, '48,137');
    expect(p.message).toBe(
      "Latitude: '48,137' is ambiguous: 48137 if ',' separates thousands, or 48.137 if it is the decimal separator.",
    );
    expect(p.fix).toBe(
      'Write 48137 or 48.137, whichever you meant, without a thousands separator; or say which decimal separator the file uses (--decimal ,).',
    );
    expect(value(qty, '3.000')).toBe(3); // the file's own decimal point, followed by decimals
    expect(refusal(qty, '1,234').fix).toMatch(/^Write 1234 or 1.234, whichever you meant/);
  });

  it("a percentage ('50%', as an XLSX percent cell reads) is the number it shows, exactly (issue 41)", () => {
    const lat = f('DistributionCenter', 'Latitude');
    expect(value(lat, '50%')).toBe(0.5);
    expect(value(lat, '7%')).toBe(0.07);
    expect(value(lat, '-12.5 %')).toBe(-0.125);
    expect(coerceEnglish(lat, '12,5%', { decimal: ',' })).toEqual({ ok: true, value: 0.125 });
    // A whole-number field: 50% is 0.5, not whole, refused as any fraction is.
    expect(refusal(qty, '50%').message).toMatch(/whole/i);
    expect(refusal(qty, '%').message).toMatch(/AvailableQuantity/);
  });

  it('a file with a decimal comma reads its numbers that way, and says its numbers its way', () => {
    const lat = f('DistributionCenter', 'Latitude');
    const comma = { decimal: ',' as const };
    const ok = (field: typeof lat, t: string) => {
      const r = coerceEnglish(field, t, comma);
      if (!r.ok) throw new Error(r.problem.message);
      return r.value;
    };
    expect(ok(lat, '48,137')).toBe(48.137);
    expect(ok(lat, '-0,5')).toBe(-0.5);
    expect(ok(qty, '34,00')).toBe(34);
    expect(ok(qty, '12')).toBe(12);
    const p = coerceEnglish(lat, '1.234', comma);
    expect(p.ok || p.problem.message).toBe(
      "Latitude: '1.234' is ambiguous: 1234 if '.' separates thousands, or 1,234 if it is the decimal separator.",
    );
    const grouped = coerceEnglish(qty, '1.234.567', comma);
    expect(grouped.ok || grouped.problem.fix).toBe('Write the number without separators: 1234567.');
    const point = coerceEnglish(lat, '52.52', comma);
    expect(point.ok).toBe(false);
    const q = coerceEnglish(qty, '4,5', comma);
    expect(q.ok || q.problem.fix).toBe('Use a whole number such as 4 or 5.');
  });

  it('a decimal comma in a file without one says how to tell the import', () => {
    expect(refusal(qty, '34,00').fix).toBe('Write 34, or say which decimal separator the file uses (--decimal ,).');
  });

  it('refuses scientific notation: the digits may already be rounded away', () => {
    const p = refusal(qty, '1e3');
    expect(p.message).toMatch(/scientific notation/);
    expect(p.fix).toMatch(/Format the column as text.*such as 1000/);
    expect(refusal(f('Product', 'ID'), '1.23457E+11').rule).toBe('int32');
  });

  it('empty text is required for non-null fields and keys, null for nullable ones', () => {
    expect(refusal(qty, '  ')).toMatchObject({
      rule: 'required',
      message: expect.stringMatching(/AvailableQuantity is empty/),
    });
    expect(refusal(f('AttributeValue', 'ProductID'), '').message).toMatch(/part of the key/);
    expect(value(f('DistributionCenter', 'HandlingTimeMinutes'), '')).toBeNull();
  });

  it('property: String(n) comes back as n for every int32 n', () => {
    fc.assert(
      fc.property(fc.integer({ min: INT32_MIN, max: INT32_MAX }), (n) => {
        const r = coerceEnglish(qty, String(n));
        return r.ok && r.value === n;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: integers outside int32 are always refused with the int32 rule', () => {
    const outside = fc.oneof(
      fc.bigInt({ min: BigInt(INT32_MAX) + 1n, max: 10n ** 30n }),
      fc.bigInt({ min: -(10n ** 30n), max: BigInt(INT32_MIN) - 1n }),
    );
    fc.assert(
      fc.property(outside, (n) => {
        const r = coerceEnglish(qty, n.toString());
        return !r.ok && r.problem.rule === 'int32';
      }),
      { numRuns: 500 },
    );
  });
});
