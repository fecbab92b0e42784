// What main/sheets says when it cannot read or write a spreadsheet, in German.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'sheet.at': '{{what}} ({{file}}). {{hint}}',
  'sheet.atRow': '{{what}} ({{file}}, Zeile {{row}}). {{hint}}',
  'sheet.cannotWriteKind': 'Eine „{{ext}}“-Datei kann nicht geschrieben werden',
  'sheet.cannotWriteNameless': 'Eine Datei ohne Endung kann nicht geschrieben werden',
  'sheet.cannotWriteKindHint': 'Geben Sie der Ausgabe einen Namen auf .xlsx oder .csv.',
  'sheet.tooLargeToWrite': 'Die Arbeitsmappe ist zu groß zum Schreiben (über 4 GB)',
  'sheet.tooLargeToWriteHint': 'Exportieren Sie weniger Zeilen oder Spalten pro Datei, oder wählen Sie .csv.',
  'sheet.lockFile':
    '{{name}} ist die Sperrdatei, die Excel anlegt, solange {{shown}} in Excel geöffnet ist, keine Arbeitsmappe',
  'sheet.lockFileRealHint':
    'Wählen Sie die echte Datei: {{real}} (speichern Sie sie zuerst in Excel, damit der Import Ihre letzten Änderungen liest).',
  'sheet.lockFileHint':
    'Wählen Sie die echte Datei ({{shown}} oder die Arbeitsmappe, deren Name auf „{{rest}}“ endet) in {{folder}}; speichern Sie sie zuerst in Excel.',
  'sheet.cannotWrite': 'Die Datei kann nicht geschrieben werden',
  'sheet.cannotWriteCode': 'Die Datei kann nicht geschrieben werden ({{code}})',
  'sheet.noFolderHint': 'Legen Sie zuerst den Ordner an, oder wählen Sie einen anderen Ort.',
  'sheet.cannotWriteHint':
    'Wählen Sie einen Ordner, in den Sie schreiben dürfen, und schließen Sie die Datei, falls sie in Excel geöffnet ist.',
  'sheet.cannotReplace': 'Die Datei kann nicht ersetzt werden',
  'sheet.cannotReplaceCode': 'Die Datei kann nicht ersetzt werden ({{code}})',
  'sheet.cannotReplaceHint':
    'Schließen Sie sie, falls sie in Excel geöffnet ist; die fertigen Daten liegen in {{partial}}.',
  'sheet.whatFile': 'Datei',
  'sheet.whatSheet': 'Blatt „{{sheet}}“',
  'sheet.headerPastEnd': 'Kopfzeile {{header}} liegt hinter der letzten Zeile ({{what}}: Zeile {{last}})',
  'sheet.headerEmpty': 'Kopfzeile {{header}} ist leer ({{what}})',
  'sheet.headerRowHint':
    'Wählen Sie die Zeile mit den Spaltennamen, oder lassen Sie die Angabe weg, um sie zu erkennen.',
  'sheet.noData': 'Keine Daten ({{what}})',
  'sheet.noDataHint': 'Wählen Sie eine Datei mit einer Kopfzeile und Datenzeilen.',
  'sheet.headerNotNumber': 'Kopfzeile {{header}} ist keine Zeilennummer',
  'sheet.headerNotNumberHint': 'Geben Sie eine ganze Zahl ab 1 an.',
  'sheet.rowTooLarge': 'Eine Zeile ist größer als 16 MiB',
  'sheet.rowTooLargeHint':
    'Kürzen Sie sie, oder, falls sie kurz sein sollte, ergänzen Sie das fehlende schließende Anführungszeichen (").',
  'sheet.tooManyColumns': 'Eine Zeile hat mehr als {{max}} Spalten',
  'sheet.tooManyColumnsCsvHint':
    'Excel erlaubt höchstens 16.384 Spalten: Prüfen Sie das Trennzeichen, oder teilen Sie die Datei.',
  'sheet.tooManyColumnsXlsxHint':
    'Excel erlaubt höchstens 16.384 Spalten: Entfernen Sie die überzähligen Spalten, oder teilen Sie das Blatt.',
  'sheet.cellTooLarge': 'Eine Zelle ist größer als 1 MiB',
  'sheet.cellTooLargeCsvHint':
    'Kürzen Sie die Zelle (der Dienst nimmt höchstens 32.000 Zeichen pro Wert an), oder, falls sie kurz sein sollte, ergänzen Sie das fehlende schließende Anführungszeichen (").',
  'sheet.cellTooLargeXlsxHint': 'Kürzen Sie die Zelle: Der Dienst nimmt höchstens 32.000 Zeichen pro Wert an.',
  'sheet.noSuchSheet': 'Es gibt kein Blatt namens „{{sheet}}“',
  'sheet.noSuchSheetHint': 'Wählen Sie eines von: {{sheets}}.',
  'sheet.unreadableWorkbook': 'Die Arbeitsmappe konnte nicht gelesen werden ({{detail}})',
  'sheet.resaveOrCsvHint':
    'Öffnen Sie sie in Excel und speichern Sie sie erneut als Excel-Arbeitsmappe (.xlsx), oder exportieren Sie das Blatt als CSV.',
  'sheet.damaged': 'Die Arbeitsmappe ist beschädigt oder unvollständig',
  'sheet.damagedHint':
    'Sie wurde vielleicht beim Kopieren oder Herunterladen abgeschnitten: Holen Sie eine frische Kopie, oder öffnen Sie sie in Excel und speichern Sie sie erneut.',
  'sheet.passwordProtected': 'Die Arbeitsmappe ist kennwortgeschützt',
  'sheet.passwordProtectedHint':
    'Öffnen Sie sie in Excel, entfernen Sie das Kennwort (Datei > Informationen > Arbeitsmappe schützen) und speichern Sie sie als .xlsx ohne Kennwort.',
  'sheet.passwordProtectedShortHint':
    'Öffnen Sie sie in Excel, entfernen Sie das Kennwort und speichern Sie sie als .xlsx ohne Kennwort.',
  'sheet.oldXls': 'Dies ist eine alte Excel-97-2003-Arbeitsmappe (.xls)',
  'sheet.oldXlsHint': 'Öffnen Sie sie in Excel oder LibreOffice und speichern Sie sie als Excel-Arbeitsmappe (.xlsx).',
  'sheet.passwordOrXls': 'Die Arbeitsmappe ist kennwortgeschützt oder im alten .xls-Format',
  'sheet.passwordOrXlsHint':
    'Öffnen Sie sie in Excel, entfernen Sie ein Kennwort und speichern Sie sie als .xlsx ohne Kennwort (Excel-Arbeitsmappe).',
  'sheet.emptyFile': 'Die Datei ist leer',
  'sheet.emptyWorkbookHint': 'Wählen Sie eine Arbeitsmappe mit Daten.',
  'sheet.emptyFileHint': 'Wählen Sie eine Datei mit einer Kopfzeile und Daten.',
  'sheet.notXlsx': 'Dies ist keine Excel-Arbeitsmappe (.xlsx)',
  'sheet.notXlsxHint':
    'Ist es eine CSV-Datei, benennen Sie sie in .csv um; sonst öffnen Sie sie in Excel und speichern Sie sie als .xlsx.',
  'sheet.tooManyParts': 'Die Arbeitsmappe hat {{count}} Teile, weit mehr als eine echte Arbeitsmappe',
  'sheet.tooManyPartsHint': 'Speichern Sie sie in Excel erneut.',
  'sheet.zipBomb':
    'Die Arbeitsmappe entpackt sich zu einer unvernünftigen Größe (eine Zip-Bombe oder eine beschädigte Datei)',
  'sheet.zipBombHint': 'Öffnen Sie sie in Excel und speichern Sie eine Kopie, oder exportieren Sie das Blatt als CSV.',
  'sheet.ods': 'Dies ist eine OpenDocument-Tabelle (.ods), keine .xlsx-Arbeitsmappe',
  'sheet.odsHint':
    'Öffnen Sie sie in LibreOffice Calc oder Excel und speichern Sie sie als Excel-Arbeitsmappe (.xlsx).',
  'sheet.xlsb': 'Dies ist eine binäre Excel-Arbeitsmappe (.xlsb), die nicht gelesen werden kann',
  'sheet.saveAsXlsxHint': 'Öffnen Sie sie in Excel und speichern Sie sie als Excel-Arbeitsmappe (.xlsx).',
  'sheet.zipNotWorkbook': 'Diese Zip-Datei ist keine Excel-Arbeitsmappe',
  'sheet.noWorksheets': 'Die Arbeitsmappe hat keine Arbeitsblätter',
  'sheet.noWorksheetsHint': 'Fügen Sie ein Blatt mit einer Kopfzeile und Daten hinzu.',
  'sheet.notRegular': '{{path}} ist {{kind}}, keine gewöhnliche Datei',
  'sheet.kind.folder': 'ein Ordner',
  'sheet.kind.fifo': 'eine benannte Pipe (FIFO)',
  'sheet.kind.charDevice': 'ein zeichenorientiertes Gerät',
  'sheet.kind.blockDevice': 'ein blockorientiertes Gerät',
  'sheet.kind.socket': 'ein Socket',
  'sheet.kind.other': 'keine gewöhnliche Datei',
  'sheet.notRegularHint': 'Geben Sie den Pfad einer auf der Festplatte gespeicherten .csv- oder .xlsx-Datei an.',
  'sheet.utf16Le': 'Diese Datei ist UTF-16-Text (Little-Endian, ohne Byte-Order-Mark), nicht {{encoding}}',
  'sheet.utf16Be': 'Diese Datei ist UTF-16-Text (Big-Endian, ohne Byte-Order-Mark), nicht {{encoding}}',
  'sheet.utf16Hint': 'Wählen Sie die Kodierung UTF-16, oder lassen Sie die Kodierung erkennen.',
  'sheet.notText': 'Dies ist keine Textdatei',
  'sheet.notTextZipHint': 'Sie sieht aus wie eine Excel-Arbeitsmappe: Benennen Sie sie in .xlsx um.',
  'sheet.notTextHint':
    'Speichern Sie die Daten als CSV (durch Komma oder Semikolon getrennt, UTF-8) oder als .xlsx und wählen Sie diese Datei.',
  'sheet.badDelimiter': 'Das Trennzeichen {{delimiter}} kann nicht verwendet werden',
  'sheet.badDelimiterHint': 'Wählen Sie ein einzelnes Zeichen wie {{delimiters}}.',
  'sheet.strayQuote':
    'Ein verirrtes Anführungszeichen in Zeile {{line}}, Spalte {{letter}} ({{column}}): {{snippet}} {{what}}',
  'sheet.quote.neverCloses':
    'öffnet eine Zelle in Anführungszeichen, die nie schließt, sodass der Rest der Datei in sie gelesen würde',
  'sheet.quote.notAtEnd': 'schließt nicht dort, wo die Zelle endet, sodass die Zellen danach falsch gelesen würden',
  'sheet.quote.runsOnOne':
    'läuft über das Zeilenende hinaus und schließt eine Zeile ein, die wie eine eigene Zeile aussieht',
  'sheet.quote.runsOn':
    'läuft über das Zeilenende hinaus und schließt {{count}} Zeilen ein, die wie eigene Zeilen aussehen',
  'sheet.quoteFixHint':
    'Eine Zelle beginnt mit einem Anführungszeichen: Setzen Sie die ganze Zelle in Anführungszeichen und verdoppeln Sie das Anführungszeichen darin, oder speichern Sie die Datei erneut aus dem Tabellenprogramm.',
  'sheet.notFound': 'Datei nicht gefunden',
  'sheet.notFoundHint': 'Prüfen Sie den Pfad und den Dateinamen und versuchen Sie es erneut.',
  'sheet.isFolder': 'Dies ist ein Ordner, keine Datei',
  'sheet.isFolderHint': 'Wählen Sie eine .csv- oder .xlsx-Datei.',
  'sheet.permission': 'Keine Berechtigung zum Lesen der Datei',
  'sheet.permissionHint': 'Schließen Sie die Datei in anderen Programmen, oder prüfen Sie ihre Berechtigungen.',
  'sheet.cannotRead': 'Die Datei konnte nicht gelesen werden: {{detail}}',
  'sheet.cannotReadHint': 'Prüfen Sie, ob die Datei eine gültige .csv- oder .xlsx-Datei ist und nicht verwendet wird.',
} satisfies Catalogue;
