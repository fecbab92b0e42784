// What the Map step says of a column auto-mapping left out or doubts, in Dutch:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'mapping.notWhole':
    "'{{column}}' hoort bij {{field}}, maar {{pct}}% van de voorbeeldwaarden zijn geen gehele getallen: die rijen worden ongeldig",
  'mapping.lookedLikeField':
    "'{{column}}' leek op {{field}}, maar {{pct}}% van de voorbeeldwaarden zijn geen gehele getallen",
  'mapping.lookedLikeColumn':
    "'{{column}}' leek op een kolom {{field}}, maar {{pct}}% van de voorbeeldwaarden zijn geen gehele getallen",
  'mapping.resultColumn':
    "'{{column}}' is toegevoegd door het blad Failed rows van de resultaatwerkmap: niet geïmporteerd",
  'mapping.serviceOnly': "'{{column}}' is {{field}}, dat alleen de service invult: niet geïmporteerd",
  'mapping.alsoLooksLike': "'{{column}}' lijkt ook op {{field}}, dat '{{other}}' al levert",
  'mapping.notNeeded': "'{{column}}' is niet nodig: '{{other}}' geeft de {{field}} al",
  'mapping.productName':
    "'{{column}}' blijft buiten beschouwing: met één kolom per attribuut wordt ze als de productnaam gelezen",
  'mapping.leftOut': "'{{column}}' blijft buiten beschouwing: {{why}}; koppel haar met de hand om er een aan te maken",
  'mapping.namesNotRead': 'de attribuutnamen van de producten zijn niet gelezen, dus ze komt met geen enkele overeen',
  'mapping.noSuchAttribute': 'geen product heeft een attribuut met die naam',
  'mapping.noSuchAttributeOf': 'geen product heeft een attribuut met die naam ({{names}})',
} satisfies Catalogue;
