import type { Catalogue } from '../../namespaces.js';

export default {
  // Settings → Language (LanguageSettings.tsx): keep this block last.
  'language.title': 'Idioma',
  'language.label': 'Idioma de la aplicación',
  'language.system': 'Predeterminado del sistema ({{language}})',
  'language.help': 'Cambia al instante, sin reiniciar. Los números y las fechas siguen el idioma.',
} satisfies Catalogue;
