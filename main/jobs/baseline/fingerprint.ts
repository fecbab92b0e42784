// A file's content fingerprint (issue 41): what lets an export's baseline follow the file
// when its name does not (a renamed CSV, a CSV saved as XLSX by LibreOffice). Two parts: the
// header row, and the header row with the sorted first-column values of every data row (the
// row keys of every export: ProductID, the DC's ID, ...). Both survive an office program's
// re-save: cells are compared as trimmed text, headers without case, and numbers by value,
// since LibreOffice reads a CSV's `0000001` as the number 1 and may write `7` as `7.0`. Value
// cells are left out, so the person's edits never change the fingerprint. Text is folded to
// its ASCII letters and digits: LibreOffice reads a UTF-8 CSV it converts as Windows-1252 (the
// BOM becomes `ï»¿`, `ü` becomes `Ã¼`), and both sides of such a pair fold alike. The header part
// alone is cheap (no row read): a file whose headers no export had is never read twice.
import { createHash } from 'node:crypto';
import { openSheet, rowBatchesOf } from '../../sheets/index.js';

export interface Fingerprint {
  /** The header row's part: 16 hex digits. */
  headers: string;
  /** `<headers>.<keys>`: the header row and the first column's values, 16 hex digits each. */
  full: string;
  /** How many keys: none says nothing of which export a file is (any empty one has these headers). */
  keys: number;
}

const hash = (parts: string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);

/** A cell as every re-save writes it alike: trimmed, a whole or decimal number by its value. */
export function canonicalCell(text: string): string {
  const t = text.trim();
  if (/^[+-]?\d+$/.test(t)) return BigInt(t).toString();
  if (/^[+-]?\d*\.\d+$/.test(t)) return String(Number(t));
  return folded(t);
}

/** Lower-case ASCII letters and digits only (see the top of this file). */
const folded = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function headersPart(headers: string[]): string {
  return hash(headers.map(folded));
}

/** The fingerprint of a sheet's rows below its header row; the first column's blank cells are not keys. */
export async function sheetFingerprint(
  path: string,
  where: { sheet?: string | undefined; headerRow?: number | undefined } = {},
): Promise<Fingerprint> {
  const source = await openSheet(path, {
    ...(where.sheet ? { sheet: where.sheet } : {}),
    ...(where.headerRow ? { headerRow: where.headerRow } : {}),
  });
  const keys: string[] = [];
  try {
    for await (const batch of rowBatchesOf(source))
      for (const row of batch) {
        const key = canonicalCell(row.cells[0] ?? '');
        if (key) keys.push(key);
      }
  } finally {
    await source.close();
  }
  keys.sort();
  const headers = headersPart(source.headers);
  return { headers, full: `${headers}.${hash(keys)}`, keys: keys.length };
}
