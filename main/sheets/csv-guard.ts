// A pass-through over decoded CSV text that stops oversized cells, rows and column counts
// before papaparse buffers them: papaparse keeps a whole unfinished field in memory, so an
// unterminated quote in a 2 GB file would otherwise exhaust it.
import { Transform, type TransformCallback } from 'node:stream';
import { LIMITS, SheetError } from './errors.js';

const QUOTE = 34, CR = 13, LF = 10;

export function createCsvGuard(file: string, delimiter: string): Transform {
  const delim = delimiter.charCodeAt(0);
  let inQuotes = false;
  let atFieldStart = true;
  let justClosedQuote = false;
  let prevCR = false;
  let fieldChars = 0;
  let rowChars = 0;
  let fields = 1;
  let record = 1;

  const fail = (what: string, hint: string): SheetError => new SheetError(what, file, hint, record);

  function scan(text: string): SheetError | null {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inQuotes) {
        if (c === QUOTE) { inQuotes = false; justClosedQuote = true; } else fieldChars++;
        prevCR = false;
      } else if (c === QUOTE && (atFieldStart || justClosedQuote)) {
        // Opening quote, or the second half of an escaped "" inside a quoted field.
        inQuotes = true; atFieldStart = false; justClosedQuote = false;
        prevCR = false;
      } else if (c === delim) {
        fields++; fieldChars = 0; atFieldStart = true; justClosedQuote = false; prevCR = false;
        if (fields > LIMITS.maxColumns) {
          return fail(`A row has more than ${LIMITS.maxColumns.toLocaleString('en')} columns`,
            'Excel allows at most 16,384 columns: check the delimiter, or split the file.');
        }
      } else if (c === LF || c === CR) {
        // CRLF counts once: the LF right after a CR ends nothing new.
        if (!(c === LF && prevCR)) record++;
        prevCR = c === CR;
        fields = 1; fieldChars = 0; rowChars = 0; atFieldStart = true; justClosedQuote = false;
        continue;
      } else {
        fieldChars++; atFieldStart = false; justClosedQuote = false; prevCR = false;
      }
      rowChars++;
      if (fieldChars > LIMITS.maxCellChars) {
        return fail('A cell is larger than 1 MiB', inQuotes
          ? 'Shorten the cell (the service accepts at most 32,000 characters in a value), or, if it should be short, add the closing quote (") it is missing.'
          : 'Shorten the cell: the service accepts at most 32,000 characters in a value.');
      }
      if (rowChars > LIMITS.maxRowChars) return fail('A row is larger than 16 MiB', 'Shorten the row or split the file.');
    }
    return null;
  }

  return new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(chunk: string | Buffer, _enc: BufferEncoding, done: TransformCallback) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      const problem = scan(text);
      if (problem) done(problem);
      else done(null, text);
    },
  });
}
