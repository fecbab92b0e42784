// service-spec.md 2 "AttributeValue", 4.2; service-behaviour.md: Name <= 32, Value <= 32,000,
// POST is an upsert ("to update a single attribute"), ProfileID goes in POST bodies only.
import { int32, profileIdOnCreate, text } from './fields.js';
import type { EntityDef } from './types.js';

export const AttributeValue: EntityDef = {
  name: 'AttributeValue',
  entitySet: 'AttributeValues',
  path: '/v1/AttributeValues',
  keys: ['Name', 'ProductID'],
  fields: [
    int32('ProductID', { nullable: true, key: true, onCreate: 'required' }),
    profileIdOnCreate(),
    text('Name', { key: true, maxLength: 32, onCreate: 'required' }),
    text('Value', { nullable: true, maxLength: 32000, patchable: true }),
  ],
  navigation: [{ name: 'Product', target: 'Product', collection: false }],
  // 4.9 names PATCH or PUT on /v1/AttributeValues(...) as the real URI, so PUT exists.
  operations: { list: false, get: true, create: true, patch: true, put: true, delete: true },
  createIsUpsert: true,
  getOptions: { select: ['ProductID', 'ProfileID', 'Name', 'Value', 'Product'], expand: ['*', 'Product'] },
  scope: 'inventory',
  readOnly: false,
};
