// Settings → Language (issue 30): "System default" (the operating system's language) or one
// of the six languages, each in its own name. Applied at once, without a restart: main saves
// the choice and rebuilds its menu, and every screen here re-renders in the new language.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/index.js';
import type { LanguageChoice, LanguageState } from '../../../shared/ipc/index.js';
import { api, useAction } from '../hooks.js';
import { setUiLanguage } from '../i18n/index.js';

/** A language's own name; the pseudo-locale (tests only) has none and is shown by its code. */
const nameOf = (language: string): string => LANGUAGE_NAMES[language as Language] ?? language;

export function LanguageSettings() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<LanguageState | null>(null);
  const { error, run } = useAction();
  useEffect(() => {
    void run(() => api()['language.get']({})).then((s) => s && setState(s));
  }, [run]);
  const choose = (choice: LanguageChoice) =>
    void run(() => api()['language.set']({ choice })).then(async (s) => {
      if (!s) return;
      setState(s);
      await setUiLanguage(s.effective);
    });
  if (!state) return null;
  return (
    <section aria-labelledby="language-title">
      <h3 id="language-title">{t('language.title')}</h3>
      <label>
        {t('language.label')}{' '}
        <select
          value={state.choice}
          aria-describedby="language-help"
          onChange={(e) => choose(e.target.value as LanguageChoice)}
        >
          <option value="system">{t('language.system', { language: nameOf(state.system) })}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <p id="language-help">{t('language.help')}</p>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
