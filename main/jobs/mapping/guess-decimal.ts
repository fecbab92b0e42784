// Which decimal separator a CSV file writes. Excel in most of Europe saves CSV with ';'
// between fields precisely because ',' is its decimal separator; otherwise a number written
// with a decimal comma in the first rows ('34,50', '0,5') gives it away, unless the same rows
// also hold numbers with a decimal point. XLSX files store numbers as numbers: always '.'.

export type DecimalSeparator = '.' | ',';
export interface DecimalGuess { decimal: DecimalSeparator; reason: string }

// A decimal comma that cannot be a thousands separator: not exactly three digits after it.
const COMMA_DECIMAL = /^[+-]?\d+,(\d{1,2}|\d{4,})$/;
const POINT_DECIMAL = /^[+-]?\d+\.(\d{1,2}|\d{4,})$/;

export function guessDecimal(format: 'csv' | 'xlsx', delimiter: string | undefined, samples: string[][]): DecimalGuess {
  if (format === 'xlsx') return { decimal: '.', reason: 'XLSX numbers are stored as numbers' };
  if (delimiter === ';') return { decimal: ',', reason: "guessed from the ';' delimiter" };
  let comma = 0, point = 0;
  for (const row of samples) {
    for (const cell of row) {
      const t = cell.trim();
      if (COMMA_DECIMAL.test(t)) comma++;
      else if (POINT_DECIMAL.test(t)) point++;
    }
  }
  if (comma > 0 && point === 0) return { decimal: ',', reason: 'guessed from numbers with a decimal comma in the first rows' };
  return { decimal: '.', reason: comma > 0 ? 'guessed: the first rows hold both, most likely a decimal point' : 'the default' };
}
