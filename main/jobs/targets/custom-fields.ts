// CustomFields: an order's value of one custom field, one request per value.
import { parentTarget } from './parent-target.js';

export const CUSTOM_FIELDS = parentTarget(
  'CustomFields',
  { entitySet: 'Orders', idField: 'OrderID', expand: 'CustomFields', childKey: 'FieldID' },
  { valueField: 'Value', extraFields: [] },
);
