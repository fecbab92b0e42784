// CSV files saved by real programs (LibreOffice 7.4 and Gnumeric 1.12, scripts/make-real-csv.sh),
// each over three of the reader's 32 KB chunks, so chunk edges fall inside quoted cells with
// separators, quotes and line breaks, and in the UTF-8 file inside 2-4 byte characters (the
// last test checks; in the UTF-16 files no edge happens to split a surrogate pair).
// Every cell read must be the cell LibreOffice was given (test/fixtures/csv/real/cells.ts),
// the encoding and separator found without being told: UTF-8 with commas, Windows-1252
// with semicolons as European Excel and LibreOffice users save them, and UTF-16LE with tabs
// (the shape of Excel's "Unicode Text").
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../../main/sheets/csv-source.js';
import { SAMPLE_BYTES } from '../../../main/sheets/detect-encoding.js';
import { openSheet, rowBatchesOf, type SourceRow } from '../../../main/sheets/index.js';
import { REAL_CSV_HEADERS, REAL_CSV_ROWS, realCsvRows, type RealCsvCharset } from '../../fixtures/csv/real/cells.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/csv/real/${name}`, import.meta.url));

const CASES: [string, RealCsvCharset, string, string][] = [
  ['stock-libreoffice-utf8.csv', 'utf8', 'utf8', ','],
  ['stock-libreoffice-cp1252.csv', 'windows-1252', 'windows-1252', ';'],
  ['stock-libreoffice-utf16.csv', 'utf8', 'utf16le', '\t'],
];

describe('CSV saved by LibreOffice, read across chunk edges', () => {
  for (const [name, charset, encoding, delimiter] of CASES)
    it(`${name}: every cell as LibreOffice was given it, ${encoding} and '${delimiter}' detected`, async () => {
      const file = fixture(name);
      expect(statSync(file).size).toBeGreaterThan(4 * CHUNK_BYTES);
      const source = await openSheet(file);
      expect([source.encoding, source.delimiter, source.headers]).toEqual([encoding, delimiter, REAL_CSV_HEADERS]);
      const rows: SourceRow[] = [];
      for await (const batch of rowBatchesOf(source)) rows.push(...batch);
      const expected = realCsvRows(charset);
      expect(rows).toHaveLength(REAL_CSV_ROWS);
      expect(rows.map((r) => r.cells)).toEqual(expected);
      // Record numbers count records, not lines: a cell with a line break is one record.
      expect(rows[0]).toEqual({ rowNumber: 2, cells: ['SKU-000000', 'Größe „XL“', 'note 0 · ok', '0'] });
      expect(rows[3]).toEqual({
        rowNumber: 5,
        cells: ['SKU-000003', 'a, b and c', 'first line 3\nsecond line', '111'],
      });
      expect(rows[REAL_CSV_ROWS - 1]!.rowNumber).toBe(REAL_CSV_ROWS + 1);
    });

  it('stock-gnumeric-utf16-nobom.csv: UTF-16LE with no BOM, every cell quoted, is read, not refused as binary', async () => {
    // What Gnumeric writes with charset=UTF-16LE (and SQL Server's bcp -w): "SKU" is 22 00 53 00 4b 00 ...
    // Over the 64 KB the encoding is detected from, so the rest is read past the sample.
    const file = fixture('stock-gnumeric-utf16-nobom.csv');
    expect([...readFileSync(file).subarray(0, 4)]).toEqual([0x22, 0x00, 0x53, 0x00]);
    expect(statSync(file).size).toBeGreaterThan(SAMPLE_BYTES);
    const source = await openSheet(file);
    expect([source.encoding, source.delimiter, source.headers]).toEqual(['utf16le', ';', REAL_CSV_HEADERS]);
    const rows: SourceRow[] = [];
    for await (const batch of rowBatchesOf(source)) rows.push(...batch);
    expect(rows.map((r) => r.cells)).toEqual(realCsvRows('utf8').slice(0, 1_000));
    expect(rows[999]!.rowNumber).toBe(1_001);
    // Told it is UTF-8, the reader says what the file is rather than read NULs between letters.
    await expect(openSheet(file, { encoding: 'utf8' })).rejects.toThrow(
      'This file is UTF-16 text (little-endian, with no byte-order mark), not utf8',
    );
  });

  it('has chunk edges inside UTF-8 characters, so the test above reads across them', () => {
    // The header's length was chosen so (scripts/make-real-csv.sh): bytes 0x80-0xBF continue a character.
    const bytes = readFileSync(fixture('stock-libreoffice-utf8.csv'));
    const edges: number[] = [];
    for (let at = CHUNK_BYTES; at < bytes.length; at += CHUNK_BYTES) edges.push(at);
    const inside = edges.filter((at) => bytes[at]! >= 0x80 && bytes[at]! < 0xc0);
    expect(inside).toEqual([3 * CHUNK_BYTES, 4 * CHUNK_BYTES]);
  });
});
