// The review's cells in chunks of 256 rows (issue 12): windows across chunk boundaries, row
// numbers with gaps (an XLSX skips empty rows, a CSV cell may span lines), a row fixed in
// place rewrites its chunk only, the report window and the reviewed source read the same
// cells, and a journal written with the older layout (one review_cells row per sheet row)
// is moved into chunks on first use with every row, position and fix kept.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  Journal,
  ReviewCells,
  cellsOfRows,
  editedCells,
  rebuildReportRows,
  reportWindow,
  type NewRow,
} from '../../../main/journal/index.js';
import { journalLine, newTestJournal, tempDir } from '../../support/index.js';

function newJournal(dir: string): Journal {
  return newTestJournal(dir, { operation: 'upsert', headers: ['ProductID', 'DC', 'Qty'], out: 'out.xlsx' });
}

/** Row numbers 2..601 with 40..49 missing (590 rows: two whole chunks and a partial one). */
const ROW_NUMBERS = Array.from({ length: 600 }, (_, i) => i + 2).filter((n) => n < 40 || n > 49);
const cellsOf = (n: number): string[] => [String(1000 + n), String(n % 4), String(n)];

function fill(cells: ReviewCells): void {
  for (const n of ROW_NUMBERS) cells.add(n, cellsOf(n));
  cells.flush();
}

const invalidLine = (rowNumber: number): NewRow =>
  journalLine(rowNumber, { state: 'invalid', result: 'Invalid', message: 'bad' });

describe('review cells in chunks', () => {
  it('gives windows, rows by number and invalid rows across chunks, rows with gaps included', () => {
    const j = newJournal(tempDir('cb-review-cells-'));
    try {
      const cells = new ReviewCells(j, 300);
      fill(cells);
      expect(cells.count()).toBe(590);
      // Another connection's view (the main thread's, while the worker writes).
      const other = new ReviewCells(j);
      expect(other.count()).toBe(590);
      const w = other.window(250, 10);
      expect(w.map((r) => r.idx)).toEqual([250, 251, 252, 253, 254, 255, 256, 257, 258, 259]);
      expect(w.map((r) => r.rowNumber)).toEqual([262, 263, 264, 265, 266, 267, 268, 269, 270, 271]);
      expect(w[6]).toEqual({ idx: 256, rowNumber: 268, cells: ['1268', '0', '268'], edited: [] });
      expect(other.window(36, 3).map((r) => r.rowNumber)).toEqual([38, 39, 50]);
      expect(other.window(585, 100).map((r) => r.rowNumber)).toEqual([597, 598, 599, 600, 601]);
      expect(other.window(590, 10)).toEqual([]);
      expect(other.get(50)).toEqual({ idx: 38, rowNumber: 50, cells: ['1050', '2', '50'], edited: [] });
      expect(other.get(45)).toBeUndefined();
      expect(other.get(1)).toBeUndefined();
      expect(other.get(602)).toBeUndefined();
      j.insertRows([invalidLine(39), invalidLine(300), invalidLine(300), invalidLine(601)]);
      expect(other.windowInvalid(0, 10).map((r) => [r.idx, r.rowNumber])).toEqual([
        [37, 39],
        [288, 300],
        [589, 601],
      ]);
      expect(other.windowInvalid(1, 1).map((r) => r.rowNumber)).toEqual([300]);
      expect(cellsOfRows(j, [601, 3, 45, 268])).toEqual(
        new Map([
          [3, ['1003', '3', '3']],
          [268, ['1268', '0', '268']],
          [601, ['1601', '1', '601']],
        ]),
      );
    } finally {
      j.close();
    }
  });

  it('fixes a row in place: its chunk is written again, its journal lines dropped, the fix kept for the run', async () => {
    const j = newJournal(tempDir('cb-review-cells-'));
    try {
      const cells = new ReviewCells(j);
      fill(cells);
      j.insertRows([invalidLine(300), invalidLine(301)]);
      cells.replaceRow(300, ['1300', '0', '7'], [2]);
      cells.replaceRow(301, ['1301', '9', '301'], [1]);
      cells.replaceRow(300, ['1300', '3', '7'], [1, 2]);
      expect(() => cells.replaceRow(45, ['x'], [0])).toThrow(/Row 45 is not in the review/);
      expect(cells.get(300)).toEqual({ idx: 288, rowNumber: 300, cells: ['1300', '3', '7'], edited: [1, 2] });
      expect(cells.get(299)).toEqual({ idx: 287, rowNumber: 299, cells: ['1299', '3', '299'], edited: [] });
      expect(cells.windowInvalid(0, 10)).toEqual([]); // lines dropped: the rows are ingested again
      expect(editedCells(j)).toEqual(
        new Map([
          [300, ['1300', '3', '7']],
          [301, ['1301', '9', '301']],
        ]),
      );
      await rebuildReportRows(j, async (add) => {
        add([
          { rowNumber: 300, result: 'Updated', status: 200, shown: { text: '' }, old: '5', new: '7' },
          { rowNumber: 2, result: 'Updated', status: 200, shown: { text: '' }, old: '1', new: '2' },
        ]);
      });
      expect(reportWindow(j, 'all', 0, 10).rows.map((r) => [r.rowNumber, r.cells])).toEqual([
        [300, ['1300', '3', '7']],
        [2, ['1002', '2', '2']],
      ]);
    } finally {
      j.close();
    }
  });

  it('adds rows after a partial last chunk, keeping its fixes', () => {
    const j = newJournal(tempDir('cb-review-cells-'));
    try {
      const first = new ReviewCells(j);
      for (let n = 2; n < 12; n++) first.add(n, cellsOf(n));
      first.flush();
      first.replaceRow(5, ['x', 'y', 'z'], [0]);
      const more = new ReviewCells(j);
      for (let n = 12; n < 300; n++) more.add(n, cellsOf(n));
      more.flush();
      expect(more.count()).toBe(298);
      expect(new ReviewCells(j).window(0, 300).map((r) => r.rowNumber)).toEqual(
        Array.from({ length: 298 }, (_, i) => i + 2),
      );
      expect(more.get(5)).toEqual({ idx: 3, rowNumber: 5, cells: ['x', 'y', 'z'], edited: [0] });
      expect(more.get(299)).toEqual({ idx: 297, rowNumber: 299, cells: ['1299', '3', '299'], edited: [] });
    } finally {
      j.close();
    }
  });

  it('moves an older journal’s one-row-per-sheet-row cells into chunks on first use', () => {
    const dir = tempDir('cb-review-cells-');
    const j = newJournal(dir);
    const { id } = j.data;
    j.close();
    // The older layout, as that code wrote it: idx from 0 in file order, edited as JSON.
    const db = new Database(`${dir}/${id}.sqlite`);
    db.exec(`CREATE TABLE review_cells (idx INTEGER PRIMARY KEY, row_number INTEGER NOT NULL UNIQUE, cells TEXT NOT NULL, edited TEXT);
      CREATE INDEX review_cells_edited ON review_cells(row_number) WHERE edited IS NOT NULL;`);
    const insert = db.prepare('INSERT INTO review_cells (idx, row_number, cells, edited) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      ROW_NUMBERS.forEach((n, idx) =>
        insert.run(idx, n, JSON.stringify(cellsOf(n)), n === 270 ? '[0,2]' : n === 601 ? '[1]' : null),
      );
    })();
    db.close();

    const again = Journal.open(id, dir);
    try {
      expect(editedCells(again)).toEqual(
        new Map([
          [270, ['1270', '2', '270']],
          [601, ['1601', '1', '601']],
        ]),
      );
      const cells = new ReviewCells(again);
      expect(cells.count()).toBe(590);
      expect(cells.window(0, 590)).toEqual(
        ROW_NUMBERS.map((n, idx) => ({
          idx,
          rowNumber: n,
          cells: cellsOf(n),
          edited: n === 270 ? [0, 2] : n === 601 ? [1] : [],
        })),
      );
      cells.replaceRow(50, ['1050', '2', '0'], [2]);
      expect(cells.get(50)).toEqual({ idx: 38, rowNumber: 50, cells: ['1050', '2', '0'], edited: [2] });
    } finally {
      again.close();
    }
    // Moved once: the old table is empty, and reopening reads the chunks as they are.
    const check = new Database(`${dir}/${id}.sqlite`);
    expect(check.prepare('SELECT count(*) FROM review_cells').pluck().get()).toBe(0);
    expect(check.prepare('SELECT chunk, first_row, n FROM review_chunks ORDER BY chunk').all()).toEqual([
      { chunk: 0, first_row: 2, n: 256 },
      { chunk: 1, first_row: 268, n: 256 },
      { chunk: 2, first_row: 524, n: 78 },
    ]);
    check.close();
    const third = Journal.open(id, dir);
    try {
      expect(new ReviewCells(third).get(50)?.cells).toEqual(['1050', '2', '0']);
      expect([...editedCells(third).keys()]).toEqual([50, 270, 601]);
    } finally {
      third.close();
    }
  });
});
