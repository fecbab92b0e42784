// The watcher's guards (issue 28) on planned figures: each holds at its threshold and names its
// figures; the first file (no history) is judged by the guards that need none.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS, guardThresholds } from '../../../main/automation/index.js';
import { judgeRun, unreadable } from '../../../main/automation/guards.js';
import type { PlanSummary, RunFigures } from '../../../main/jobs/index.js';
import { SheetError } from '../../../main/sheets/index.js';

const plan = {} as PlanSummary;
const figures = (f: Partial<RunFigures>): RunFigures => ({
  rows: 100,
  invalidRows: 0,
  touched: 100,
  zeros: 0,
  fullFeedZeros: 0,
  plan,
  ...f,
});
const last = { file: 'sales-2026-11-26.csv', rows: 19_700, at: '2026-11-26T02:00:00Z' };

describe('judgeRun', () => {
  it('holds fewer rows than 80% of the last file, with the figures', () => {
    const held = judgeRun(figures({ rows: 12_000, touched: 12_000 }), DEFAULT_GUARDS, last);
    expect(held?.guards).toEqual(['rows']);
    expect(held?.message).toBe(
      'Held by the row-count guard: 12,000 rows, 61% of the 19,700 rows of sales-2026-11-26.csv; the guard is 80%.',
    );
    expect(judgeRun(figures({ rows: 15_760 }), DEFAULT_GUARDS, last)).toBeNull(); // exactly 80%
    expect(judgeRun(figures({ rows: 12_000 }), DEFAULT_GUARDS, undefined)).toBeNull(); // no history
  });

  it('holds more than 20% zeros of the quantities touched, full-feed ones named; one or two zeros never', () => {
    expect(judgeRun(figures({ zeros: 20 }), DEFAULT_GUARDS, undefined)).toBeNull();
    const held = judgeRun(figures({ zeros: 21, fullFeedZeros: 15 }), DEFAULT_GUARDS, undefined);
    expect(held?.message).toBe(
      'Held by the zeroed-stock guard: it would set 21 of the 100 quantities it touches to 0, 15 of them quantities not in the file (full feed), 21%; the guard is 20%.',
    );
    expect(judgeRun(figures({ rows: 2, touched: 2, zeros: 2 }), DEFAULT_GUARDS, undefined)?.guards).toEqual(['zeroed']);
    expect(judgeRun(figures({ rows: 1, touched: 1, zeros: 1 }), DEFAULT_GUARDS, undefined)).toBeNull();
  });

  it("judges each DC's zeros against that DC's own quantities, naming the DC (issue 41)", () => {
    // The trial's night: 12,000 zeros at the fourth DC hide among 72,000 quantities (17%), not at their own DC (100%).
    const dc = (key: string, touched: number, zeros: number, feedZeros = zeros) => ({ key, touched, zeros, feedZeros });
    const night = figures({
      rows: 60_000,
      touched: 72_000,
      zeros: 12_143,
      fullFeedZeros: 12_143,
      byDc: [dc('1', 20_000, 50), dc('2', 20_000, 50), dc('3', 20_000, 43), dc('4', 12_000, 12_000)],
    });
    expect(judgeRun(night, DEFAULT_GUARDS, undefined)?.message).toBe(
      'Held by the zeroed-stock guard: at DC 4 it would set 12,000 of the 12,000 quantities it touches there to 0, 12,000 of them quantities not in the file (full feed), 100%; the guard is 20%.',
    );
    // The same night owning only its three DCs: 143 zeros, each DC far under its guard.
    const owned = figures({ ...night, zeros: 143, fullFeedZeros: 143, byDc: night.byDc!.slice(0, 3) });
    expect(judgeRun(owned, DEFAULT_GUARDS, undefined)).toBeNull();
  });

  it('holds more than 10% Invalid rows, an empty file, and names every guard tripped', () => {
    expect(judgeRun(figures({ invalidRows: 10 }), DEFAULT_GUARDS, undefined)).toBeNull();
    expect(judgeRun(figures({ invalidRows: 11 }), DEFAULT_GUARDS, undefined)?.message).toBe(
      'Held by the invalid-rows guard: 11 of its 100 rows are Invalid, 11%; the guard is 10%.',
    );
    expect(judgeRun(figures({ rows: 0, touched: 0 }), DEFAULT_GUARDS, last)?.guards).toEqual(['empty']);
    const both = judgeRun(figures({ rows: 50, invalidRows: 40, touched: 10, zeros: 5 }), DEFAULT_GUARDS, last);
    expect(both?.guards).toEqual(['rows', 'zeroed', 'invalid']);
    expect(both?.message).toMatch(
      /^Held by the row-count guard: .*; and by the zeroed-stock guard: .*; and by the invalid-rows guard: /,
    );
  });

  it('shows a decimal where rounding would land on the guard, and takes thresholds in percent', () => {
    const limits = guardThresholds({ minRows: 50 });
    expect(limits).toEqual({ minRows: 50, maxZeroed: 20, maxInvalid: 10 });
    expect(judgeRun(figures({ rows: 9_800 }), limits, last)?.message).toContain('9,800 rows, 49.7% of the 19,700');
    expect(() => guardThresholds({ maxZeroed: 120 })).toThrow(/from 0 to 100/);
    expect(unreadable('This is not an Excel .xlsx workbook (x.xlsx).').message).toBe(
      'Held by the unreadable-file guard: This is not an Excel .xlsx workbook (x.xlsx).',
    );
  });

  it('tells an empty file by the reader\'s message id, not by its English (a name may say "is empty")', () => {
    const held = (err: SheetError): string[] => unreadable(err.message, err.shownMessage).guards;
    const empty = new SheetError({ id: 'errors:sheet.emptyFile' }, '/in/x.csv', { id: 'errors:sheet.emptyFileHint' });
    expect(empty.message).toBe('The file is empty (x.csv). Choose a file with a header row and data.');
    expect(held(empty)).toEqual(['empty']);
    const header = { id: 'errors:sheet.headerEmpty', params: { header: 3, what: { id: 'errors:sheet.whatFile' } } };
    expect(held(new SheetError(header, '/in/x.csv', { id: 'errors:sheet.headerRowHint' }))).toEqual(['empty']);
    const named = new SheetError(
      {
        id: 'errors:sheet.notRegular',
        params: { path: '/in/this is empty.csv', kind: { id: 'errors:sheet.kind.fifo' } },
      },
      '/in/this is empty.csv',
      { id: 'errors:sheet.notRegularHint' },
    );
    expect(named.message).toMatch(/this is empty\.csv/);
    expect(held(named)).toEqual(['unreadable']);
    expect(unreadable(named.message, named.shownMessage).message).toBe(
      `Held by the unreadable-file guard: ${named.message.replace(/\.$/, '')}.`,
    );
  });
});
