// One i18next instance per process (the renderer's, the main process's), made from the bundled
// catalogues and ready at once: no screen ever shows a key while a file loads. English is the
// fallback, so a key a translation lacks still reads as English, never as its key (the parity
// test keeps that from happening at all).
import { createInstance, type i18n, type ThirdPartyModule } from 'i18next';
import {
  LANGUAGES,
  NAMESPACES,
  PSEUDO_LANGUAGE,
  pseudoCatalogue,
  type Catalogue,
  type Namespace,
  type UiLanguage,
} from '../i18n/index.js';
import { CATALOGUES } from './catalogues.js';

function resources(): Record<string, Record<Namespace, Catalogue>> {
  const all: Record<string, Record<Namespace, Catalogue>> = { ...CATALOGUES };
  const english = CATALOGUES.en;
  all[PSEUDO_LANGUAGE] = Object.fromEntries(NAMESPACES.map((ns) => [ns, pseudoCatalogue(english[ns])])) as Record<
    Namespace,
    Catalogue
  >;
  return all;
}

/** `plugins`: react-i18next's binding in the renderer; none in the main process. */
export function createI18n(language: UiLanguage = 'en', plugins: ThirdPartyModule[] = []): i18n {
  const instance = createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: resources(),
    initAsync: false, // the resources are bundled: ready before init returns
    interpolation: { escapeValue: false }, // React escapes; the main process writes no HTML
  });
  return instance;
}
