// The journal's numbered migrations (migrate.ts): a new journal gets the latest user_version,
// and a journal of today's layout made before the version was kept (user_version 0) is placed
// at the latest version by what it holds, once, without rebuilding anything.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { failUnsettled, Journal, reopenUnknown, type JournalRow, type NewRow } from '../../../main/journal/index.js';
import { rowEnglish } from '../../../shared/i18n/index.js';
import { tempDir } from '../../support/index.js';

const LATEST = 5;

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

  it("gives a version-3 journal's open rows their reason from the message, once, and resume selects by it alone", () => {
    const dir = tempDir('cb-journal-version-');
    const j = Journal.create({ ...jobData } as never, dir);
    j.insertRows([row(2), row(3), row(4), row(5)]);
    j.close();
    // Back to version 3: no reason column; three failed rows, worded as that version wrote them.
    const db = new Database(j.file);
    db.exec('ALTER TABLE rows DROP COLUMN reason');
    const fail = db.prepare(
      "UPDATE rows SET state_code = 3, result = 'Failed', method = 'PUT', message = ? WHERE row_number = ?",
    );
    fail.run('Outcome unknown: no answer came back It was not sent again; resume reads it back first.', 2);
    fail.run('Not confirmed: no answer came back and reading it back failed. It was not sent again.', 3);
    fail.run('SKU 0000131 is not in the catalogue.', 4);
    db.pragma('user_version = 3');
    db.close();
    const again = Journal.open(j.data.id, dir);
    expect(inspect(j.file).version).toBe(LATEST);
    const reasons = new Database(j.file, { readonly: true });
    expect(reasons.prepare('SELECT row_number, reason FROM rows ORDER BY seq').all()).toEqual([
      { row_number: 2, reason: 'outcome-unknown' },
      { row_number: 3, reason: 'not-confirmed' },
      { row_number: 4, reason: null },
      { row_number: 5, reason: null },
    ]);
    reasons.close();
    // Resume reads back the two open rows only (by reason), whatever their wording.
    expect(reopenUnknown(again)).toBe(2);
    expect([...again.iterateInOrder()].map((r) => r.state)).toEqual(['sent', 'sent', 'failed', 'pending']);
    // Given up again: the wording they had is kept, and so is the reason.
    expect(failUnsettled(again)).toBe(2);
    expect([...again.iterateInOrder()].map((r) => [r.state, r.reason])).toEqual([
      ['failed', 'outcome-unknown'],
      ['failed', 'not-confirmed'],
      ['failed', null],
      ['pending', null],
    ]);
    again.close();
  });

  it('words a row given up without an open reason as an unknown outcome, with its full stop', () => {
    const dir = tempDir('cb-journal-version-');
    const j = Journal.create({ ...jobData } as never, dir);
    j.insertRows([row(2), row(3)]);
    j.close();
    const db = new Database(j.file);
    db.prepare("UPDATE rows SET state_code = 1, method = 'PUT', message = ? WHERE row_number = 3").run(
      'HTTP 503 Service Unavailable.',
    );
    db.prepare("UPDATE rows SET state_code = 1, method = 'PUT' WHERE row_number = 2").run();
    db.close();
    const again = Journal.open(j.data.id, dir);
    expect(failUnsettled(again)).toBe(2);
    // The message is kept as data (issue 40); in English it says what it said before.
    const english = (r: JournalRow): string =>
      rowEnglish(r.message_id ? { id: r.message_id, params: JSON.parse(r.message_params ?? '{}') } : r.message);
    expect([...again.iterateInOrder()].map((r) => [r.state, r.reason, english(r)])).toEqual([
      [
        'failed',
        'outcome-unknown',
        'Outcome unknown: no answer came back. It was not sent again; resume reads it back first.',
      ],
      [
        'failed',
        'outcome-unknown',
        'Outcome unknown: HTTP 503 Service Unavailable. It was not sent again; resume reads it back first.',
      ],
    ]);
    again.close();
  });
});
