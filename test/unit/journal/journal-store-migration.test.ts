// A job file written before the job store (issue 12) opens with the new code: the review's
// cells (with the one fixed in place), the report rows, the app's run state and the job's
// connection are all read through the journal's typed API, and it can be written again.
// The fixture was written by the code of that time (test/fixtures/journals/README.md).
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Journal,
  ReviewCells,
  editedCells,
  hasReportRows,
  linesOfSheetRows,
  readRunState,
  reportCounts,
  reportWindow,
  writeRunState,
} from '../../../main/journal/index.js';
import { runStateFromJournal } from '../../../main/run-control/index.js';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'journals', 'before-job-store.sqlite');
const ID = '20261124-091941-d301ed';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function openFixture(): Journal {
  const dir = mkdtempSync(join(tmpdir(), 'cb-store-migration-'));
  dirs.push(dir);
  copyFileSync(FIXTURE, join(dir, `${ID}.sqlite`));
  return Journal.open(ID, dir);
}

describe('a job file written before the job store', () => {
  it('reads its job record, connection, run state, review cells and report rows', () => {
    const j = openFixture();
    try {
      expect(j.data).toMatchObject({ id: ID, status: 'reported', resource: 'DCQuantities', file: 'stock.csv' });
      expect(j.connection).toEqual({
        ref: { kind: 'saved', id: 'acme-1a2b3c', name: 'Acme live' },
        baseUrl: 'https://api.example.com',
      });
      expect(readRunState(j)).toBe('cancelled');
      expect(runStateFromJournal(j)).toBe('cancelled');
      const cells = new ReviewCells(j);
      expect(cells.count()).toBe(3);
      expect(cells.window(0, 10)).toEqual([
        { idx: 0, rowNumber: 2, cells: ['1002', '1', '5'], edited: [2] },
        { idx: 1, rowNumber: 3, cells: ['1003', '1', '-1'], edited: [] },
        { idx: 2, rowNumber: 4, cells: ['1004', '1', '7'], edited: [] },
      ]);
      expect(cells.windowInvalid(0, 10).map((r) => r.rowNumber)).toEqual([3]);
      expect(editedCells(j)).toEqual(new Map([[2, ['1002', '1', '5']]]));
      expect(hasReportRows(j)).toBe(true);
      expect(reportCounts(j)).toEqual({ Updated: 1, Invalid: 1, Failed: 1 });
      expect(reportWindow(j, 'Invalid', 0, 10)).toEqual({
        total: 1,
        rows: [
          {
            rowNumber: 3,
            cells: ['1003', '1', '-1'],
            result: 'Invalid',
            status: null,
            // An older journal's English travels as a text, said through the legacy reader (issue 40).
            message: { text: 'AvailableQuantity: -1 is below 0. Fix: give 0 or more' },
            old: '',
            new: '',
          },
        ],
      });
      expect(
        linesOfSheetRows(j, [2, 4])
          .get(4)
          ?.map((l) => [l.seq, l.state, l.group_id]),
      ).toEqual([[3, 'pending', null]]);
    } finally {
      j.close();
    }
  });

  it('has its rows rebuilt compactly: each state kept as its code, with every index', () => {
    const j = openFixture();
    try {
      expect(
        linesOfSheetRows(j, [2, 3, 4])
          .get(2)
          ?.map((l) => [l.seq, l.state, l.result]),
      ).toEqual([[1, 'done', 'Updated']]);
      expect(j.countByState()).toEqual({
        pending: 1,
        sent: 0,
        done: 1,
        failed: 0,
        invalid: 1,
        unchanged: 0,
        skipped: 0,
      });
      j.recordResults([{ seq: 3, state: 'failed', result: 'Failed', status: 500, message: 'boom' }]);
      expect(j.countByState()).toMatchObject({ pending: 0, failed: 1 });
    } finally {
      j.close();
    }
    const db = new Database(join(dirs[0]!, `${ID}.sqlite`), { readonly: true });
    try {
      expect(db.prepare('SELECT seq, state_code, state FROM rows ORDER BY seq').raw().all()).toEqual([
        [1, 2, 'done'],
        [2, 4, 'invalid'],
        [3, 3, 'failed'],
      ]);
      expect(
        db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rows' ORDER BY name`)
          .pluck()
          .all(),
      ).toEqual(['rows_group', 'rows_key', 'rows_parent', 'rows_row', 'rows_sku', 'rows_state']);
    } finally {
      db.close();
    }
  });

  it('takes new writes in the tables it already had', () => {
    const j = openFixture();
    try {
      writeRunState(j, 'running');
      const cells = new ReviewCells(j);
      cells.add(5, ['1005', '1', '9']);
      cells.flush();
      cells.replaceRow(3, ['1003', '1', '0'], [2]);
      expect(readRunState(j)).toBe('running');
      expect(cells.get(5)).toEqual({ idx: 3, rowNumber: 5, cells: ['1005', '1', '9'], edited: [] });
      expect(editedCells(j)).toEqual(
        new Map([
          [2, ['1002', '1', '5']],
          [3, ['1003', '1', '0']],
        ]),
      );
      // Fixing a cell drops the row's journal lines, so it is ingested again.
      expect(linesOfSheetRows(j, [3]).get(3)).toBeUndefined();
      expect(j.countByState()).toMatchObject({ done: 1, invalid: 0, pending: 1 });
    } finally {
      j.close();
    }
  });
});
