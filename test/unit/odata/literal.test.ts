import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatLiteral, parseLiteral, parseTypedLiteral, ODataSyntaxError } from '../../../shared/odata/index.js';
import { int32, nastyText } from './arbitraries.js';

describe('literals', () => {
  it('writes the spec examples', () => {
    expect(formatLiteral("It's")).toBe("'It''s'");
    expect(formatLiteral(12)).toBe('12');
    expect(formatLiteral(-3.25)).toBe('-3.25');
    expect(formatLiteral(true)).toBe('true');
    expect(formatLiteral(null)).toBe('null');
  });

  it('reads strings, numbers, booleans, null and dates', () => {
    expect(parseLiteral("'It''s'")).toBe("It's");
    expect(parseLiteral("''")).toBe('');
    expect(parseLiteral('12')).toBe(12);
    expect(parseLiteral('1.5e3')).toBe(1500);
    expect(parseLiteral('FALSE')).toBe(false);
    expect(parseLiteral(' null ')).toBeNull();
    expect(parseTypedLiteral('2018-02-14T20:25:11.9133333Z')).toEqual({
      kind: 'datetime',
      value: '2018-02-14T20:25:11.9133333Z',
    });
    expect(parseTypedLiteral('2018-02-14')).toEqual({ kind: 'date', value: '2018-02-14' });
    expect(parseTypedLiteral("'2018-02-14'")).toEqual({ kind: 'string', value: '2018-02-14' });
  });

  it('refuses what is not one literal, naming the token', () => {
    expect(() => parseLiteral('Warehouse')).toThrow(/'Warehouse' is not a value; put text in single quotes/);
    expect(() => parseLiteral("'open")).toThrow(/unterminated string/);
    expect(() => parseLiteral("'a' 'b'")).toThrow(ODataSyntaxError);
    expect(() => parseLiteral('12abc')).toThrow(/'12a' is not a number/);
    expect(() => parseLiteral('2020-13-45')).toThrow(/not a valid date/);
    expect(() => formatLiteral(Number.NaN)).toThrow(/finite/);
  });

  it('round-trips any string, int32 and double', () => {
    fc.assert(
      fc.property(nastyText, (s) => parseLiteral(formatLiteral(s)) === s),
      { numRuns: 500 },
    );
    fc.assert(fc.property(int32, (n) => parseLiteral(formatLiteral(n)) === n));
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
        (n) => parseLiteral(formatLiteral(n)) === n,
      ),
    );
  });
});
