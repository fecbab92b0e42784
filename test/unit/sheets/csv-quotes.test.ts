// Issue 32, finding 1: a stray quote stops the read, naming line and column, instead of
// swallowing the rest of the file into one cell; genuine multi-line cells still read.
import { afterAll, describe, expect, it } from 'vitest';
import { SheetError, openSheet } from '../../../main/sheets/index.js';
import { collect, tempFolder, writeBytes } from '../../support/index.js';

const tmp = tempFolder();
afterAll(() => tmp.cleanup());
let n = 0;
const file = (text: string): string => writeBytes(tmp.file(`q${n++}.csv`), text);

const FIX =
  'A cell starts with a quote: quote the whole cell and double the quote inside, or save the file again from the spreadsheet program.';

/** A 199-row file shaped like the issue's, with `row5` as its fifth data row. */
function cushions(row5: string, rows = 199): string {
  const lines = ['ProductID,Color,Name'];
  for (let i = 1; i <= rows; i++) {
    const id = String(i).padStart(7, '0');
    lines.push(i === 5 ? row5 : `${id},Red,Kissen ${i}`);
  }
  return `${lines.join('\n')}\n`;
}

async function failure(path: string): Promise<SheetError> {
  try {
    await collect(await openSheet(path));
  } catch (err) {
    expect(err).toBeInstanceOf(SheetError);
    return err as SheetError;
  }
  throw new Error(`${path} was read without an error`);
}

describe('stray quotes in CSV', () => {
  it('stops at the issue\'s row `0000005,"Dark" Red,"13" Kissen`, naming line and column', async () => {
    const e = await failure(file(cushions('0000005,"Dark" Red,"13" Kissen')));
    expect(e.message).toBe(
      `A stray quote in line 6, column B (2): "Dark" Red,"13" Kissen opens a quoted cell that never closes, ` +
        `so the rest of the file would be read into it (${e.file.split('/').pop()}, row 6). ${FIX}`,
    );
    expect(e.rowNumber).toBe(6);
    expect(e.hint).toBe(FIX);
  });

  it('stops at a malformed closing quote mid-cell, even when the cell closes on its own line', async () => {
    const e = await failure(file('Sku,Name,Qty\nA1,"13" Kissen",1\nA2,Plain,2\n'));
    expect(e.message).toMatch(
      /^A stray quote in line 2, column B \(2\): "13" Kissen does not close where the cell ends/,
    );
    expect(e.rowNumber).toBe(2);
  });

  it('stops at a quoted cell that runs past its line end into further rows (no parser error)', async () => {
    // The quote opened in row 5 closes at the end of row 7: papaparse reads it as valid.
    const text = cushions('0000005,"Dark Red,Kissen 5', 9).replace('0000007,Red,Kissen 7', '0000007,Red,Kissen 7"');
    const e = await failure(file(text));
    expect(e.message).toMatch(
      /^A stray quote in line 6, column B \(2\): "Dark Red,Kissen 5 runs on over the line end and takes in 2 lines that look like rows/,
    );
    expect(e.message).toContain(FIX);
  });

  it('counts lines, not rows, after a genuine multi-line cell', async () => {
    const e = await failure(file('Sku,Note,Qty\nA1,"two\nlines",1\nA2,"x"y,2\n'));
    expect(e.message).toMatch(/line 4, column B \(2\).*row 3\)/);
  });

  it('still reads genuine multi-line cells, even with lines shaped like rows', async () => {
    const description = 'Soft cushion.\nSize: 40x40, red, washable\nCare: 30 °C, no dryer, iron low';
    const text = `Sku,Description,Qty\nA1,"${description}",1\nA2,"Say ""hi""",2\nA3,13" Kissen,3\n`;
    const rows = await collect(await openSheet(file(text)));
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['A1', description, '1'] },
      { rowNumber: 3, cells: ['A2', 'Say "hi"', '2'] },
      { rowNumber: 4, cells: ['A3', '13" Kissen', '3'] },
    ]);
  });

  it('still reads a multi-line cell in a short row when its lines are not row-shaped', async () => {
    const rows = await collect(await openSheet(file('Sku,Description,Qty\nA1,"first\nsecond"\nA2,x,2\n')));
    expect(rows.map((r) => r.cells)).toEqual([
      ['A1', 'first\nsecond', ''],
      ['A2', 'x', '2'],
    ]);
  });
});
