import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Sprache',
  'language.label': 'Sprache der App',
  'language.system': 'Systemstandard ({{language}})',
  'language.help': 'Wechselt sofort, ohne Neustart. Zahlen und Daten folgen der Sprache.',
} satisfies Catalogue;
