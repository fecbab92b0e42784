// The ingest's lines written on a thread of their own (journal/line-writer.ts): every line
// arrives, in the order handed over, with its fields and state; a failing write is reported.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Journal, lineWriter, packLines, type NewRow, type PackedLines } from '../../../main/journal/index.js';
import { newTestJournal, tempDir } from '../../support/index.js';

function newJournal(): Journal {
  return newTestJournal(tempDir('cb-line-writer-'));
}

const line = (rowNumber: number): NewRow => ({
  rowNumber,
  part: rowNumber % 2,
  valueColumn: rowNumber % 3 ? null : 'DC 1',
  key: `k${rowNumber}`,
  sku: rowNumber % 7 ? null : `SKU-${rowNumber}`,
  parentId: rowNumber % 11 ? 2_000_000 + rowNumber : null,
  childKey: String(rowNumber % 4),
  fields: { ProductID: 2_000_000 + rowNumber, Qty: rowNumber },
  state: rowNumber % 5 ? 'pending' : 'invalid',
  result: rowNumber % 5 ? null : 'Invalid',
  message: rowNumber % 5 ? null : `bad ${rowNumber}`,
});

const lines = (from: number, n: number): NewRow[] => Array.from({ length: n }, (_, i) => line(from + i));
/** Lines as the ingest hands them to the writer: packed. */
const batch = (from: number, n: number): PackedLines => packLines(lines(from, n));

describe('lineWriter', () => {
  it('writes every batch, the later ones on its thread, in the order handed over', async () => {
    const j = newJournal();
    try {
      const w = lineWriter(j);
      // 2,000-line batches start the thread; the last, small one still goes through it.
      await w.write(batch(1, 2000));
      await w.write(batch(2001, 2000));
      await w.write(batch(4001, 2000));
      await w.write(batch(6001, 7));
      await w.close();
      const db = new Database(j.file, { readonly: true });
      try {
        const rows = db
          .prepare(
            'SELECT seq, row_number, part, value_column, key, sku, parent_id, child_key, fields, state, result, message FROM rows ORDER BY seq',
          )
          .raw()
          .all();
        expect(rows).toHaveLength(6007);
        expect(rows).toEqual(
          lines(1, 6007).map((l, i) => [
            i + 1,
            l.rowNumber,
            l.part,
            l.valueColumn,
            l.key,
            l.sku,
            l.parentId,
            l.childKey,
            JSON.stringify(l.fields),
            l.state,
            l.result,
            l.message,
          ]),
        );
      } finally {
        db.close();
      }
    } finally {
      j.close();
    }
  });

  it('reports a write the file refuses, and leaves the file usable', async () => {
    const j = newJournal();
    try {
      const w = lineWriter(j);
      await w.write(batch(1, 2000));
      const bad = lines(2001, 2000);
      bad[5] = { ...bad[5]!, state: 'nonsense' as NewRow['state'] };
      // The refusal arrives when the thread has written it: at the latest on close.
      await expect(
        (async () => {
          await w.write(packLines(bad));
          await w.close();
        })(),
      ).rejects.toThrow(/Writing the journal failed: NOT NULL constraint failed: rows.state_code/);
      // The refused batch is one transaction: none of its lines are in.
      expect(j.countByState()).toMatchObject({ pending: 1600, invalid: 400 });
      j.insertRows(lines(9001, 1));
      expect(j.countByState()).toMatchObject({ pending: 1601 });
    } finally {
      j.close();
    }
  });
});
