// service-spec.md 2 "DistributionCenter" (property names exact, in the spec's order) and 4.6;
// types from service-behaviour.md. POST sends and PATCH/PUT change every property except
// the service-owned ones: ID, IsDeleted, DeletedDateUtc, IsExternallyManaged.
import { bool, datetime, decimal, enumOf, int32, namesOf, text } from './fields.js';
import type { EntityDef, FieldDef } from './types.js';

const w = { onCreate: 'optional', patchable: true } as const; // writable
const wn = { ...w, nullable: true } as const; // writable, nullable
const owned = { onCreate: 'never', patchable: false } as const; // set by the service only

const fields: FieldDef[] = [
  // "when only one distribution center exists, its ID is 0": 0 is a valid key.
  int32('ID', { key: true, ...owned }),
  text('Name', wn),
  text('Code', wn),
  text('FulfillmentPartnerName', wn),
  text('ContactName', wn),
  text('ContactEmail', wn),
  text('ContactPhone', wn),
  text('Address1', wn),
  text('Address2', wn),
  text('City', wn),
  text('StateOrProvince', wn),
  text('Country', wn),
  text('PostalCode', wn),
  bool('PickupLocation', w),
  bool('ShipLocation', w),
  enumOf('Type', 'DistributionCenterType', wn),
  bool('IsExternallyManaged', owned),
  bool('IsDeleted', owned),
  datetime('DeletedDateUtc', { nullable: true, ...owned }),
  text('County', wn),
  text('District', wn),
  text('TimeZone', wn),
  int32('HandlingTimeMinutes', wn),
  bool('DeliveryAvailable', wn),
  int32('PickupOrderHoldMinutes', wn),
  int32('ThroughputLimitNumber', wn),
  enumOf('ThroughputLimitUnits', 'ThroughputLimitUnits', wn),
  text('MainPhone', wn),
  text('AltPhone', wn),
  text('Fax', wn),
  text('HomePage', wn),
  text('Email', wn),
  text('BusinessDescription', wn),
  decimal('Latitude', wn),
  decimal('Longitude', wn),
  // One text value as the service sends it; not split into a list, so a cell round-trips as is.
  text('StoreCategories', wn),
  text('CourierPickupInstructions', wn),
  text('CustomerPickupInstructions', wn),
  text('PickupInstructions', wn),
];

export const DistributionCenter: EntityDef = {
  name: 'DistributionCenter',
  entitySet: 'DistributionCenters',
  path: '/v1/DistributionCenters',
  keys: ['ID'],
  fields,
  navigation: [{ name: 'OperatingHours', target: 'OperatingHours', collection: true }],
  operations: { list: true, get: true, create: true, patch: true, put: true, delete: true },
  createIsUpsert: false,
  // 4.1: $orderby any DistributionCenter property; $expand '*' or OperatingHours.
  list: { select: [...namesOf(fields), 'OperatingHours'], orderby: namesOf(fields), expand: ['*', 'OperatingHours'] },
  getOptions: { select: [...namesOf(fields), 'OperatingHours'], expand: ['*', 'OperatingHours'] },
  scope: 'inventory',
  readOnly: false,
};
