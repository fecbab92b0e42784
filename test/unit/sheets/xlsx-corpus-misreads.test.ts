// Issue 26: cells the differential reader test (xlsx-differential.test.ts) found read wrong,
// each asserted with its exact text on the corpus workbook that showed it. Numbers under a
// date format that Excel shows as no date (day 0, before it, past 9999-12-31) were read as a
// day that nobody sees: 1899-12-31 for a time of day, a day late before 1900, '' past 9999.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ourCells } from './differential/our-cells.js';

const corpus = (name: string): string => fileURLToPath(new URL(`../../fixtures/xlsx/corpus/${name}`, import.meta.url));

async function cells(file: string, sheet: string, refs: string[]): Promise<string[]> {
  const book = await ourCells(corpus(file));
  return refs.map((ref) => book.get(sheet)?.get(ref) ?? '');
}

describe('numbers under a date format in the 1900 system that Excel shows as no date', () => {
  it('a time of day (under one day) under a date-time format is the time, as openpyxl reads it', async () => {
    // LibreOffice re-saving openpyxl's datetime.time cells: <c r="E14" s="6" t="n"><v>0.66125</v></c>,
    // format yyyy\-mm\-dd\ hh:mm:ss. Read as 1899-12-31T15:52:12 before.
    expect(await cells('libreoffice/openpyxl-wb014.xlsx', 'Data', ['E14'])).toEqual(['15:52:12']);
    // exceljs: <c r="A6" s="2"><v>0.30000000000000004</v></c>, format yyyy-mm-dd.
    expect(await cells('exceljs/wb000.xlsx', 'Sheet 1', ['A6'])).toEqual(['07:12:00']);
  });

  it('a negative serial counts back from 1899-12-30, as LibreOffice and openpyxl read it', async () => {
    // <c r="A3" s="2"><v>-752</v></c>, <c r="A4" s="2"><v>-518</v></c>: a day later before.
    expect(await cells('exceljs/wb000.xlsx', 'Sheet 1', ['A3', 'A4'])).toEqual(['1897-12-08', '1898-07-30']);
  });

  it('a serial past 9999-12-31 is its number, not a blank', async () => {
    // <c r="A8" s="2"><v>123456789012345</v></c>: Excel shows #####; read as '' before.
    expect(await cells('exceljs/wb000.xlsx', 'Sheet 1', ['A8'])).toEqual(['123456789012345']);
  });
});
