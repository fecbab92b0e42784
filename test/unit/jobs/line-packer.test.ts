// The ingest packs its lines one at a time (journal/packed-lines.ts LinePacker) and takes
// back the lines of a wide row whose every value cell was blank (rewind). What is inserted
// must be what packing the line objects it stands for inserts, in either fields mode.
import { describe, expect, it } from 'vitest';
import type { NewRow } from '../../../main/jobs/journal/journal.js';
import { LinePacker, insertPacked, packLines, type PackedLines } from '../../../main/jobs/journal/packed-lines.js';
import { RESULTS } from '../../../main/jobs/journal/schema.js';
import { journalLine } from '../../support/index.js';

/** Every line's 11 insert parameters, packed lines copied as between threads. */
function inserted(p: PackedLines): unknown[][] {
  const out: unknown[][] = [];
  const statement = {
    run(v: unknown[]) {
      for (let o = 0; o < v.length; o += 11) out.push(v.slice(o, o + 11));
    },
  };
  insertPacked(statement, statement, structuredClone(p), RESULTS);
  return out;
}

const kept = (n: number): NewRow =>
  journalLine(n, { key: `ProductID=${n}`, parentId: n, childKey: 'x', fields: { ProductID: n, Quantity: n * 2 } });
const dropped = (n: number): NewRow =>
  journalLine(n, {
    valueColumn: `DC ${n}`,
    state: 'skipped',
    result: 'Skipped',
    message: `Blank DC ${n}`,
    fields: { Text: `drop "${n}"`, Nested: [n] },
  });

describe('LinePacker', () => {
  for (const fieldsAsValues of [false, true])
    it(`drops the lines added since a mark, texts and fields too (fields as values: ${fieldsAsValues})`, () => {
      // A small capacity, so the arrays grow on the way.
      const packer = new LinePacker(fieldsAsValues, 1);
      for (let n = 1; n <= 3; n++) packer.addRow(kept(n));
      const mark = packer.mark();
      for (let n = 4; n <= 6; n++) packer.addRow(dropped(n));
      expect([packer.count, packer.stateAt(4), packer.hasValueColumn(4), packer.hasValueColumn(0)]).toEqual([
        6,
        'skipped',
        true,
        false,
      ]);
      packer.rewind(mark);
      for (let n = 7; n <= 9; n++) packer.addRow(kept(n));
      const expected = [1, 2, 3, 7, 8, 9].map(kept);
      expect(inserted(packer.take())).toEqual(inserted(packLines(expected)));
      expect(inserted(packLines(expected))[3]).toEqual([
        7,
        0,
        null,
        'ProductID=7',
        null,
        7,
        'x',
        '{"ProductID":7,"Quantity":14}',
        0,
        null,
        null,
      ]);
    });
});
