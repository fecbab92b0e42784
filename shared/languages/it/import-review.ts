// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'check.label': 'Verifica con il servizio',
  'check.progress': 'Verifica di SKU, centri di distribuzione e valori attuali con il servizio…',
  'check.progressOf': 'Verifica con il servizio… {{done}} di {{total}}',
  'check.done': 'Verificato con il servizio: ogni stato dice cosa farà l’invio.',
  'check.failed':
    'Non verificato: non è stato possibile verificare SKU, centri di distribuzione e valori attuali ({{error}}). L’invio li verifica prima di inviare qualcosa.',
  'check.waiting': 'La verifica con il servizio riparte dopo la correzione…',
  'status.willFail': 'Fallirà: {{reason}}',
  'status.negative': 'Negativo',
  'status.setToZero': 'Imposterà a 0',
  'reason.unknownSku': 'SKU sconosciuto',
  'reason.unknownDc': 'centro di distribuzione sconosciuto',
  'reason.missing': 'valore mancante',
  'reason.notWhole': 'non è un numero intero',
  'reason.notNumber': 'non è un numero',
  'reason.tooLong': 'troppo lungo',
  'reason.other': 'valore non valido',
  'review.chooseRow': 'Spostati su una riga per leggere qui il messaggio intero e come correggerlo.',
  'review.detailIssue': '{{column}}: {{message}}',
  'review.detailFix': 'Correzione: {{fix}}',
  'reasons.label': 'Righe che falliranno, per motivo',
  'reasons.group_one': '{{reason}}: {{n}} riga ({{first}})',
  'reasons.group_other': '{{reason}}: {{n}} righe ({{first}})',
  'reasons.group_many': '{{reason}}: {{n}} righe ({{first}})',
  'reasons.atLeast': 'contato sulle prime 200.000 righe con problemi',
  'reasons.all': 'Tutti i problemi',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} valori: Pronti {{ready}} · Non validi {{invalid}} · Saltati {{skipped}} · Invariati {{unchanged}}',
  'plan.rows.create_one': '{{n}} riga da creare',
  'plan.rows.create_other': '{{n}} righe da creare',
  'plan.rows.create_many': '{{n}} righe da creare',
  'plan.rows.update_one': '{{n}} riga da aggiornare',
  'plan.rows.update_other': '{{n}} righe da aggiornare',
  'plan.rows.update_many': '{{n}} righe da aggiornare',
  'plan.rows.delete_one': '{{n}} riga da eliminare',
  'plan.rows.delete_other': '{{n}} righe da eliminare',
  'plan.rows.delete_many': '{{n}} righe da eliminare',
} satisfies Catalogue;
