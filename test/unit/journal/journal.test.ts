import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Journal, listJobs, recordRequests, reportLines, type NewRow } from '../../../main/journal/index.js';
import { rowTextOf } from '../../../main/journal/row-message.js';
import type { JournalRow } from '../../../main/journal/schema.js';
import { rowEnglish } from '../../../shared/i18n/index.js';
import { newTestJournal, tempDir } from '../../support/index.js';

function newJournal(dir: string): Journal {
  return newTestJournal(dir, {
    operation: 'upsert',
    out: 'out.xlsx',
    connection: { label: 'test', baseUrl: 'http://127.0.0.1' },
  });
}
const row = (rowNumber: number, key: string | null, state: NewRow['state'] = 'pending'): NewRow => ({
  rowNumber,
  part: 0,
  valueColumn: null,
  key,
  sku: null,
  parentId: null,
  childKey: null,
  fields: {},
  state,
  result: null,
  message: null,
});

/** A row's message as the CLI says it: read back from its columns, in English. */
const englishOf = (r: JournalRow): string | null =>
  r.message === null && !r.message_id
    ? null
    : rowEnglish(rowTextOf(r.message, r.message_id ?? null, r.message_params ?? null));

describe('journal', () => {
  it('keeps the last duplicate and names it in the earlier ones', () => {
    const dir = tempDir('cb-journal-');
    const j = newJournal(dir);
    j.insertRows([row(2, 'k1'), row(3, 'k2'), row(4, 'k1'), row(5, 'k1')]);
    expect(j.skipDuplicates()).toBe(2);
    const rows = [...j.iterateInOrder()];
    expect(rows.map((r) => r.state)).toEqual(['skipped', 'pending', 'skipped', 'pending']);
    expect(englishOf(rows[0]!)).toMatch(/row 5 has the same key and wins/);
    expect(rows.map(englishOf)).toEqual([
      'Duplicate key (k1): row 5 has the same key and wins (the last row in the file does)',
      null,
      'Duplicate key (k1): row 5 has the same key and wins (the last row in the file does)',
      null,
    ]);
    j.close();
  });

  it('persists state and reopens by id; lists jobs newest first', () => {
    const dir = tempDir('cb-journal-');
    const j = newJournal(dir);
    j.insertRows([row(2, 'a'), row(3, 'b')]);
    j.markSent([1, 2]);
    j.recordResults([{ seq: 1, state: 'done', result: 'Updated', status: 204, message: null }]);
    j.update({ status: 'sending' });
    const id = j.data.id;
    j.close();
    const again = Journal.open(id, dir);
    expect(again.data.status).toBe('sending');
    expect(again.countByState()).toMatchObject({ done: 1, sent: 1 });
    again.close();
    const listed = listJobs(dir);
    expect(listed[0]!.id).toBe(id);
    expect(listed[0]!.counts).toMatchObject({ Updated: 1, 'Not sent': 1 }); // issue 32: Pending read as Not sent
    expect(() => Journal.open('nope', dir)).toThrow(/No job 'nope'/);
  });
});

describe('resetFailed', () => {
  it('puts failed rows back to pending but leaves rows whose outcome is unknown to be checked', () => {
    const j = newJournal(tempDir('cb-journal-'));
    try {
      j.insertRows([row(2, 'a'), row(3, 'b')]);
      recordRequests(
        j,
        [1, 2].map((seq) => ({ seq, method: 'POST', path: '/v1/DistributionCenters', body: '{}', new: null })),
      );
      j.recordResults([
        { seq: 1, state: 'failed', result: 'Failed', status: 400, message: 'Code is required' },
        {
          seq: 2,
          state: 'failed',
          result: 'Failed',
          status: 0,
          message: 'Outcome unknown: the connection dropped.',
          reason: 'outcome-unknown',
        },
      ]);
      expect(j.resetFailed()).toBe(1);
      const states = [...j.iterateInOrder()].map((r) => ({ seq: r.seq, state: r.state }));
      expect(states).toEqual([
        { seq: 1, state: 'pending' },
        { seq: 2, state: 'failed' },
      ]);
    } finally {
      j.close();
    }
  });
});

describe('reportLines', () => {
  it('gives every line in sheet order across pages, whatever order they were written in', () => {
    const j = newJournal(tempDir('cb-journal-'));
    try {
      // A fixed cell re-ingests its row at the end (seq order is not sheet order); wide rows have parts.
      j.insertRows([
        { ...row(2, 'a'), part: 0 },
        { ...row(2, 'b'), part: 1 },
        { ...row(4, 'c'), part: 0 },
        { ...row(3, 'd'), part: 1 },
        { ...row(3, 'e'), part: 0 },
        { ...row(5, null, 'skipped'), result: 'Skipped', message: 'Blank row' },
      ]);
      const order = (pageSize: number) => [...reportLines(j, pageSize)].map((l) => [l.row_number, l.part]);
      const expected = [
        [2, 0],
        [2, 1],
        [3, 0],
        [3, 1],
        [4, 0],
        [5, 0],
      ];
      expect(order(2)).toEqual(expected);
      expect(order(1)).toEqual(expected);
      expect(order(5000)).toEqual(expected);
      expect([...reportLines(j, 4)].at(-1)).toEqual({
        row_number: 5,
        part: 0,
        value_column: null,
        state: 'skipped',
        result: 'Skipped',
        status: null,
        message: 'Blank row', // a text given as a text stays a text
        old: null,
        new: null,
        existed: null,
        message_id: null,
        message_params: null,
      });
    } finally {
      j.close();
    }
  });
});

describe('indexRows and prepareForPlan', () => {
  it('make the indexes after the ingest, not while it writes, and keep the state as a code', () => {
    const dir = tempDir('cb-journal-');
    const j = newJournal(dir);
    const indexes = (): string[] => {
      const db = new Database(j.file, { readonly: true });
      try {
        return db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rows' ORDER BY name`)
          .pluck()
          .all() as string[];
      } finally {
        db.close();
      }
    };
    try {
      j.insertRows([row(2, 'a'), row(3, 'a')]);
      // Only the index by sheet row is there while the ingest writes (the review reads by it meanwhile).
      expect(indexes()).toEqual(['rows_row']);
      j.indexRows();
      expect(indexes()).toEqual(['rows_group', 'rows_row', 'rows_sku', 'rows_state']);
      j.prepareForPlan();
      expect(indexes()).toEqual(['rows_group', 'rows_key', 'rows_parent', 'rows_row', 'rows_sku', 'rows_state']);
      expect(j.skipDuplicates()).toBe(1);
      const db = new Database(j.file, { readonly: true });
      try {
        expect(db.prepare('SELECT row_number, state_code, state FROM rows ORDER BY seq').raw().all()).toEqual([
          [2, 6, 'skipped'],
          [3, 0, 'pending'],
        ]);
      } finally {
        db.close();
      }
    } finally {
      j.close();
    }
  });
});
