// The main process's own i18next instance (namespace `main`): the application menu, the OS
// dialogs, the login window's title. One per process, like the renderer's; the language
// service switches it when the user picks a language, and the shell reads it when it shows
// something, so a menu rebuilt or a dialog opened after a switch speaks the new language.
import { createI18n } from '../../shared/languages/index.js';
import type { UiLanguage } from '../../shared/i18n/index.js';

const instance = createI18n('en');

/** A text of the `main` namespace in the current language. */
export function mainText(key: string, values?: Record<string, unknown>): string {
  return instance.t(key, { ns: 'main', ...values });
}

export function setMainLanguage(language: UiLanguage): void {
  if (instance.language !== language) void instance.changeLanguage(language);
}

export function mainLanguage(): UiLanguage {
  return instance.language as UiLanguage;
}
