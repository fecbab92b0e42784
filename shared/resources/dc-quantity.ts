// service-spec.md 2 "DCQuantity", 4.4; service-behaviour.md: AvailableQuantity int32, non-null.
import { int32, profileIdOnCreate } from './fields.js';
import type { EntityDef } from './types.js';

export const DCQuantity: EntityDef = {
  name: 'DCQuantity',
  entitySet: 'DCQuantities',
  path: '/v1/DCQuantities',
  keys: ['DistributionCenterID', 'ProductID'],
  fields: [
    int32('ProductID', { nullable: true, key: true, onCreate: 'required' }),
    profileIdOnCreate(),
    int32('DistributionCenterID', { key: true, onCreate: 'required' }),
    int32('AvailableQuantity', { onCreate: 'required', patchable: true }),
  ],
  navigation: [{ name: 'Product', target: 'Product', collection: false }],
  // 4.9: PATCH, PUT and DELETE on /v1/DCQuantities(...) are the real URIs.
  operations: { list: false, get: true, create: true, patch: true, put: true, delete: true },
  // Not stated by 4.4, but a quantity per (DC, product) is a single value: a second POST
  // sets it rather than conflicting, like AttributeValues and CustomFields.
  createIsUpsert: true,
  getOptions: {
    select: ['ProductID', 'ProfileID', 'DistributionCenterID', 'AvailableQuantity', 'Product'],
    expand: ['*', 'Product'],
  },
  scope: 'inventory',
  readOnly: false,
};
