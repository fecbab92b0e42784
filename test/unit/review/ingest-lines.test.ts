// What the review's reader thread hands its writer: journal lines packed (and copied between
// threads) go into the journal as the same lines, and the counts made on the way in (lines per state, sheet rows
// with a problem) match the lines, a row with several invalid lines counted once.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { packLines, type NewRow, type PackedLines } from '../../../main/journal/index.js';
import { countingLines } from '../../../main/review/review-counts.js';
import { journalLine, newTestJournal, tempDir } from '../../support/index.js';

const line = (rowNumber: number, part: number, state: NewRow['state'], extra: Partial<NewRow> = {}): NewRow =>
  journalLine(rowNumber, {
    part,
    state,
    result: state === 'invalid' ? 'Invalid' : state === 'skipped' ? 'Skipped' : null,
    message: state === 'pending' ? null : 'why',
    ...extra,
  });

const LINES: NewRow[] = [
  line(2, 0, 'pending', {
    valueColumn: 'Qty',
    key: 'DistributionCenterID=1|ProductID=2000001',
    sku: 'SKU-1',
    parentId: 2000001,
    childKey: '1',
    fields: { ProductID: 2000001, DistributionCenterID: 1, AvailableQuantity: 5 },
  }),
  line(3, 0, 'invalid'),
  line(3, 1, 'invalid'),
  line(4, 0, 'skipped'),
  line(5, 0, 'pending'),
  line(5, 1, 'invalid'),
];

describe('review lines between threads', () => {
  it('writes packed lines, copied as between threads, as the same lines', () => {
    const j = newTestJournal(tempDir('cb-packed-lines-'));
    try {
      j.insertPacked(structuredClone(packLines([])));
      j.insertPacked(structuredClone(packLines(LINES)));
      j.insertPacked(structuredClone(packLines(LINES, true))); // fields as values: the same lines again
    } finally {
      j.close();
    }
    const db = new Database(j.file, { readonly: true });
    try {
      const rows = db
        .prepare(
          'SELECT row_number, part, value_column, key, sku, parent_id, child_key, fields, state, result, message FROM rows ORDER BY seq',
        )
        .raw()
        .all();
      const once = [
        [
          2,
          0,
          'Qty',
          'DistributionCenterID=1|ProductID=2000001',
          'SKU-1',
          2000001,
          '1',
          '{"ProductID":2000001,"DistributionCenterID":1,"AvailableQuantity":5}',
          'pending',
          null,
          null,
        ],
        [3, 0, null, null, null, null, null, null, 'invalid', 'Invalid', 'why'],
        [3, 1, null, null, null, null, null, null, 'invalid', 'Invalid', 'why'],
        [4, 0, null, null, null, null, null, null, 'skipped', 'Skipped', 'why'],
        [5, 0, null, null, null, null, null, null, 'pending', null, null],
        [5, 1, null, null, null, null, null, null, 'invalid', 'Invalid', 'why'],
      ];
      expect(rows).toEqual([...once, ...once]);
    } finally {
      db.close();
    }
  });

  it('counts lines per state and rows with a problem as they go into the journal, across batches', () => {
    const written: PackedLines[] = [];
    const lines = countingLines({ insertPacked: (packed) => void written.push(packed) });
    const batches = [packLines(LINES.slice(0, 2)), packLines(LINES.slice(2)), packLines([])]; // row 3's lines split over two batches
    for (const b of batches) lines.insertPacked(b);
    expect(written).toEqual(batches);
    expect(lines.counts).toEqual({
      byState: { pending: 2, sent: 0, done: 0, failed: 0, invalid: 3, unchanged: 0, skipped: 1 },
      problems: 2,
    });
  });
});
