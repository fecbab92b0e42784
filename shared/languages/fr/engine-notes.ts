// What a run says once about its rows (shared/i18n/locales/en/engine-notes.ts), in French.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'note.codeMatched':
    'Le code « {{typed}} » (ligne {{rows}}) est le centre « {{code}} » : le service compare les codes sans tenir compte de la casse ni des espaces autour, donc « {{code}} » a été utilisé.',
  'note.totalRow': '{{rows}} est une ligne de total de l’export : ignorée, rien n’a été envoyé pour elle.',
  'note.totalRows': '{{rows}} sont des lignes de total de l’export : ignorées, rien n’a été envoyé pour elles.',
  'note.totalRowFirst': 'Ligne {{row}} (« {{label}} » dans la cellule {{cell}})',
  'note.totalRowNext': 'ligne {{row}} (« {{label}} » dans la cellule {{cell}})',
} satisfies Catalogue;
