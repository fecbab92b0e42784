// Why a watched file is held (shared/errors/english-guards.ts), in Italian.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'watch.held': '{{why, clause}}. {{hint}}',
  'watch.releaseHint':
    'Non è stato inviato nulla. Se il file è corretto, rimettilo nella cartella sorvegliata ed esegui watch con --release-held (oppure usa Rilascia sull’automazione nell’app) per inviarlo.',
  'watch.guard.empty': 'Trattenuto dalla protezione per file vuoti: il file non ha righe.',
  'watch.guard.emptyFile': 'Trattenuto dalla protezione per file vuoti: {{why, clause}}.',
  'watch.guard.unreadable': 'Trattenuto dalla protezione per file illeggibili: {{why, clause}}.',
  'watch.guard.by1': 'Trattenuto da {{first}}.',
  'watch.guard.by2': 'Trattenuto da {{first}}; e da {{second}}.',
  'watch.guard.by3': 'Trattenuto da {{first}}; e da {{second}}; e da {{third}}.',
  'watch.guard.rows':
    'la protezione sul numero di righe: {{rows}} righe, il {{share}}% delle {{lastRows}} righe di {{file}}; la soglia è {{guard}}%',
  'watch.guard.zeroed': 'la protezione sulle giacenze azzerate: {{shares}}; la soglia è {{guard}}%',
  'watch.guard.zeros': 'porterebbe a 0 {{zeros}} delle {{touched}} quantità che tocca{{feed}}, il {{share}}%',
  'watch.guard.zerosAtDc':
    'nel DC {{dc}} porterebbe a 0 {{zeros}} delle {{touched}} quantità che vi tocca{{feed}}, il {{share}}%',
  'watch.guard.feed': ', di cui {{count}} quantità non presenti nel file (feed completo)',
  'watch.guard.invalid':
    'la protezione sulle righe non valide: {{invalid}} delle sue {{rows}} righe non sono valide, il {{share}}%; la soglia è {{guard}}%',
  'watch.after.notMoved':
    'Importato come lavoro {{job}}, ma non è stato possibile spostare il file in {{to}}/ ({{why}}); le sue cartelle di lavoro restano dove sono state scritte.',
  'watch.after.changed':
    '{{file}} è stato modificato o sostituito mentre il lavoro {{job}} importava la versione prelevata (SHA-256 {{sha}}...); resta nella cartella per la prossima esecuzione.',
  'watch.after.notCreated': '(non creato)',
  'watch.after.importedBut': 'Importato come lavoro {{job}}, ma: {{why}}',
  'watch.after.withHint': '{{message}} {{hint}}',
} satisfies Catalogue;
