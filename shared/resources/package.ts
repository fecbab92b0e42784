// service-spec.md 2 "Package", 4.7; fields from service-behaviour.md. Packages are set up in
// the service's user interface only, so the API reads them and nothing else.
import { READ_ONLY_OPS, decimal, int32, namesOf, readOnlyFields, text } from './fields.js';
import type { EntityDef } from './types.js';

const fields = readOnlyFields([
  int32('ID', { key: true }),
  int32('ProfileID'),
  text('Name'),
  text('Description', { nullable: true }),
  text('ShippingCarrier', { nullable: true }),
  decimal('Length'),
  decimal('Width'),
  decimal('Height'),
  decimal('EmptyWeight', { nullable: true }),
]);

export const Package: EntityDef = {
  name: 'Package',
  entitySet: 'Packages',
  path: '/v1/Packages',
  keys: ['ID'],
  fields,
  navigation: [],
  // 4.7 offers only the list; "other endpoints ... are not officially supported".
  operations: { ...READ_ONLY_OPS, get: false },
  createIsUpsert: false,
  list: { select: namesOf(fields), orderby: namesOf(fields), expand: ['*'] },
  scope: 'any',
  readOnly: true,
};
