// The journal's numbered migrations (migrate.ts): a new journal gets the latest user_version,
// and a journal of today's layout made before the version was kept (user_version 0) is placed
// at the latest version by what it holds, once, without rebuilding anything.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Journal, type NewRow } from '../../../main/journal/index.js';
import { tempDir } from '../../support/index.js';

const LATEST = 3;

const jobData = {
  status: 'created',
  resource: 'DCQuantities',
  operation: 'update',
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

function inspect(file: string): { version: number; indexes: string[] } {
  const db = new Database(file, { readonly: true });
  try {
    return {
      version: db.pragma('user_version', { simple: true }) as number,
      indexes: db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rows'`)
        .pluck()
        .all() as string[],
    };
  } finally {
    db.close();
  }
}

describe("the journal's version", () => {
  it('is the latest for a new journal', () => {
    const j = Journal.create({ ...jobData } as never, tempDir('cb-journal-version-'));
    j.close();
    expect(inspect(j.file).version).toBe(LATEST);
  });

  it("is found from the layout of a journal of today's layout with version 0, once", () => {
    const dir = tempDir('cb-journal-version-');
    const j = Journal.create({ ...jobData } as never, dir);
    j.insertRows([row(2), row(3)]);
    j.close();
    const db = new Database(j.file);
    db.pragma('user_version = 0');
    db.close();
    const again = Journal.open(j.data.id, dir);
    expect([...again.iterateInOrder()].map((r) => [r.row_number, r.state, r.key])).toEqual([
      [2, 'pending', 'k2'],
      [3, 'pending', 'k3'],
    ]);
    again.close();
    const after = inspect(j.file);
    expect(after.version).toBe(LATEST);
    // not rebuilt: a rebuild of the rows makes the plan's indexes too
    expect(after.indexes).toEqual(['rows_row']);
  });
});
