// What the Map step says of a column auto-mapping left out or doubts:
// ColumnSuggestion.warning, a message with the column's and fields' names as parameters.
import type { Catalogue } from '../../namespaces.js';

export default {
  'mapping.notWhole':
    "'{{column}}' maps to {{field}}, but {{pct}}% of its sample values are not whole numbers: those rows will be Invalid",
  'mapping.lookedLikeField':
    "'{{column}}' looked like {{field}}, but {{pct}}% of its sample values are not whole numbers",
  'mapping.lookedLikeColumn':
    "'{{column}}' looked like a {{field}} column, but {{pct}}% of its sample values are not whole numbers",
  'mapping.resultColumn': "'{{column}}' was added by the result workbook's Failed rows sheet: not imported",
  'mapping.serviceOnly': "'{{column}}' is {{field}}, which only the service sets: not imported",
  'mapping.alsoLooksLike': "'{{column}}' also looks like {{field}}, which '{{other}}' already feeds",
  'mapping.notNeeded': "'{{column}}' is not needed: '{{other}}' already gives the {{field}}",
  'mapping.productName': "'{{column}}' is left out: with one column per attribute it is taken for the product's name",
  'mapping.leftOut': "'{{column}}' is left out: {{why}}; map it by hand to create one",
  'mapping.namesNotRead': 'the attribute names products carry were not read, so it matches none',
  'mapping.noSuchAttribute': 'no product carries an attribute of that name',
  'mapping.noSuchAttributeOf': 'no product carries an attribute of that name ({{names}})',
} satisfies Catalogue;
