// The renderer's i18next instance, handed to React through react-i18next. Components call
// `useTranslation('<namespace>')`; a language chosen in Settings switches every screen at once,
// without a restart (i18next's languageChanged re-renders each `useTranslation` user).
import { initReactI18next } from 'react-i18next';
import { createI18n, templatesFor } from '../../../shared/languages/index.js';
import {
  formatDateTime,
  formatLocaleNumber,
  ENGLISH_TEMPLATES,
  LANGUAGES,
  PSEUDO_LANGUAGE,
  pseudoText,
  renderShown,
  type Language,
  type ShownText,
  type Templates,
  type UiLanguage,
} from '../../../shared/i18n/index.js';

export { engineTextFor, isBlank, resultLanguage, useEngineText, type EngineText } from './engine-text.js';

export const i18n = createI18n('en', [initReactI18next]);

export function setUiLanguage(language: UiLanguage): Promise<unknown> {
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/** A number as the current language writes it (1.234,5 in German). */
export const fmtNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  formatLocaleNumber(i18n.language, value, options);

/** A date and time as the current language writes it. */
export const fmtDateTime = (value: Date | string | number, options?: Intl.DateTimeFormatOptions): string =>
  formatDateTime(i18n.language, value, options);

/** English templates as the pseudo-locale writes them: a message main sent is no exception. */
const pseudoTemplates: Templates = (id) => {
  const english = ENGLISH_TEMPLATES(id);
  return english === undefined ? undefined : pseudoText(english);
};

/** A message main sent as data (issue 40), in the current language. */
export function shownInUi(shown: ShownText): string {
  const language = i18n.language;
  if (language === PSEUDO_LANGUAGE) return renderShown(shown, pseudoTemplates);
  const own = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
  return renderShown(shown, templatesFor(own));
}
