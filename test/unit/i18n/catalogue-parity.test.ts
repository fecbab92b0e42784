// Issue 30's parity test: every language has exactly English's keys in every namespace (and,
// for each plural, exactly the forms Intl.PluralRules lists for it), the same placeholders,
// no empty text and no long text left in English. Fails with every problem listed, so a
// translator sees all that is missing at once. The rules themselves are proven on planted
// catalogues first.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, createI18n } from '../../../shared/languages/index.js';
import { LANGUAGES, NAMESPACES, pseudoText } from '../../../shared/i18n/index.js';
import { allCatalogueProblems, catalogueProblems, markersOf, pluralCategories } from '../../support/index.js';

const english = {
  hello: 'Hello {{name}}',
  rows_one: 'One row',
  rows_other: '{{count}} rows',
  long: 'Send the rows to the service',
  ok: 'OK',
};

describe('the parity rules, on planted catalogues', () => {
  it('accept a complete translation with each language’s plural categories', () => {
    expect(pluralCategories('fr')).toEqual(['many', 'one', 'other']);
    expect(pluralCategories('de')).toEqual(['one', 'other']);
    const fr = {
      hello: 'Bonjour {{name}}',
      rows_one: '{{count}} ligne',
      rows_many: '{{count}} de lignes',
      rows_other: '{{count}} lignes',
      long: 'Envoyer les lignes au service',
      ok: 'OK',
    };
    expect(catalogueProblems('import', 'fr', english, fr)).toEqual([]);
  });

  it('find a missing key, an extra key, a plural form too many or too few', () => {
    const de = { hello: 'Hallo {{name}}', rows_one: 'Eine Zeile', rows_many: 'x', extra: 'Mehr', ok: 'OK' };
    expect(catalogueProblems('import', 'de', english, de)).toEqual([
      "de/import: lacks 'long'",
      "de/import: lacks 'rows_other'",
      "de/import: has 'rows_many', which English lacks",
      "de/import: has 'extra', which English lacks",
      'de/import: \'rows_many\' has [] where English has ["{{count}}"]',
    ]);
    const fr = { ...english, rows_many: '{{count}} de lignes', long: 'Envoyer' };
    expect(catalogueProblems('import', 'fr', english, { ...fr, rows_many: undefined } as never)).toContain(
      "fr/import: 'rows_many' is empty",
    );
  });

  it('find a placeholder, nesting or tag that differs, and an English copy', () => {
    const nl = {
      hello: 'Hallo {{naam}}',
      rows_one: 'Eén rij',
      rows_other: 'rijen',
      long: 'Send the rows to the service',
      ok: 'OK',
    };
    expect(catalogueProblems('import', 'nl', english, nl)).toEqual([
      'nl/import: \'hello\' has ["{{naam}}"] where English has ["{{name}}"]',
      'nl/import: \'rows_other\' has [] where English has ["{{count}}"]',
      'nl/import: \'long\' is the English text, not a translation: "Send the rows to the service"',
    ]);
    expect(markersOf('{{n, number}} <1>$t(common:ok)</1>')).toEqual(['$t(common:ok)', '</1>', '<1>', '{{n}}']);
  });

  it('hold English to _one and _other', () => {
    expect(allCatalogueProblems({ en: { x: { a_one: 'a', a_other: 'as', a_many: 'b' } } })).toEqual([
      "en/x: 'a_many': English has only _one and _other",
    ]);
  });
});

describe('the real catalogues', () => {
  it('every language and namespace is bundled', () => {
    for (const language of LANGUAGES) expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  it('every language has exactly English’s keys, placeholders and plural forms, translated', () => {
    expect(allCatalogueProblems(CATALOGUES)).toEqual([]);
  });

  it('the pseudo-locale wraps every English text and keeps its placeholders', () => {
    const i18n = createI18n('en-XA');
    for (const ns of NAMESPACES)
      for (const [key, text] of Object.entries(CATALOGUES.en[ns])) {
        const pseudo = i18n.getResource('en-XA', ns, key) as string;
        expect(pseudo).toBe(pseudoText(text));
        expect(markersOf(pseudo)).toEqual(markersOf(text));
      }
    expect(pseudoText('Send {{count}} rows')).toMatch(/^\[Śéñð \{\{count\}\} ŕóŵś ~+\]$/);
  });
});
