// Every importable resource's target, registered with the registry (../registry.ts) when this
// file loads. The registry is on the ground floor and may not import what stands above it, so
// the drivers (run/, export/) and the module's door (index.ts) load this file instead.
import { registerTargets } from '../registry.js';
import type { ImportTarget } from '../target.js';
import { ATTRIBUTE_VALUES } from './attribute-values.js';
import { CHANNEL_DOCUMENTS } from './channel-documents.js';
import { CUSTOM_FIELDS } from './custom-fields.js';
import { DC_QUANTITIES } from './dc-quantities.js';
import { DISTRIBUTION_CENTERS } from './distribution-centers.js';

export const ALL_TARGETS: readonly ImportTarget[] = [
  DC_QUANTITIES,
  ATTRIBUTE_VALUES,
  CUSTOM_FIELDS,
  DISTRIBUTION_CENTERS,
  CHANNEL_DOCUMENTS,
];

registerTargets(ALL_TARGETS);

/** The resources full-feed mode works for: only DC quantities have a "none left" value (0). */
export const FULL_FEED_RESOURCES: readonly string[] = ALL_TARGETS.filter((t) => t.fullFeed).map((t) => t.resource);

// The drivers find a target through this file, so the targets are registered before the first look-up.
export { IMPORT_RESOURCES, checkOperation, importTarget, isImportResource, readServiceNames } from '../registry.js';
export type { ImportOperation, ImportResource, ImportTarget } from '../target.js';
