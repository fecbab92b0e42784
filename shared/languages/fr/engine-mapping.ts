// What the Map step says of a column auto-mapping left out or doubts, in French:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../i18n/index.js';

export default {
  'mapping.notWhole':
    '« {{column}} » correspond à {{field}}, mais {{pct}} % de ses valeurs d’exemple ne sont pas des nombres entiers : ces lignes seront invalides',
  'mapping.lookedLikeField':
    '« {{column}} » ressemblait à {{field}}, mais {{pct}} % de ses valeurs d’exemple ne sont pas des nombres entiers',
  'mapping.lookedLikeColumn':
    '« {{column}} » ressemblait à une colonne {{field}}, mais {{pct}} % de ses valeurs d’exemple ne sont pas des nombres entiers',
  'mapping.resultColumn':
    '« {{column}} » a été ajoutée par la feuille Failed rows du classeur de résultats : non importée',
  'mapping.serviceOnly': '« {{column}} » est {{field}}, que seul le service renseigne : non importée',
  'mapping.alsoLooksLike': '« {{column}} » ressemble aussi à {{field}}, que « {{other}} » alimente déjà',
  'mapping.notNeeded': '« {{column}} » n’est pas nécessaire : « {{other}} » donne déjà le {{field}}',
  'mapping.productName':
    '« {{column}} » est laissée de côté : avec une colonne par attribut, elle est prise pour le nom du produit',
  'mapping.leftOut': '« {{column}} » est laissée de côté : {{why}} ; associez-la à la main pour en créer un',
  'mapping.namesNotRead': 'les noms d’attributs des produits n’ont pas été lus, elle ne correspond donc à aucun',
  'mapping.noSuchAttribute': 'aucun produit ne porte d’attribut de ce nom',
  'mapping.noSuchAttributeOf': 'aucun produit ne porte d’attribut de ce nom ({{names}})',
} satisfies Catalogue;
