// Bench input: DCQuantities of the Contoso profile (products 2,000,001.., DCs 1-4), as CSV or
// XLSX, streamed to disk. value(p, dc, round) decides the quantities.
import ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export type Value = (product: number, dc: number) => number;

export function* keys(rows: number): Generator<[number, number]> {
  for (let i = 0; i < rows; i++) yield [2_000_001 + Math.floor(i / 4), (i % 4) + 1];
}

export async function writeCsv(path: string, rows: number, value: Value): Promise<void> {
  const out = createWriteStream(path);
  out.write('Product ID,DC,Qty\n');
  let buf = '';
  for (const [p, dc] of keys(rows)) {
    buf += `${p},${dc},${value(p, dc)}\n`;
    if (buf.length > 1 << 16) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.end(buf);
  await once(out, 'finish');
}

export async function writeXlsx(path: string, rows: number, value: Value): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Stock');
  ws.addRow(['Product ID', 'DC', 'Qty']).commit();
  for (const [p, dc] of keys(rows)) ws.addRow([p, dc, value(p, dc)]).commit();
  await wb.commit();
}
