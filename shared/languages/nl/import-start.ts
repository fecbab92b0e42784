// Het eerste scherm (sjablonen, voorbeeldbestanden, recente bestanden) en de opmerking van de
// waardekoppelingen over items die een bestand niet gebruikt (issue 42), los van import.ts (300 regels).
import type { Catalogue } from '../../i18n/index.js';

export default {
  // Why the decimal separator is what it is, when main did not guess it (MapParts.tsx).
  'map.decimalWhy.mapping': 'uit de toewijzing',
  'map.decimalWhy.given': 'opgegeven voor deze run (--decimal)',
  'values.notInFile_one':
    '{{n}} item meer geldt voor een waarde die dit bestand niet bevat: niet getoond, wel toegepast.',
  'values.notInFile_other':
    '{{n}} items meer gelden voor waarden die dit bestand niet bevat: niet getoond, wel toegepast.',
  'start.templates': 'Beginnen met een sjabloon',
  'start.templatesHint': 'Een lege werkmap met de kolommen die de import zelf herkent.',
  'start.template': 'Sjabloon downloaden: {{resource}}',
  'start.templateSaved': 'Sjabloon opgeslagen: {{path}}',
  'start.samples': 'Een voorbeeldbestand proberen',
  'start.samplesHint': 'Kleine bestanden om de import te proberen met de ingebouwde sandbox.',
  'start.openSample': 'Voorbeeld {{name}} openen',
  'start.recent': 'Recente bestanden',
  'start.noRecent': 'Bestanden die u opent, verschijnen hier.',
  'start.openRecent': '{{name}} opnieuw openen',
  'start.gone': '{{path}} bestaat niet meer: het is verplaatst of verwijderd.',
} satisfies Catalogue;
