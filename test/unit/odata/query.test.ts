import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatFilter,
  formatQuery,
  parseQuery,
  ODataSyntaxError,
  type QueryOptions,
} from '../../../shared/odata/index.js';
import { filterNode, identifier } from './arbitraries.js';

const names = fc.array(identifier, { minLength: 1, maxLength: 4 });
const count = fc.integer({ min: 0, max: 2147483647 });
const query: fc.Arbitrary<QueryOptions> = fc.record(
  {
    filter: filterNode.map(formatFilter),
    orderby: fc.array(fc.record({ property: identifier, desc: fc.boolean() }), { minLength: 1, maxLength: 3 }),
    select: names,
    expand: fc.oneof(names, fc.constant<string[]>(['*'])),
    top: count,
    skip: count,
    count: fc.boolean(),
  },
  { requiredKeys: [] },
);

function errorOf(search: string): ODataSyntaxError {
  try {
    parseQuery(search);
  } catch (e) {
    if (e instanceof ODataSyntaxError) return e;
    throw e;
  }
  throw new Error(`no error for ${search}`);
}

describe('query options', () => {
  it('writes a readable, percent-encoded query string', () => {
    expect(
      formatQuery({
        filter: "Sku eq 'A&B' or Sku eq 'C+D'",
        orderby: [
          { property: 'Name', desc: true },
          { property: 'ID', desc: false },
        ],
        select: ['ID', 'Sku'],
        expand: ['*'],
        top: 5,
        skip: 0,
        count: true,
      }),
    ).toBe(
      "$filter=Sku%20eq%20'A%26B'%20or%20Sku%20eq%20'C%2BD'&$orderby=Name%20desc,ID&$select=ID,Sku&$expand=*&$top=5&$skip=0&$count=true",
    );
    expect(formatQuery({})).toBe('');
    expect(() => formatQuery({ top: -1 })).toThrow(/\$top must be a whole number/);
    expect(() => formatQuery({ select: [] })).toThrow(/at least one name/);
  });

  it('reads spaces after commas, asc/desc and ignores non-$ parameters', () => {
    expect(
      parseQuery(
        "?$filter=sku+eq+'A'&$orderby=Name desc, ID asc,Code&$select=ID, Sku&$expand=OperatingHours&access_token=secret&$top=10&$skip=100&$count=TRUE",
      ),
    ).toEqual({
      filter: "sku eq 'A'",
      orderby: [
        { property: 'Name', desc: true },
        { property: 'ID', desc: false },
        { property: 'Code', desc: false },
      ],
      select: ['ID', 'Sku'],
      expand: ['OperatingHours'],
      top: 10,
      skip: 100,
      count: true,
    });
    expect(parseQuery('$Top=3')).toEqual({ top: 3 });
    expect(parseQuery('')).toEqual({});
  });

  it('names the bad token', () => {
    expect(errorOf('$foo=1')).toMatchObject({
      token: '$foo',
      message: expect.stringMatching(/Unknown query option '\$foo'/),
    });
    expect(errorOf('$top=-1')).toMatchObject({ token: '-1' });
    expect(errorOf('$skip=1.5').message).toMatch(/Invalid \$skip '1.5'/);
    expect(errorOf('$top=1&$top=2').message).toMatch(/given twice/);
    expect(errorOf('$count=yes').token).toBe('yes');
    expect(errorOf('$orderby=Name sideways').token).toBe('sideways');
    expect(errorOf('$select=ID,,Sku').message).toMatch(/empty entry/);
    expect(errorOf('$expand=OperatingHours($select=DayID)').message).toMatch(/Nested options/);
    expect(errorOf('$filter=Sku%20eq').message).toBe(
      "Syntax error at position 6 in $filter 'Sku eq': expected a value after 'eq'.",
    );
    expect(errorOf('$filter=').message).toMatch(/has no value/);
    expect(errorOf('$filter=%E0%A4%A').message).toMatch(/Bad percent-encoding/);
  });

  it('round-trips any options, and URLSearchParams reads the same values', () => {
    fc.assert(
      fc.property(query, (q) => {
        const text = formatQuery(q);
        expect(text).not.toMatch(/[ +#]/);
        expect(parseQuery(text)).toEqual(q);
        expect(parseQuery(`?${text}&access_token=x`)).toEqual(q);
        if (q.filter !== undefined) expect(new URLSearchParams(text).get('$filter')).toBe(q.filter);
      }),
      { numRuns: 300 },
    );
  });
});
