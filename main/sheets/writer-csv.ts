// The .csv writer: UTF-8 with a BOM (so Excel reads non-ASCII text right), CRLF line ends,
// the first sheet only: a CSV file holds one table.
import { formatDate } from './cell-text.js';
import { neutralise } from './neutralise.js';
import type { SheetHandle, SheetWriter, WritableCell } from './types.js';
import { discard, drained, openPartial, publish } from './writer-common.js';

const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: WritableCell): string {
  let text: string;
  if (value === null || value === undefined) return '';
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
          if (!finished) out.write(`${cells.map(csvCell).join(',')}\r\n`);
        },
      };
    },
    flush: () => drained(out),
    async close() {
      if (finished) return;
      finished = true;
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
