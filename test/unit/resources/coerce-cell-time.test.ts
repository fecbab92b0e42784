// Cell coercion runs in linear time (issue 25): one 160,000-digit cell took 9.4 s, a 1 MiB one
// did not finish in 180 s. Every field of the catalogue (so every type, bound and pattern),
// in both decimal notations, gets 1 MiB cells built from digits, separators, signs, exponent
// letters and spaces, each ending in a character that makes the match fail late; each call
// must finish in under 100 ms. (eslint-plugin-regexp is not installed to check this statically.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue, coerceCell, type FieldDef } from '../../../shared/resources/index.js';

const MIB = 1 << 20;
const LIMIT_MS = 100;

const fields: FieldDef[] = [
  ...new Map(
    Object.values(catalogue)
      .flatMap((entity) => entity.fields)
      .map((field) => [`${field.type} ${field.name}`, field] as const),
  ).values(),
];

/** A unit of number-like text repeated to 1 MiB, between a head and a tail. */
const cell = fc
  .record({
    head: fc.constantFrom('', '+', '-', ' ', '1', '.', '1,', '12 '),
    unit: fc.stringMatching(/^[0-9.,' \u00a0eE+-]{1,4}$/),
    tail: fc.constantFrom('x', ' x', '.', ',', 'e', 'e+', '.5x', ',123x', ' 000x', '!', ''),
  })
  .map(({ head, unit, tail }) => head + unit.repeat(Math.ceil(MIB / unit.length)).slice(0, MIB) + tail);

/** Milliseconds of one coercion: the best of three tries when the first is over the limit, so
 *  a busy machine descheduling the test is not taken for a slow regex (quadratic is seconds). */
function timeOf(field: FieldDef, text: string, decimal: '.' | ','): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= LIMIT_MS; attempt++) {
    const start = performance.now();
    coerceCell(field, text, { decimal });
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

function slowest(text: string): { field: string; ms: number } {
  let worst = { field: '', ms: 0 };
  for (const field of fields) {
    for (const decimal of ['.', ','] as const) {
      const ms = timeOf(field, text, decimal);
      if (ms > worst.ms) worst = { field: `${field.name} (${field.type}, decimal '${decimal}')`, ms };
    }
  }
  return worst;
}

describe('coerceCell on 1 MiB cells', () => {
  it('covers every field type', () => {
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set(['int32', 'decimal', 'string', 'boolean', 'datetime', 'enum', 'binary']),
    );
  });

  it('finishes each coercion in under 100 ms: the runs that were quadratic', () => {
    const digits = '9'.repeat(MIB);
    for (const text of [
      `${digits}x`,
      `${digits}.`,
      `${digits}e`,
      `.${digits}x`,
      `${digits},${digits}x`,
      ` ${digits} `,
    ]) {
      const worst = slowest(text);
      expect(worst.ms, `${worst.field} on ${text.slice(0, 3)}...${text.slice(-3)}`).toBeLessThan(LIMIT_MS);
    }
  });

  it('finishes each coercion in under 100 ms on generated cells', () => {
    fc.assert(
      fc.property(cell, (text) => {
        const worst = slowest(text);
        expect(
          worst.ms,
          `${worst.field} on ${JSON.stringify(text.slice(0, 12))}...${JSON.stringify(text.slice(-8))}`,
        ).toBeLessThan(LIMIT_MS);
      }),
      { numRuns: 25 },
    );
  });
});
