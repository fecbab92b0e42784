// The four resources a spreadsheet can be imported into, described once from the
// catalogue: which operations make sense, which field carries the value, and how current
// values are read in bulk (the parent listing and its $expand) for the pre-flight.
import { entityBySet, type EntityDef } from '../../shared/resources/index.js';
import { DOCUMENTS_TARGET } from './documents/index.js';

export type ImportResource =
  'DCQuantities' | 'AttributeValues' | 'CustomFields' | 'DistributionCenters' | 'ChannelDocuments';
export type ImportOperation = 'upsert' | 'update' | 'delete' | 'create';
export const IMPORT_RESOURCES: readonly ImportResource[] = [
  'DCQuantities',
  'AttributeValues',
  'CustomFields',
  'DistributionCenters',
  'ChannelDocuments',
];

/** How the current value of a row is read in bulk: GET /v1/<set>?$filter=ID eq ..&$expand=<expand>. */
export interface ParentRead {
  entitySet: 'Products' | 'Orders';
  idField: 'ProductID' | 'OrderID'; // the row field holding the parent's ID
  expand: 'DCQuantities' | 'Attributes' | 'CustomFields';
  childKey: 'DistributionCenterID' | 'Name' | 'FieldID'; // identifies the child within the parent
}

export interface ImportTarget {
  resource: ImportResource;
  entity: EntityDef;
  operations: ImportOperation[];
  defaultOperation: ImportOperation;
  /** The single field a row changes (AvailableQuantity, Value); null for DistributionCenters. */
  valueField: string | null;
  /** Mapping may name these besides the entity's fields; Sku resolves to ProductID; a DC's ProfileID picks its profile. */
  extraFields: string[];
  parent: ParentRead | null;
  /** The key a wide layout's headers name (one column per DC, attribute or field). */
  unpivotKey: string | null;
  /** ChannelDocuments: a PDF per row, planned and sent by main/jobs/documents/, never in $batch. */
  documents?: true;
}

const PARENTS: Record<ImportResource, ParentRead | null> = {
  DCQuantities: {
    entitySet: 'Products',
    idField: 'ProductID',
    expand: 'DCQuantities',
    childKey: 'DistributionCenterID',
  },
  AttributeValues: { entitySet: 'Products', idField: 'ProductID', expand: 'Attributes', childKey: 'Name' },
  CustomFields: { entitySet: 'Orders', idField: 'OrderID', expand: 'CustomFields', childKey: 'FieldID' },
  DistributionCenters: null,
  ChannelDocuments: null,
};

export function isImportResource(name: string): name is ImportResource {
  return (IMPORT_RESOURCES as readonly string[]).includes(name);
}

/** Accepts the entity set name in any case ('dcquantities' too). */
export function importTarget(resource: string): ImportTarget {
  const canonical = IMPORT_RESOURCES.find((r) => r.toLowerCase() === resource.toLowerCase());
  if (!canonical) {
    throw new Error(`Unknown resource '${resource}'. Import into one of: ${IMPORT_RESOURCES.join(', ')}.`);
  }
  if (canonical === 'ChannelDocuments') return DOCUMENTS_TARGET;
  const entity = entityBySet(canonical);
  if (!entity) throw new Error(`The catalogue has no entity set '${canonical}'.`);
  const dc = canonical === 'DistributionCenters';
  // DistributionCenters: Code is the natural key, so upsert (create when absent, update when
  // present) is the default and running a file twice creates nothing twice (issue 14).
  const operations: ImportOperation[] = dc ? ['upsert', 'create', 'update', 'delete'] : ['upsert', 'update', 'delete'];
  return {
    resource: canonical,
    entity,
    operations,
    defaultOperation: 'upsert',
    valueField: canonical === 'DCQuantities' ? 'AvailableQuantity' : dc ? null : 'Value',
    extraFields: canonical === 'DCQuantities' || canonical === 'AttributeValues' ? ['Sku'] : dc ? ['ProfileID'] : [],
    parent: PARENTS[canonical],
    unpivotKey: PARENTS[canonical]?.childKey ?? null,
  };
}

export function checkOperation(target: ImportTarget, operation: string | undefined): ImportOperation {
  const op = (operation ?? target.defaultOperation).toLowerCase() as ImportOperation;
  if (!target.operations.includes(op)) {
    throw new Error(
      `Operation '${operation}' does not apply to ${target.resource}; use one of: ${target.operations.join(', ')}.`,
    );
  }
  return op;
}
