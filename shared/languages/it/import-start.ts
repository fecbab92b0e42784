// La schermata iniziale (modelli, file di esempio, file recenti) e la nota delle corrispondenze
// di valori sulle voci che un file non usa (issue 42), a parte da import.ts (300 righe).
import type { Catalogue } from '../../i18n/index.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'dalla mappatura',
  'map.decimalWhy.given': 'indicato per questa esecuzione (--decimal)',
  'values.notInFile_one':
    '{{n}} altra voce riguarda un valore che questo file non contiene: non elencata, applicata comunque.',
  'values.notInFile_many':
    '{{n}} di altre voci riguardano valori che questo file non contiene: non elencate, applicate comunque.',
  'values.notInFile_other':
    '{{n}} altre voci riguardano valori che questo file non contiene: non elencate, applicate comunque.',
  'start.templates': 'Inizia da un modello',
  'start.templatesHint': "Una cartella di lavoro vuota con le colonne che l'importazione riconosce da sé.",
  'start.template': 'Scarica il modello: {{resource}}',
  'start.templateSaved': 'Modello salvato: {{path}}',
  'start.samples': 'Prova un file di esempio',
  'start.samplesHint': "Piccoli file per provare l'importazione con la sandbox integrata.",
  'start.openSample': "Apri l'esempio {{name}}",
  'start.recent': 'File recenti',
  'start.noRecent': 'I file che apri compaiono qui.',
  'start.openRecent': 'Riapri {{name}}',
  'start.gone': '{{path}} non esiste più: è stato spostato o eliminato.',
} satisfies Catalogue;
