import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Lingua',
  'language.label': 'Lingua dell’app',
  'language.system': 'Predefinita di sistema ({{language}})',
  'language.help': 'Cambia subito, senza riavvio. Numeri e date seguono la lingua.',
} satisfies Catalogue;
