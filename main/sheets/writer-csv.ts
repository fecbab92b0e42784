// The .csv writer: UTF-8 with a BOM (so Excel reads non-ASCII text right), CRLF line ends,
// the first sheet only: a CSV file holds one table.
import { formatDate } from './cell-text.js';
import { neutralise } from './neutralise.js';
import type { SheetHandle, SheetWriter, WritableCell } from './types.js';
import { discard, drained, openPartial, publish } from './writer-common.js';

const NEEDS_QUOTES = /[",\r\n]/;

/** A first character after which neutralise or quoting may apply; other text goes as it is. */
function plainText(s: string): boolean {
  const c = s.charCodeAt(0);
  // = + - @ TAB CR and the apostrophe need neutralise; ", CR, LF and ',' anywhere need quotes.
  if (c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 || c === 39) return false;
  for (let i = 0; i < s.length; i++) {
    const d = s.charCodeAt(i);
    if (d === 34 || d === 44 || d === 10 || d === 13) return false;
  }
  return true;
}

// Past this many characters the rows so far go to the file in one write.
const CHUNK_CHARS = 1 << 16;

export function csvCell(value: WritableCell): string {
  let text: string;
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && plainText(value)) return value;
  if (typeof value === 'string') text = neutralise(value);
  else if (typeof value === 'number') text = String(value);
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = formatDate(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function createCsvWriter(path: string): Promise<SheetWriter> {
  const out = await openPartial(path);
  out.write('\uFEFF');
  let hasSheet = false;
  let finished = false;
  // Rows are joined into large chunks: one stream write per row cost more than the row itself.
  let pending = '';
  const push = (): void => {
    if (pending) out.write(pending);
    pending = '';
  };
  const ignored: SheetHandle = {
    addRow() {
      /* a CSV keeps only its first sheet */
    },
  };
  return {
    addSheet(_name, headers) {
      if (hasSheet) return ignored;
      hasSheet = true;
      out.write(`${headers.map(csvCell).join(',')}\r\n`);
      return {
        addRow(cells) {
          if (finished) return;
          let line = '';
          for (let i = 0; i < cells.length; i++) line += i ? `,${csvCell(cells[i]!)}` : csvCell(cells[i]!);
          pending += `${line}\r\n`;
          if (pending.length >= CHUNK_CHARS) push();
        },
      };
    },
    flush: () => {
      push();
      return drained(out);
    },
    async close() {
      if (finished) return;
      finished = true;
      push();
      await new Promise<void>((resolve, reject) => {
        out.on('error', reject);
        out.end(resolve);
      });
      await publish(path);
    },
    async abort() {
      finished = true;
      await discard(path, out);
    },
  };
}
