// What the app shows for one of its English texts in another language (issue 30), so that
// language tests find buttons and headings by the names a person sees: the catalogue's
// translation of the key whose English text it is, or the pseudo-locale's form of it. A text
// no catalogue holds yet is shown in English, and is looked for in English.
import { CATALOGUES } from '../../../shared/languages/index.js';
import { NAMESPACES, PSEUDO_LANGUAGE, pseudoText, type Language } from '../../../shared/i18n/index.js';

type Values = Record<string, string | number>;

/** Where a catalogue holds this English text: the key `hint` names first, when it holds it. */
function findKey(english: string, hint?: string): { ns: (typeof NAMESPACES)[number]; key: string } | null {
  const found = NAMESPACES.flatMap((ns) =>
    Object.entries(CATALOGUES.en[ns])
      .filter(([, text]) => text === english)
      .map(([key]) => ({ ns, key })),
  );
  return found.find((f) => f.key === hint) ?? found[0] ?? null;
}

function templateIn(language: string, english: string, hint?: string): string {
  const at = findKey(english, hint);
  if (!at) return english;
  if (language === PSEUDO_LANGUAGE) return pseudoText(english);
  return CATALOGUES[language as Language]?.[at.ns][at.key] ?? english;
}

/**
 * `textIn('de')('Review rows')` is what the German app shows where the English one says
 * "Review rows"; `hint` names the key to prefer where two keys share an English text.
 */
export function textIn(language: string): (english: string, values?: Values, hint?: string) => string {
  return (english, values = {}, hint) =>
    templateIn(language, english, hint).replace(/\{\{\s*(\w+)[^}]*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** Whether a catalogue translates this English text into `language` (false until someone does). */
export function isTranslated(language: string, english: string): boolean {
  return templateIn(language, english) !== english;
}

/**
 * English's texts that `language` writes differently, whole and without placeholders: seeing
 * one of them on a screen in that language means a string was left in English. Single short
 * words (OK, CSV) are left out: many languages write them alike.
 */
export function englishTextsUnlike(language: Language): string[] {
  // A word the language writes as English does ("Export" in German) is its own text too.
  const own = new Set(NAMESPACES.flatMap((ns) => Object.values(CATALOGUES[language][ns])));
  const out = new Set<string>();
  for (const ns of NAMESPACES)
    for (const [key, text] of Object.entries(CATALOGUES.en[ns])) {
      if (text.includes('{{') || text.length < 4 || own.has(text)) continue;
      if (CATALOGUES[language][ns][key] !== text) out.add(text);
    }
  return [...out];
}
