// Issue 32: a stock export imported with `--resource AttributeValues` once created thousands
// of attributes named 'DC 0'...'DC 4'. Auto-mapping no longer invents them, and a file that
// then writes no value but is shaped like another resource is refused, naming that resource,
// before a job exists and anything is sent.
import type { PreparedImport } from '../ingest/prepare-import.js';
import type { ImportTarget } from '../targets/target.js';
import { JobError } from './job-errors.js';

/** Throws when an automatic mapping writes no value and the headers look like another resource. */
export function refuseWrongResource(target: ImportTarget, prepared: PreparedImport): void {
  if (prepared.mappingSource !== 'automatic' || !target.looksLikeOther) return;
  const writesValue = prepared.mapping.columns.some(
    (c) => c.unpivot !== undefined || (target.valueField !== null && c.field === target.valueField),
  );
  if (writesValue) return;
  const other = target.looksLikeOther(prepared.headers, prepared.samples);
  if (!other) return;
  throw new JobError(
    `These columns look like ${other.resource}, not ${target.resource}: ${other.columns.join(', ')}. Nothing was sent`,
    `Run with --resource ${other.resource} (or choose ${other.resource} in the app). To take them in as ${target.resource} after all, map each column by hand in a mapping file (--mapping).`,
  );
}
