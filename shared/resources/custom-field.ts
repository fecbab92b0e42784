// service-spec.md 2 "CustomField", 4.3: POST creates or updates; only Value is patchable.
import { KEYED_VALUE_OPS, int32, profileIdOnCreate, text } from './fields.js';
import type { EntityDef } from './types.js';

export const CustomField: EntityDef = {
  name: 'CustomField',
  entitySet: 'CustomFields',
  path: '/v1/CustomFields',
  keys: ['FieldID', 'OrderID'],
  fields: [
    int32('FieldID', { key: true, onCreate: 'required' }),
    int32('OrderID', { nullable: true, key: true, onCreate: 'required' }),
    profileIdOnCreate(),
    text('Value', { nullable: true, patchable: true }),
  ],
  navigation: [{ name: 'Order', target: 'Order', collection: false }],
  operations: KEYED_VALUE_OPS,
  createIsUpsert: true,
  getOptions: { select: ['FieldID', 'OrderID', 'ProfileID', 'Value', 'Order'], expand: ['*', 'Order'] },
  scope: 'orders',
  readOnly: false,
};
