// What a run says once about its rows (JobData.notes, issue 40's leftovers) is kept in the
// journal as messages: the CLI's `Note:` lines say them in English as before, the app can say
// them in German, and a journal written before, which kept English, still shows its notes.
import { afterAll, describe, expect, it } from 'vitest';
import { totalRowsNote } from '../../../main/jobs/ingest/total-row.js';
import { outcome } from '../../../main/jobs/run/result-workbooks.js';
import { addJobNotes, Journal } from '../../../main/journal/index.js';
import { engineMessage, renderMessage } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';
import { newTestJournal, tempDir } from '../../support/index.js';

const german = templatesFor('de');
const dir = tempDir('cb-job-notes-');
const opened: Journal[] = [];

function journal(): Journal {
  const j = newTestJournal(dir, { status: 'ingested' });
  opened.push(j);
  return j;
}
afterAll(() => {
  for (const j of opened) j.close();
});

const codeNote = engineMessage('note.codeMatched', { typed: 'ch-ber ', rows: '2, 7', code: 'CH-BER' });

describe("a run's notes", () => {
  it('say total rows in English as the CLI printed them, and in German', () => {
    const one = totalRowsNote([{ label: 'Summe', cell: 'A4' }]);
    expect(renderMessage(one)).toBe(
      "Row 4 ('Summe' in cell A4) is a total row of the export: ignored, nothing sent for it.",
    );
    const two = totalRowsNote([
      { label: 'Gesamt', cell: 'A3' },
      { label: 'Total:', cell: 'A4' },
      { label: 'a; b (cell C4)', cell: 'B9' },
    ]);
    expect(renderMessage(two)).toBe(
      "Row 3 ('Gesamt' in cell A3), row 4 ('Total:' in cell A4), row 9 ('a; b (cell C4)' in cell B9) are total rows " +
        'of the export: ignored, nothing sent for them.',
    );
    expect(renderMessage(two, german)).toBe(
      'Zeile 3 („Gesamt“ in Zelle A3), Zeile 4 („Total:“ in Zelle A4), Zeile 9 („a; b (cell C4)“ in Zelle B9) sind ' +
        'Summenzeilen des Exports: ignoriert, für sie wurde nichts gesendet.',
    );
  });

  it('are kept as messages, each once, and said in English in the outcome', () => {
    const j = journal();
    addJobNotes(j, [codeNote]);
    addJobNotes(j, [codeNote, totalRowsNote([{ label: 'Summe', cell: 'A4' }])]);
    expect(j.data.notes).toEqual([codeNote, totalRowsNote([{ label: 'Summe', cell: 'A4' }])]);
    const reopened = Journal.open(j.data.id, dir);
    opened.push(reopened);
    expect(outcome(reopened, {}).notes).toEqual([
      'Code "ch-ber " (row 2, 7) is the center "CH-BER": the service compares Codes without case or surrounding spaces, so "CH-BER" was used.',
      "Row 4 ('Summe' in cell A4) is a total row of the export: ignored, nothing sent for it.",
    ]);
    expect(renderMessage(reopened.data.notes![0] as typeof codeNote, german)).toBe(
      'Code „ch-ber “ (Zeile 2, 7) ist das Zentrum „CH-BER“: Der Dienst vergleicht Codes ohne Groß-/Kleinschreibung ' +
        'und umgebende Leerzeichen, daher wurde „CH-BER“ verwendet.',
    );
  });

  it('of a journal written before (English) are shown as they are, a new note beside them', () => {
    const j = journal();
    const old = "Row 4 ('Summe' in cell A4) is a total row of the export: ignored, nothing sent for it.";
    j.update({ notes: [old] });
    addJobNotes(j, [codeNote]);
    expect(outcome(j, {}).notes).toEqual([old, renderMessage(codeNote)]);
  });
});
