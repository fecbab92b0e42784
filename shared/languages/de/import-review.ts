// Review's own service check, its statuses, the reasons rows will fail for and the detail
// pane (issue 42), kept apart from import.ts so that file stays within 300 lines.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'check.label': 'Prüfung beim Dienst',
  'check.progress': 'SKUs, Verteilzentren und aktuelle Werte werden beim Dienst geprüft…',
  'check.progressOf': 'Prüfung beim Dienst… {{done}} von {{total}}',
  'check.done': 'Beim Dienst geprüft: Jeder Status sagt, was Senden tun wird.',
  'check.failed':
    'Nicht geprüft: SKUs, Verteilzentren und aktuelle Werte konnten nicht geprüft werden ({{error}}). Senden prüft sie, bevor etwas gesendet wird.',
  'check.waiting': 'Die Prüfung beim Dienst läuft nach Ihrer Korrektur erneut…',
  'status.willFail': 'Schlägt fehl: {{reason}}',
  'status.negative': 'Negativ',
  'status.setToZero': 'Setzt auf 0',
  'reason.unknownSku': 'unbekannte SKU',
  'reason.unknownDc': 'unbekanntes Verteilzentrum',
  'reason.missing': 'Wert fehlt',
  'reason.notWhole': 'keine ganze Zahl',
  'reason.notNumber': 'keine Zahl',
  'reason.tooLong': 'zu lang',
  'reason.other': 'ungültiger Wert',
  'review.chooseRow': 'Gehen Sie zu einer Zeile, um hier ihre ganze Meldung und die Korrektur zu lesen.',
  'review.detailIssue': '{{column}}: {{message}}',
  'review.detailFix': 'Korrektur: {{fix}}',
  'reasons.label': 'Zeilen, die fehlschlagen werden, nach Grund',
  'reasons.group_one': '{{reason}}: {{n}} Zeile ({{first}})',
  'reasons.group_other': '{{reason}}: {{n}} Zeilen ({{first}})',
  'reasons.atLeast': 'gezählt über die ersten 200.000 Problemzeilen',
  'reasons.all': 'Alle Probleme',
  // Counts in rows, never rows and values mixed (issue 42).
  'review.countsLineValues':
    '{{values}} Werte: Bereit {{ready}} · Ungültig {{invalid}} · Übersprungen {{skipped}} · Unverändert {{unchanged}}',
  'plan.rows.create_one': '{{n}} Zeile wird angelegt',
  'plan.rows.create_other': '{{n}} Zeilen werden angelegt',
  'plan.rows.update_one': '{{n}} Zeile wird aktualisiert',
  'plan.rows.update_other': '{{n}} Zeilen werden aktualisiert',
  'plan.rows.delete_one': '{{n}} Zeile wird gelöscht',
  'plan.rows.delete_other': '{{n}} Zeilen werden gelöscht',
} satisfies Catalogue;
