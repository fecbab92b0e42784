// Issue 40, the IPC step: a row's verdict travels to the app as data (verdict-message.ts). In
// English it says verdictOf's message to the byte (what the CLI prints); in German each part is
// German, and a user's value holding '; ', '. Fix: ' or '(cell C4)' arrives unchanged.
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../../main/jobs/report/verdict.js';
import { verdictShown } from '../../../main/jobs/report/verdict-message.js';
import type { JournalRow, ReportLine } from '../../../main/journal/index.js';
import { messageCells } from '../../../main/journal/row-message.js';
import { templatesFor } from '../../../shared/languages/index.js';
import { engineMessage, renderShown, type Message, type ShownText } from '../../../shared/i18n/index.js';

const GERMAN = templatesFor('de');

const line = (o: Partial<JournalRow> & { says?: Message | string }): ReportLine => {
  const { says, ...rest } = o;
  return {
    row_number: 2,
    part: 0,
    value_column: null,
    state: 'done',
    result: 'Updated',
    status: 204,
    old: null,
    new: null,
    existed: 1,
    ...messageCells(says),
    ...rest,
  };
};

/** A user's values that the English reader took for message structure. */
const COLUMN = 'Menge (cell C4)';
const VALUE = 'a; b. Fix: c';
const invalid = engineMessage('issue.list', {
  issues: [
    engineMessage('issue.valueCell', {
      column: COLUMN,
      value: VALUE,
      cell: 'C9',
      message: engineMessage('cell.refused', {
        field: 'AvailableQuantity',
        value: `'${VALUE}'`,
        what: engineMessage('cell.notNumber'),
      }),
      fix: engineMessage('body.addKeyField', { field: 'Berlin: North' }),
    }),
  ],
});

const CASES: [string, ReportLine[], boolean, string][] = [
  ['a single line with no message', [line({})], false, 'upsert'],
  ['an invalid row', [line({ state: 'invalid', result: 'Invalid', status: null, says: invalid })], false, 'upsert'],
  [
    'a service text',
    [line({ state: 'failed', result: 'Failed', status: 400, says: 'Bad; worse (cell C4).' })],
    false,
    'upsert',
  ],
  ['a dry run', [line({ state: 'pending', result: null, status: null })], true, 'upsert'],
  ['a stopped run', [line({ state: 'sent', result: null, status: null })], false, 'upsert'],
  [
    'a wide row partly updated',
    [
      line({ part: 1, value_column: 'DC 1', result: 'Updated' }),
      line({ part: 2, value_column: null, result: 'Created' }),
      line({ part: 3, value_column: 'DC; 3', state: 'failed', result: 'Failed', status: 400, says: 'No (cell C4).' }),
      line({ part: 4, value_column: 'DC 4', state: 'failed', result: 'Failed', status: 400 }),
      line({ part: 5, value_column: COLUMN, state: 'invalid', result: 'Invalid', says: invalid }),
    ],
    false,
    'upsert',
  ],
  [
    'a wide row of several messages',
    [
      line({ part: 1, value_column: 'DC 1', state: 'invalid', result: 'Invalid', says: invalid }),
      line({
        part: 2,
        value_column: null,
        state: 'unchanged',
        result: 'Unchanged',
        says: engineMessage('plan.alreadyHasValues'),
      }),
      line({ part: 3, value_column: 'DC 3', result: 'Skipped', says: 'left; as is' }),
    ],
    false,
    'upsert',
  ],
].map(([name, lines, dryRun, op]) => [name as string, lines as ReportLine[], dryRun as boolean, op as string]);

describe('a row verdict as data (issue 40)', () => {
  it.each(CASES)('%s says in English what verdictOf says, byte for byte', (_, lines, dryRun, operation) => {
    const v = verdictOf(lines, dryRun, operation);
    expect(renderShown(verdictShown(lines, dryRun, operation, v.result))).toBe(v.message);
  });

  it('sends a text nobody wrote here as {text}, and a message as its id and parameters', () => {
    const text = [line({ state: 'failed', result: 'Failed', says: 'Bad; worse.' })];
    expect(verdictShown(text, false, 'upsert', 'Failed')).toEqual({ text: 'Bad; worse.' });
    const data = [line({ state: 'invalid', result: 'Invalid', says: invalid })];
    expect(verdictShown(data, false, 'upsert', 'Invalid')).toEqual(invalid);
  });

  it("says an invalid row in German with the user's values unchanged", () => {
    const shown = verdictShown(
      [line({ state: 'invalid', result: 'Invalid', says: invalid })],
      false,
      'upsert',
      'Invalid',
    );
    expect(renderShown(shown, GERMAN)).toBe(
      `${COLUMN} '${VALUE}' (Zelle C9): AvailableQuantity: '${VALUE}' ist keine Zahl. Lösung: ` +
        `${renderShown(engineMessage('body.addKeyField', { field: 'Berlin: North' }), GERMAN)}`,
    );
    expect(renderShown(shown, GERMAN)).not.toContain('is not a number');
  });

  it('says a partly updated wide row in German, its column names as they are', () => {
    const [, lines, dryRun, operation] = CASES.find(([name]) => name === 'a wide row partly updated')!;
    const shown: ShownText = verdictShown(lines, dryRun, operation, 'Partly updated');
    expect(renderShown(shown, GERMAN)).toBe(
      'Geschrieben: DC 1 (Aktualisiert), Teil 2 (Angelegt). ' +
        'Fehlgeschlagen: DC; 3: No (cell C4).; DC 4: nicht geschrieben. ' +
        `${COLUMN}: ${renderShown(invalid, GERMAN)}`,
    );
  });

  it("leaves out a plan's would-be-sent lines for Review", () => {
    const lines = [
      line({ part: 1, value_column: 'DC 1', state: 'pending', result: null, status: null }),
      line({ part: 2, value_column: 'DC 2', state: 'invalid', result: 'Invalid', says: invalid }),
    ];
    expect(renderShown(verdictShown(lines, true, 'upsert', 'Invalid', true))).toBe(`DC 2: ${renderShown(invalid)}`);
  });
});
