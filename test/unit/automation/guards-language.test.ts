// A held file's reason as data (issue 40's leftovers): the guards give their reasons as
// messages with the figures as parameters, so the CLI keeps its English while the app and its
// notifications say them in the user's language, the user's own values (a file name, a DC key)
// unchanged. An automations store written before keeps its English reason, shown as it is.
import { describe, expect, it } from 'vitest';
import { runNotice } from '../../../main/automation/index.js';
import { judgeRun, unreadable } from '../../../main/automation/guards.js';
import { holdReason } from '../../../main/automation/guarded-run.js';
import { runFromReport } from '../../../main/automation/saved/run-record.js';
import { payloadForFile } from '../../../main/automation/notify-payload.js';
import type { PlanSummary, RunFigures } from '../../../main/jobs/index.js';
import { SheetError } from '../../../main/sheets/index.js';
import { renderMessage, renderShown } from '../../../shared/i18n/index.js';
import { createI18n, templatesFor } from '../../../shared/languages/index.js';
import { AutomationRun } from '../../../shared/ipc/index.js';

const german = templatesFor('de');
const figures = (f: Partial<RunFigures>): RunFigures => ({
  rows: 100,
  invalidRows: 0,
  touched: 100,
  zeros: 0,
  fullFeedZeros: 0,
  plan: {} as PlanSummary,
  ...f,
});
// User values that look like parts of a sentence: a separator, a cell reference, a colon.
const FILE = 'lager; Menge (cell C4).csv';
const DC = 'Berlin: North';
const last = { file: FILE, rows: 19_700, at: '2026-11-26T02:00:00Z' };
const picked = { folder: '/srv/drop', name: 'stock.csv', hash: 'h', jobId: null };

describe("a guard's reason in German", () => {
  it('names every guard tripped with its figures and keeps the values as they are', () => {
    const dcs = [{ key: DC, touched: 12_000, zeros: 12_000, feedZeros: 12_000 }];
    const held = judgeRun(
      figures({ rows: 12_000, invalidRows: 2_000, touched: 12_000, zeros: 12_000, byDc: dcs }),
      { minRows: 80, maxZeroed: 20, maxInvalid: 10 },
      last,
    )!;
    expect(held.message).toBe(
      `Held by the row-count guard: 12,000 rows, 61% of the 19,700 rows of ${FILE}; the guard is 80%; ` +
        `and by the zeroed-stock guard: at DC ${DC} it would set 12,000 of the 12,000 quantities it touches there to 0, ` +
        '12,000 of them quantities not in the file (full feed), 100%; the guard is 20%; ' +
        'and by the invalid-rows guard: 2,000 of its 12,000 rows are Invalid, 17%; the guard is 10%.',
    );
    expect(renderShown(held.shownMessage, german)).toBe(
      `Zurückgehalten von der Zeilenzahl-Schutzregel: 12,000 Zeilen, 61 % der 19,700 Zeilen von ${FILE}; die Schwelle ist 80 %; ` +
        `und von der Nullbestand-Schutzregel: im DC ${DC} würde sie 12,000 der 12,000 Mengen, die sie dort berührt, auf 0 setzen, ` +
        'davon 12,000 Mengen, die nicht in der Datei stehen (Vollabgleich), 100 %; die Schwelle ist 20 %; ' +
        'und von der Schutzregel für ungültige Zeilen: 2,000 ihrer 12,000 Zeilen sind ungültig, 17 %; die Schwelle ist 10 %.',
    );
  });

  it('says why a held file waits, the release hint after it, in English for the CLI and in German for the app', () => {
    const reason = holdReason(judgeRun(figures({ rows: 0 }), { minRows: 80, maxZeroed: 20, maxInvalid: 10 }, last), {
      ...picked,
    })!;
    expect(renderMessage(reason)).toBe(
      'Held by the empty-file guard: the file has no rows. Nothing was sent. If the file is right, move it back into the watched folder and run watch with --release-held (or use Release on the automation in the app) to send it.',
    );
    expect(renderMessage(reason, german)).toMatch(
      /^Zurückgehalten von der Leere-Datei-Schutzregel: Die Datei hat keine Zeilen\. Es wurde nichts gesendet\. /,
    );
  });

  it("holds an unreadable file with the reader's own message inside, in either language", () => {
    const err = new SheetError({ id: 'errors:sheet.notXlsx' }, `/srv/drop/${FILE}`, { id: 'errors:sheet.notXlsxHint' });
    const held = unreadable(err.message, err.shownMessage);
    expect(held.message).toBe(`Held by the unreadable-file guard: ${err.message.replace(/\.$/, '')}.`);
    const inGerman = renderShown(held.shownMessage, german);
    expect(inGerman).toContain('Zurückgehalten von der Schutzregel für unlesbare Dateien: ');
    expect(inGerman).toContain(renderShown(err.shownMessage, german).replace(/\.$/, ''));
    // A reader's text nobody gave an id is kept as it is.
    expect(renderShown(unreadable('Bad zip: a; b.').shownMessage, german)).toBe(
      'Zurückgehalten von der Schutzregel für unlesbare Dateien: Bad zip: a; b.',
    );
  });
});

describe("a held run's history and notification", () => {
  const report = (shown = holdReason(judgeRun(figures({ invalidRows: 11 }), DEFAULTS, undefined), picked)!) => ({
    file: '/srv/drop/stock.csv',
    status: 'held' as const,
    jobId: null,
    outcome: null,
    movedTo: '/srv/drop/held/stock.csv',
    result: null,
    undo: null,
    exitCode: 2,
    message: renderMessage(shown),
    shown,
  });
  const DEFAULTS = { minRows: 80, maxZeroed: 20, maxInvalid: 10 };

  it('keeps the reason as data in the store and says it in the notification in German', () => {
    const run = AutomationRun.parse(JSON.parse(JSON.stringify(runFromReport(report()))));
    expect(run.message).toMatch(/^Held by the invalid-rows guard: 11 of its 100 rows are Invalid, 11%;/);
    const de = createI18n('de').getFixedT(null, 'automations');
    expect(runNotice(de, 'Lager', run, german).body).toMatch(
      /^stock\.csv\nZurückgehalten von der Schutzregel für ungültige Zeilen: 11 ihrer 100 Zeilen sind ungültig, 11 %;/,
    );
    expect(payloadForFile(report(), { templates: german })?.message).toMatch(/^Zurückgehalten von der Schutzregel/);
    expect(payloadForFile(report())?.message).toBe(report().message);
  });

  it('shows the English reason of a store written before as it is', () => {
    const old = AutomationRun.parse({
      ...runFromReport(report()),
      shown: undefined,
      message:
        'Held by the invalid-rows guard: 11 of its 100 rows are Invalid, 11%; the guard is 10%. Nothing was sent.',
    });
    const de = createI18n('de').getFixedT(null, 'automations');
    expect(runNotice(de, 'Lager', old, german).body).toBe(`stock.csv\n${old.message}`);
  });
});
