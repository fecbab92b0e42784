// What a run says once about its rows (shared/i18n/locales/en/engine-notes.ts), in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'note.codeMatched':
    'Il codice "{{typed}}" (riga {{rows}}) è il centro "{{code}}": il servizio confronta i codici senza distinguere maiuscole né spazi attorno, quindi è stato usato "{{code}}".',
  'note.totalRow': '{{rows}} è una riga di totale dell’esportazione: ignorata, non è stato inviato nulla per essa.',
  'note.totalRows': '{{rows}} sono righe di totale dell’esportazione: ignorate, non è stato inviato nulla per esse.',
  'note.totalRowFirst': 'Riga {{row}} ("{{label}}" nella cella {{cell}})',
  'note.totalRowNext': 'riga {{row}} ("{{label}}" nella cella {{cell}})',
} satisfies Catalogue;
