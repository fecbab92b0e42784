import { describe, expect, it } from 'vitest';
import type { JournalRow } from '../../../main/journal/index.js';
import { verdictOf } from '../../../main/jobs/report/verdict.js';
import { undoPathFor } from '../../../main/jobs/report/write-undo.js';

const line = (o: Partial<JournalRow>): JournalRow => ({
  seq: 1,
  row_number: 2,
  part: 0,
  value_column: null,
  key: null,
  sku: null,
  parent_id: null,
  child_key: null,
  fields: null,
  method: null,
  path: null,
  body: null,
  state: 'done',
  result: 'Updated',
  status: 204,
  message: null,
  old: null,
  new: null,
  existed: 1,
  attempts: 1,
  ...o,
});

describe('one verdict per sheet row', () => {
  it('passes a single line through', () => {
    expect(verdictOf([line({ old: '4', new: '5' })], false, 'upsert')).toEqual({
      result: 'Updated',
      status: 204,
      message: '',
      old: '4',
      new: '5',
    });
  });

  it('a wide row fails when one of its cells failed, naming the columns', () => {
    const v = verdictOf(
      [
        line({ part: 2, value_column: 'DC 1', old: '1', new: '2' }),
        line({
          part: 3,
          value_column: 'DC 2',
          state: 'failed',
          result: 'Failed',
          status: 400,
          message: 'The request is invalid.',
        }),
      ],
      false,
      'upsert',
    );
    expect(v.result).toBe('Failed');
    expect(v.status).toBe(400);
    expect(v.message).toBe('DC 2: The request is invalid.');
    expect(v.old).toBe('DC 1: 1');
  });

  it('mixed created and updated cells read as Updated; all unchanged as Unchanged', () => {
    expect(verdictOf([line({ result: 'Created' }), line({ result: 'Updated' })], false, 'upsert').result).toBe(
      'Updated',
    );
    expect(
      verdictOf(
        [line({ result: 'Unchanged', state: 'unchanged' }), line({ result: 'Skipped', state: 'skipped' })],
        false,
        'upsert',
      ).result,
    ).toBe('Unchanged');
  });

  it('a dry run predicts from the pre-flight; an unfinished run says the row was not sent', () => {
    expect(verdictOf([line({ state: 'pending', result: null, existed: 0 })], true, 'upsert')).toMatchObject({
      result: 'Created',
      message: 'Dry run: would be sent',
    });
    // Issue 32: Not sent (it said Failed), as `jobs` counts such a row.
    expect(verdictOf([line({ state: 'sent', result: null })], false, 'upsert')).toMatchObject({
      result: 'Not sent',
      message: expect.stringMatching(/resume/),
    });
  });

  it('names the undo workbook after the result', () => {
    expect(undoPathFor('/x/result.xlsx')).toBe('/x/result.undo.xlsx');
    expect(undoPathFor('out.csv')).toBe('out.undo.xlsx'); // two sheets: Undo and Delete
  });
});
