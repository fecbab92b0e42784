// The parity rules of the catalogues (issue 30), as a function that lists every problem: a
// key English has that a language lacks or the reverse, a placeholder, nesting or Trans tag
// that differs from English, plural forms other than the language's Intl plural categories,
// an empty text, and a long text left as an English copy. Kept apart from the test so that
// the test can prove each rule on planted catalogues.
import type { Catalogue } from '../../shared/i18n/index.js';

/** Identical to English and still right: names, formats, codes; `namespace:key`. */
// Dutch keyboards are US-layout keyboards: their keys are printed Page Up / Page Down.
export const ALLOWED_COPIES = new Set<string>(['common:shortcuts.keys.pageUpDown']);
/** Words every language writes as English does; short copies pass anyway (see MAX_COPY_WORDS). */
export const ALLOWED_COPY_TEXTS = new Set(['OK', 'CSV', 'XLSX', 'JSON', 'PDF', 'ID', 'SKU', 'URL', 'HTTP', 'OData']);
/** A copy of more words than this is a text nobody translated. */
export const MAX_COPY_WORDS = 3;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** What must survive translation unchanged: `{{name}}` (format options dropped), `$t(key)`, `<1>` tags. */
export function markersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nests = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`);
  const tags = [...text.matchAll(/<\/?\d+>/g)].map((m) => m[0]);
  return [...new Set([...names, ...nests, ...tags])].sort();
}

/** The base keys English writes as plurals (it has `_one` and `_other` forms of them). */
export function pluralBases(english: Catalogue): Set<string> {
  const keys = Object.keys(english);
  return new Set(
    keys
      .filter((k) => k.endsWith('_other'))
      .map((k) => k.slice(0, -'_other'.length))
      .filter((base) => keys.includes(`${base}_one`)),
  );
}

export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

const wordCount = (text: string): number =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

const same = (a: string[], b: string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

function keyProblems(where: string, english: Catalogue, other: Catalogue, language: string): string[] {
  const plurals = pluralBases(english);
  const isPluralForm = (key: string) => plurals.has(key.replace(PLURAL_SUFFIX, '')) && PLURAL_SUFFIX.test(key);
  const expected = new Set(Object.keys(english).filter((k) => !isPluralForm(k)));
  for (const base of plurals) for (const c of pluralCategories(language)) expected.add(`${base}_${c}`);
  const out: string[] = [];
  for (const key of expected) if (!(key in other)) out.push(`${where}: lacks '${key}'`);
  for (const key of Object.keys(other)) if (!expected.has(key)) out.push(`${where}: has '${key}', which English lacks`);
  return out;
}

/** The markers a text must have: English's; a `_one` form may leave out {{count}} ("One row"). */
function expectedMarkers(key: string, text: string, english: Catalogue, plurals: Set<string>): [string[], string[]] {
  const base = key.replace(PLURAL_SUFFIX, '');
  if (!PLURAL_SUFFIX.test(key) || !plurals.has(base)) return [markersOf(text), markersOf(english[key] ?? '')];
  const other = english[`${base}_other`] ?? '';
  if (!/_(zero|one|two)$/.test(key)) return [markersOf(text), markersOf(other)];
  const noCount = (markers: string[]) => markers.filter((m) => m !== '{{count}}');
  return [noCount(markersOf(text)), noCount(markersOf(`${english[`${base}_one`] ?? ''} ${other}`))];
}

function textProblems(where: string, ns: string, english: Catalogue, other: Catalogue): string[] {
  const out: string[] = [];
  const plurals = pluralBases(english);
  for (const [key, text] of Object.entries(other)) {
    const source = english[key] ?? english[`${key.replace(PLURAL_SUFFIX, '')}_other`];
    if (source === undefined) continue; // reported as an extra key
    if (typeof text !== 'string' || (text.trim() === '' && source.trim() !== '')) {
      out.push(`${where}: '${key}' is empty`);
      continue;
    }
    const [mine, theirs] = expectedMarkers(key, text, english, plurals);
    if (!same(mine, theirs))
      out.push(`${where}: '${key}' has ${JSON.stringify(mine)} where English has ${JSON.stringify(theirs)}`);
    if (
      text === english[key] &&
      wordCount(text) > MAX_COPY_WORDS &&
      !ALLOWED_COPY_TEXTS.has(text) &&
      !ALLOWED_COPIES.has(`${ns}:${key}`)
    )
      out.push(`${where}: '${key}' is the English text, not a translation: "${text}"`);
  }
  return out;
}

function englishPluralProblems(ns: string, english: Catalogue): string[] {
  const out: string[] = [];
  for (const base of pluralBases(english))
    for (const key of Object.keys(english))
      if (key.startsWith(`${base}_`) && PLURAL_SUFFIX.test(key) && !/_(one|other)$/.test(key))
        out.push(`en/${ns}: '${key}': English has only _one and _other`);
  return out;
}

/** Every problem of one language's catalogue of one namespace, against English's. */
export function catalogueProblems(ns: string, language: string, english: Catalogue, other: Catalogue): string[] {
  const where = `${language}/${ns}`;
  return [...keyProblems(where, english, other, language), ...textProblems(where, ns, english, other)];
}

/** Every problem of every catalogue: `all[language][namespace]`, English among them. */
export function allCatalogueProblems(all: Record<string, Record<string, Catalogue>>): string[] {
  const english = all.en ?? {};
  const out: string[] = [];
  for (const [ns, catalogue] of Object.entries(english)) out.push(...englishPluralProblems(ns, catalogue));
  for (const [language, namespaces] of Object.entries(all)) {
    if (language === 'en') continue;
    for (const ns of new Set([...Object.keys(english), ...Object.keys(namespaces)]))
      out.push(...catalogueProblems(ns, language, english[ns] ?? {}, namespaces[ns] ?? {}));
  }
  return out;
}
