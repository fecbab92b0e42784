// Issue 40: the app says a row message that came over IPC as data with the UI language's
// templates (renderer/src/i18n/engine-text.ts); a user's value holding '; ' or '(cell C4)'
// arrives unchanged, and only a {text} (an older journal's English) goes through the legacy reader.
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../shared/languages/index.js';
import { engineMessage, type Catalogue } from '../../../shared/i18n/index.js';
import { engineTextFor, isBlank } from '../../../renderer/src/i18n/engine-text.js';

const bundleOf = (lang: 'de' | 'en') => (ns: string) => (CATALOGUES[lang] as unknown as Record<string, Catalogue>)[ns];
const german = engineTextFor(bundleOf('de'), false);
const english = engineTextFor(bundleOf('en'), true);

const VALUE = 'a; b (cell C4)';
const issue = engineMessage('issue.valueCell', {
  column: 'Menge (cell C4)',
  value: VALUE,
  cell: 'C9',
  message: engineMessage('cell.refused', { field: 'Qty', value: `'${VALUE}'`, what: engineMessage('cell.notNumber') }),
  fix: engineMessage('row.otherCellInvalid'),
});

describe("row messages in the user's language (issue 40)", () => {
  it("says a message in German, the user's values unchanged", () => {
    expect(german.message(issue)).toBe(
      `Menge (cell C4) '${VALUE}' (Zelle C9): Qty: '${VALUE}' ist keine Zahl. Lösung: ` +
        CATALOGUES.de.engine['row.otherCellInvalid'],
    );
    expect(english.message(issue)).toBe(
      `Menge (cell C4) '${VALUE}' (cell C9): Qty: '${VALUE}' is not a number. Fix: ` +
        CATALOGUES.en.engine['row.otherCellInvalid'],
    );
  });

  it("says an issue's message and fix in German, a text from an older journal read back", () => {
    const said = german.issue({
      column: 'Qty',
      message: engineMessage('cell.notNumber'),
      fix: { text: 'Not sent: another cell of this row is invalid; fix it and import the row again' },
    });
    expect(said).toBe(`Qty: ist keine Zahl. Lösung: ${CATALOGUES.de.engine['row.otherCellInvalid']}`);
  });

  it("shows a service's own words as they are, and knows a blank", () => {
    expect(german.message({ text: 'Das Lager ist zu; bitte später (cell C4).' })).toBe(
      'Das Lager ist zu; bitte später (cell C4).',
    );
    expect(isBlank({ text: '' })).toBe(true);
    expect(isBlank(engineMessage('result.dryRun'))).toBe(false);
  });

  it('says a message of another catalogue by its namespace', () => {
    const line = { id: 'import:send.outageSilent', params: { duration: '2 min 5 s' } };
    expect(german.message(line)).toContain('seit 2 min 5 s nicht');
  });
});
