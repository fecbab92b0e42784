// The undo workbook's rows are read a page of 5,000 at a time by seq (issue 31: the undo
// writer flushes between rows, so no statement may stay open across an await). Every changed
// row comes once, in file order, across page boundaries, and created rows apart from them.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { iterateChangedWithOld, iterateCreatedFields, Journal, type NewRow } from '../../../main/journal/index.js';
import { tempDir } from '../../support/index.js';

const jobData = {
  status: 'created',
  resource: 'DCQuantities',
  operation: 'upsert',
  file: 'in.csv',
  fileSha256: 'x',
  headers: ['a'],
  out: 'out.csv',
  mapping: {},
  dryRun: false,
  preflight: true,
  timings: {},
  startedAt: '2026-01-01T00:00:00.000Z',
} as const;

const row = (rowNumber: number): NewRow => ({
  rowNumber,
  part: 0,
  valueColumn: null,
  key: `k${rowNumber}`,
  sku: null,
  parentId: null,
  childKey: null,
  fields: { a: rowNumber },
  state: 'pending',
  result: null,
  message: null,
});

describe('the undo rows, read in pages', () => {
  it('yields every changed row once in file order past page boundaries, created rows apart', () => {
    const dir = tempDir('cb-undo-paged-');
    const rows = 12_345;
    const setUp = Journal.create({ ...jobData } as never, dir);
    setUp.insertRows(Array.from({ length: rows }, (_, i) => row(i + 2)));
    setUp.close();
    // Every seventh row was created (existed 0), every eleventh failed, the rest changed.
    const db = new Database(setUp.file);
    db.prepare(
      `UPDATE rows SET state_code = CASE WHEN row_number % 11 = 0 THEN 3 ELSE 2 END,
         existed = CASE WHEN row_number % 7 = 0 THEN 0 ELSE 1 END, old = CAST(row_number AS TEXT)`,
    ).run();
    // The codes of 'failed' and 'done' (schema.ts), checked through the state they stand for.
    expect(db.prepare(`SELECT state, count(*) AS n FROM rows GROUP BY state ORDER BY state`).all()).toEqual([
      { state: 'done', n: rows - Math.floor((rows + 1) / 11) },
      { state: 'failed', n: Math.floor((rows + 1) / 11) },
    ]);
    db.close();
    const j = Journal.open(setUp.data.id, dir);
    const numbers = Array.from({ length: rows }, (_, i) => i + 2).filter((n) => n % 11 !== 0);
    const changed = [...iterateChangedWithOld(j)].map((r) => Number(r.old));
    const created = [...iterateCreatedFields(j)].map((r) => (JSON.parse(r.fields) as { a: number }).a);
    j.close();
    expect(changed).toEqual(numbers.filter((n) => n % 7 !== 0));
    expect(created).toEqual(numbers.filter((n) => n % 7 === 0));
  });
});
