import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  chunkAnyEq,
  encodeQueryValue,
  evaluateFilter,
  filterAnyEq,
  formatFilter,
  parseFilter,
  type KeyValue,
} from '../../../shared/odata/index.js';
import { filterNode, int32, nastyText } from './arbitraries.js';

describe('$filter round trips', () => {
  it('formatFilter output reads back to the same tree', () => {
    fc.assert(
      fc.property(filterNode, (node) => {
        const text = formatFilter(node);
        expect(parseFilter(text)).toEqual(node);
        // And formatting is stable: the text is already canonical.
        expect(formatFilter(parseFilter(text))).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('parenthesises only where precedence needs it', () => {
    expect(formatFilter(parseFilter("(Sku eq 'A' or Sku eq 'B') and Type eq 'Warehouse'"))).toBe(
      "(Sku eq 'A' or Sku eq 'B') and Type eq 'Warehouse'",
    );
    expect(formatFilter(parseFilter("Sku eq 'A' or (Sku eq 'B' and Type eq 'Warehouse')"))).toBe(
      "Sku eq 'A' or Sku eq 'B' and Type eq 'Warehouse'",
    );
    expect(formatFilter(parseFilter("not Sku eq 'A'"))).toBe("not (Sku eq 'A')");
    expect(formatFilter(parseFilter('A eq 1 or (B eq 2 or C eq 3)'))).toBe('A eq 1 or (B eq 2 or C eq 3)');
  });
});

describe('filterAnyEq and chunkAnyEq', () => {
  const values = fc.array(fc.oneof(nastyText, int32) as fc.Arbitrary<KeyValue>, { minLength: 1, maxLength: 60 });

  it('writes the OR list of the spec', () => {
    expect(filterAnyEq('Sku', ['A', 'B'])).toBe("Sku eq 'A' or Sku eq 'B'");
    expect(filterAnyEq('ID', [1, 2])).toBe('ID eq 1 or ID eq 2');
    expect(() => filterAnyEq('Sku', [])).toThrow(/at least one value/);
  });

  it('matches exactly the listed values', () => {
    fc.assert(
      fc.property(values, fc.oneof(nastyText, int32), (list, probe) => {
        const node = parseFilter(filterAnyEq('Sku', list));
        for (const v of list) expect(evaluateFilter(node, { sku: v })).toBe(true);
        expect(evaluateFilter(node, { Sku: probe })).toBe(list.includes(probe));
      }),
    );
  });

  it('keeps every chunk under the encoded limit and loses no value', () => {
    fc.assert(
      fc.property(values, fc.integer({ min: 20, max: 400 }), (list, max) => {
        const chunks = chunkAnyEq('Sku', list, max);
        for (const c of chunks) {
          const single = parseFilter(c).type === 'compare';
          if (!single) expect(encodeQueryValue(c).length).toBeLessThanOrEqual(max);
        }
        expect(chunks.join(' or ')).toBe(filterAnyEq('Sku', list));
      }),
    );
  });

  it('fills chunks close to the 1800 default', () => {
    const skus = Array.from({ length: 1000 }, (_, i) => `SKU-${String(i).padStart(5, '0')}`);
    const chunks = chunkAnyEq('Sku', skus);
    const lengths = chunks.map((c) => encodeQueryValue(c).length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(1800);
    expect(Math.min(...lengths.slice(0, -1))).toBeGreaterThan(1800 - 40);
    expect(chunkAnyEq('Sku', [])).toEqual([]);
  });
});
