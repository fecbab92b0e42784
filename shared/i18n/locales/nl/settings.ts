import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Taal',
  'language.label': 'Taal van de app',
  'language.system': 'Systeemstandaard ({{language}})',
  'language.help': 'Wisselt direct, zonder herstart. Getallen en datums volgen de taal.',
} satisfies Catalogue;
