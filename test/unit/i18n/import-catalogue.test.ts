// The import screens' catalogue (issue 30) against their source: every `t('key')` written in
// renderer/src/import/ has its English text (a missing one would show the key on screen),
// every English text is used somewhere, and each language has the same keys, each plural in
// every form its language needs, with the same placeholders as English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, createI18n } from '../../../shared/languages/index.js';
import { LANGUAGES, type Catalogue } from '../../../shared/i18n/index.js';

const SOURCE = path.resolve(import.meta.dirname, '../../../renderer/src/import');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const MAIN = path.resolve(import.meta.dirname, '../../../main');

/**
 * The keys passed to `t(...)` as a literal, file by file, and the ones main sends as a
 * message's id (`'import:send.outageSilent'`, issue 40), which the screens say from data.
 */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of readdirSync(SOURCE).filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(path.join(SOURCE, file), 'utf8');
    for (const m of text.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1/g)) used.set(m[2]!, file);
  }
  for (const file of readdirSync(MAIN, { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f))) {
    const text = readFileSync(path.join(MAIN, file), 'utf8');
    for (const m of text.matchAll(/'import:([\w.]+)'/g)) used.set(m[1]!, `main/${file}`);
  }
  return used;
}

/** A key as `t` is called with it: plural forms folded into their base key. */
const baseOf = (key: string) => key.replace(PLURAL, '');

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]!).sort();
}

/** Each base key's placeholders, over all its plural forms. */
function placeholdersByBase(catalogue: Catalogue): Map<string, string> {
  const byBase = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(catalogue)) {
    const set = byBase.get(baseOf(key)) ?? new Set<string>();
    for (const p of placeholders(text)) set.add(p);
    byBase.set(baseOf(key), set);
  }
  return new Map([...byBase].map(([k, s]) => [k, [...s].sort().join(',')]));
}

const english = CATALOGUES.en.import;

describe('the import catalogue', () => {
  it('finds the t() calls it checks (the scan itself works)', () => {
    expect(usedKeys().size).toBeGreaterThan(150);
  });

  it('has an English text for every key renderer/src/import uses', () => {
    const missing = [...usedKeys()]
      .filter(([key]) => !(key in english) && !(`${key}_other` in english))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('uses every English key', () => {
    const used = new Set(usedKeys().keys());
    expect(Object.keys(english).filter((key) => !used.has(baseOf(key)))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'has in %s the keys of English, every plural form and the same placeholders',
    (lang) => {
      const catalogue = CATALOGUES[lang].import;
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const expected = new Set<string>();
      for (const key of Object.keys(english)) {
        if (PLURAL.test(key)) for (const form of forms) expected.add(`${baseOf(key)}_${form}`);
        else expected.add(key);
      }
      expect(Object.keys(catalogue).sort()).toEqual([...expected].sort());
      expect(placeholdersByBase(catalogue)).toEqual(placeholdersByBase(english));
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'en'))('translates in %s (no English copies of sentences)', (lang) => {
    const catalogue = CATALOGUES[lang].import;
    // Short words may rightly stay (a service name, "Status" in German); a sentence may not.
    const copied = Object.entries(catalogue).filter(
      ([key, text]) => text.split(' ').length > 3 && english[key] === text,
    );
    expect(copied).toEqual([]);
  });

  it('resolves every used key through i18next in English, plurals included', () => {
    const i18n = createI18n('en');
    const unresolved = [...usedKeys().keys()].filter(
      (key) => !i18n.exists(key, { ns: 'import', count: 1 }) || !i18n.exists(key, { ns: 'import', count: 5 }),
    );
    expect(unresolved).toEqual([]);
  });

  it.each([...LANGUAGES])('has in %s the plural form each count needs, without falling back to English', (lang) => {
    const catalogue = CATALOGUES[lang].import;
    const rules = new Intl.PluralRules(lang);
    const lacking = Object.keys(english)
      .filter((key) => key.endsWith('_other'))
      .flatMap((key) => [0, 1, 2, 5, 21, 1_000_000].map((n) => `${baseOf(key)}_${rules.select(n)}`))
      .filter((key) => !(key in catalogue));
    expect(lacking).toEqual([]);
  });
});
