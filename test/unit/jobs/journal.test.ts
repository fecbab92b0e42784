import { describe, expect, it } from 'vitest';
import { Journal, listJobs, recordRequests, type NewRow } from '../../../main/jobs/journal/index.js';
import { tempDir } from '../../support/index.js';

function newJournal(dir: string): Journal {
  return Journal.create(
    {
      status: 'created',
      resource: 'DCQuantities',
      operation: 'upsert',
      file: 'in.csv',
      fileSha256: 'x',
      headers: ['a'],
      out: 'out.xlsx',
      mapping: {},
      connection: { label: 'test', baseUrl: 'http://127.0.0.1' },
      dryRun: false,
      preflight: true,
      timings: {},
      startedAt: new Date().toISOString(),
    },
    dir,
  );
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

describe('journal', () => {
  it('keeps the last duplicate and names it in the earlier ones', () => {
    const dir = tempDir('cb-journal-');
    const j = newJournal(dir);
    j.insertRows([row(2, 'k1'), row(3, 'k2'), row(4, 'k1'), row(5, 'k1')]);
    expect(j.skipDuplicates()).toBe(2);
    const rows = [...j.iterateInOrder()];
    expect(rows.map((r) => r.state)).toEqual(['skipped', 'pending', 'skipped', 'pending']);
    expect(rows[0]!.message).toMatch(/row 5 has the same key and wins/);
    expect(rows.map((r) => r.message)).toEqual([
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
    expect(listed[0]!.counts).toMatchObject({ Updated: 1, Pending: 1 });
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
        { seq: 2, state: 'failed', result: 'Failed', status: 0, message: 'Outcome unknown: the connection dropped.' },
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
