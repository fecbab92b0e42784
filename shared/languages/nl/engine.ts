import type { Catalogue } from '../../i18n/index.js';
import mapping from './engine-mapping.js';
import notes from './engine-notes.js';

export default {
  'check.keyEmpty': '{{field}} hoort bij de sleutel en mag niet leeg zijn (ontvangen: {{value}}).',
  'check.notNullable': '{{field}} mag niet leeg zijn (ontvangen: {{value}}).',
  'check.giveValue': 'Geef {{field}} een waarde{{describe}}.',
  'check.wrongType': '{{field}}: {{value}} is geen geldige {{type}}.',
  'check.giveValueUnquoted':
    'Geef {{field}} een waarde{{describe}}. Bedoelt u {{value}}, stuur het dan als JSON-{{literal}}, zonder aanhalingstekens.',
  'check.notWhole': '{{field}}: {{value}} is geen geheel getal.',
  'check.useWholeSuchAs': 'Gebruik een geheel getal zoals {{number}}{{describe}}.',
  'check.outsideInt32': '{{field}}: {{value}} valt buiten het int32-bereik {{min}} tot {{max}}.',
  'check.useWholeInRange':
    'Gebruik een geheel getal van {{min}} tot {{max}}; een langer getal is waarschijnlijk geen {{field}} van deze dienst.',
  'check.tooLong': '{{field}}: {{value}} is {{length}} tekens lang; hoogstens {{max}} zijn toegestaan.',
  'check.shorten': 'Kort {{field}} in tot {{max}} tekens of minder.',
  'check.notPattern': '{{field}}: {{value}} is geen {{pattern}}.',
  'check.writeAsPattern': 'Schrijf {{field}} als {{pattern}}, bijv. {{example}}.',
  'check.notEnum': '{{field}}: {{value}} is geen waarde van {{enum}}.',
  'check.writeExact': "Schrijf '{{member}}' (exacte spelling).",
  'check.useOneOf': 'Gebruik een van: {{members}}.',
  'describe.int32': ' (een geheel getal van {{min}} tot {{max}})',
  'describe.decimal': ' (een getal met . als decimaalteken, bijv. 12.5)',
  'describe.boolean': ' (true of false)',
  'describe.datetime': ' (een ISO 8601-datum en -tijd in UTC, bijv. 2024-05-01T09:30:00Z)',
  'describe.enum': ' (een van {{members}})',
  'describe.binary': ' (base64-tekst)',
  'describe.pattern': ' ({{pattern}}, bijv. {{example}})',
  'describe.maxLength': ' (tekst van hoogstens {{max}} tekens)',
  'describe.text': ' (tekst)',
  'body.unknownField': "{{entity}} heeft geen eigenschap '{{name}}'.",
  'body.navigation': "'{{name}}' is een navigatie-eigenschap; stuur de records ervan via hun eigen endpoint.",
  'body.removeUnknown': 'Verwijder deze; {{entity}} heeft: {{fields}}.',
  'body.requiredOnCreate': '{{entity}} heeft bij aanmaken {{field}} nodig, maar de body bevat het niet.',
  'body.addField': 'Voeg {{field}} toe aan de body.',
  'body.addKeyField': 'Voeg {{field}} (deel van de sleutel) toe aan de body.',
  'body.setByService':
    '{{entity}}.{{field}} wordt door de dienst ingesteld; een body voor aanmaken mag het niet sturen (ontvangen: {{value}}).',
  'body.removeField': 'Haal {{field}} uit de body.',
  'body.notChangeable': '{{entity}}.{{field}} kan niet met {{mode}} worden gewijzigd (ontvangen: {{value}}).',
  'body.sendOnly': 'Stuur alleen {{fields}} in een {{mode}}-body.',
  'body.sendOnlyKeyInUrl': 'Stuur alleen {{fields}} in een {{mode}}-body; de sleutel hoort in de URL.',
  'body.notChangeableAtAll': '{{entity}} kan niet via de API worden gewijzigd.',
  'cell.required': '{{field}} is leeg, maar een waarde is verplicht.',
  'cell.requiredKey': '{{field}} is leeg, maar een waarde is verplicht (het hoort bij de sleutel).',
  'cell.fillIn': 'Vul {{field}} in{{describe}}.',
  'cell.refused': '{{field}}: {{value}} {{what}}.',
  'cell.notEnum': 'is geen waarde van {{enum}}',
  'cell.useOneOfAnyCase': 'Gebruik een van: {{members}} (hoofdletters maken niet uit).',
  'cell.notYesNo': 'is geen ja/nee-waarde',
  'cell.writeTrueFalse': 'Schrijf true of false (yes/no en 1/0 werken ook).',
  'cell.tooLongWhole': 'is {{length}} tekens lang, te lang voor een geheel getal',
  'cell.tooLongNumber': 'is {{length}} tekens lang, te lang voor een getal',
  'cell.enter': 'Vul {{field}} in{{describe}}.',
  'cell.outsideInt32': 'valt buiten het int32-bereik {{min}} tot {{max}}',
  'cell.useWholeInRange':
    'Gebruik een geheel getal in dat bereik; controleer of deze kolom echt waarden voor {{field}} bevat.',
  'cell.ambiguous':
    "is dubbelzinnig: {{digits}} als '{{other}}' duizendtallen scheidt, of {{decimal}} als het het decimaalteken is",
  'cell.writeEither':
    'Schrijf {{digits}} of {{decimal}}, wat u ook bedoelde, zonder scheidingsteken voor duizendtallen{{hint}}.',
  'cell.thousands': 'bevat een scheidingsteken voor duizendtallen',
  'cell.writeWithout': 'Schrijf het getal zonder scheidingstekens: {{digits}}.',
  'cell.scientific':
    'staat in wetenschappelijke notatie, die spreadsheets gebruiken voor lange getallen die ze hebben afgerond',
  'cell.formatAsText': 'Maak de kolom in de spreadsheet op als tekst en voer het volledige getal in.',
  'cell.formatAsTextSuchAs':
    'Maak de kolom in de spreadsheet op als tekst en voer het volledige getal in, zoals {{number}}.',
  'cell.otherDecimal': "gebruikt '{{other}}' als decimaalteken",
  'cell.writeNumber': 'Schrijf {{number}}{{hint}}.',
  'cell.useWholeEither': 'Gebruik een geheel getal zoals {{lower}} of {{upper}}{{hint}}.',
  'cell.notWhole': 'is geen geheel getal',
  'cell.notNumber': 'is geen getal',
  'cell.useDecimal': "Gebruik '{{dec}}' als decimaalteken: {{number}}{{hint}}.",
  'cell.sayDecimalComma': ', of geef aan welk decimaalteken het bestand gebruikt (--decimal ,)',
  'cell.sayDecimalSemicolon': '; of geef aan welk decimaalteken het bestand gebruikt (--decimal ,)',
  'issue.valueCell': "{{column}} '{{value}}' (cel {{cell}}): {{message, clause}}. Oplossing: {{fix}}",
  'issue.value': "{{column}} '{{value}}': {{message, clause}}. Oplossing: {{fix}}",
  'issue.cell': '{{column}} (cel {{cell}}): {{message, clause}}. Oplossing: {{fix}}',
  'issue.list': '{{issues}}',
  'issue.bare': '{{column}}: {{message, clause}}. Oplossing: {{fix}}',
  'issue.notDc': "'{{value}}' is geen distributiecentrum van deze verbinding",
  'issue.useDc':
    "gebruik de ID, naam, code of plaats van een van deze centra: {{dcs}}; of voeg '{{value}}' toe aan de waardetabel van DistributionCenterID",
  'issue.useDcNone':
    "gebruik de ID, naam, code of plaats van een distributiecentrum (er is er geen: maak eerst een aan); of voeg '{{value}}' toe aan de waardetabel van DistributionCenterID",
  'row.profileNotWhole': 'ProfileID is geen geheel getal',
  'row.writeProfileId': 'Schrijf de numerieke ID van een van de profielen van de verbinding',
  'row.blankClearMarker': 'een lege cel laat de waarde zoals ze is; schrijf {{marker}} in de cel om haar te wissen',
  'row.blankMapClear':
    "lege cellen in deze kolom worden overgeslagen; koppel haar met blank 'clear' om de waarde in plaats daarvan te wissen",
  'row.blankSkipped': '{{column}} leeg: niets te sturen ({{hint}})',
  'row.cannotClear': '{{field}} kan niet worden gewist: de dienst houdt er altijd een waarde voor',
  'row.insteadOfMarker': '{{fix, clause}} in plaats van {{marker}}',
  'row.keyMissing': '{{key}} ontbreekt: elke rij van {{entity}} heeft haar sleutel nodig ({{keys}})',
  'row.fillKeyOrLookup': 'Vul de kolom {{key}} of {{lookup}} in',
  'row.fillKeyOrMap': 'Vul de kolom {{key}} in, of koppel een kolom aan {{key}}',
  'row.nothingToChange': 'Niets te wijzigen: de rij heeft sleutels maar geen waarde',
  'row.mapColumnTo': 'Koppel een kolom aan {{field}}',
  'row.mapColumnToAny': 'Koppel een kolom aan een veld om te wijzigen',
  'row.noValueColumns':
    'Geen waarde in een van haar {{columns}} waardekolommen: niets te sturen (een lege cel laat de waarde in de dienst zoals ze is)',
  'row.notReadFromFile': 'Niet uit het bestand gelezen',
  'row.duplicateKey':
    'Dubbele sleutel ({{key}}): rij {{row}} heeft dezelfde sleutel en telt (de laatste rij in het bestand telt)',
  'row.otherCellInvalid':
    'Niet verstuurd: een andere cel van deze rij is ongeldig; corrigeer die en importeer de rij opnieuw',
  'row.totalRow': "Totaalrij ('{{label}}' in cel {{cell}}): genegeerd, niets voor verstuurd",
  'result.dryRun': 'Proefrun: zou worden verstuurd',
  'result.notSentStopped': 'Niet verstuurd: de run stopte voor deze rij (hervat de taak)',
  'result.labelled': '{{column}}: {{message}}',
  'result.part': 'deel {{part}}',
  'result.notWritten': 'niet geschreven',
  'result.partlyWritten': 'Geschreven: {{cells}}',
  'result.partlyFailed': 'Mislukt: {{cells}}',
  // Joins of a row's verdict (verdict-message.ts): all placeholder, so the legacy reader skips them.
  'join.cellResult': '{{column}} ({{result}})',
  'join.comma': '{{first}}, {{rest}}',
  'join.semicolon': '{{first}}; {{rest}}',
  'join.sentence': '{{first}}. {{rest}}',
  'result.created': 'Aangemaakt',
  'result.updated': 'Bijgewerkt',
  'result.deleted': 'Verwijderd',
  'result.deletedOnRetry': 'Verwijderd (was al weg toen de DELETE na een fout werd herhaald)',
  'result.confirmedByReading': '{{message}} (bevestigd door terug te lezen nadat het antwoord verloren ging)',
  'result.appliedReadBack': 'Toegepast (het antwoord ging verloren; bevestigd door terug te lezen)',
  'result.appliedProductRead': 'Toegepast (bevestigd door het product terug te lezen)',
  'result.createdReadBack': 'Aangemaakt (bevestigd door terug te lezen)',
  'plan.parentNotFound':
    '{{idField}} {{id}} is niet gevonden (of deze verbinding dekt het profiel ervan niet). Oplossing: controleer {{idField}}',
  'plan.parentNotFoundSku':
    '{{idField}} {{id}} is niet gevonden (of deze verbinding dekt het profiel ervan niet). Oplossing: controleer {{idField}} of SKU',
  'plan.alreadyAbsent': 'Al afwezig: niets te verwijderen',
  'plan.nothingToClear': 'Heeft geen waarde: niets te wissen',
  'plan.alreadyHasValue': 'Heeft deze waarde al: niet verstuurd',
  'plan.alreadyHasValues': 'Heeft deze waarden al: niet verstuurd',
  'plan.noneToUpdate':
    'Er bestaat geen {{entity}} {{key}} om bij te werken. Oplossing: gebruik de bewerking upsert om het aan te maken',
  'plan.unknownSku': "Onbekende SKU '{{sku}}': geen product in profiel {{profile}} heeft deze SKU. Oplossing: {{fix}}",
  'plan.unknownSkuAnyProfile':
    "Onbekende SKU '{{sku}}': geen product in de profielen van deze verbinding heeft deze SKU. Oplossing: {{fix}}",
  'plan.correctSku': 'corrigeer de SKU, of geef in plaats daarvan de ProductID op',
  'plan.scientificSku':
    'de spreadsheet toonde dit lange getal (een EAN of GTIN?) in wetenschappelijke notatie en rondde het af, dus de echte cijfers zijn verloren: maak de SKU-kolom in de spreadsheet op als tekst, voer de volledige SKU opnieuw in en sla op',
  'plan.didYouMean': 'bedoelde u {{skus}}? {{advice}}',
  'plan.leadingZeros': 'Excel laat voorloopnullen weg: maak de kolom op als Tekst en typ de SKU opnieuw',
  'plan.skuSpaces': 'De SKU in het bestand heeft spaties die de product-SKU niet heeft: verwijder ze',
  'plan.ambiguousSku':
    "Dubbelzinnige SKU '{{sku}}': de producten {{products}} delen haar. Oplossing: voeg een kolom of constante ProfileID toe, of geef de ProductID op",
  'plan.unknownOrder':
    "Onbekend bestelnummer '{{number}}': geen bestelling in profiel {{profile}} heeft deze SiteOrderID. Oplossing: corrigeer het bestelnummer, of geef in plaats daarvan de OrderID op",
  'plan.unknownOrderAnyProfile':
    "Onbekend bestelnummer '{{number}}': geen bestelling in de profielen van deze verbinding heeft deze SiteOrderID. Oplossing: corrigeer het bestelnummer, of geef in plaats daarvan de OrderID op",
  'plan.ambiguousOrder':
    "Dubbelzinnig bestelnummer '{{number}}': de bestellingen {{orders}} delen het. Oplossing: voeg een kolom of constante ProfileID toe, of geef de OrderID op",
  'plan.otherProfile':
    '{{keyNoun}} {{key}} hoort bij {{owner}}, maar {{parentNoun}} {{parentId}} zit in {{parentProfile}}; de dienst neemt alleen een waarde aan voor een {{keyNoun}} uit het eigen profiel van {{parentNoun}}. Oplossing: gebruik een {{keyNoun}} van profiel {{profile}}, of controleer {{idField}}',
  'plan.otherProfileSku':
    '{{keyNoun}} {{key}} hoort bij {{owner}}, maar {{parentNoun}} {{parentId}} zit in {{parentProfile}}; de dienst neemt alleen een waarde aan voor een {{keyNoun}} uit het eigen profiel van {{parentNoun}}. Oplossing: gebruik een {{keyNoun}} van profiel {{profile}}, of controleer {{idField}} of SKU',
  'plan.profile': 'profiel {{id}}',
  'plan.profileNamed': 'profiel {{id}} ({{name}})',
  'plan.emptiedMarker':
    "Geleegde cel, gelaten zoals ze is: de dienst houdt '{{value}}' (leeg betekent laten zoals het is; schrijf {{marker}} om het te wissen)",
  'plan.emptiedMapClear':
    "Geleegde cel, gelaten zoals ze is: de dienst houdt '{{value}}' (leeg betekent laten zoals het is; koppel de kolom met blank 'clear' om het te wissen)",
  'send.outcomeUnknown':
    'Uitkomst onbekend: {{why}}. Het verzoek is niet opnieuw verstuurd, omdat herhalen het twee keer zou kunnen toepassen.',
  'send.stoppedInFlight':
    'Uitkomst onbekend: de run stopte terwijl deze rij onderweg was. Controleer of ze bestaat voordat u haar opnieuw importeert',
  'send.notResent': 'Uitkomst onbekend: {{message}} Ze is niet opnieuw verstuurd; hervatten leest haar eerst terug.',
  'send.noAnswerNotResent':
    'Uitkomst onbekend: er kwam geen antwoord. Ze is niet opnieuw verstuurd; hervatten leest haar eerst terug.',
  'send.notConfirmedStatus':
    'Niet bevestigd: de dienst antwoordde HTTP {{status}} en {{why}}. Ze is niet opnieuw verstuurd, zodat ze niet twee keer kan worden toegepast.',
  'send.notConfirmedNoAnswer':
    'Niet bevestigd: er kwam geen antwoord en {{why}}. Ze is niet opnieuw verstuurd, zodat ze niet twee keer kan worden toegepast.',
  'send.readBackFailed': 'Uitkomst onbekend: {{message}} Het product teruglezen mislukte ook ({{error}}).',
  'send.noAnswer': 'Geen antwoord van de dienst na {{attempts}} pogingen (time-out).',
  'send.connectionDropped': 'Geen antwoord van de dienst na {{attempts}} pogingen (verbinding verbroken).',
  'send.gaveUp':
    'Opgegeven na {{attempts}} pogingen: de dienst bleef HTTP {{status}} {{reason}} antwoorden, een tijdelijke storing aan zijn kant.',
  'send.gaveUpSaid':
    'Opgegeven na {{attempts}} pogingen: de dienst bleef HTTP {{status}} {{reason}} antwoorden, een tijdelijke storing aan zijn kant. Melding: {{said}}',
  'send.readBackFailedStatus': 'ook het teruglezen van het record ter controle mislukte (HTTP {{status}} {{reason}})',
  'send.readBackNoAnswer': 'ook het teruglezen van het record ter controle mislukte (geen antwoord)',
  'send.runAgainLater':
    'Voer deze rij later opnieuw uit: ze wordt eerst gelezen en alleen verzonden als ze nog niet is toegepast.',
  'send.withHint': '{{message}} {{hint}}',
  'send.groupRefused':
    'De dienst weigerde {{action}}{{where}} (HTTP {{status}}: {{said}}); de rest van deze run verstuurt één verzoek per waarde.',
  'send.forProfile': ' voor profiel {{profile}}',
  'baseline.heldBack':
    "Gewijzigd in de dienst sinds de export: {{details}}. Niet verstuurd; om het toch te sturen: --overwrite-newer (CLI) of 'Toch versturen' (app)",
  'baseline.notEdited': 'Niet bewerkt sinds de export: niet verstuurd ({{details}})',
  'baseline.found': 'Uitgangspunt: geëxporteerd op {{when}} uit {{connection}}',
  'baseline.none': 'Geen uitgangspunt: bewerkingen overschrijven nieuwere waarden',
  'undo.changedNotDeleted': 'Gewijzigd sinds taak {{job}}, niet verwijderd: {{changes}}',
  'undo.changedNotOverwritten': 'Gewijzigd sinds taak {{job}}, niet overschreven: {{changes}}',
  'dc.unknownId':
    "{{column}} '{{id}}': er bestaat voor deze verbinding geen distributiecentrum met ID {{id}} (of het is verwijderd). Oplossing: gebruik een van {{choices}}",
  'dc.unknownIdNone':
    "{{column}} '{{id}}': er bestaat voor deze verbinding geen distributiecentrum met ID {{id}} (of het is verwijderd). Oplossing: maak eerst een distributiecentrum aan",
  'dc.nameBlank': 'Name is leeg: elk distributiecentrum heeft een naam nodig',
  'dc.fillName': 'Vul de kolom Name in',
  'dc.notEmail': "'{{value}}' is geen e-mailadres",
  'dc.writeEmail': 'Schrijf een adres zoals ops@example.com, of laat {{field}} leeg',
  'dc.notCountry': "'{{value}}' is geen landcode volgens ISO 3166-1 alpha-2",
  'dc.useCountry': 'gebruik "{{code}}"',
  'dc.writeCountry': 'Schrijf de code van twee letters, zoals DE, US of FR',
  'dc.idTwice':
    'ID {{id}} staat ook op rij {{rows}}: een ID duidt één distributiecentrum aan. Oplossing: houd één van deze rijen',
  'dc.idUnknown':
    'ID {{id}} duidt geen distributiecentrum van deze verbinding aan. Oplossing: maak de cel ID leeg om het centrum opnieuw aan te maken (upsert vindt het via Code), of verwijder de rij',
  'dc.idDeleted':
    'ID {{id}} is in de dienst verwijderd: een verwijderd centrum wordt niet gewijzigd. Oplossing: maak de cel ID leeg om het centrum opnieuw aan te maken, of verwijder de rij',
  'dc.codeTwice':
    "Code '{{code}}' staat ook op rij {{rows}}: een Code duidt één distributiecentrum aan. Oplossing: houd één van deze rijen, of geef elke rij een eigen Code",
  'dc.codeBlank':
    'Code is leeg: upsert vindt distributiecentra via Code. Oplossing: vul de kolom Code in (of importeer met de bewerking create)',
  'dc.codeManyTimes':
    "Code '{{code}}' bestaat meer dan eens in de dienst (ID's {{ids}}): daaruit blijkt niet welk centrum te wijzigen. Oplossing: importeer met de bewerking update en een kolom ID",
  'dc.codeExists':
    "Code '{{code}}' bestaat al als ID {{id}}. Oplossing: importeer met de bewerking upsert (de standaard) om het bij te werken, of geef het nieuwe centrum een andere Code",
  'dc.alreadyHasValues': 'Heeft deze waarden al (ID {{id}}): niet verstuurd',
  'dc.newNeedsName':
    "Name is leeg: Code '{{code}}' bestaat nog niet en een nieuw centrum heeft een naam nodig. Oplossing: vul Name in",
  'dc.noProfile':
    'Geen profiel voor dit centrum: de verbinding dekt de profielen {{profiles}}. Oplossing: voeg een kolom ProfileID toe, of kies het profiel voor de run (--profile <id>)',
  'dc.notAProfile':
    "ProfileID {{profile}} is geen profiel van deze verbinding; het kan {{profiles}} zijn. Oplossing: gebruik een van die ID's",
  'doc.created': 'Document {{key}} aangemaakt',
  'doc.createdFound':
    'Document {{key}} aangemaakt (het antwoord ging verloren; de dienst vermeldt het, dus het is niet opnieuw verstuurd)',
  'doc.unreadable': 'Bestand {{file}} kan niet meer worden gelezen. Oplossing: zet het terug en hervat de taak',
  'doc.notFound':
    "Bestand '{{cell}}' is niet gevonden in {{folder}}. Oplossing: zet de pdf daar, of corrigeer de cel File (een pad relatief aan de documentenmap)",
  'doc.linkOutside':
    "Bestand '{{cell}}' is een koppeling naar {{real}}, buiten de documentenmap {{folder}}: alleen pdf's daarin worden verstuurd. Oplossing: kopieer de pdf zelf naar die map",
  'doc.outside':
    "Bestand '{{cell}}' staat buiten de documentenmap {{folder}}: alleen pdf's daarin worden verstuurd. Oplossing: zet de pdf in die map en noem haar bij haar pad daar",
  'doc.tooLarge':
    "Bestand '{{cell}}' is {{size}} bytes, boven de limiet van de dienst van {{limit}} bytes ({{mb}} MB). Oplossing: maak de pdf kleiner (bijv. met een lagere beeldresolutie)",
  'doc.notPdf':
    "Bestand '{{cell}}' is geen pdf (het begint niet met %PDF-). Oplossing: sla de factuur op als pdf en geef dat bestand op",
  'doc.sameFile':
    "Bestand '{{cell}}' wordt genoemd door de rijen {{rows}}: één pdf kan niet het document van twee bestellingen zijn. Oplossing: geef elke rij de pdf van haar eigen bestelling",
  'doc.hasUntyped': 'Bestelling {{order}} heeft al een document zonder type (document {{key}}): niet opnieuw verstuurd',
  'doc.hasTyped': 'Bestelling {{order}} heeft al een {{type}} (document {{key}}): niet opnieuw verstuurd',
  'doc.noFile':
    'Geen File: nog niets te uploaden voor bestelling {{order}}. Vul in de cel File de naam van de pdf in de documentenmap in om haar te versturen',
  'doc.noAdjustment':
    'AdjustmentID ontbreekt: een creditnota (AmazonVATCreditNote) moet de terugbetaling noemen die ze crediteert. Oplossing: vul de AdjustmentID in van de terugbetaling van bestelling {{order}}',
  'doc.orderNotInProfile':
    'OrderID {{order}} is geen bestelling van profiel {{profile}}. Oplossing: corrigeer de OrderID of de ProfileID (exporteer ChannelDocuments/NotSupplied voor de bestellingen die op een document wachten)',
  'doc.orderUnknown':
    'OrderID {{order}} is geen bestelling van de profielen van deze verbinding. Oplossing: corrigeer de OrderID (exporteer ChannelDocuments/NotSupplied voor de bestellingen die op een document wachten)',
  'column.Result': 'Resultaat',
  'column.HTTP Status': 'HTTP-status',
  'column.Message': 'Melding',
  'column.Old Value': 'Oude waarde',
  'column.New Value': 'Nieuwe waarde',
  'column.Row': 'Rij',
  'verdict.Created': 'Aangemaakt',
  'verdict.Updated': 'Bijgewerkt',
  'verdict.Partly updated': 'Deels bijgewerkt',
  'verdict.Deleted': 'Verwijderd',
  'verdict.Unchanged': 'Ongewijzigd',
  'verdict.Skipped': 'Overgeslagen',
  'verdict.Invalid': 'Ongeldig',
  'verdict.Failed': 'Mislukt',
  'verdict.Not sent': 'Niet verstuurd',
  'verdict.Pending': 'In afwachting',
  'verdict.Will be created': 'Wordt aangemaakt',
  'verdict.Will be updated': 'Wordt bijgewerkt',
  'verdict.Will be deleted': 'Wordt verwijderd',
  'verdict.Ready': 'Klaar',
  'verdict.Reading': 'Wordt gelezen',
  // A key a full feed set to 0, a row of its own in the result workbook (report/dropped-key-row.ts)
  'fullFeed.notInFile': 'Niet in het bestand: op 0 gezet (volledige feed)',
  'fullFeed.notInFileSaid': 'Niet in het bestand (volledige feed): {{message}}',
  ...mapping,
  ...notes,
} satisfies Catalogue;
