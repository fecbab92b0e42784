// The undo workbook of a large run is written on a thread of its own (undo-aside.ts, issue 31)
// while the result workbook is written here. The thread's workbook is the one this thread
// writes, value for value: 12,345 journal lines, every eleventh failed, every seventh created.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal, type NewRow } from '../../../main/journal/index.js';
import { writeUndoAside } from '../../../main/jobs/report/undo-aside.js';
import { writeUndo } from '../../../main/jobs/report/write-undo.js';
import { importTarget } from '../../../main/jobs/index.js';
import { UserError } from '../../../shared/errors/index.js';
import { journalLine, newTestJournal, readSheet, tempDir } from '../../support/index.js';

const line = (rowNumber: number): NewRow =>
  journalLine(rowNumber, {
    key: `k${rowNumber}`,
    fields: { DistributionCenterID: 1 + (rowNumber % 4), ProductID: 2_000_000 + rowNumber, ProfileID: 1 },
  });

describe('the undo workbook on its own thread', () => {
  it('is the workbook this thread writes, value for value', async () => {
    const dir = tempDir('cb-undo-aside-');
    const rows = 12_345;
    const setUp = newTestJournal(dir, { operation: 'upsert' });
    setUp.insertRows(Array.from({ length: rows }, (_, i) => line(i + 2)));
    setUp.close();
    const db = new Database(setUp.file);
    db.prepare(
      `UPDATE rows SET state_code = CASE WHEN row_number % 11 = 0 THEN 3 ELSE 2 END,
         existed = CASE WHEN row_number % 7 = 0 THEN 0 ELSE 1 END, old = CAST(row_number * 3 AS TEXT)`,
    ).run();
    db.close();
    const j = Journal.open(setUp.data.id, dir);
    const target = importTarget('DCQuantities');
    const there = join(dir, 'thread.undo.xlsx');
    const here = join(dir, 'here.undo.xlsx');
    const aside = await writeUndoAside(j, target, there, 0);
    const local = await writeUndo(j, target, here);
    j.close();
    expect(aside.onThread).toBe(true);
    const numbers = Array.from({ length: rows }, (_, i) => i + 2).filter((n) => n % 11 !== 0);
    const changed = numbers.filter((n) => n % 7 !== 0);
    const created = numbers.filter((n) => n % 7 === 0);
    expect({ rows: aside.rows, created: aside.created }).toEqual({ rows: changed.length, created: created.length });
    expect(local).toEqual({ rows: changed.length, created: created.length });
    const undo = await readSheet(there, 'Undo');
    expect(undo[0]).toEqual(['DistributionCenterID', 'ProductID', 'ProfileID', 'AvailableQuantity']);
    expect(undo.slice(1)).toEqual(changed.map((n) => [1 + (n % 4), 2_000_000 + n, 1, n * 3]));
    const del = await readSheet(there, 'Delete');
    expect(del.slice(1)).toEqual(created.map((n) => [1 + (n % 4), 2_000_000 + n, 1]));
    expect(undo).toEqual(await readSheet(here, 'Undo'));
    expect(del).toEqual(await readSheet(here, 'Delete'));
  }, 60_000);

  it('writes a small run here, without a thread', async () => {
    const dir = tempDir('cb-undo-aside-small-');
    const setUp = newTestJournal(dir, { operation: 'upsert' });
    setUp.insertRows([line(2), line(3)]);
    setUp.close();
    const db = new Database(setUp.file);
    db.prepare(`UPDATE rows SET state_code = 2, existed = 1, old = '5'`).run();
    db.close();
    const j = Journal.open(setUp.data.id, dir);
    const out = await writeUndoAside(j, importTarget('DCQuantities'), join(dir, 'small.undo.xlsx'));
    j.close();
    expect(out).toEqual({ rows: 2, created: 0, onThread: false });
  });

  it("says a folder it cannot write to as this thread would: a user's error with its hint", async () => {
    const dir = tempDir('cb-undo-aside-nowhere-');
    const setUp = newTestJournal(dir, { operation: 'upsert' });
    setUp.insertRows([line(2), line(3)]);
    setUp.close();
    const db = new Database(setUp.file);
    db.prepare(`UPDATE rows SET state_code = 2, existed = 1, old = '5'`).run();
    db.close();
    const j = Journal.open(setUp.data.id, dir);
    const nowhere = join(dir, 'no-such-folder', 'x.undo.xlsx');
    const failure = await writeUndoAside(j, importTarget('DCQuantities'), nowhere, 0).catch((e: unknown) => e);
    const local = await writeUndo(j, importTarget('DCQuantities'), nowhere).catch((e: unknown) => e);
    j.close();
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as UserError).message).toBe((local as UserError).message);
    expect((failure as UserError).hint).toBe('Create the folder first, or choose another place.');
  });
});
