// What to do about a failed call and a mass change (shared/errors/english-api.ts), in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'api.hint.noAnswer':
    'Es kam keine Antwort (Verbindung abgebrochen oder Zeitüberschreitung): Prüfen Sie das Netzwerk und führen Sie den Lauf erneut aus; fertige Zeilen werden nicht zweimal gesendet.',
  'api.hint.signIn': 'Die Anmeldung ist abgelaufen oder wurde widerrufen: Melden Sie sich erneut an.',
  'api.hint.forbidden':
    'Diese Verbindung darf das nicht: Prüfen Sie die bei der Anmeldung gewährten Berechtigungen und Profile.',
  'api.hint.notFound': 'Der Datensatz existiert nicht: Prüfen Sie die Schlüssel (IDs, Namen) in dieser Zeile.',
  'api.hint.notAcceptable':
    'Der Dienst hat die Anfrage aus Gründen auf seiner Seite abgelehnt (406 Not Acceptable): Versuchen Sie es später erneut.',
  'api.hint.timeout': 'Der Dienst konnte nicht rechtzeitig antworten: Versuchen Sie es später erneut.',
  'api.hint.tooLarge': 'Die Anfrage ist zu groß: Senden Sie weniger Zeilen pro Stapel.',
  'api.hint.urlTooLong': 'Die URL ist zu lang: Setzen Sie weniger Schlüssel in einen $filter.',
  'api.hint.contentType':
    'Der Dienst hat den Inhaltstyp abgelehnt: Das ist ein Fehler im Client, bitte melden Sie ihn.',
  'api.hint.tooMany':
    'Zu viele Anfragen: Werden Sie langsamer (senken Sie das Budget) und versuchen Sie es später erneut.',
  'api.hint.serviceFailed': 'Der Dienst ist fehlgeschlagen: Versuchen Sie es später erneut.',
  'api.hint.badValues': 'Der Dienst hat die Werte abgelehnt: Korrigieren Sie die Zeile so, wie es die Meldung sagt.',
  'api.hint.other': 'Prüfen Sie die Zeile anhand der Meldung und versuchen Sie es erneut.',
  'api.hint.gaveUp': '{{hint}} Bereits erledigte Zeilen werden nicht zweimal gesendet.',
  'api.hint.checkApplied':
    'Prüfen Sie im Dienst, ob die Änderung übernommen wurde, bevor Sie diese Zeile erneut ausführen.',
  'api.hint.resumeToSend': 'Setzen Sie den Auftrag fort, um sie zu senden.',
  'api.hint.resumeChecks': 'Setzen Sie den Auftrag fort: Er prüft diese Zeile, bevor er sie erneut sendet.',
  'api.page.sameLink':
    'Der Dienst hat denselben Link zur nächsten Seite zweimal geliefert ({{link}}); das Lesen wird angehalten, um eine Endlosschleife zu vermeiden.',
  'api.page.sameLinkHint':
    'Grenzen Sie die Abfrage ein (mit $filter oder $orderby) oder exportieren Sie erneut; die bisher gelesenen Seiten sind vollständig.',
  'api.page.otherHost': 'Der Link zur nächsten Seite zeigt auf {{origin}}, einen anderen Host als den des Dienstes.',
  'api.page.otherHostHint': 'Prüfen Sie die Dienstadresse dieser Verbindung.',
  'api.page.notList': '{{path}} hat nicht mit einer Liste geantwortet (kein „value“-Array).',
  'api.page.notListHint': 'Prüfen Sie, ob der Pfad einen Listen-Endpunkt benennt.',
  'api.page.loop':
    'Der Dienst antwortete auf {{where}} nach {{rows}} von {{expected}} Zeilen mit {{loop}}; das Lesen wird angehalten, um eine Endlosschleife zu vermeiden.',
  'api.page.loopHint':
    'Exportieren Sie erneut oder grenzen Sie die Abfrage mit einem $filter ein; die bisher gelesenen Zeilen bleiben erhalten.',
  'api.page.repeated': 'einer Seite bereits gelesener Zeilen',
  'api.page.emptyWithNext': 'einer leeren Seite, die noch auf eine nächste verweist',
  'job.finding.deletes': '{{deletes}} Zeilen löschen (mehr als {{limit}})',
  'job.finding.zeros':
    '{{zeros}} der {{quantities}} Mengen, die er ändert, auf 0 setzen ({{share}} %, mehr als {{limit}} %)',
  'job.finding.negative': '{{count}} negative Menge senden',
  'job.finding.negatives': '{{count}} negative Mengen senden',
  'job.finding.rows': '{{finding}}: {{rows}}',
  'job.finding.rowsMore': '{{finding}}: {{rows}}; und {{more}} weitere',
  'job.finding.row': 'Zeile {{row}}{{sku}}{{dc}}{{value}}',
  'job.finding.sku': ', SKU {{sku}}',
  'job.finding.dc': ', DC {{dc}}',
  'job.finding.value': ', {{value}}',
  'job.findings.two': '{{first}} und {{second}}',
  'job.findings.three': '{{first}}, {{second}} und {{third}}',
} satisfies Catalogue;
