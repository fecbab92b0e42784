// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'check.label': 'Controle bij de service',
  'check.progress': 'SKU’s, distributiecentra en huidige waarden worden bij de service gecontroleerd…',
  'check.progressOf': 'Controle bij de service… {{done}} van {{total}}',
  'check.done': 'Gecontroleerd bij de service: elke status zegt wat Verzenden zal doen.',
  'check.failed':
    'Niet gecontroleerd: SKU’s, distributiecentra en huidige waarden konden niet worden gecontroleerd ({{error}}). Verzenden controleert ze voordat er iets wordt verzonden.',
  'check.waiting': 'De controle bij de service loopt opnieuw na uw correctie…',
  'status.willFail': 'Mislukt: {{reason}}',
  'status.negative': 'Negatief',
  'status.setToZero': 'Zet op 0',
  'reason.unknownSku': 'onbekende SKU',
  'reason.unknownDc': 'onbekend distributiecentrum',
  'reason.missing': 'waarde ontbreekt',
  'reason.notWhole': 'geen geheel getal',
  'reason.notNumber': 'geen getal',
  'reason.tooLong': 'te lang',
  'reason.other': 'ongeldige waarde',
  'review.chooseRow': 'Ga naar een rij om hier het hele bericht en de correctie te lezen.',
  'review.detailIssue': '{{column}}: {{message}}',
  'review.detailFix': 'Correctie: {{fix}}',
  'reasons.label': 'Rijen die zullen mislukken, per reden',
  'reasons.group_one': '{{reason}}: {{n}} rij ({{first}})',
  'reasons.group_other': '{{reason}}: {{n}} rijen ({{first}})',
  'reasons.atLeast': 'geteld over de eerste 200.000 probleemregels',
  'reasons.all': 'Alle problemen',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} waarden: Gereed {{ready}} · Ongeldig {{invalid}} · Overgeslagen {{skipped}} · Ongewijzigd {{unchanged}}',
  'plan.rows.create_one': '{{n}} rij aan te maken',
  'plan.rows.create_other': '{{n}} rijen aan te maken',
  'plan.rows.update_one': '{{n}} rij bij te werken',
  'plan.rows.update_other': '{{n}} rijen bij te werken',
  'plan.rows.delete_one': '{{n}} rij te verwijderen',
  'plan.rows.delete_other': '{{n}} rijen te verwijderen',
} satisfies Catalogue;
