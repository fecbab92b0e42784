// Issue 26: the three-way comparison of baseline, file and service for one cell, and how a
// wide row with a held-back cell is reported.
import { describe, expect, it } from 'vitest';
import type { JournalRow } from '../../../../main/journal/index.js';
import { cellKey, companionPath, type Baseline } from '../../../../main/jobs/baseline/baseline.js';
import { baselineApplies, judgeAgainstBaseline } from '../../../../main/jobs/baseline/judge-baseline.js';
import { verdictOf } from '../../../../main/jobs/report/verdict.js';
import { rowEnglish } from '../../../../shared/i18n/index.js';

const KEY = 'DistributionCenterID=1|ProductID=2000001';
const baseline = (values: Record<string, string>): Baseline => ({
  takenAt: '2026-11-27T10:00:00.000Z',
  connection: 'built-in sandbox',
  baseUrl: 'http://127.0.0.1:5000',
  resource: 'DCQuantities',
  values: new Map(Object.entries(values).map(([k, v]) => [cellKey(k, 'AvailableQuantity'), v])),
});
/** The judgement with its message in English, as the CLI and the result workbook say it. */
const english = <T extends { message: Parameters<typeof rowEnglish>[0] }>(j: T | null) =>
  j && { ...j, message: rowEnglish(j.message) };
const judge = (exported: string | null, wanted: unknown, current: string | null, overwriteNewer = false) =>
  english(
    judgeAgainstBaseline({
      baseline: baseline(exported === null ? {} : { [KEY]: exported }),
      rowKey: KEY,
      column: 'AvailableQuantity',
      wanted,
      current,
      overwriteNewer,
    }),
  );

describe('three values per cell', () => {
  it('the file as exported: nothing to send, whatever the service holds now', () => {
    expect(judge('7', 7, '5')).toEqual({
      result: 'Unchanged',
      message: 'Not edited since the export: not sent (exported 7, now 5 on the service)',
    });
    expect(judge('7', 7, '7')).toBeNull(); // the usual "Already has this value"
  });
  it('the file changed, the service did not: sent as usual', () => {
    expect(judge('7', 9, '7')).toBeNull();
  });
  it('both changed: Skipped with the three values, unless overwriting newer values', () => {
    expect(judge('7', 9, '5')).toEqual({
      result: 'Skipped',
      message: expect.stringMatching(
        /^Changed on the service since the export: exported 7, now 5 on the service, file 9\. Not sent; .*--overwrite-newer/,
      ),
    });
    expect(judge('7', 9, '5', true)).toBeNull();
    expect(judge('7', 9, '9')).toBeNull(); // both made the same change: Unchanged as usual
  });
  it('text, blanks and values the service no longer holds', () => {
    const text = english(
      judgeAgainstBaseline({
        baseline: { ...baseline({}), values: new Map([[cellKey('Name=Color|ProductID=1', 'Value'), '"Red"']]) },
        rowKey: 'Name=Color|ProductID=1',
        column: 'Value',
        wanted: 'Green',
        current: '"Blue"',
        overwriteNewer: false,
      }),
    );
    expect(text?.message).toContain('exported "Red", now "Blue" on the service, file "Green"');
    expect(judge('null', 4, '3')?.message).toContain('exported (blank), now 3 on the service, file 4');
    expect(judge('null', 4, null)).toBeNull(); // still none on the service: sent
    expect(judge('7', 9, null)?.message).toContain('exported 7, now (blank) on the service, file 9');
  });
  it('a cell the export did not hold: no say', () => {
    expect(judge(null, 9, '5')).toBeNull();
  });
  it('applies to the service it was taken from only', () => {
    const b = baseline({});
    expect(baselineApplies(b, 'http://127.0.0.1:5000/')).toBe(true);
    expect(baselineApplies(b, 'https://api.example.com')).toBe(false);
    expect(companionPath('/tmp/stock.csv')).toBe('/tmp/stock.baseline.json');
  });
});

describe('a wide row with a held-back cell', () => {
  const cell = (o: Partial<JournalRow>): JournalRow =>
    ({
      seq: 1,
      row_number: 2,
      part: 0,
      value_column: 'DC 1',
      state: 'skipped',
      result: 'Skipped',
      status: null,
      message: null,
      old: null,
      new: null,
      existed: 1,
      attempts: 0,
      ...o,
    }) as JournalRow;
  const held = cell({ value_column: 'DC 1', message: 'Changed on the service since the export: exported 7, now 5 …' });
  it('is Skipped when nothing else was written, Partly updated when something was', () => {
    const blank = cell({ value_column: 'DC 2', message: 'Blank DC 2: nothing to send' });
    const same = cell({
      value_column: 'DC 3',
      state: 'unchanged',
      result: 'Unchanged',
      message: 'Already has this value',
    });
    expect(verdictOf([held, blank, same], false, 'upsert').result).toBe('Skipped');
    const written = cell({ value_column: 'DC 4', state: 'done', result: 'Updated', status: 204 });
    const v = verdictOf([held, written], false, 'upsert');
    expect(v.result).toBe('Partly updated');
    expect(v.message).toBe(
      'Written: DC 4 (Updated). DC 1: Changed on the service since the export: exported 7, now 5 …',
    );
  });
});
