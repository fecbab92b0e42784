// AttributeValues: a product's value of one named attribute. The changed values of one
// product go in one UpdateAttributes request; the names products carry help auto-mapping.
import { readAttributeNames } from '../service-names.js';
import { parentTarget } from './parent-target.js';

export const ATTRIBUTE_VALUES = parentTarget(
  'AttributeValues',
  { entitySet: 'Products', idField: 'ProductID', expand: 'Attributes', childKey: 'Name' },
  {
    valueField: 'Value',
    extraFields: ['Sku'],
    groupAction: (operation) => (operation === 'upsert' ? 'UpdateAttributes' : null),
    template: {
      label: 'Empty template: attribute values',
      headers: async (client) => ['Sku', ...(await readAttributeNames(client)).names],
    },
    ignoredColumnReason: 'no field and no attribute name; map it by hand if it holds attribute values',
    serviceNames: async (client) => {
      const r = await readAttributeNames(client);
      return { attributeNames: r.names, requests: r.requests };
    },
  },
);
