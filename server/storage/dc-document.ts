// The full DistributionCenter entity as stored (one JSON document per row): every property
// of service-spec.md section 2, in its order, null or the documented default when absent.

export const DC_PROPERTIES = [
  'ID',
  'Name',
  'Code',
  'FulfillmentPartnerName',
  'ContactName',
  'ContactEmail',
  'ContactPhone',
  'Address1',
  'Address2',
  'City',
  'StateOrProvince',
  'Country',
  'PostalCode',
  'PickupLocation',
  'ShipLocation',
  'Type',
  'IsExternallyManaged',
  'IsDeleted',
  'DeletedDateUtc',
  'County',
  'District',
  'TimeZone',
  'HandlingTimeMinutes',
  'DeliveryAvailable',
  'PickupOrderHoldMinutes',
  'ThroughputLimitNumber',
  'ThroughputLimitUnits',
  'MainPhone',
  'AltPhone',
  'Fax',
  'HomePage',
  'Email',
  'BusinessDescription',
  'Latitude',
  'Longitude',
  'StoreCategories',
  'CourierPickupInstructions',
  'CustomerPickupInstructions',
  'PickupInstructions',
] as const;

/** Non-null booleans of service-behaviour.md default to false (ShipLocation to true). */
const DEFAULTS: Record<string, unknown> = {
  PickupLocation: false,
  ShipLocation: true,
  IsExternallyManaged: false,
  IsDeleted: false,
};

export type DcDocument = Record<string, unknown>;

export function dcDocument(id: number, values: Record<string, unknown>): DcDocument {
  const doc: DcDocument = {};
  for (const p of DC_PROPERTIES) {
    doc[p] = p in values && values[p] !== undefined ? values[p] : p in DEFAULTS ? DEFAULTS[p] : null;
  }
  doc.ID = id;
  // ExternallyManaged centers are flagged as such, as the real service derives it from Type.
  doc.IsExternallyManaged = doc.Type === 'ExternallyManaged';
  return doc;
}
