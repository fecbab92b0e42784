// rowBatches (a chunk of the file at a time, what the ingest reads) hands out exactly the
// rows rows() does, in order: blank rows in between filled in, a header row further down
// honoured, rows of any number of chunks; and a source without batches reads one row a batch.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSheet, rowBatchesOf, type SheetSource, type SourceRow } from '../../../main/sheets/index.js';
import { tempDir } from '../../support/index.js';

async function byRow(source: SheetSource): Promise<SourceRow[]> {
  const out: SourceRow[] = [];
  for await (const r of source.rows()) out.push(r);
  return out;
}

async function byBatch(source: SheetSource): Promise<{ rows: SourceRow[]; batches: number }> {
  const rows: SourceRow[] = [];
  let batches = 0;
  for await (const b of rowBatchesOf(source)) {
    batches++;
    rows.push(...b);
  }
  return { rows, batches };
}

describe('rowBatches', () => {
  it('gives a CSV of many chunks row for row as rows() does, blank rows included', async () => {
    const file = join(tempDir('cb-row-batches-'), 'stock.csv');
    let text = 'Note\nProduct ID,DC,Qty\n';
    for (let i = 0; i < 20_000; i++) text += i % 997 === 5 ? ',,\n' : `${2_000_001 + i},${(i % 4) + 1},${i}\n`;
    writeFileSync(file, text);
    const expected = await byRow(await openSheet(file, { headerRow: 2 }));
    expect(expected).toHaveLength(20_000);
    expect(expected[0]).toEqual({ rowNumber: 3, cells: ['2000001', '1', '0'] });
    expect(expected[5]).toEqual({ rowNumber: 8, cells: ['', '', ''] });
    expect(expected[19_999]).toEqual({ rowNumber: 20_002, cells: ['2020000', '4', '19999'] });
    const got = await byBatch(await openSheet(file, { headerRow: 2 }));
    expect(got.rows).toEqual(expected);
    expect(got.batches).toBeGreaterThan(1);
  });

  it('gives a workbook saved by LibreOffice as rows() does', async () => {
    const file = fileURLToPath(new URL('../../fixtures/xlsx/real/features-libreoffice.xlsx', import.meta.url));
    const expected = await byRow(await openSheet(file, { sheet: 'Data' }));
    expect(expected.length).toBeGreaterThan(10);
    expect((await byBatch(await openSheet(file, { sheet: 'Data' }))).rows).toEqual(expected);
  });

  it('reads a source without batches one row a batch, and stops it when left early', async () => {
    let closed = false;
    const rows: SourceRow[] = [
      { rowNumber: 2, cells: ['a'] },
      { rowNumber: 3, cells: ['b'] },
      { rowNumber: 4, cells: ['c'] },
    ];
    const source: SheetSource = {
      format: 'csv',
      sheets: [],
      sheet: '',
      headerRowNumber: 1,
      headers: ['x'],
      async *rows() {
        try {
          yield* rows;
        } finally {
          closed = true;
        }
      },
      close: async () => {},
    };
    const seen: SourceRow[][] = [];
    for await (const b of rowBatchesOf(source)) {
      seen.push(b);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([[rows[0]], [rows[1]]]);
    expect(closed).toBe(true);
  });
});
