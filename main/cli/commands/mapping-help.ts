// The part of `import --help` that explains the mapping file: wide layouts (unpivot) and
// value maps, which auto-mapping fills in and a saved mapping file keeps.
export const MAPPING_HELP = `
Columns:
  Before anything is sent, every column is listed: mapped to a field, unpivoted, or ignored
  (with the reason). Headers are matched by field name, then by synonyms in English, German,
  French, Spanish, Italian and Dutch (Artikelnr, Référence, Referencia, Codice articolo;
  Bestand, Quantité, Cantidad, Quantità, Voorraad; Lager, Entrepôt, Almacén, Magazzino,
  Magazijn), then by a close spelling.

One column per warehouse, attribute or custom field ("unpivot"):
  DCQuantities: a column named 'DC <id>', or after a distribution center of the connection
  (its Name, Code or City, case and accents ignored: 'Berlin', 'Lager CH-FBA') holds that
  DC's quantities; words only one DC's Name has work too ('Hamburg Store', 'Drop Ship'), in
  headers and in DC cells. AttributeValues: a column named after an attribute any product
  carries ('Color') holds that attribute's values. CustomFields: 'Field <id>', or a name you
  mapped to a FieldID once (a column or a "FieldID" value-map entry: the service lists no
  names), remembered for later files. A SiteOrderID column (the shop's order number) is looked
  up in bulk, as a Sku column is.
  In a mapping file (--mapping, --save-mapping) such a column reads:
    { "column": "Berlin", "unpivot": { "key": "DistributionCenterID", "value": "1" } }
    { "column": "Color",  "unpivot": { "key": "Name", "value": "Color" } }

Value maps:
  "valueMaps" translate a column's cells before they are checked, per field, case ignored:
    "valueMaps": { "DistributionCenterID": { "Berlin": "1", "CH-FBA": "3" } }
  A DC column that names its warehouses gets one automatically from the connection's DCs.

Example mapping file:
  { "version": 1, "resource": "DCQuantities", "operation": "upsert",
    "columns": [ { "column": "Artikelnr", "field": "Sku" },
                 { "column": "Lager", "field": "DistributionCenterID" },
                 { "column": "Bestand", "field": "AvailableQuantity", "blank": "skip" } ],
    "constants": {}, "valueMaps": { "DistributionCenterID": { "Berlin": "1" } } }
`;
