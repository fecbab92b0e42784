// The resources a spreadsheet can be imported into, each described once in its own file
// beside this one; this file only finds one by name and checks an operation against it.
import { IMPORT_RESOURCES } from '../../../shared/resources/index.js';
import type { JobClient } from '../client.js';
import type { ServiceNames } from '../service-names.js';
import { ATTRIBUTE_VALUES } from './attribute-values.js';
import { CHANNEL_DOCUMENTS } from './channel-documents.js';
import { CUSTOM_FIELDS } from './custom-fields.js';
import { DC_QUANTITIES } from './dc-quantities.js';
import { DISTRIBUTION_CENTERS } from './distribution-centers.js';
import type { ImportOperation, ImportResource, ImportTarget } from './target.js';

export { IMPORT_RESOURCES };
export type { ImportOperation, ImportResource, ImportTarget };

const TARGETS: Record<ImportResource, ImportTarget> = {
  DCQuantities: DC_QUANTITIES,
  AttributeValues: ATTRIBUTE_VALUES,
  CustomFields: CUSTOM_FIELDS,
  DistributionCenters: DISTRIBUTION_CENTERS,
  ChannelDocuments: CHANNEL_DOCUMENTS,
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
  return TARGETS[canonical];
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

/** What auto-mapping needs for this resource (the DCs, the attribute names); nothing for the others. */
export async function readServiceNames(client: JobClient, resource: string): Promise<ServiceNames> {
  return (await importTarget(resource).serviceNames?.(client)) ?? { requests: 0 };
}
