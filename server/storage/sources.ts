// Where each entity set's records live: the table, the profile column that scopes a token's
// reads, the property->column map used for SQL filters and sorting, and the row->entity
// mapping (properties in the catalogue's order, null written explicitly).
import { entityByName, type EntityDef, type EntityName } from '../../shared/resources/index.js';
import type { LambdaSql } from './sql-filter.js';

export type Row = Record<string, unknown>;
export type Entity = Record<string, unknown>;

export interface Source {
  entity: EntityDef;
  table: string;
  profileColumn: string;
  columns: Record<string, string>;
  defaultOrder: string;
  toEntity(row: Row): Entity;
  /** SQL for lambdas over a collection the table does not hold as a column (Products' Labels). */
  lambdaSql?: LambdaSql;
}

/** Builds an entity from a row through the column map, in the catalogue's field order. */
function mapped(
  name: EntityName,
  table: string,
  columns: Record<string, string>,
  defaultOrder: string,
  convert: Record<string, (v: unknown) => unknown> = {},
): Source {
  const entity = entityByName(name);
  const fields = entity.fields.map((f) => f.name).filter((f) => f in columns);
  return {
    entity,
    table,
    profileColumn: columns.ProfileID ?? 'profile_id',
    columns,
    defaultOrder,
    toEntity(row) {
      const e: Entity = {};
      for (const f of fields) {
        const v = row[columns[f]!] ?? null;
        e[f] = convert[f] ? convert[f](v) : v;
      }
      return e;
    },
  };
}

const base64 = (v: unknown): unknown => (v instanceof Buffer ? v.toString('base64') : v);

export const SOURCES: Record<string, Source> = {
  Products: mapped('Product', 'products', { ID: 'id', ProfileID: 'profile_id', Sku: 'sku', Title: 'title' }, 'id'),
  Orders: mapped(
    'Order',
    'orders',
    {
      ID: 'id',
      ProfileID: 'profile_id',
      SiteOrderID: 'site_order_id',
      CreatedDateUtc: 'created_utc',
      DistributionCenterTypeRollup: 'dc_type_rollup',
    },
    'id',
  ),
  AttributeValues: mapped(
    'AttributeValue',
    'attribute_values',
    {
      ProductID: 'product_id',
      ProfileID: 'profile_id',
      Name: 'name',
      Value: 'value',
    },
    'product_id, name',
  ),
  DCQuantities: mapped(
    'DCQuantity',
    'dc_quantities',
    {
      ProductID: 'product_id',
      ProfileID: 'profile_id',
      DistributionCenterID: 'dc_id',
      AvailableQuantity: 'quantity',
    },
    'product_id, dc_id',
  ),
  CustomFields: mapped(
    'CustomField',
    'custom_fields',
    {
      FieldID: 'field_id',
      OrderID: 'order_id',
      ProfileID: 'profile_id',
      Value: 'value',
    },
    'order_id, field_id',
  ),
  DistributionCenterOperatingHours: mapped(
    'OperatingHours',
    'operating_hours',
    {
      DistributionCenterID: 'dc_id',
      DayID: 'day_id',
      OpenTime: 'open_time',
      CloseTime: 'close_time',
    },
    'dc_id, day_order',
  ),
  ChannelDocuments: mapped(
    'ChannelDocument',
    'channel_documents',
    {
      DocumentKey: 'document_key',
      Contents: 'contents',
      // ID names the document's order: the only property of the listed entity (4.5) that can,
      // and the same ID NotSupplied lists, so a client can tell what was uploaded for which order.
      ID: 'order_id',
      ProfileID: 'profile_id',
      DocumentType: 'document_type',
    },
    'id',
    { Contents: base64 },
  ),
  'ChannelDocuments/NotSupplied': mapped(
    'NotSuppliedChannelDocument',
    'not_supplied_documents',
    {
      ID: 'id',
      ProfileID: 'profile_id',
      DocumentType: 'document_type',
    },
    'id, document_type',
  ),
  Packages: mapped(
    'Package',
    'packages',
    {
      ID: 'id',
      ProfileID: 'profile_id',
      Name: 'name',
      Description: 'description',
      ShippingCarrier: 'shipping_carrier',
      Length: 'length',
      Width: 'width',
      Height: 'height',
      EmptyWeight: 'empty_weight',
    },
    'id',
  ),
  Profiles: {
    ...mapped(
      'Profile',
      'profiles',
      {
        ID: 'id',
        AccountName: 'name',
        CompanyName: 'company_name',
        CurrencyCode: 'currency_code',
        TimeZoneRegion: 'time_zone_region',
        DefaultDistributionCenterID: 'default_dc_id',
      },
      'id',
    ),
    profileColumn: 'id',
  },
  DistributionCenters: {
    entity: entityByName('DistributionCenter'),
    table: 'distribution_centers',
    profileColumn: 'profile_id',
    columns: { ID: 'id', IsDeleted: 'is_deleted' },
    defaultOrder: 'id',
    toEntity: (row) => JSON.parse(row.doc as string) as Entity,
  },
};

export function sourceFor(entitySet: string): Source {
  const s = SOURCES[entitySet];
  if (!s) throw new Error(`No storage source for entity set ${entitySet}.`);
  return s;
}
