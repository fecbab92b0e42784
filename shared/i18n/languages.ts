// The languages the app speaks (issue 30), and the pseudo-locale that tests use to find any
// string left hard-coded. English is the source: every other catalogue has exactly its keys.
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Not offered to users: every English string wrapped and lengthened (see pseudo.ts). */
export const PSEUDO_LANGUAGE = 'en-XA';
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language's own name, as the language picker shows it whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** The language for an OS locale such as `de-AT` or `fr_CH`; English when we do not speak it. */
export function languageOf(locale: string | undefined): UiLanguage {
  if (!locale) return 'en';
  if (locale === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  const base = locale.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}
