// An automation run's desktop notification (main/automation/saved/notice.ts): the status, the
// file's name and the non-zero counts, in the user's language; "problems" notifies only a run
// that failed, was held or could not run. And the automations catalogue has every English key,
// and only those, in each of the six languages, with the placeholders the English uses.
import { describe, expect, it } from 'vitest';
import { isProblem, runNotice, shouldNotify } from '../../../main/automation/index.js';
import { CATALOGUES, createI18n } from '../../../shared/languages/index.js';
import { LANGUAGES } from '../../../shared/i18n/index.js';
import { AutomationDefinition, type AutomationRun } from '../../../shared/ipc/index.js';

const run: AutomationRun = {
  id: 'r1',
  file: '/srv/drop/stock.csv',
  status: 'processed',
  jobId: 'j1',
  counts: { Created: 0, Updated: 1200, Failed: 3 },
  startedAt: '2026-11-27T02:15:00.000Z',
  finishedAt: '2026-11-27T02:16:00.000Z',
  result: null,
  undo: null,
  movedTo: null,
  exitCode: 1,
};

describe('the notification of a run', () => {
  it('says the status, the file and the counts, in the language asked for', () => {
    const en = createI18n('en').getFixedT(null, 'automations');
    expect(runNotice(en, 'Nightly stock', run)).toEqual({
      title: 'Nightly stock: Imported',
      body: 'stock.csv\nUpdated: 1200 · Failed: 3',
    });
    const de = createI18n('de').getFixedT(null, 'automations');
    expect(runNotice(de, 'Lager', { ...run, status: 'held', counts: null, message: 'Too many zeros.' })).toEqual({
      title: 'Lager: Zurückgehalten',
      body: 'stock.csv\nToo many zeros.',
    });
  });

  it('notifies problems only when something failed, was held or could not run', () => {
    const problems = AutomationDefinition.parse({
      name: 'A',
      folder: '/a',
      resource: 'DCQuantities',
      notify: { when: 'problems' },
    });
    const fine = { ...run, exitCode: 0 };
    expect(isProblem(fine)).toBe(false);
    expect(shouldNotify(problems, fine)).toBe(false);
    expect(shouldNotify(problems, run)).toBe(true);
    expect(shouldNotify(problems, { ...fine, status: 'error' })).toBe(true);
    expect(shouldNotify({ ...problems, notify: { when: 'always' } }, fine)).toBe(true);
  });
});

describe('the automations catalogue', () => {
  const english = CATALOGUES.en.automations;
  const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (lang) => {
    const other = CATALOGUES[lang].automations;
    // A language may have plural forms English has not (fr, es, it: `_many`); the keys are
    // compared without their plural suffix, and every English key must be there as it is
    // (test/unit/i18n/catalogue-parity.test.ts holds each language's categories).
    const base = (keys: string[]): string[] =>
      [...new Set(keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    expect(base(Object.keys(other))).toEqual(base(Object.keys(english)));
    for (const key of Object.keys(english)) expect(Object.keys(other), key).toContain(key);
    for (const [key, text] of Object.entries(english))
      expect(placeholders(other[key]!), key).toEqual(placeholders(text));
    const same = Object.keys(english).filter((k) => other[k] === english[k] && !/\{\{/.test(english[k]!.slice(0, 2)));
    // Only texts that are the same word in both (Status, Name, File…) may match the English.
    expect(same.length, same.join(', ')).toBeLessThan(8);
  });
});
