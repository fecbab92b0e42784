// The part of `import --help` after the options: what the run says in an outage, and the
// mapping file: wide layouts (unpivot), value maps, blank cells and the clear marker, which
// auto-mapping fills in and a saved mapping file keeps.
export const MAPPING_HELP = `
Outages:
  When the service has not answered for 30 s the run says so on stderr, and again every 15 s
  with the growing figure ("The service has not answered for 45 s; still trying, nothing is
  lost."), then that it answers again. Requests whose answers were lost are read back once it
  answers (applied: done; not there: sent again), never sent twice; 'resume' and
  'retry-failed' read back rows an earlier run left "Outcome unknown". The environment
  variable COMMERCE_BULK_OUTAGE_AFTER_SECONDS sets the 30 s.

Columns:
  Before anything is sent, every column is listed: mapped to a field, unpivoted, or ignored
  (with the reason). Headers are matched by field name, then by synonyms in English, German,
  French, Spanish, Italian and Dutch (Artikelnr, Référence, Referencia, Codice articolo;
  Bestand, Quantité, Cantidad, Quantità, Voorraad; Lager, Entrepôt, Almacén, Magazzino,
  Magazijn), then by a close spelling. An invoice list may use an accountant's headers
  (Bestellnr;Profil;Belegart;Datei;Rechnungsnr;Brutto;MwSt;Gutschrift-ID) in the six languages.
  Orders (CustomFields, ChannelDocuments) may be named by the shop's order number: a
  SiteOrderID column, or an order column of numbers such as CH-000005 (Bestellnr), is looked up
  in bulk, as a Sku column is; an unknown or ambiguous number makes its row Invalid before
  anything is sent. A row that gives its OrderID too goes by the OrderID.

One column per warehouse, attribute or custom field ("unpivot"):
  DCQuantities: a column named 'DC <id>', or after a distribution center of the connection
  (its Name, Code or City, case and accents ignored: 'Berlin', 'Lager CH-FBA') holds that
  DC's quantities; words only one DC's Name has work too ('Hamburg Store', 'Drop Ship'), in
  headers and in DC cells. AttributeValues: a column named after an attribute any product
  carries ('Color') holds that attribute's values. CustomFields: 'Field <id>', or a name you
  mapped to a FieldID once (a column or a "FieldID" value-map entry: the service lists no
  names), remembered for later files.
  In a mapping file (--mapping, --save-mapping) such a column reads:
    { "column": "Berlin", "unpivot": { "key": "DistributionCenterID", "value": "1" } }
    { "column": "Color",  "unpivot": { "key": "Name", "value": "Color" } }

Value maps:
  "valueMaps" translate a column's cells before they are checked, per field, case ignored:
    "valueMaps": { "DistributionCenterID": { "Berlin": "1", "CH-FBA": "3" } }
  A DC column that names its warehouses gets one automatically from the connection's DCs.

Blank cells and clearing a value:
  A blank cell leaves the service's value as it is: nothing is sent for it. To clear one value,
  write #CLEAR as the whole cell (case ignored): an attribute value or custom field is set to no
  value (Updated); one that does not exist is Unchanged, never created empty. A DC quantity
  cannot be cleared (write 0). '-', 'NULL', 'n/a' are text. Another marker: "clear": "(leer)"
  in the mapping file ("clear": "" for none). "blank": "clear" on a column makes each blank cell
  of it a clear. Blank cells where the service has a value are counted after Rows: as
  "Skipped: n emptied cells, blank means leave as is".

Example mapping file:
  { "version": 1, "resource": "DCQuantities", "operation": "upsert",
    "columns": [ { "column": "Artikelnr", "field": "Sku" },
                 { "column": "Lager", "field": "DistributionCenterID" },
                 { "column": "Bestand", "field": "AvailableQuantity", "blank": "skip" } ],
    "constants": {}, "valueMaps": { "DistributionCenterID": { "Berlin": "1" } } }
`;
