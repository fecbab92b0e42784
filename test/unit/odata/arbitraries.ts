// fast-check generators shared by the odata property tests.
import fc from 'fast-check';
import { COMPARE_OPS, FUNCTION_ARITY, type FilterNode, type FunctionName } from '../../../shared/odata/index.js';

/** Text that is hard to put in a URL: quotes, slashes, spaces, %, operators, non-ASCII. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(
      "'",
      "''",
      '/',
      ' ',
      '%',
      '%25',
      '&',
      '+',
      '#',
      '?',
      '(',
      ')',
      '=',
      ',',
      ':',
      'é',
      '日本',
      '😀',
      'eq',
      ' or ',
      'a',
      '1',
      '\t',
    ),
  }),
);
export const int32 = fc.integer({ min: -2147483648, max: 2147483647 });
export const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/);

/** Property names in random letter case (the grammar is case-insensitive); none is a keyword. */
const propertyName = fc
  .tuple(
    fc.constantFrom(
      'Sku',
      'Name',
      'ProductID',
      'Type',
      'Tags',
      'AvailableQuantity',
      'CreatedDateUtc',
      'Product',
      'Value',
      'Ä_Feld',
    ),
    fc.boolean(),
  )
  .map(([n, lower]) => (lower ? n.toLowerCase() : n));
const path = fc.array(propertyName, { minLength: 1, maxLength: 3 });

const date = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const literal: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.string({ unit: 'binary' }).map((value) => ({ type: 'literal', kind: 'string', value }) as const),
  fc
    .oneof(int32, fc.double({ noNaN: true, noDefaultInfinity: true }))
    .filter((n) => !Object.is(n, -0))
    .map((value) => ({ type: 'literal', kind: 'number', value }) as const),
  fc.boolean().map((value) => ({ type: 'literal', kind: 'boolean', value }) as const),
  fc.constant({ type: 'literal', kind: 'null', value: null } as const),
  date.map((d) => ({ type: 'literal', kind: 'datetime', value: d.toISOString() }) as const),
  date.map((d) => ({ type: 'literal', kind: 'date', value: d.toISOString().slice(0, 10) }) as const),
);
const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
  literal,
  path.map((p) => ({ type: 'property', path: p }) as const),
);

/** Any tree the parser can produce. */
export const filterNode: fc.Arbitrary<FilterNode> = fc.letrec<{ node: FilterNode }>((tie) => {
  const node = tie('node');
  return {
    node: fc.oneof(
      { maxDepth: 4, depthSize: 'small' },
      leaf,
      fc.record({
        type: fc.constant('compare' as const),
        op: fc.constantFrom(...COMPARE_OPS),
        left: node,
        right: node,
      }),
      fc.record({ type: fc.constantFrom('and' as const, 'or' as const), left: node, right: node }),
      fc.record({ type: fc.constant('not' as const), operand: node }),
      fc
        .constantFrom(...(Object.keys(FUNCTION_ARITY) as FunctionName[]))
        .chain((name) =>
          fc
            .array(node, { minLength: FUNCTION_ARITY[name], maxLength: FUNCTION_ARITY[name] })
            .map((args) => ({ type: 'call', name, args }) as const),
        ),
      fc.record({
        type: fc.constant('lambda' as const),
        op: fc.constantFrom('any' as const, 'all' as const),
        collection: path,
        variable: fc.constantFrom('t', 'd', 'x'),
        predicate: node,
      }),
      path.map((collection) => ({ type: 'lambda', op: 'any', collection }) as const),
    ),
  };
}).node;
