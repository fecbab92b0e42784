// A key a full feed set to 0 is a row of its own in the result workbook; saved from the app
// in the user's language (issue 40), its Message is German through and through, not an
// English "Not in the file (full feed): " before the German reason; the CLI keeps its English.
import { describe, expect, it } from 'vitest';
import { DROPPED_KEY_MESSAGE, droppedKeyMessage } from '../../../main/jobs/report/dropped-key-row.js';
import { renderShown, type ShownText } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

const german = (shown: ShownText): string => renderShown(shown, templatesFor('de'));

describe("a full feed's added row", () => {
  it('says it in English for the CLI, as before', () => {
    expect(droppedKeyMessage('')).toBe('Not in the file: set to 0 (full feed)');
    expect(DROPPED_KEY_MESSAGE).toBe('Not in the file: set to 0 (full feed)');
    expect(droppedKeyMessage('HTTP 500: a; b')).toBe('Not in the file (full feed): HTTP 500: a; b');
  });

  it('says it in German in a workbook saved in German, the reason as it was said', () => {
    expect(droppedKeyMessage('', german)).toBe('Nicht in der Datei: auf 0 gesetzt (Vollabgleich)');
    expect(droppedKeyMessage('Menge (cell C4); Berlin: North', german)).toBe(
      'Nicht in der Datei (Vollabgleich): Menge (cell C4); Berlin: North',
    );
  });
});
