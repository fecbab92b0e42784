// AttributeValues: a product's value of one named attribute. The changed values of one
// product go in one UpdateAttributes request; the names products carry help auto-mapping.
import { DC_COLUMN } from '../mapping/synonyms.js';
import { readAttributeNames } from '../service-names.js';
import { parentTarget } from './parent-target.js';

export const ATTRIBUTE_VALUES = parentTarget(
  'AttributeValues',
  { entitySet: 'Products', idField: 'ProductID', expand: 'Attributes', childKey: 'Name', readBySku: true },
  {
    valueField: 'Value',
    extraFields: ['Sku'],
    groupAction: (operation) => (operation === 'upsert' ? 'UpdateAttributes' : null),
    template: {
      label: 'Empty template: attribute values',
      headers: async (client) => ['Sku', ...(await readAttributeNames(client)).names],
    },
    ignoredColumnReason: 'no field and no attribute name; map it by hand if it holds attribute values',
    attributeNameField: 'Name',
    looksLikeOther: stockColumns,
    serviceNames: async (client) => {
      const r = await readAttributeNames(client);
      return { attributeNames: r.names, requests: r.requests };
    },
  },
);

const WHOLE_OR_BLANK = /^(?:[-+]?\d+)?$/;

/**
 * A stock export ('DC 0'...'DC 4' holding whole numbers) imported as attribute values
 * (issue 32): its columns are quantities per distribution center, so it is DCQuantities.
 */
function stockColumns(headers: string[], samples: string[][]): { resource: 'DCQuantities'; columns: string[] } | null {
  const columns = headers.filter(
    (h, i) =>
      DC_COLUMN.test(h.replace(/\s+/g, ' ')) && samples.every((row) => WHOLE_OR_BLANK.test((row[i] ?? '').trim())),
  );
  return columns.length > 0 ? { resource: 'DCQuantities', columns } : null;
}
