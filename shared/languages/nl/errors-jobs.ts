// What a run, an undo and an export say when they refuse, in Dutch.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'job.fileChanged': 'Het bestand {{file}} ontbreekt of is gewijzigd sinds taak {{job}} begon',
  'job.fileChangedHint':
    'Zet het oorspronkelijke bestand terug om deze taak te hervatten, of start een nieuwe import met het gewijzigde bestand.',
  'job.sumNoValue':
    '--duplicates sum telt de waarde van de rijen van één sleutel op: {{resource}} heeft geen enkele waarde om op te tellen.',
  'job.sumNoValueHint':
    'Gebruik --duplicates last of first, of verbeter het bestand zodat elke sleutel maar één keer voorkomt.',
  'job.notPickedUp':
    'Het bestand {{file}} is niet het bestand dat is opgehaald: de SHA-256 is {{sha}}, niet {{expected}}',
  'job.notPickedUpHint': 'Er is niets verzonden. Zet het bestand opnieuw neer.',
  'job.undoDryRun': 'Taak {{job}} was een proefrun: er is niets gewijzigd',
  'job.undoDryRunHint': 'Er is niets ongedaan te maken.',
  'job.undoUnfinished': 'Taak {{job}} is niet voltooid (status: {{status}})',
  'job.undoUnfinishedHint': 'Voltooi hem eerst (`resume {{job}}`) en maak hem dan ongedaan.',
  'job.undoMissing': 'De werkmap om taak {{job}} ongedaan te maken ontbreekt: {{file}}',
  'job.undoMissingHint': 'Zet hem terug om de taak ongedaan te maken.',
  'job.fullFeedResource':
    'De volledige-feedmodus werkt alleen voor DCQuantities, niet voor {{resource}}: hij zet de hoeveelheden die een bestand niet meer noemt op 0, en {{resource}} heeft zo’n "niets meer"-waarde niet.',
  'job.fullFeedResourceHint': 'Voer uit zonder --full-feed, of bewaak een map met DC-hoeveelheidsbestanden.',
  'job.fullFeedDc': '--full-feed-dcs: "{{entry}}" is geen distributiecentrum van deze verbinding.',
  'job.fullFeedDcList': '--full-feed-dcs: "{{entry}}" is geen distributiecentrum van deze verbinding; er zijn {{dcs}}.',
  'job.fullFeedDcHint':
    'Geef de distributiecentra van de feed op ID, code of naam, gescheiden door komma’s (bijv. --full-feed-dcs 1,2,3).',
  'job.held': 'Taak {{job}} is op {{at}} tegengehouden en er is niets verzonden: {{reason, clause}}.',
  'job.heldHint':
    'Hervatten verzendt het plan zoals het toen is gemaakt. Is dat de bedoeling, bevestig het dan zoals bij het vrijgeven van het bestand: resume {{job}} --release-held (of --allow-mass-change). Importeer anders een nieuw bestand.',
  'job.wrongResource': 'Deze kolommen lijken op {{other}}, niet op {{resource}}: {{columns}}. Er is niets verzonden',
  'job.wrongResourceHint':
    'Voer uit met --resource {{other}} (of kies {{other}} in de app). Om ze toch als {{resource}} over te nemen, koppelt u elke kolom met de hand in een koppelingsbestand (--mapping).',
  'job.massChange': 'Er is niets verzonden: deze run zou {{findings}}',
  'job.massChangeHint':
    'Controleer het bestand en de koppeling. Is dit de bedoeling, bevestig het dan: voer `resume {{job}} --allow-mass-change` uit (of importeer opnieuw met --allow-mass-change).',
  'job.undoMassChange': 'Er is niets verzonden: dit ongedaan maken zou {{reasons}}',
  'job.undoMassChangeHint':
    'Is dit de bedoeling, bevestig het dan: voer `undo {{job}} --allow-mass-change` uit (het ongedaan maken zet dan de oude waarden terug en verwijdert wat de run heeft aangemaakt, beide stappen).',
  'export.keyedNotApplicable': 'Een export op sleutels is niet van toepassing op {{resource}}',
  'export.keyedNotApplicableHint': 'Gebruik daarvoor een lijstexport.',
  'export.cannotExport': "'{{resource}}' kan niet worden geëxporteerd",
  'export.cannotExportHint':
    'Exporteer een van: {{lists}} (of een export op sleutels van DCQuantities, AttributeValues, CustomFields met --keys).',
  'export.noCatalogue': "De hele catalogus kan niet als '{{resource}}' worden geëxporteerd",
  'export.noCatalogueHint': 'Gebruik {{first}} of {{second}}.',
  'export.noTemplate': "Geen sjabloon voor '{{resource}}'",
  'export.noTemplateHint': 'Maak een sjabloon voor een van: {{resources}}.',
  'export.noFilterField': '{{set}} heeft geen veld {{field}} (in het filter)',
  'export.noField': '{{set}} heeft geen veld {{fields}}',
  'export.fieldsHint': 'Velden: {{fields}}.',
  'export.cannotExpand': "{{set}} kan '{{name}}' niet uitvouwen",
  'export.expandHint': 'Uitvouwen: {{choices}}.',
  'export.expandAllHint': 'Uitvouwen: {{before}}* (alle van {{navs}}){{after}}.',
  'export.nothingToExpandHint': 'Deze lijst heeft niets om uit te vouwen.',
  'export.cannotOrder': "{{set}} kan niet worden gesorteerd op '{{property}}'",
  'export.orderHint': 'Sorteren op: {{choices}}.',
  'export.notRows': "'{{top}}' is geen aantal rijen",
  'export.notRowsHint': 'Vraag om een geheel aantal rijen, 0 of meer.',
  'out.badExtension': 'Het resultaatbestand {{out}} moet eindigen op .xlsx of .csv',
  'out.badExtensionHint': 'Geef --out een naam op .xlsx of .csv.',
  'out.noFolder': 'De map van het resultaatbestand {{out}} bestaat niet',
  'out.noFolderHint': 'Maak eerst {{folder}} aan, of kies een andere plek voor --out.',
  'out.notWritable': 'In de map {{folder}} kan niet worden geschreven',
  'out.notWritableHint': 'Kies voor --out een map waarin u mag schrijven.',
} satisfies Catalogue;
