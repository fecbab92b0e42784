// What a run says once about its rows (shared/i18n/locales/en/engine-notes.ts), in Spanish.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'note.codeMatched':
    'El código «{{typed}}» (fila {{rows}}) es el centro «{{code}}»: el servicio compara los códigos sin distinguir mayúsculas ni espacios alrededor, así que se usó «{{code}}».',
  'note.totalRow': '{{rows}} es una fila de total de la exportación: se ignoró y no se envió nada por ella.',
  'note.totalRows': '{{rows}} son filas de total de la exportación: se ignoraron y no se envió nada por ellas.',
  'note.totalRowFirst': 'Fila {{row}} («{{label}}» en la celda {{cell}})',
  'note.totalRowNext': 'fila {{row}} («{{label}}» en la celda {{cell}})',
} satisfies Catalogue;
