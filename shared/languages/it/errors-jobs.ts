// What a run, an undo and an export say when they refuse, in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'job.fileChanged': 'Il file {{file}} manca o è cambiato da quando è iniziato il lavoro {{job}}',
  'job.fileChangedHint':
    'Rimettete il file originale per riprendere questo lavoro, o avviate una nuova importazione con il file cambiato.',
  'job.sumNoValue':
    '--duplicates sum somma il valore delle righe di una chiave: {{resource}} non ha un singolo valore da sommare.',
  'job.sumNoValueHint':
    'Usate --duplicates last o first, o correggete il file in modo che ogni chiave compaia una sola volta.',
  'job.notPickedUp': 'Il file {{file}} non è quello che è stato prelevato: il suo SHA-256 è {{sha}}, non {{expected}}',
  'job.notPickedUpHint': 'Non è stato inviato nulla. Depositate di nuovo il file.',
  'job.undoDryRun': 'Il lavoro {{job}} era una prova: non ha cambiato nulla',
  'job.undoDryRunHint': 'Non c’è nulla da annullare.',
  'job.undoUnfinished': 'Il lavoro {{job}} non è finito (stato: {{status}})',
  'job.undoUnfinishedHint': 'Finitelo prima (`resume {{job}}`), poi annullatelo.',
  'job.undoMissing': 'Manca la cartella di annullamento del lavoro {{job}}: {{file}}',
  'job.undoMissingHint': 'Rimettetela per annullare il lavoro.',
  'job.fullFeedResource':
    'La modalità a flusso completo funziona solo per DCQuantities, non per {{resource}}: mette a 0 le quantità che un file non elenca più, e {{resource}} non ha un tale valore di "non ne resta".',
  'job.fullFeedResourceHint':
    'Eseguite senza --full-feed, o sorvegliate una cartella di file di quantità per centro di distribuzione.',
  'job.fullFeedDc': '--full-feed-dcs: "{{entry}}" non è un centro di distribuzione di questa connessione.',
  'job.fullFeedDcList':
    '--full-feed-dcs: "{{entry}}" non è un centro di distribuzione di questa connessione; ci sono {{dcs}}.',
  'job.fullFeedDcHint':
    'Indicate i centri di distribuzione del flusso per ID, codice o nome, separati da virgole (ad es. --full-feed-dcs 1,2,3).',
  'job.held': 'Il lavoro {{job}} è stato trattenuto il {{at}} e non è stato inviato nulla: {{reason, clause}}.',
  'job.heldHint':
    'Riprenderlo invia il suo piano come fatto allora. Se è voluto, confermatelo come quando si rilascia il suo file: resume {{job}} --release-held (o --allow-mass-change). Altrimenti importate un nuovo file.',
  'job.wrongResource':
    'Queste colonne sembrano di {{other}}, non di {{resource}}: {{columns}}. Non è stato inviato nulla',
  'job.wrongResourceHint':
    'Eseguite con --resource {{other}} (o scegliete {{other}} nell’app). Per prenderle comunque come {{resource}}, associate ogni colonna a mano in un file di associazione (--mapping).',
  'job.massChange': 'Non è stato inviato nulla: questa esecuzione avrebbe dovuto {{findings}}',
  'job.massChangeHint':
    'Controllate il file e l’associazione. Se è voluto, confermatelo: eseguite `resume {{job}} --allow-mass-change` (o importate di nuovo con --allow-mass-change).',
  'job.undoMassChange': 'Non è stato inviato nulla: questo annullamento avrebbe dovuto {{reasons}}',
  'job.undoMassChangeHint':
    'Se è voluto, confermatelo: eseguite `undo {{job}} --allow-mass-change` (l’annullamento ripristina allora i vecchi valori ed elimina ciò che l’esecuzione ha creato, entrambi i passi).',
  'export.keyedNotApplicable': 'Un’esportazione per chiavi non si applica a {{resource}}',
  'export.keyedNotApplicableHint': 'Usate un’esportazione di elenco per questo.',
  'export.cannotExport': "Impossibile esportare '{{resource}}'",
  'export.cannotExportHint':
    'Esportate uno tra: {{lists}} (o un’esportazione per chiavi di DCQuantities, AttributeValues, CustomFields con --keys).',
  'export.noCatalogue': "Impossibile esportare l’intero catalogo come '{{resource}}'",
  'export.noCatalogueHint': 'Usate {{first}} o {{second}}.',
  'export.noTemplate': "Nessun modello per '{{resource}}'",
  'export.noTemplateHint': 'Create un modello per uno tra: {{resources}}.',
  'export.noFilterField': '{{set}} non ha il campo {{field}} (nel filtro)',
  'export.noField': '{{set}} non ha il campo {{fields}}',
  'export.fieldsHint': 'Campi: {{fields}}.',
  'export.cannotExpand': "{{set}} non può espandere '{{name}}'",
  'export.expandHint': 'Espandere: {{choices}}.',
  'export.expandAllHint': 'Espandere: {{before}}* (tutte tra {{navs}}){{after}}.',
  'export.nothingToExpandHint': 'Questo elenco non ha nulla da espandere.',
  'export.cannotOrder': "{{set}} non può essere ordinato per '{{property}}'",
  'export.orderHint': 'Ordinare per: {{choices}}.',
  'export.notRows': "'{{top}}' non è un numero di righe",
  'export.notRowsHint': 'Chiedete un numero intero di righe, 0 o più.',
  'out.badExtension': 'Il file di risultato {{out}} deve finire in .xlsx o .csv',
  'out.badExtensionHint': 'Date a --out un nome .xlsx o .csv.',
  'out.noFolder': 'La cartella del file di risultato {{out}} non esiste',
  'out.noFolderHint': 'Create prima {{folder}}, o scegliete un altro posto per --out.',
  'out.notWritable': 'Impossibile scrivere nella cartella {{folder}}',
  'out.notWritableHint': 'Scegliete per --out una cartella in cui potete scrivere.',
} satisfies Catalogue;
