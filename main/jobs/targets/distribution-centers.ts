// DistributionCenters (issue 14): whole entities keyed by their Code. Create and upsert find a
// center by Code (match-dcs.ts), so running a file twice creates nothing twice and the row
// needs no ID; an upsert row that gives an ID (an export's) updates that center (issue 26). A
// row's ProfileID picks the profile a new center goes into; a create is verified by reading
// back before it is ever sent again; the result names each center's ID, and the undo deletes
// the centers the run created by that ID.
import { entityBySet } from '../../../shared/resources/index.js';
import type { ImportTarget } from '../target.js';
import { dcRuleIssues } from './distribution-centers/dc-rules.js';
import { matchDistributionCenters } from './distribution-centers/match-dcs.js';
import { preflightDistributionCenters } from './distribution-centers/preflight-dcs.js';
import { recheckSentDistributionCenters } from './distribution-centers/recheck-dcs.js';
import { centersChangedSince } from './distribution-centers/undo-changes.js';
import { verifyDcCreate } from './distribution-centers/verify-create.js';

const entity = entityBySet('DistributionCenters');
if (!entity) throw new Error("The catalogue has no entity set 'DistributionCenters'.");

export const DISTRIBUTION_CENTERS: ImportTarget = {
  resource: 'DistributionCenters',
  entity,
  operations: ['upsert', 'create', 'update', 'delete'],
  defaultOperation: 'upsert',
  valueField: null,
  extraFields: ['ProfileID'],
  parent: null,
  unpivotKey: null,
  // Found by Code on create and upsert; the ID comes from the service.
  rowsCarryKeys: (operation) => operation !== 'create' && operation !== 'upsert',
  // An upsert row with an ID (an export imported back) updates the center it names (match-by-id.ts).
  keyedRowsUpdate: (operation) => operation === 'upsert',
  profilePicksNew: true,
  rowIssues: dcRuleIssues,
  // The read keeps the old values of an update for the undo workbook.
  preflightByDefault: true,
  readsFiles: false,
  template: {
    label: 'Empty template: distribution centers',
    headers: async () => [
      'Name',
      'Code',
      'Type',
      'Address1',
      'City',
      'PostalCode',
      'Country',
      'ContactEmail',
      'HandlingTimeMinutes',
    ],
  },
  ignoredColumnReason: 'no field of a distribution center; map it by hand if it holds one',
  namesDcsInMessages: false,
  planSteps: { matchExisting: matchDistributionCenters, preflight: preflightDistributionCenters },
  stages: {
    recheck: async (ctx, timing) => {
      if (ctx.journal.countByState().sent === 0) return;
      const time = timing.time ?? ((_stage, work) => work());
      await time('preflight', () => recheckSentDistributionCenters(ctx.journal, ctx.client, ctx));
    },
  },
  guardsQuantities: false,
  verifyCreate: verifyDcCreate,
  createdIdColumn: 'DistributionCenter ID',
  undo: { restore: 'update', deleteByKeysOnly: true, changesSince: centersChangedSince },
};
