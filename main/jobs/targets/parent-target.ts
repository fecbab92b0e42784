// The shape the three child resources share (a DC quantity, an attribute value, an order's
// custom field): a value of a parent product or order, read in bulk through the parent's
// listing with $expand for the pre-flight, keyed in a wide layout by the child's key.
import { entityBySet } from '../../../shared/resources/index.js';
import type { ImportResource, ImportTarget, ParentRead } from '../target.js';

type ChildPart = Pick<ImportTarget, 'valueField' | 'extraFields' | 'template' | 'ignoredColumnReason'> &
  Partial<
    Pick<
      ImportTarget,
      | 'groupAction'
      | 'serviceNames'
      | 'planSteps'
      | 'guardsQuantities'
      | 'guardsPerChild'
      | 'numericValue'
      | 'dcField'
      | 'customFieldKey'
      | 'namesDcsInMessages'
      | 'looksLikeOther'
      | 'keyOfProfile'
      | 'headerWords'
      | 'fullFeed'
      | 'keyedExportNames'
      | 'attributeNameField'
    >
  >;

export function parentTarget(resource: ImportResource, parent: ParentRead, part: ChildPart): ImportTarget {
  const entity = entityBySet(resource);
  if (!entity) throw new Error(`The catalogue has no entity set '${resource}'.`);
  return {
    resource,
    entity,
    operations: ['upsert', 'update', 'delete'],
    defaultOperation: 'upsert',
    parent,
    unpivotKey: parent.childKey,
    rowsCarryKeys: () => true,
    profilePicksNew: false,
    preflightByDefault: true,
    readsFiles: false,
    namesDcsInMessages: false,
    planSteps: {},
    guardsQuantities: false,
    undo: { restore: 'upsert', deleteByKeysOnly: false },
    ...part,
  };
}
