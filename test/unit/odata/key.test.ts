import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatEntityPath,
  formatPath,
  parseEntityPath,
  ODataSyntaxError,
  type KeyValue,
} from '../../../shared/odata/index.js';
import { identifier, int32, nastyText } from './arbitraries.js';

const keyValue: fc.Arbitrary<KeyValue> = fc.oneof(nastyText, int32);
/** Two to four key fields with names distinct regardless of case. */
const keyRecord = fc
  .uniqueArray(fc.tuple(identifier, keyValue), { minLength: 2, maxLength: 4, selector: ([n]) => n.toLowerCase() })
  .map((pairs) => Object.fromEntries(pairs) as Record<string, KeyValue>);
// Everything a URL path may hold without further encoding.
const URL_SAFE = /^[A-Za-z0-9\-_.~!*'()%=,/$]*$/;

describe('entity paths', () => {
  it('writes and reads the spec example', () => {
    const path = formatEntityPath('AttributeValues', { Name: "It's", ProductID: 12 }, ['Name', 'ProductID']);
    expect(path).toBe("AttributeValues(Name='It''s',ProductID=12)");
    expect(parseEntityPath(path)).toEqual({
      entitySet: 'AttributeValues',
      key: { Name: "It's", ProductID: 12 },
      segments: [{ name: 'AttributeValues', key: { Name: "It's", ProductID: 12 } }],
    });
  });

  it('encodes a name with a slash and a space, and reads it back', () => {
    const path = formatEntityPath('AttributeValues', { ProductID: 7, Name: 'Size / Fit' }, ['Name', 'ProductID']);
    expect(path).toBe("AttributeValues(Name='Size%20%2F%20Fit',ProductID=7)");
    expect(parseEntityPath(path).key).toEqual({ Name: 'Size / Fit', ProductID: 7 });
  });

  it('encodes operator and URL characters inside names', () => {
    const path = formatEntityPath('AttributeValues', { Name: "a#b?c&d+e%f=g,h(i)'j é", ProductID: 1 }, [
      'Name',
      'ProductID',
    ]);
    expect(path).toBe("AttributeValues(Name='a%23b%3Fc%26d%2Be%25f%3Dg%2Ch%28i%29''j%20%C3%A9',ProductID=1)");
    expect(parseEntityPath(path).key).toEqual({ Name: "a#b?c&d+e%f=g,h(i)'j é", ProductID: 1 });
  });

  it('reads keys in any order, with spaces, and single keys', () => {
    expect(parseEntityPath("/AttributeValues(ProductID=12, Name='Attribute Name')").key).toEqual({
      ProductID: 12,
      Name: 'Attribute Name',
    });
    expect(parseEntityPath('DistributionCenters(5)')).toEqual({
      entitySet: 'DistributionCenters',
      key: 5,
      segments: [{ name: 'DistributionCenters', key: 5 }],
    });
    expect(formatEntityPath('DistributionCenters', 5)).toBe('DistributionCenters(5)');
    expect(formatEntityPath('DistributionCenters', { id: 5 }, ['ID'])).toBe('DistributionCenters(5)');
    expect(parseEntityPath("Products(12)/Attributes('Color')").segments).toEqual([
      { name: 'Products', key: 12 },
      { name: 'Attributes', key: 'Color' },
    ]);
    expect(parseEntityPath('ChannelDocuments/NotSupplied')).toEqual({
      entitySet: 'ChannelDocuments',
      segments: [{ name: 'ChannelDocuments' }, { name: 'NotSupplied' }],
    });
    expect(parseEntityPath('$batch').entitySet).toBe('$batch');
  });

  it('refuses malformed paths with the position and token', () => {
    const cases: [string, RegExp][] = [
      ["AttributeValues(Name='x'", /position 24 .*expected ',' or '\)'/],
      ['AttributeValues(Name=x,ProductID=1)', /position 21 .*'x' is not a key value/],
      ["AttributeValues(Name='a',Name='b')", /position 25 .*given twice/],
      ['DistributionCenters()', /empty key/],
      ['Products(1)/', /expected a segment name/],
      ['Products(1)x', /unexpected 'x'/],
      ['Products(%zz)', /Bad percent-encoding at position 9/],
      ['Products(1)?$top=1', /pass the query to parseQuery/],
      ["Products('It's')", /unterminated string|unexpected/],
    ];
    for (const [input, message] of cases) {
      let error: unknown;
      try {
        parseEntityPath(input);
      } catch (e) {
        error = e;
      }
      expect(error, input).toBeInstanceOf(ODataSyntaxError);
      expect((error as Error).message, input).toMatch(message);
    }
  });

  it('refuses keys that do not match the key order', () => {
    expect(() => formatEntityPath('AttributeValues', { Name: 'x' }, ['Name', 'ProductID'])).toThrow(
      /'ProductID' is missing/,
    );
    expect(() =>
      formatEntityPath('AttributeValues', { Name: 'x', ProductID: 1, Value: 'v' }, ['Name', 'ProductID']),
    ).toThrow(/'Value' is not a key field/);
    expect(() => formatEntityPath('Bad Name', 1)).toThrow(/not a valid path segment name/);
  });

  it('round-trips any key record, in any key order, through a real URL', () => {
    fc.assert(
      fc.property(identifier, keyRecord, fc.boolean(), (set, key, reverse) => {
        const order = Object.keys(key);
        const path = formatEntityPath(set, key, reverse ? [...order].reverse() : order);
        expect(path).toMatch(URL_SAFE);
        const url = new URL(`http://127.0.0.1/v1/${path}`);
        expect(url.pathname).toBe(`/v1/${path}`);
        const parsed = parseEntityPath(url.pathname.slice('/v1/'.length));
        expect(parsed.entitySet).toBe(set);
        expect(parsed.key).toEqual(key);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips single keys and nested segments', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ name: identifier, key: fc.option(keyValue, { nil: undefined }) }, { requiredKeys: ['name'] }),
          { minLength: 1, maxLength: 3 },
        ),
        (segments) => {
          const clean = segments.map((s) => (s.key === undefined ? { name: s.name } : s));
          expect(parseEntityPath(formatPath(clean)).segments).toEqual(clean);
        },
      ),
    );
  });
});
