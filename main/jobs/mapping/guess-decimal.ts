// Which decimal separator a CSV file writes. Excel in most of Europe saves CSV with ';'
// between fields precisely because ',' is its decimal separator (unless the first rows show
// only decimal points); otherwise a number written with a decimal comma in the first rows
// ('34,50', '0,5') gives it away, unless the same rows also hold numbers with a decimal point.
// XLSX files store numbers as numbers: always '.'.

export type DecimalSeparator = '.' | ',';
export interface DecimalGuess {
  decimal: DecimalSeparator;
  reason: string;
}

// A decimal comma that cannot be a thousands separator: not exactly three digits after it.
const COMMA_DECIMAL = /^[+-]?\d+,(\d{1,2}|\d{4,})$/;
const POINT_DECIMAL = /^[+-]?\d+\.(\d{1,2}|\d{4,})$/;

export function guessDecimal(format: 'csv' | 'xlsx', delimiter: string | undefined, samples: string[][]): DecimalGuess {
  if (format === 'xlsx') return { decimal: '.', reason: 'XLSX numbers are stored as numbers' };
  let comma = 0,
    point = 0;
  for (const row of samples) {
    for (const cell of row) {
      const t = cell.trim();
      if (COMMA_DECIMAL.test(t)) comma++;
      else if (POINT_DECIMAL.test(t)) point++;
    }
  }
  // A ';' file whose first rows show only decimal points was written by a program that uses them.
  if (delimiter === ';') {
    return point > 0 && comma === 0
      ? {
          decimal: '.',
          reason: "guessed from numbers with a decimal point in the first rows (the ';' delimiter notwithstanding)",
        }
      : { decimal: ',', reason: "guessed from the ';' delimiter" };
  }
  if (comma > 0 && point === 0)
    return { decimal: ',', reason: 'guessed from numbers with a decimal comma in the first rows' };
  return {
    decimal: '.',
    reason: comma > 0 ? 'guessed: the first rows hold both, most likely a decimal point' : 'the default',
  };
}
