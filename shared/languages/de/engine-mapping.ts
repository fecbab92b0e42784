// What the Map step says of a column auto-mapping left out or doubts, in German:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'mapping.notWhole':
    '„{{column}}“ entspricht {{field}}, aber {{pct}} % der Beispielwerte sind keine ganzen Zahlen: diese Zeilen werden ungültig',
  'mapping.lookedLikeField':
    '„{{column}}“ sah nach {{field}} aus, aber {{pct}} % der Beispielwerte sind keine ganzen Zahlen',
  'mapping.lookedLikeColumn':
    '„{{column}}“ sah nach einer Spalte {{field}} aus, aber {{pct}} % der Beispielwerte sind keine ganzen Zahlen',
  'mapping.resultColumn':
    '„{{column}}“ wurde vom Blatt „Failed rows“ der Ergebnisarbeitsmappe hinzugefügt: nicht importiert',
  'mapping.serviceOnly': '„{{column}}“ ist {{field}}, das nur der Dienst setzt: nicht importiert',
  'mapping.alsoLooksLike': '„{{column}}“ sieht ebenfalls nach {{field}} aus, das bereits „{{other}}“ liefert',
  'mapping.notNeeded': '„{{column}}“ wird nicht gebraucht: „{{other}}“ gibt bereits die {{field}} an',
  'mapping.productName': '„{{column}}“ bleibt außen vor: bei einer Spalte je Attribut gilt sie als Name des Produkts',
  'mapping.leftOut': '„{{column}}“ bleibt außen vor: {{why}}; ordnen Sie die Spalte von Hand zu, um eines anzulegen',
  'mapping.namesNotRead': 'die Attributnamen der Produkte wurden nicht gelesen, daher passt sie zu keinem',
  'mapping.noSuchAttribute': 'kein Produkt hat ein Attribut dieses Namens',
  'mapping.noSuchAttributeOf': 'kein Produkt hat ein Attribut dieses Namens ({{names}})',
} satisfies Catalogue;
