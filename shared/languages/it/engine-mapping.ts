// What the Map step says of a column auto-mapping left out or doubts, in Italian:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'mapping.notWhole':
    '«{{column}}» corrisponde a {{field}}, ma il {{pct}}% dei suoi valori di esempio non sono numeri interi: quelle righe saranno non valide',
  'mapping.lookedLikeField':
    '«{{column}}» sembrava {{field}}, ma il {{pct}}% dei suoi valori di esempio non sono numeri interi',
  'mapping.lookedLikeColumn':
    '«{{column}}» sembrava una colonna {{field}}, ma il {{pct}}% dei suoi valori di esempio non sono numeri interi',
  'mapping.resultColumn':
    '«{{column}}» è stata aggiunta dal foglio Failed rows della cartella dei risultati: non importata',
  'mapping.serviceOnly': '«{{column}}» è {{field}}, che solo il servizio imposta: non importata',
  'mapping.alsoLooksLike': '«{{column}}» sembra anche {{field}}, che «{{other}}» fornisce già',
  'mapping.notNeeded': '«{{column}}» non serve: «{{other}}» fornisce già il {{field}}',
  'mapping.productName': '«{{column}}» è esclusa: con una colonna per attributo viene presa come nome del prodotto',
  'mapping.leftOut': '«{{column}}» è esclusa: {{why}}; associala a mano per crearne uno',
  'mapping.namesNotRead': 'i nomi degli attributi dei prodotti non sono stati letti, quindi non ne corrisponde nessuno',
  'mapping.noSuchAttribute': 'nessun prodotto ha un attributo con quel nome',
  'mapping.noSuchAttributeOf': 'nessun prodotto ha un attributo con quel nome ({{names}})',
} satisfies Catalogue;
