// What the review's reader thread hands its writer: journal lines packed in columns come
// back as the same lines, and the counts made on the way in (lines per state, sheet rows
// with a problem) match the lines, a row with several invalid lines counted once.
import { describe, expect, it } from 'vitest';
import type { NewRow } from '../../../main/jobs/index.light.js';
import { packLines, unpackLines } from '../../../main/review/packed-lines.js';
import { countingLines } from '../../../main/review/review-counts.js';

const line = (rowNumber: number, part: number, state: NewRow['state'], extra: Partial<NewRow> = {}): NewRow => ({
  rowNumber,
  part,
  valueColumn: null,
  key: null,
  sku: null,
  parentId: null,
  childKey: null,
  fields: null,
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
  it('unpacks packed lines to the same lines', () => {
    expect(unpackLines(structuredClone(packLines(LINES)))).toEqual(LINES);
    expect(unpackLines(packLines([]))).toEqual([]);
  });

  it('counts lines per state and rows with a problem as they go into the journal, across batches', () => {
    const written: NewRow[] = [];
    const lines = countingLines({ insertRows: (rows) => void written.push(...rows) });
    lines.insertRows(LINES.slice(0, 2)); // row 3's lines split over two batches
    lines.insertRows(LINES.slice(2));
    lines.insertRows([]);
    expect(written).toEqual(LINES);
    expect(lines.counts).toEqual({
      byState: { pending: 2, sent: 0, done: 0, failed: 0, invalid: 3, unchanged: 0, skipped: 1 },
      problems: 2,
    });
  });
});
