// The resources a spreadsheet can be imported into, found by name. The registry stands on the
// ground floor of main/jobs, below the stages and below targets/ (scripts/code-shape/
// jobs-floors.ts), so it cannot import the targets: targets/all-targets.ts registers them when
// it is loaded, and the module's door (index.ts), run/ and export/ load it. A name is turned
// into its target only where a run or an export begins; the stages are handed the target.
import { IMPORT_RESOURCES } from '../../shared/resources/index.js';
import type { JobClient } from './engine-port.js';
import type { ServiceNames } from './service-names.js';
import type { ImportOperation, ImportResource, ImportTarget } from './target.js';

export { IMPORT_RESOURCES };
export type { ImportOperation, ImportResource, ImportTarget };

const TARGETS = new Map<ImportResource, ImportTarget>();

/** Called once by targets/all-targets.ts with every resource's target. */
export function registerTargets(targets: readonly ImportTarget[]): void {
  for (const target of targets) TARGETS.set(target.resource, target);
}

export function isImportResource(name: string): name is ImportResource {
  return (IMPORT_RESOURCES as readonly string[]).includes(name);
}

/** Accepts the entity set name in any case ('dcquantities' too). */
export function importTarget(resource: string): ImportTarget {
  const canonical = IMPORT_RESOURCES.find((r) => r.toLowerCase() === resource.toLowerCase());
  if (!canonical) {
    throw new Error(`Unknown resource '${resource}'. Import into one of: ${IMPORT_RESOURCES.join(', ')}.`);
  }
  const target = TARGETS.get(canonical);
  // A programming error, not a user's: the caller reached the registry without loading the targets.
  if (!target)
    throw new Error(`No target is registered for ${canonical}: load main/jobs/targets/all-targets.ts first.`);
  return target;
}

/** Every resource's target, in IMPORT_RESOURCES order (what the suggestion and the app's list walk). */
export function allTargets(): ImportTarget[] {
  return IMPORT_RESOURCES.map(importTarget);
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
