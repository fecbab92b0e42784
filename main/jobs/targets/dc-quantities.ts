// DCQuantities: a product's stock at one distribution center. Quantities of one product go
// in one UpdateQuantity (Absolute) request; a DC ID the connection lacks is Invalid before
// anything is sent (dc-quantities/check-dcs.ts); the guardrails count its zeros and negatives.
import { dcColumnHeaders } from '../mapping/dc-headers.js';
import { readKnownDcs } from '../service-names.js';
import { checkDistributionCenters } from './dc-quantities/check-dcs.js';
import { parentTarget } from './parent-target.js';

export const DC_QUANTITIES = parentTarget(
  'DCQuantities',
  {
    entitySet: 'Products',
    idField: 'ProductID',
    expand: 'DCQuantities',
    childKey: 'DistributionCenterID',
    readBySku: true,
  },
  {
    valueField: 'AvailableQuantity',
    numericValue: true,
    dcField: 'DistributionCenterID',
    extraFields: ['Sku'],
    groupAction: (operation) => (operation === 'upsert' || operation === 'update' ? 'UpdateQuantity' : null),
    guardsQuantities: true,
    // Each DC's zeros against that DC's own quantities, so a whole DC zeroed cannot hide (issue 41).
    guardsPerChild: true,
    // 0 is "none left": a full feed zeroes what the file no longer lists (issue 28).
    fullFeed: true,
    keyedExportNames: async (client) => ({ distributionCenters: (await readKnownDcs(client)).dcs }),
    // An SAP stock export's headers (issue 41): Material;Werk;Menge. Here only: a product
    // attribute called Material is no SKU.
    headerWords: {
      Sku: ['material', 'materialnummer', 'materialnr', 'matnr'],
      DistributionCenterID: ['werk', 'werks', 'plant'],
    },
    // A quantity is kept only at a center of the product's own profile (service: 400 otherwise).
    keyOfProfile: { key: 'distribution center', parent: 'product' },
    template: {
      label: 'Empty template: DC quantities',
      // Headed as the catalogue export heads its DC columns: 'Contoso Berlin (CH-BER)' (issue 42).
      headers: async (client) => ['Sku', ...dcColumnHeaders((await readKnownDcs(client)).dcs).values()],
    },
    ignoredColumnReason:
      "no field, no distribution center's Name, Code or City, and not 'DC <id>'; map it by hand if it holds quantities",
    // DC names in messages: 'Berlin' is no DC ID, and the message lists the ones there are.
    namesDcsInMessages: true,
    serviceNames: async (client) => {
      const r = await readKnownDcs(client);
      return { distributionCenters: r.dcs, requests: r.requests };
    },
    planSteps: {
      checkKeys: (ctx) => checkDistributionCenters(ctx.journal, ctx.client, ctx),
    },
  },
);
