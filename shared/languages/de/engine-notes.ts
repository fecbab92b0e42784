// What a run says once about its rows (shared/i18n/locales/en/engine-notes.ts), in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'note.codeMatched':
    'Code „{{typed}}“ (Zeile {{rows}}) ist das Zentrum „{{code}}“: Der Dienst vergleicht Codes ohne Groß-/Kleinschreibung und umgebende Leerzeichen, daher wurde „{{code}}“ verwendet.',
  'note.totalRow': '{{rows}} ist eine Summenzeile des Exports: ignoriert, für sie wurde nichts gesendet.',
  'note.totalRows': '{{rows}} sind Summenzeilen des Exports: ignoriert, für sie wurde nichts gesendet.',
  'note.totalRowFirst': 'Zeile {{row}} („{{label}}“ in Zelle {{cell}})',
  'note.totalRowNext': 'Zeile {{row}} („{{label}}“ in Zelle {{cell}})',
} satisfies Catalogue;
