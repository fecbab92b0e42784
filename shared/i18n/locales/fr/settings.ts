import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Langue',
  'language.label': 'Langue de l’application',
  'language.system': 'Langue du système ({{language}})',
  'language.help': 'Le changement est immédiat, sans redémarrage. Les nombres et les dates suivent la langue.',
} satisfies Catalogue;
