import type { Catalogue } from '../../i18n/index.js';

export default {
  title: 'Cronologia',
  undoStatus: 'Stato dell’annullamento',
  undone: 'Esecuzione {{id}} annullata: {{counts}}',
  undoneNothing: 'niente da modificare',
  undoAnyway: 'Annulla comunque l’esecuzione {{id}}, entrambi i passi',
  empty: 'Ancora nessuna esecuzione.',
  'table.region': 'Esecuzioni passate, scorrevole',
  'table.label': 'Esecuzioni passate',
  'table.started': 'Avviata',
  'table.file': 'File',
  'table.resource': 'Risorsa',
  'table.state': 'Stato',
  'table.counts': 'Conteggi',
  'table.actions': 'Azioni',
  'state.running': 'in corso',
  'state.paused': 'in pausa',
  'state.cancelled': 'annullata',
  'state.finished': 'completata',
  'state.failed': 'non riuscita',
  'state.interrupted': 'interrotta',
  'state.idle': 'inattiva',
  'state.held': 'fermata, non inviata',
  'row.dryRun': 'simulazione ({{state}}, nulla inviato)',
  'row.wouldBe': 'risultato previsto: {{counts}}',
  'row.resume': 'Riprendi l’esecuzione {{id}}',
  'row.open': 'Apri il report {{id}}',
  'row.undo': 'Annulla l’esecuzione {{id}}',
  'row.resumeShort': 'Riprendi',
  'row.openShort': 'Report',
  'row.undoShort': 'Annulla',
  'row.undoOf': 'Annullamento dell’esecuzione sopra',
  'prune.before': 'Rimuovi i journal delle esecuzioni terminate più di',
  'prune.after': 'giorni fa',
  'prune.button': 'Rimuovi i journal vecchi',
  'prune.status': 'Journal rimossi',
  'prune.removed_one':
    'Rimosso {{removed}} journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute.',
  'prune.removed_many':
    'Rimossi {{removed}} di journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute.',
  'prune.removed_other':
    'Rimossi {{removed}} journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute.',
  'prune.removedKeeping_one':
    'Rimosso {{removed}} journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute (non terminati, mantenuti per la ripresa: {{unfinished}}).',
  'prune.removedKeeping_many':
    'Rimossi {{removed}} di journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute (non terminati, mantenuti per la ripresa: {{unfinished}}).',
  'prune.removedKeeping_other':
    'Rimossi {{removed}} journal, liberati {{size}}; cartelle dei risultati e di annullamento mantenute (non terminati, mantenuti per la ripresa: {{unfinished}}).',
} satisfies Catalogue;
