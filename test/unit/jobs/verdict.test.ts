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

  // Issue 42: the HTTP Status column said 201 for Updated rows (an upsert's POST) and 204 for a Created one.
  it('shows one HTTP status per outcome: 201 Created, 204 Updated or Deleted, the error status otherwise', () => {
    expect(verdictOf([line({ result: 'Updated', status: 201 })], false, 'upsert').status).toBe(204);
    expect(verdictOf([line({ result: 'Created', status: 204, existed: 0 })], false, 'upsert').status).toBe(201);
    expect(verdictOf([line({ result: 'Deleted', status: 200 })], false, 'delete').status).toBe(204);
    expect(verdictOf([line({ state: 'failed', result: 'Failed', status: 404 })], false, 'upsert').status).toBe(404);
    expect(verdictOf([line({ state: 'unchanged', result: 'Unchanged', status: null })], false, 'upsert').status).toBe(
      null,
    );
    // A dry run answered nothing: no status, whatever it would have been.
    expect(verdictOf([line({ state: 'pending', result: null, status: null })], true, 'upsert').status).toBe(null);
    const wide = [
      line({ part: 2, value_column: 'DC 1', result: 'Created', status: 204 }),
      line({ part: 3, value_column: 'DC 2', result: 'Created', status: 204 }),
    ];
    expect(verdictOf(wide, false, 'upsert')).toMatchObject({ result: 'Created', status: 201 });
  });

  // Issue 32, finding 8: this row was 'Failed' although DC 1 was written.
  it('a wide row with one cell written and one failed is Partly updated, naming both', () => {
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
    expect(v.result).toBe('Partly updated');
    expect(v.status).toBe(400);
    expect(v.message).toBe('Written: DC 1 (Updated). Failed: DC 2: The request is invalid.');
    expect(v.old).toBe('DC 1: 1');
  });

  it('a wide row none of whose cells was written fails, naming the columns', () => {
    const failed = (part: number, column: string) =>
      line({ part, value_column: column, state: 'failed', result: 'Failed', status: 400, message: 'No.' });
    const v = verdictOf(
      [failed(2, 'DC 1'), failed(3, 'DC 2'), line({ part: 4, value_column: 'DC 3', result: 'Unchanged' })],
      false,
      'upsert',
    );
    expect(v).toMatchObject({ result: 'Failed', status: 400, message: 'DC 1: No.; DC 2: No.' });
  });

  it('a partly updated row names created, deleted and other cells apart', () => {
    const v = verdictOf(
      [
        line({ part: 2, value_column: 'Field 101', result: 'Created', status: 201 }),
        line({
          part: 3,
          value_column: 'Field 203',
          state: 'failed',
          result: 'Failed',
          status: 400,
          message: 'Refused',
        }),
        line({ part: 4, value_column: 'Field 102', state: 'unchanged', result: 'Unchanged', message: 'Same' }),
        line({ part: 5, value_column: 'Field 104', state: 'failed', result: 'Failed', status: 500, message: null }),
      ],
      false,
      'upsert',
    );
    expect(v).toMatchObject({
      result: 'Partly updated',
      status: 400,
      message: 'Written: Field 101 (Created). Failed: Field 203: Refused; Field 104: not written. Field 102: Same',
    });
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
