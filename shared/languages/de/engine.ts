import type { Catalogue } from '../../i18n/index.js';
import mapping from './engine-mapping.js';
import notes from './engine-notes.js';

export default {
  'check.keyEmpty': '{{field}} gehört zum Schlüssel und darf nicht leer sein (erhalten: {{value}}).',
  'check.notNullable': '{{field}} darf nicht leer sein (erhalten: {{value}}).',
  'check.giveValue': 'Geben Sie {{field}} einen Wert{{describe}}.',
  'check.wrongType': '{{field}}: {{value}} ist kein gültiger Wert vom Typ {{type}}.',
  'check.giveValueUnquoted':
    'Geben Sie {{field}} einen Wert{{describe}}. Ist {{value}} gemeint, senden Sie es als JSON-{{literal}} ohne Anführungszeichen.',
  'check.notWhole': '{{field}}: {{value}} ist keine ganze Zahl.',
  'check.useWholeSuchAs': 'Verwenden Sie eine ganze Zahl wie {{number}}{{describe}}.',
  'check.outsideInt32': '{{field}}: {{value}} liegt außerhalb des int32-Bereichs {{min}} bis {{max}}.',
  'check.useWholeInRange':
    'Verwenden Sie eine ganze Zahl von {{min}} bis {{max}}; eine längere Zahl ist wohl keine {{field}} dieses Dienstes.',
  'check.tooLong': '{{field}}: {{value}} ist {{length}} Zeichen lang; höchstens {{max}} sind erlaubt.',
  'check.shorten': 'Kürzen Sie {{field}} auf höchstens {{max}} Zeichen.',
  'check.notPattern': '{{field}}: {{value}} ist nicht {{pattern}}.',
  'check.writeAsPattern': 'Schreiben Sie {{field}} als {{pattern}}, z. B. {{example}}.',
  'check.notEnum': '{{field}}: {{value}} ist kein Wert von {{enum}}.',
  'check.writeExact': "Schreiben Sie '{{member}}' (genaue Schreibweise).",
  'check.useOneOf': 'Verwenden Sie einen dieser Werte: {{members}}.',
  'describe.int32': ' (eine ganze Zahl von {{min}} bis {{max}})',
  'describe.decimal': ' (eine Zahl mit . als Dezimaltrennzeichen, z. B. 12.5)',
  'describe.boolean': ' (true oder false)',
  'describe.datetime': ' (ein ISO-8601-Zeitpunkt in UTC, z. B. 2024-05-01T09:30:00Z)',
  'describe.enum': ' (einer von {{members}})',
  'describe.binary': ' (Base64-Text)',
  'describe.pattern': ' ({{pattern}}, z. B. {{example}})',
  'describe.maxLength': ' (Text mit höchstens {{max}} Zeichen)',
  'describe.text': ' (Text)',
  'body.unknownField': "{{entity}} hat keine Eigenschaft '{{name}}'.",
  'body.navigation':
    "'{{name}}' ist eine Navigationseigenschaft; senden Sie ihre Datensätze über deren eigenen Endpunkt.",
  'body.removeUnknown': 'Entfernen Sie sie; {{entity}} hat: {{fields}}.',
  'body.requiredOnCreate': '{{entity}} braucht beim Anlegen {{field}}, aber der Body enthält es nicht.',
  'body.addField': 'Fügen Sie {{field}} zum Body hinzu.',
  'body.addKeyField': 'Fügen Sie {{field}} (Teil des Schlüssels) zum Body hinzu.',
  'body.setByService':
    '{{entity}}.{{field}} wird vom Dienst gesetzt; ein Body zum Anlegen darf es nicht senden (erhalten: {{value}}).',
  'body.removeField': 'Entfernen Sie {{field}} aus dem Body.',
  'body.notChangeable': '{{entity}}.{{field}} kann nicht per {{mode}} geändert werden (erhalten: {{value}}).',
  'body.sendOnly': 'Senden Sie in einem {{mode}}-Body nur {{fields}}.',
  'body.sendOnlyKeyInUrl': 'Senden Sie in einem {{mode}}-Body nur {{fields}}; der Schlüssel gehört in die URL.',
  'body.notChangeableAtAll': '{{entity}} kann über die API nicht geändert werden.',
  'cell.required': '{{field}} ist leer, aber ein Wert ist erforderlich.',
  'cell.requiredKey': '{{field}} ist leer, aber ein Wert ist erforderlich (es gehört zum Schlüssel).',
  'cell.fillIn': 'Füllen Sie {{field}} aus{{describe}}.',
  'cell.refused': '{{field}}: {{value}} {{what}}.',
  'cell.notEnum': 'ist kein Wert von {{enum}}',
  'cell.useOneOfAnyCase': 'Verwenden Sie einen dieser Werte: {{members}} (Groß-/Kleinschreibung egal).',
  'cell.notYesNo': 'ist kein Ja/Nein-Wert',
  'cell.writeTrueFalse': 'Schreiben Sie true oder false (yes/no und 1/0 gehen auch).',
  'cell.tooLongWhole': 'ist {{length}} Zeichen lang, zu lang für eine ganze Zahl',
  'cell.tooLongNumber': 'ist {{length}} Zeichen lang, zu lang für eine Zahl',
  'cell.enter': 'Geben Sie {{field}} ein{{describe}}.',
  'cell.outsideInt32': 'liegt außerhalb des int32-Bereichs {{min}} bis {{max}}',
  'cell.useWholeInRange':
    'Verwenden Sie eine ganze Zahl in diesem Bereich; prüfen Sie, ob diese Spalte wirklich Werte für {{field}} enthält.',
  'cell.ambiguous':
    "ist mehrdeutig: {{digits}}, wenn '{{other}}' Tausender trennt, oder {{decimal}}, wenn es das Dezimaltrennzeichen ist",
  'cell.writeEither':
    'Schreiben Sie {{digits}} oder {{decimal}}, je nachdem, was gemeint ist, ohne Tausendertrennzeichen{{hint}}.',
  'cell.thousands': 'enthält ein Tausendertrennzeichen',
  'cell.writeWithout': 'Schreiben Sie die Zahl ohne Trennzeichen: {{digits}}.',
  'cell.scientific':
    'steht in wissenschaftlicher Schreibweise, die Tabellenprogramme für lange, gerundete Zahlen verwenden',
  'cell.formatAsText': 'Formatieren Sie die Spalte in der Tabelle als Text und geben Sie die vollständige Zahl ein.',
  'cell.formatAsTextSuchAs':
    'Formatieren Sie die Spalte in der Tabelle als Text und geben Sie die vollständige Zahl ein, etwa {{number}}.',
  'cell.otherDecimal': "verwendet '{{other}}' als Dezimaltrennzeichen",
  'cell.writeNumber': 'Schreiben Sie {{number}}{{hint}}.',
  'cell.useWholeEither': 'Verwenden Sie eine ganze Zahl wie {{lower}} oder {{upper}}{{hint}}.',
  'cell.notWhole': 'ist keine ganze Zahl',
  'cell.notNumber': 'ist keine Zahl',
  'cell.useDecimal': "Verwenden Sie '{{dec}}' als Dezimaltrennzeichen: {{number}}{{hint}}.",
  'cell.sayDecimalComma': ', oder geben Sie an, welches Dezimaltrennzeichen die Datei verwendet (--decimal ,)',
  'cell.sayDecimalSemicolon': '; oder geben Sie an, welches Dezimaltrennzeichen die Datei verwendet (--decimal ,)',
  'issue.valueCell': "{{column}} '{{value}}' (Zelle {{cell}}): {{message, clause}}. Lösung: {{fix}}",
  'issue.value': "{{column}} '{{value}}': {{message, clause}}. Lösung: {{fix}}",
  'issue.cell': '{{column}} (Zelle {{cell}}): {{message, clause}}. Lösung: {{fix}}',
  'issue.list': '{{issues}}',
  'issue.bare': '{{column}}: {{message, clause}}. Lösung: {{fix}}',
  'issue.notDc': "'{{value}}' ist kein Verteilzentrum dieser Verbindung",
  'issue.useDc':
    "verwenden Sie ID, Name, Code oder Stadt eines dieser Verteilzentren: {{dcs}}; oder fügen Sie '{{value}}' der Wertezuordnung von DistributionCenterID hinzu",
  'issue.useDcNone':
    "verwenden Sie ID, Name, Code oder Stadt eines Verteilzentrums (es gibt keins: legen Sie zuerst eins an); oder fügen Sie '{{value}}' der Wertezuordnung von DistributionCenterID hinzu",
  'row.profileNotWhole': 'ProfileID ist keine ganze Zahl',
  'row.writeProfileId': 'Schreiben Sie die numerische ID eines Profils der Verbindung',
  'row.blankClearMarker':
    'eine leere Zelle lässt den Wert, wie er ist; schreiben Sie {{marker}} in die Zelle, um ihn zu löschen',
  'row.blankMapClear':
    "leere Zellen dieser Spalte werden übersprungen; ordnen Sie sie mit blank 'clear' zu, um den Wert stattdessen zu löschen",
  'row.blankSkipped': '{{column}} leer: nichts zu senden ({{hint}})',
  'row.cannotClear': '{{field}} kann nicht gelöscht werden: der Dienst behält dafür immer einen Wert',
  'row.insteadOfMarker': '{{fix, clause}} statt {{marker}}',
  'row.keyMissing': '{{key}} fehlt: jede Zeile für {{entity}} braucht ihren Schlüssel ({{keys}})',
  'row.fillKeyOrLookup': 'Füllen Sie die Spalte {{key}} oder {{lookup}} aus',
  'row.fillKeyOrMap': 'Füllen Sie die Spalte {{key}} aus, oder ordnen Sie {{key}} eine Spalte zu',
  'row.nothingToChange': 'Nichts zu ändern: die Zeile hat Schlüssel, aber keinen Wert',
  'row.mapColumnTo': 'Ordnen Sie {{field}} eine Spalte zu',
  'row.mapColumnToAny': 'Ordnen Sie einem zu ändernden Feld eine Spalte zu',
  'row.noValueColumns':
    'Kein Wert in einer ihrer {{columns}} Wertspalten: nichts zu senden (eine leere Zelle lässt den Wert im Dienst, wie er ist)',
  'row.notReadFromFile': 'Nicht aus der Datei gelesen',
  'row.duplicateKey':
    'Doppelter Schlüssel ({{key}}): Zeile {{row}} hat denselben Schlüssel und gilt (die letzte Zeile der Datei gilt)',
  'row.otherCellInvalid':
    'Nicht gesendet: eine andere Zelle dieser Zeile ist ungültig; korrigieren Sie sie und importieren Sie die Zeile erneut',
  'row.totalRow': "Summenzeile ('{{label}}' in Zelle {{cell}}): ignoriert, nichts dafür gesendet",
  'result.dryRun': 'Probelauf: würde gesendet',
  'result.notSentStopped': 'Nicht gesendet: der Lauf endete vor dieser Zeile (setzen Sie den Auftrag fort)',
  'result.labelled': '{{column}}: {{message}}',
  'result.part': 'Teil {{part}}',
  'result.notWritten': 'nicht geschrieben',
  'result.partlyWritten': 'Geschrieben: {{cells}}',
  'result.partlyFailed': 'Fehlgeschlagen: {{cells}}',
  // Joins of a row's verdict (verdict-message.ts): all placeholder, so the legacy reader skips them.
  'join.cellResult': '{{column}} ({{result}})',
  'join.comma': '{{first}}, {{rest}}',
  'join.semicolon': '{{first}}; {{rest}}',
  'join.sentence': '{{first}}. {{rest}}',
  'result.created': 'Angelegt',
  'result.updated': 'Aktualisiert',
  'result.deleted': 'Gelöscht',
  'result.deletedOnRetry': 'Gelöscht (war schon weg, als das DELETE nach einem Fehler wiederholt wurde)',
  'result.confirmedByReading': '{{message}} (bestätigt durch erneutes Lesen, nachdem die Antwort verloren ging)',
  'result.appliedReadBack': 'Übernommen (die Antwort ging verloren; durch erneutes Lesen bestätigt)',
  'result.appliedProductRead': 'Übernommen (bestätigt durch erneutes Lesen des Produkts)',
  'result.createdReadBack': 'Angelegt (durch erneutes Lesen bestätigt)',
  'plan.parentNotFound':
    '{{idField}} {{id}} wurde nicht gefunden (oder diese Verbindung umfasst sein Profil nicht). Lösung: prüfen Sie {{idField}}',
  'plan.parentNotFoundSku':
    '{{idField}} {{id}} wurde nicht gefunden (oder diese Verbindung umfasst sein Profil nicht). Lösung: prüfen Sie {{idField}} oder SKU',
  'plan.alreadyAbsent': 'Schon nicht vorhanden: nichts zu löschen',
  'plan.nothingToClear': 'Hat keinen Wert: nichts zu löschen',
  'plan.alreadyHasValue': 'Hat diesen Wert schon: nicht gesendet',
  'plan.alreadyHasValues': 'Hat diese Werte schon: nicht gesendet',
  'plan.noneToUpdate':
    'Es gibt kein {{entity}} {{key}} zum Aktualisieren. Lösung: verwenden Sie die Operation upsert, um es anzulegen',
  'plan.unknownSku': "Unbekannte SKU '{{sku}}': kein Produkt in Profil {{profile}} hat diese SKU. Lösung: {{fix}}",
  'plan.unknownSkuAnyProfile':
    "Unbekannte SKU '{{sku}}': kein Produkt in den Profilen dieser Verbindung hat diese SKU. Lösung: {{fix}}",
  'plan.correctSku': 'korrigieren Sie die SKU, oder geben Sie stattdessen die ProductID an',
  'plan.scientificSku':
    'die Tabelle hat diese lange Zahl (eine EAN oder GTIN?) in wissenschaftlicher Schreibweise gezeigt und gerundet, ihre echten Ziffern sind verloren: formatieren Sie die SKU-Spalte in der Tabelle als Text, geben Sie die vollständige SKU erneut ein und speichern Sie',
  'plan.didYouMean': 'meinten Sie {{skus}}? {{advice}}',
  'plan.leadingZeros':
    'Excel entfernt führende Nullen: formatieren Sie die Spalte als Text und geben Sie die SKU erneut ein',
  'plan.skuSpaces': 'Die SKU in der Datei enthält Leerzeichen, die die Produkt-SKU nicht hat: entfernen Sie sie',
  'plan.ambiguousSku':
    "Mehrdeutige SKU '{{sku}}': die Produkte {{products}} haben sie alle. Lösung: fügen Sie eine Spalte oder Konstante ProfileID hinzu, oder geben Sie die ProductID an",
  'plan.unknownOrder':
    "Unbekannte Bestellnummer '{{number}}': keine Bestellung in Profil {{profile}} hat diese SiteOrderID. Lösung: korrigieren Sie die Bestellnummer, oder geben Sie stattdessen die OrderID an",
  'plan.unknownOrderAnyProfile':
    "Unbekannte Bestellnummer '{{number}}': keine Bestellung in den Profilen dieser Verbindung hat diese SiteOrderID. Lösung: korrigieren Sie die Bestellnummer, oder geben Sie stattdessen die OrderID an",
  'plan.ambiguousOrder':
    "Mehrdeutige Bestellnummer '{{number}}': die Bestellungen {{orders}} haben sie alle. Lösung: fügen Sie eine Spalte oder Konstante ProfileID hinzu, oder geben Sie die OrderID an",
  'plan.otherProfile':
    '{{keyNoun}} {{key}} gehört zu {{owner}}, aber {{parentNoun}} {{parentId}} ist in {{parentProfile}}; der Dienst nimmt nur Werte für {{keyNoun}} aus dem eigenen Profil von {{parentNoun}} an. Lösung: verwenden Sie {{keyNoun}} aus Profil {{profile}}, oder prüfen Sie {{idField}}',
  'plan.otherProfileSku':
    '{{keyNoun}} {{key}} gehört zu {{owner}}, aber {{parentNoun}} {{parentId}} ist in {{parentProfile}}; der Dienst nimmt nur Werte für {{keyNoun}} aus dem eigenen Profil von {{parentNoun}} an. Lösung: verwenden Sie {{keyNoun}} aus Profil {{profile}}, oder prüfen Sie {{idField}} oder SKU',
  'plan.profile': 'Profil {{id}}',
  'plan.profileNamed': 'Profil {{id}} ({{name}})',
  'plan.emptiedMarker':
    "Geleerte Zelle, unverändert gelassen: der Dienst behält '{{value}}' (leer heißt unverändert lassen; schreiben Sie {{marker}}, um den Wert zu löschen)",
  'plan.emptiedMapClear':
    "Geleerte Zelle, unverändert gelassen: der Dienst behält '{{value}}' (leer heißt unverändert lassen; ordnen Sie die Spalte mit blank 'clear' zu, um den Wert zu löschen)",
  'send.outcomeUnknown':
    'Ergebnis unbekannt: {{why}}. Die Anfrage wurde nicht erneut gesendet, da eine Wiederholung sie doppelt anwenden könnte.',
  'send.stoppedInFlight':
    'Ergebnis unbekannt: der Lauf endete, während diese Zeile unterwegs war. Prüfen Sie, ob sie existiert, bevor Sie sie erneut importieren',
  'send.notResent':
    'Ergebnis unbekannt: {{message}} Sie wurde nicht erneut gesendet; beim Fortsetzen wird sie zuerst zurückgelesen.',
  'send.noAnswerNotResent':
    'Ergebnis unbekannt: keine Antwort erhalten. Sie wurde nicht erneut gesendet; beim Fortsetzen wird sie zuerst zurückgelesen.',
  'send.notConfirmedStatus':
    'Nicht bestätigt: der Dienst antwortete mit HTTP {{status}} und {{why}}. Sie wurde nicht erneut gesendet, damit sie nicht doppelt angewendet wird.',
  'send.notConfirmedNoAnswer':
    'Nicht bestätigt: keine Antwort erhalten und {{why}}. Sie wurde nicht erneut gesendet, damit sie nicht doppelt angewendet wird.',
  'send.readBackFailed': 'Ergebnis unbekannt: {{message}} Auch das erneute Lesen des Produkts schlug fehl ({{error}}).',
  'send.noAnswer': 'Keine Antwort vom Dienst nach {{attempts}} Versuchen (Zeitüberschreitung).',
  'send.connectionDropped': 'Keine Antwort vom Dienst nach {{attempts}} Versuchen (Verbindung abgebrochen).',
  'send.gaveUp':
    'Nach {{attempts}} Versuchen aufgegeben: der Dienst antwortete immer wieder mit HTTP {{status}} {{reason}}, einem vorübergehenden Fehler auf seiner Seite.',
  'send.gaveUpSaid':
    'Nach {{attempts}} Versuchen aufgegeben: der Dienst antwortete immer wieder mit HTTP {{status}} {{reason}}, einem vorübergehenden Fehler auf seiner Seite. Er meldete: {{said}}',
  'send.readBackFailedStatus':
    'auch das Zurücklesen des Datensatzes zur Prüfung schlug fehl (HTTP {{status}} {{reason}})',
  'send.readBackNoAnswer': 'auch das Zurücklesen des Datensatzes zur Prüfung schlug fehl (keine Antwort)',
  'send.runAgainLater':
    'Führen Sie diese Zeile später erneut aus: sie wird zuerst gelesen und nur gesendet, wenn sie noch nicht angewendet ist.',
  'send.withHint': '{{message}} {{hint}}',
  'send.groupRefused':
    'Der Dienst lehnte {{action}}{{where}} ab (HTTP {{status}}: {{said}}); der Rest dieses Laufs sendet eine Anfrage pro Wert.',
  'send.forProfile': ' für Profil {{profile}}',
  'baseline.heldBack':
    'Im Dienst seit dem Export geändert: {{details}}. Nicht gesendet; um trotzdem zu senden: --overwrite-newer (CLI) oder „Trotzdem senden“ (App)',
  'baseline.notEdited': 'Seit dem Export nicht bearbeitet: nicht gesendet ({{details}})',
  'baseline.found': 'Ausgangsstand: exportiert am {{when}} aus {{connection}}',
  'baseline.none': 'Kein Ausgangsstand: Änderungen überschreiben neuere Werte',
  'undo.changedNotDeleted': 'Seit Auftrag {{job}} geändert, nicht gelöscht: {{changes}}',
  'undo.changedNotOverwritten': 'Seit Auftrag {{job}} geändert, nicht überschrieben: {{changes}}',
  'dc.unknownId':
    "{{column}} '{{id}}': für diese Verbindung gibt es kein Verteilzentrum mit der ID {{id}} (oder es wurde gelöscht). Lösung: verwenden Sie eins von {{choices}}",
  'dc.unknownIdNone':
    "{{column}} '{{id}}': für diese Verbindung gibt es kein Verteilzentrum mit der ID {{id}} (oder es wurde gelöscht). Lösung: legen Sie zuerst ein Verteilzentrum an",
  'dc.nameBlank': 'Name ist leer: jedes Verteilzentrum braucht einen Namen',
  'dc.fillName': 'Füllen Sie die Spalte Name aus',
  'dc.notEmail': "'{{value}}' ist keine E-Mail-Adresse",
  'dc.writeEmail': 'Schreiben Sie eine Adresse wie ops@example.com, oder lassen Sie {{field}} leer',
  'dc.notCountry': "'{{value}}' ist kein Ländercode nach ISO 3166-1 alpha-2",
  'dc.useCountry': 'verwenden Sie "{{code}}"',
  'dc.writeCountry': 'Schreiben Sie den zweibuchstabigen Code, etwa DE, US oder FR',
  'dc.idTwice':
    'ID {{id}} steht auch in Zeile {{rows}}: eine ID bezeichnet ein einziges Verteilzentrum. Lösung: behalten Sie nur eine dieser Zeilen',
  'dc.idUnknown':
    'ID {{id}} bezeichnet kein Verteilzentrum dieser Verbindung. Lösung: leeren Sie die Zelle ID, um das Verteilzentrum neu anzulegen (upsert findet es über Code), oder entfernen Sie die Zeile',
  'dc.idDeleted':
    'ID {{id}} wurde im Dienst gelöscht: ein gelöschtes Verteilzentrum wird nicht geändert. Lösung: leeren Sie die Zelle ID, um das Verteilzentrum neu anzulegen, oder entfernen Sie die Zeile',
  'dc.codeTwice':
    "Code '{{code}}' steht auch in Zeile {{rows}}: ein Code bezeichnet ein einziges Verteilzentrum. Lösung: behalten Sie nur eine dieser Zeilen, oder geben Sie jeder ihren eigenen Code",
  'dc.codeBlank':
    'Code ist leer: upsert findet Verteilzentren über Code. Lösung: füllen Sie die Spalte Code aus (oder importieren Sie mit der Operation create)',
  'dc.codeManyTimes':
    "Code '{{code}}' gibt es im Dienst mehrmals (IDs {{ids}}): daraus geht nicht hervor, welches Verteilzentrum zu ändern ist. Lösung: importieren Sie mit der Operation update und einer Spalte ID",
  'dc.codeExists':
    "Code '{{code}}' gibt es schon als ID {{id}}. Lösung: importieren Sie mit der Operation upsert (Standard), um es zu aktualisieren, oder geben Sie dem neuen Verteilzentrum einen anderen Code",
  'dc.alreadyHasValues': 'Hat diese Werte schon (ID {{id}}): nicht gesendet',
  'dc.newNeedsName':
    "Name ist leer: Code '{{code}}' gibt es noch nicht, und ein neues Verteilzentrum braucht einen Namen. Lösung: füllen Sie Name aus",
  'dc.noProfile':
    'Kein Profil für dieses Verteilzentrum: die Verbindung umfasst die Profile {{profiles}}. Lösung: fügen Sie eine Spalte ProfileID hinzu, oder wählen Sie das Profil für den Lauf (--profile <id>)',
  'dc.notAProfile':
    'ProfileID {{profile}} ist kein Profil dieser Verbindung; in Frage kommen {{profiles}}. Lösung: verwenden Sie eine dieser IDs',
  'doc.created': 'Dokument {{key}} angelegt',
  'doc.createdFound':
    'Dokument {{key}} angelegt (die Antwort ging verloren; der Dienst führt es, daher wurde es nicht erneut gesendet)',
  'doc.unreadable':
    'Datei {{file}} kann nicht mehr gelesen werden. Lösung: legen Sie sie zurück und setzen Sie den Auftrag fort',
  'doc.notFound':
    "Datei '{{cell}}' wurde in {{folder}} nicht gefunden. Lösung: legen Sie die PDF dort ab, oder korrigieren Sie die Zelle File (ein Pfad relativ zum Dokumentenordner)",
  'doc.linkOutside':
    "Datei '{{cell}}' ist ein Verweis auf {{real}}, außerhalb des Dokumentenordners {{folder}}: nur PDFs darin werden gesendet. Lösung: kopieren Sie die PDF selbst in diesen Ordner",
  'doc.outside':
    "Datei '{{cell}}' liegt außerhalb des Dokumentenordners {{folder}}: nur PDFs darin werden gesendet. Lösung: legen Sie die PDF in diesen Ordner und benennen Sie sie mit ihrem Pfad dort",
  'doc.tooLarge':
    "Datei '{{cell}}' ist {{size}} Byte groß, über der Grenze des Dienstes von {{limit}} Byte ({{mb}} MB). Lösung: verkleinern Sie die PDF (z. B. mit geringerer Bildauflösung)",
  'doc.notPdf':
    "Datei '{{cell}}' ist keine PDF (sie beginnt nicht mit %PDF-). Lösung: speichern Sie die Rechnung als PDF und geben Sie diese Datei an",
  'doc.sameFile':
    "Datei '{{cell}}' wird in den Zeilen {{rows}} genannt: eine PDF kann nicht das Dokument zweier Bestellungen sein. Lösung: geben Sie jeder Zeile die PDF ihrer eigenen Bestellung",
  'doc.hasUntyped': 'Bestellung {{order}} hat schon ein Dokument ohne Typ (Dokument {{key}}): nicht erneut gesendet',
  'doc.hasTyped': 'Bestellung {{order}} hat schon ein {{type}} (Dokument {{key}}): nicht erneut gesendet',
  'doc.noFile':
    'Keine File: für Bestellung {{order}} noch nichts hochzuladen. Tragen Sie in die Zelle File den Namen der PDF im Dokumentenordner ein, um sie zu senden',
  'doc.noAdjustment':
    'AdjustmentID fehlt: eine Gutschrift (AmazonVATCreditNote) muss die Erstattung nennen, die sie gutschreibt. Lösung: tragen Sie die AdjustmentID der Erstattung von Bestellung {{order}} ein',
  'doc.orderNotInProfile':
    'OrderID {{order}} ist keine Bestellung von Profil {{profile}}. Lösung: korrigieren Sie OrderID oder ProfileID (exportieren Sie ChannelDocuments/NotSupplied für die Bestellungen, die auf ein Dokument warten)',
  'doc.orderUnknown':
    'OrderID {{order}} ist keine Bestellung der Profile dieser Verbindung. Lösung: korrigieren Sie die OrderID (exportieren Sie ChannelDocuments/NotSupplied für die Bestellungen, die auf ein Dokument warten)',
  'column.Result': 'Ergebnis',
  'column.HTTP Status': 'HTTP-Status',
  'column.Message': 'Meldung',
  'column.Old Value': 'Alter Wert',
  'column.New Value': 'Neuer Wert',
  'column.Row': 'Zeile',
  'verdict.Created': 'Angelegt',
  'verdict.Updated': 'Aktualisiert',
  'verdict.Partly updated': 'Teilweise aktualisiert',
  'verdict.Deleted': 'Gelöscht',
  'verdict.Unchanged': 'Unverändert',
  'verdict.Skipped': 'Übersprungen',
  'verdict.Invalid': 'Ungültig',
  'verdict.Failed': 'Fehlgeschlagen',
  'verdict.Not sent': 'Nicht gesendet',
  'verdict.Pending': 'Ausstehend',
  'verdict.Will be created': 'Wird angelegt',
  'verdict.Will be updated': 'Wird aktualisiert',
  'verdict.Will be deleted': 'Wird gelöscht',
  'verdict.Ready': 'Bereit',
  'verdict.Reading': 'Wird gelesen',
  // A key a full feed set to 0, a row of its own in the result workbook (report/dropped-key-row.ts)
  'fullFeed.notInFile': 'Nicht in der Datei: auf 0 gesetzt (Vollabgleich)',
  'fullFeed.notInFileSaid': 'Nicht in der Datei (Vollabgleich): {{message}}',
  ...mapping,
  ...notes,
} satisfies Catalogue;
