import { describe, it, expect } from 'vitest';
import {
  evaluateFilter,
  parseFilter,
  formatFilter,
  ODataSyntaxError,
  type FilterNode,
} from '../../../shared/odata/index.js';

const matches = (filter: string, record: Record<string, unknown>) => evaluateFilter(parseFilter(filter), record);

describe('$filter parsing', () => {
  it('reads the spec examples', () => {
    expect(parseFilter("Type eq 'Warehouse'")).toEqual({
      type: 'compare',
      op: 'eq',
      left: { type: 'property', path: ['Type'] },
      right: { type: 'literal', kind: 'string', value: 'Warehouse' },
    });
    expect(parseFilter("Tags/any(t: t eq 'x')")).toEqual({
      type: 'lambda',
      op: 'any',
      collection: ['Tags'],
      variable: 't',
      predicate: {
        type: 'compare',
        op: 'eq',
        left: { type: 'property', path: ['t'] },
        right: { type: 'literal', kind: 'string', value: 'x' },
      },
    });
    expect(parseFilter('DCQuantities/any(d: d/AvailableQuantity gt 0)')).toMatchObject({
      type: 'lambda',
      collection: ['DCQuantities'],
      predicate: { left: { path: ['d', 'AvailableQuantity'] } },
    });
  });

  it('binds not tighter than and, and and tighter than or', () => {
    const n = parseFilter('not A eq 1 and B eq 2 or C eq 3');
    expect(n.type).toBe('or');
    type Binary = { type: string; left: FilterNode; right: FilterNode };
    const left = (n as Binary).left as Binary;
    expect(left.type).toBe('and');
    expect(left.left).toMatchObject({ type: 'not', operand: { type: 'compare', op: 'eq' } });
    expect(parseFilter('A eq 1 and (B eq 2 or C eq 3)')).toMatchObject({ type: 'and', right: { type: 'or' } });
  });

  it('matches keywords and functions case-insensitively', () => {
    expect(parseFilter("Sku EQ 'A' AND NOT Contains(Name, 'x') OR Value Eq NULL")).toEqual(
      parseFilter("Sku eq 'A' and not contains(Name,'x') or Value eq null"),
    );
  });

  it('reads literals of every kind', () => {
    const kinds = (f: string) => (parseFilter(f) as Extract<FilterNode, { type: 'compare' }>).right;
    expect(kinds("X eq 'It''s'")).toEqual({ type: 'literal', kind: 'string', value: "It's" });
    expect(kinds('X gt -1.5')).toEqual({ type: 'literal', kind: 'number', value: -1.5 });
    expect(kinds('X eq true')).toEqual({ type: 'literal', kind: 'boolean', value: true });
    expect(kinds('X eq 2018-02-14T20:25:11.9133333Z')).toEqual({
      type: 'literal',
      kind: 'datetime',
      value: '2018-02-14T20:25:11.9133333Z',
    });
    expect(kinds('X lt 2018-02-14')).toEqual({ type: 'literal', kind: 'date', value: '2018-02-14' });
  });

  it('names the bad token and its position', () => {
    const cases: [string, string, number, string][] = [
      ['Sku eq', "Syntax error at position 6 in $filter 'Sku eq': expected a value after 'eq'.", 6, 'end of input'],
      ["Sku equals 'A'", '', 4, 'equals'],
      ["Sku eq 'A", '', 7, "'A"],
      ["(Sku eq 'A'", '', 11, 'end of input'],
      ["foo(Sku) eq 'A'", '', 0, 'foo'],
      ["Sku eq 'A' eq 'B'", '', 11, 'eq'],
      ['contains(Sku)', '', 0, 'contains'],
      ['Sku eq Warehouse#', '', 16, '#'],
      ["Tags/any(t eq 'x')", '', 9, 't'],
      ['', '', 0, 'end of input'],
      ['Sku eq and', '', 7, 'and'],
    ];
    for (const [text, message, position, token] of cases) {
      let error: ODataSyntaxError | undefined;
      try {
        parseFilter(text);
      } catch (e) {
        error = e as ODataSyntaxError;
      }
      expect(error, text).toBeInstanceOf(ODataSyntaxError);
      if (message) expect(error!.message).toBe(message);
      expect(error!.message, text).toContain(`in $filter '${text}'`);
      expect([error!.position, error!.token], text).toEqual([position, token]);
    }
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    expect(() => parseFilter(`${'('.repeat(500)}A eq 1${')'.repeat(500)}`)).toThrow(/nests deeper than 100/);
  });

  it('formats long OR lists without deep recursion', () => {
    const text = Array.from({ length: 20000 }, (_, i) => `Sku eq 'S${i}'`).join(' or ');
    const node = parseFilter(text);
    expect(formatFilter(node)).toBe(text);
    expect(evaluateFilter(node, { Sku: 'S19999' })).toBe(true);
    expect(evaluateFilter(node, { Sku: 'nope' })).toBe(false);
  });
});

describe('$filter evaluation', () => {
  it('matches property names case-insensitively', () => {
    expect(matches("sku eq 'A'", { Sku: 'A' })).toBe(true);
    expect(matches("sku eq 'A'", { Sku: 'B' })).toBe(false);
    expect(matches("Type eq 'Warehouse'", { type: 'Warehouse' })).toBe(true);
  });

  it('compares numbers, strings and dates', () => {
    const dc = { ID: 3, Name: 'Berlin', DeletedDateUtc: '2018-02-14T20:25:11.9133333Z', Latitude: 52.5 };
    expect(matches('ID ge 3 and ID lt 4', dc)).toBe(true);
    expect(matches('ID gt 3', dc)).toBe(false);
    expect(matches("Name gt 'Amsterdam' and Name le 'Berlin'", dc)).toBe(true);
    expect(matches('DeletedDateUtc gt 2018-02-14T20:25:11Z', dc)).toBe(true);
    expect(matches('DeletedDateUtc lt 2018-02-14', dc)).toBe(false);
    expect(matches('DeletedDateUtc ge 2018-02-14 and DeletedDateUtc lt 2018-02-15', dc)).toBe(true);
    expect(matches('floor(Latitude) eq 52', dc)).toBe(true);
    expect(matches("ID eq '3'", dc)).toBe(false);
  });

  it('treats null as OData does for eq, ne and ordering', () => {
    expect(matches('Address2 eq null', { Address2: null })).toBe(true);
    expect(matches('Address2 eq null', {})).toBe(true);
    expect(matches('Address2 ne null', { Address2: 'x' })).toBe(true);
    expect(matches('Latitude gt 0', { Latitude: null })).toBe(false);
    expect(matches('Latitude le 0', { Latitude: null })).toBe(false);
    expect(matches("contains(Address2,'x')", { Address2: null })).toBe(false);
  });

  it('runs the string and date functions', () => {
    const o = { Sku: 'AB-12', CreatedDateUtc: '2021-03-04T05:06:07Z' };
    expect(matches("contains(Sku,'B-1') and startswith(Sku,'AB') and endswith(Sku,'12')", o)).toBe(true);
    expect(matches("tolower(Sku) eq 'ab-12' and toupper('x') eq 'X'", o)).toBe(true);
    expect(matches('year(CreatedDateUtc) eq 2021 and month(CreatedDateUtc) eq 3 and day(CreatedDateUtc) eq 4', o)).toBe(
      true,
    );
    expect(
      matches('hour(CreatedDateUtc) eq 5 and minute(CreatedDateUtc) eq 6 and second(CreatedDateUtc) eq 7', o),
    ).toBe(true);
    expect(matches("not startswith(Sku,'X')", o)).toBe(true);
  });

  it('evaluates any/all over collections with lambda variables', () => {
    const p = {
      Tags: ['red', 'x'],
      DCQuantities: [
        { DistributionCenterID: 1, AvailableQuantity: 0 },
        { DistributionCenterID: 2, AvailableQuantity: 5 },
      ],
    };
    expect(matches("Tags/any(t: t eq 'x')", p)).toBe(true);
    expect(matches("Tags/any(t: t eq 'y')", p)).toBe(false);
    expect(matches('DCQuantities/any(d: d/AvailableQuantity gt 0)', p)).toBe(true);
    expect(matches('DCQuantities/all(d: d/AvailableQuantity gt 0)', p)).toBe(false);
    expect(matches('dcquantities/any(d: d/availablequantity gt 4 and d/DistributionCenterID eq 2)', p)).toBe(true);
    expect(matches('Tags/any()', p)).toBe(true);
    expect(matches('Tags/any()', { Tags: [] })).toBe(false);
    expect(matches("Missing/any(t: t eq 'x')", p)).toBe(false);
  });
});
