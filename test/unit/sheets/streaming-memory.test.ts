// Large files stream: the heap stays flat while rows are read, and row numbers stay right.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkbookWriter, openSheet } from '../../../main/sheets/index.js';
import { tempFolder } from '../../support/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const tmp = tempFolder();
afterAll(() => tmp.cleanup());

// Holding the rows would retain well over this (200k rows of ~110 characters each).
const HEAP_GROWTH_LIMIT = 24 * 1024 * 1024;
const NOTE = 'a note that makes every row about a hundred characters long, x';

async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('Title line\nSku;DC;Qty;Note\n');
  for (let i = 0; i < rows; i++) {
    if (!out.write(`SKU-${String(i).padStart(8, '0')};${i % 9};${i};${NOTE}${i}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function readAndMeasure(
  path: string,
  firstRow: number,
  expected: number,
  check: (cells: string[], i: number) => boolean,
) {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = 0,
    count = 0,
    wrongNumber = 0,
    wrongCells = 0;
  const src = await openSheet(path);
  for await (const row of src.rows()) {
    if (row.rowNumber !== firstRow + count) wrongNumber++;
    if (!check(row.cells, count)) wrongCells++;
    count++;
    if (count % 25_000 === 0) {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    }
  }
  expect({ count, wrongNumber, wrongCells }).toEqual({ count: expected, wrongNumber: 0, wrongCells: 0 });
  expect(peak).toBeLessThan(HEAP_GROWTH_LIMIT);
  return src;
}

describe('bounded memory', () => {
  it('streams a 200,000-row CSV', async () => {
    const path = tmp.file('big.csv');
    await writeCsv(path, 200_000);
    const src = await readAndMeasure(
      path,
      3,
      200_000,
      (c, i) => c[0] === `SKU-${String(i).padStart(8, '0')}` && c[2] === String(i),
    );
    expect(src.headerRowNumber).toBe(2);
  }, 60_000);

  it('streams a 50,000-row XLSX', async () => {
    const path = tmp.file('big.xlsx');
    const w = await createWorkbookWriter(path);
    const sheet = w.addSheet('Stock', ['Sku', 'DC', 'Qty', 'Note']);
    for (let i = 0; i < 50_000; i++) {
      sheet.addRow([`SKU-${String(i).padStart(8, '0')}`, i % 9, i, `${NOTE}${i}`]);
      if (i % 5000 === 0) await w.flush();
    }
    await w.close();
    await readAndMeasure(
      path,
      2,
      50_000,
      (c, i) => c[0] === `SKU-${String(i).padStart(8, '0')}` && c[2] === String(i) && c[3] === `${NOTE}${i}`,
    );
  }, 60_000);
});
