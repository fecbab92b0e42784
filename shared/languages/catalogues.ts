// Every catalogue of every language, bundled: the renderer (Vite) and the main process (tsc)
// both import them, so a language switch never waits for a file to load. Only the app comes
// here: English, which the CLI speaks, lives in shared/i18n on its own (issue 44).
import {
  ENGLISH_CATALOGUES,
  templatesOf,
  type Catalogue,
  type Language,
  type Namespace,
  type Templates,
} from '../i18n/index.js';
import de from './de/index.js';
import fr from './fr/index.js';
import es from './es/index.js';
import it from './it/index.js';
import nl from './nl/index.js';

export const CATALOGUES: Record<Language, Record<Namespace, Catalogue>> = {
  en: ENGLISH_CATALOGUES,
  de,
  fr,
  es,
  it,
  nl,
};

/** Templates from one language's catalogues, English where that language lacks an id. */
export function templatesFor(language: Language): Templates {
  return templatesOf(CATALOGUES[language]);
}
