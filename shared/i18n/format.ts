// Numbers, dates and counts on screen as the user's language writes them (issue 30): one place
// that turns the UI language into an Intl locale, so every screen formats alike.
import { PSEUDO_LANGUAGE, type UiLanguage } from './languages.js';

/** The Intl locale of a UI language; the pseudo-locale formats as English. */
export function intlLocale(language: UiLanguage | string): string {
  return language === PSEUDO_LANGUAGE ? 'en' : language;
}

/** A number as the user's language writes it on screen (1.234,5 in German). */
export function formatLocaleNumber(
  language: UiLanguage | string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

export function formatDateTime(
  language: UiLanguage | string,
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}
