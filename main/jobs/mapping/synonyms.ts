// Words people put in header rows for each field, already normalised (see normaliseHeader).
// Matched after exact field names and before fuzzy matching.
export const SYNONYMS: Record<string, string[]> = {
  AvailableQuantity: [
    'qty',
    'quantity',
    'stock',
    'onhand',
    'available',
    'availableqty',
    'qtyavailable',
    'stockqty',
    'stocklevel',
    'inventory',
    'qtyonhand',
    'quantityavailable',
    'availablestock',
  ],
  DistributionCenterID: [
    'dc',
    'dcid',
    'warehouse',
    'warehouseid',
    'location',
    'locationid',
    'distributioncenter',
    'distributioncentre',
    'distributioncentreid',
    'dcnumber',
    'dcno',
  ],
  Sku: ['sku', 'item', 'itemsku', 'productsku', 'sellersku', 'skucode', 'itemcode', 'articlenumber'],
  ProductID: ['productid', 'itemid', 'product', 'productnumber'],
  Name: ['attribute', 'attributename', 'attr', 'attributekey'],
  FieldID: ['fieldid', 'customfieldid', 'field', 'customfield', 'fieldnumber'],
  OrderID: ['orderid', 'order', 'ordernumber', 'orderno'],
  Value: ['value', 'attributevalue', 'fieldvalue', 'customfieldvalue', 'newvalue'],
  ProfileID: ['profile', 'profileid', 'account', 'accountid'],
  // DistributionCenters
  ID: ['dcid', 'distributioncenterid', 'id'],
  Code: ['dccode', 'warehousecode', 'locationcode'],
  Type: ['dctype', 'warehousetype', 'locationtype'],
  PostalCode: ['zip', 'zipcode', 'postcode', 'postal'],
  StateOrProvince: ['state', 'province', 'region'],
  Address1: ['address', 'street', 'addressline1', 'street1'],
  Address2: ['addressline2', 'street2'],
  ContactEmail: ['email', 'contactemailaddress'],
  ContactPhone: ['phone', 'telephone', 'contactnumber'],
  HandlingTimeMinutes: ['handlingtime', 'handlingminutes'],
};

/**
 * Wide layouts for DC quantities: 'DC 1', 'Qty DC 2', 'Warehouse 3', 'Stock - Location #4'.
 * The number is the DistributionCenterID.
 */
export const DC_COLUMN =
  /^\s*(?:(?:qty|quantity|stock|on\s*hand|available)\s*[-:_]?\s*)?(?:dc|warehouse|location|distribution\s*cent(?:er|re))\s*(?:id\s*)?[#:_-]?\s*(\d{1,10})\s*(?:(?:qty|quantity|stock))?\s*$/i;

/** Wide layouts for custom fields: 'Field 5', 'Custom Field 5', 'CF 5'. */
export const FIELD_COLUMN = /^\s*(?:custom\s*field|field|cf)\s*(?:id\s*)?[#:_-]?\s*(\d{1,10})\s*$/i;
