import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Language',
  'language.label': 'Language of the app',
  'language.system': 'System default ({{language}})',
  'language.help': 'Switches at once, no restart needed. Numbers and dates follow the language.',
} satisfies Catalogue;
