// The navigation targets Product and Order, as far as service-behaviour.md describes them.
// They are read here (SKU -> ProductID look-ups, exports with $expand); writing them is
// outside the spec. Their $expand lists name their navigations so exports can expand them.
import { READ_ONLY_OPS, datetime, enumOf, int32, namesOf, readOnlyFields, text } from './fields.js';
import type { EntityDef } from './types.js';

const productFields = readOnlyFields([
  int32('ID', { key: true }),
  int32('ProfileID'),
  text('Sku'),
  text('Title', { nullable: true }),
]);

export const Product: EntityDef = {
  name: 'Product',
  entitySet: 'Products',
  path: '/v1/Products',
  keys: ['ID'],
  fields: productFields,
  navigation: [
    { name: 'DCQuantities', target: 'DCQuantity', collection: true },
    { name: 'Attributes', target: 'AttributeValue', collection: true },
  ],
  operations: READ_ONLY_OPS,
  createIsUpsert: false,
  list: {
    select: [...namesOf(productFields), 'DCQuantities', 'Attributes'],
    orderby: namesOf(productFields),
    expand: ['*', 'DCQuantities', 'Attributes'],
  },
  scope: 'inventory',
  readOnly: true,
};

const orderFields = readOnlyFields([
  int32('ID', { key: true }),
  int32('ProfileID'),
  text('SiteOrderID', { nullable: true }),
  datetime('CreatedDateUtc'),
  // Recommended for including or excluding externally managed orders (spec 2, "Related records").
  enumOf('DistributionCenterTypeRollup', 'DistributionCenterTypeRollup', { nullable: true }),
]);

export const Order: EntityDef = {
  name: 'Order',
  entitySet: 'Orders',
  path: '/v1/Orders',
  keys: ['ID'],
  fields: orderFields,
  navigation: [{ name: 'CustomFields', target: 'CustomField', collection: true }],
  operations: READ_ONLY_OPS,
  createIsUpsert: false,
  list: {
    select: [...namesOf(orderFields), 'CustomFields'],
    orderby: namesOf(orderFields),
    expand: ['*', 'CustomFields'],
  },
  scope: 'orders',
  readOnly: true,
};
