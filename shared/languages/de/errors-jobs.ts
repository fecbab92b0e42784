// What a run, an undo and an export say when they refuse, in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'job.fileChanged': 'Die Datei {{file}} fehlt oder wurde geändert, seit Auftrag {{job}} begann',
  'job.fileChangedHint':
    'Legen Sie die ursprüngliche Datei zurück, um diesen Auftrag fortzusetzen, oder starten Sie einen neuen Import mit der geänderten Datei.',
  'job.sumNoValue':
    '--duplicates sum addiert den Wert der Zeilen eines Schlüssels: {{resource}} hat keinen einzelnen Wert zum Addieren.',
  'job.sumNoValueHint':
    'Verwenden Sie --duplicates last oder first, oder korrigieren Sie die Datei, sodass jeder Schlüssel nur einmal vorkommt.',
  'job.notPickedUp':
    'Die Datei {{file}} ist nicht die, die abgeholt wurde: ihr SHA-256 ist {{sha}}, nicht {{expected}}',
  'job.notPickedUpHint': 'Es wurde nichts gesendet. Legen Sie die Datei erneut ab.',
  'job.undoDryRun': 'Auftrag {{job}} war ein Probelauf: Er hat nichts geändert',
  'job.undoDryRunHint': 'Es gibt nichts rückgängig zu machen.',
  'job.undoUnfinished': 'Auftrag {{job}} ist nicht abgeschlossen (Status: {{status}})',
  'job.undoUnfinishedHint': 'Schließen Sie ihn zuerst ab (`resume {{job}}`) und machen Sie ihn dann rückgängig.',
  'job.undoMissing': 'Die Rückgängig-Arbeitsmappe von Auftrag {{job}} fehlt: {{file}}',
  'job.undoMissingHint': 'Legen Sie sie zurück, um den Auftrag rückgängig zu machen.',
  'job.fullFeedResource':
    'Der Vollabgleich funktioniert nur für DCQuantities, nicht für {{resource}}: Er setzt die Mengen, die eine Datei nicht mehr aufführt, auf 0, und {{resource}} hat keinen solchen „nichts mehr“-Wert.',
  'job.fullFeedResourceHint':
    'Führen Sie den Lauf ohne --full-feed aus, oder überwachen Sie einen Ordner mit DC-Mengendateien.',
  'job.fullFeedDc': '--full-feed-dcs: „{{entry}}“ ist kein Verteilzentrum dieser Verbindung.',
  'job.fullFeedDcList':
    '--full-feed-dcs: „{{entry}}“ ist kein Verteilzentrum dieser Verbindung; vorhanden sind {{dcs}}.',
  'job.fullFeedDcHint':
    'Geben Sie die Verteilzentren des Feeds per ID, Code oder Name an, durch Kommas getrennt (z. B. --full-feed-dcs 1,2,3).',
  'job.held': 'Auftrag {{job}} wurde am {{at}} zurückgehalten, und es wurde nichts gesendet: {{reason, clause}}.',
  'job.heldHint':
    'Fortsetzen sendet seinen Plan so, wie er damals erstellt wurde. Ist das gewollt, bestätigen Sie es wie bei der Freigabe seiner Datei: resume {{job}} --release-held (oder --allow-mass-change). Andernfalls importieren Sie eine neue Datei.',
  'job.wrongResource':
    'Diese Spalten sehen nach {{other}} aus, nicht nach {{resource}}: {{columns}}. Es wurde nichts gesendet',
  'job.wrongResourceHint':
    'Führen Sie den Lauf mit --resource {{other}} aus (oder wählen Sie {{other}} in der App). Um sie doch als {{resource}} zu übernehmen, ordnen Sie jede Spalte von Hand in einer Zuordnungsdatei zu (--mapping).',
  'job.massChange': 'Es wurde nichts gesendet: Dieser Lauf würde {{findings}}',
  'job.massChangeHint':
    'Prüfen Sie die Datei und die Zuordnung. Ist das gewollt, bestätigen Sie es: Führen Sie `resume {{job}} --allow-mass-change` aus (oder importieren Sie erneut mit --allow-mass-change).',
  'job.undoMassChange': 'Es wurde nichts gesendet: Dieses Rückgängigmachen würde {{reasons}}',
  'job.undoMassChangeHint':
    'Ist das gewollt, bestätigen Sie es: Führen Sie `undo {{job}} --allow-mass-change` aus (das Rückgängigmachen stellt dann die alten Werte wieder her und löscht, was der Lauf erstellt hat, beide Schritte).',
  'export.keyedNotApplicable': 'Ein Export nach Schlüsseln gilt nicht für {{resource}}',
  'export.keyedNotApplicableHint': 'Verwenden Sie dafür einen Listenexport.',
  'export.cannotExport': '„{{resource}}“ kann nicht exportiert werden',
  'export.cannotExportHint':
    'Exportieren Sie eines von: {{lists}} (oder einen Export nach Schlüsseln von DCQuantities, AttributeValues, CustomFields mit --keys).',
  'export.noCatalogue': 'Der ganze Katalog kann nicht als „{{resource}}“ exportiert werden',
  'export.noCatalogueHint': 'Verwenden Sie {{first}} oder {{second}}.',
  'export.noTemplate': 'Keine Vorlage für „{{resource}}“',
  'export.noTemplateHint': 'Erstellen Sie eine Vorlage für eines von: {{resources}}.',
  'export.noFilterField': '{{set}} hat kein Feld {{field}} (im Filter)',
  'export.noField': '{{set}} hat kein Feld {{fields}}',
  'export.fieldsHint': 'Felder: {{fields}}.',
  'export.cannotExpand': '{{set}} kann „{{name}}“ nicht erweitern',
  'export.expandHint': 'Erweitern: {{choices}}.',
  'export.expandAllHint': 'Erweitern: {{before}}* (alle von {{navs}}){{after}}.',
  'export.nothingToExpandHint': 'Diese Liste hat nichts zu erweitern.',
  'export.cannotOrder': '{{set}} kann nicht nach „{{property}}“ sortiert werden',
  'export.orderHint': 'Sortieren nach: {{choices}}.',
  'export.notRows': '„{{top}}“ ist keine Zeilenanzahl',
  'export.notRowsHint': 'Geben Sie eine ganze Zahl von Zeilen an, 0 oder mehr.',
  'out.badExtension': 'Die Ergebnisdatei {{out}} muss auf .xlsx oder .csv enden',
  'out.badExtensionHint': 'Geben Sie --out einen Namen auf .xlsx oder .csv.',
  'out.noFolder': 'Der Ordner der Ergebnisdatei {{out}} existiert nicht',
  'out.noFolderHint': 'Legen Sie zuerst {{folder}} an, oder wählen Sie einen anderen Ort für --out.',
  'out.notWritable': 'In den Ordner {{folder}} kann nicht geschrieben werden',
  'out.notWritableHint': 'Wählen Sie für --out einen Ordner, in den Sie schreiben dürfen.',
} satisfies Catalogue;
