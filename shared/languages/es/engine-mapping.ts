// What the Map step says of a column auto-mapping left out or doubts, in Spanish:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'mapping.notWhole':
    '«{{column}}» corresponde a {{field}}, pero el {{pct}} % de sus valores de muestra no son números enteros: esas filas serán no válidas',
  'mapping.lookedLikeField':
    '«{{column}}» parecía {{field}}, pero el {{pct}} % de sus valores de muestra no son números enteros',
  'mapping.lookedLikeColumn':
    '«{{column}}» parecía una columna {{field}}, pero el {{pct}} % de sus valores de muestra no son números enteros',
  'mapping.resultColumn': '«{{column}}» la añadió la hoja Failed rows del libro de resultados: no se importa',
  'mapping.serviceOnly': '«{{column}}» es {{field}}, que solo establece el servicio: no se importa',
  'mapping.alsoLooksLike': '«{{column}}» también parece {{field}}, que ya aporta «{{other}}»',
  'mapping.notNeeded': '«{{column}}» no es necesaria: «{{other}}» ya da el {{field}}',
  'mapping.productName': '«{{column}}» se deja fuera: con una columna por atributo se toma como el nombre del producto',
  'mapping.leftOut': '«{{column}}» se deja fuera: {{why}}; asígnela a mano para crear uno',
  'mapping.namesNotRead': 'no se leyeron los nombres de atributo de los productos, así que no coincide con ninguno',
  'mapping.noSuchAttribute': 'ningún producto tiene un atributo con ese nombre',
  'mapping.noSuchAttributeOf': 'ningún producto tiene un atributo con ese nombre ({{names}})',
} satisfies Catalogue;
