// CustomFields: an order's value of one custom field, one request per value.
import { parentTarget } from './parent-target.js';

export const CUSTOM_FIELDS = parentTarget(
  'CustomFields',
  { entitySet: 'Orders', idField: 'OrderID', expand: 'CustomFields', childKey: 'FieldID', readBySku: false },
  {
    valueField: 'Value',
    customFieldKey: 'FieldID',
    // The shop's order number resolves to the OrderID in bulk, as a SKU to its ProductID (issue 32).
    extraFields: ['SiteOrderID'],
    // A value only for a field defined in the order's own profile (service: 400 otherwise).
    keyOfProfile: { key: 'custom field', parent: 'order' },
    template: { label: 'Empty template: custom fields', headers: async () => ['OrderID', 'FieldID', 'Value'] },
    ignoredColumnReason: "no field and not 'Field <id>'; map it by hand if it holds custom field values",
  },
);
