// The value maps auto-mapping offers by itself, one per column that may name what it means
// instead of giving its ID: a DC column its warehouses ('Berlin', 'CH-FBA'), a document-type
// column the invoice list's own words ('Rechnung', 'Avoir'), a custom-field column the names
// learnt from the user ('GiftMessage'). Each is shown and editable on the Map step.
import type { MappingFile } from './mapping-file.js';
import { dcValueMap, type KnownDc } from './dc-headers.js';
import { DOCUMENT_TYPE_WORDS } from './synonyms-documents.js';

export function defaultValueMaps(
  mapped: { has(field: string): boolean },
  dcs: readonly KnownDc[] | undefined,
  fieldNames: Record<string, string> | undefined,
): MappingFile['valueMaps'] {
  const valueMaps: MappingFile['valueMaps'] = {};
  if (mapped.has('DistributionCenterID') && dcs?.length) valueMaps.DistributionCenterID = dcValueMap(dcs);
  if (mapped.has('DocumentType')) valueMaps.DocumentType = { ...DOCUMENT_TYPE_WORDS };
  if (mapped.has('FieldID') && fieldNames && Object.keys(fieldNames).length) valueMaps.FieldID = { ...fieldNames };
  return valueMaps;
}
