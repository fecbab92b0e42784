// Issue 14: the decimal separator of a CSV file, guessed from its delimiter and first rows.
import { describe, expect, it } from 'vitest';
import { guessDecimal } from '../../../main/jobs/mapping/guess-decimal.js';

describe('guessDecimal', () => {
  it('a ; file writes decimal commas, unless its first rows show only decimal points', () => {
    expect(guessDecimal('csv', ';', [['0000001', '1', '34']])).toEqual({
      decimal: ',',
      reason: "guessed from the ';' delimiter",
    });
    expect(guessDecimal('csv', ';', [['A', '48,137']])).toMatchObject({ decimal: ',' });
    expect(
      guessDecimal('csv', ';', [
        ['A', '52.52'],
        ['B', '1.5'],
      ]),
    ).toMatchObject({ decimal: '.' });
  });
  it('a , or tab file: decimal commas in the first rows, and not three digits after them', () => {
    expect(
      guessDecimal('csv', ',', [
        ['A', '7,00'],
        ['B', '0,5'],
      ]),
    ).toEqual({ decimal: ',', reason: 'guessed from numbers with a decimal comma in the first rows' });
    expect(guessDecimal('csv', ',', [['A', '1,234']])).toEqual({ decimal: '.', reason: 'the default' });
    expect(
      guessDecimal('csv', '\t', [
        ['A', '7,5'],
        ['B', '2.25'],
      ]),
    ).toMatchObject({ decimal: '.' });
  });
  it('XLSX numbers are numbers', () => {
    expect(guessDecimal('xlsx', undefined, [['A', '7,5']])).toEqual({
      decimal: '.',
      reason: 'XLSX numbers are stored as numbers',
    });
  });
});
