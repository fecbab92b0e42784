// Issue 32: a stock export imported with `--resource AttributeValues` once created thousands
// of attributes named 'DC 0'...'DC 4'. Auto-mapping no longer invents them, and a file shaped
// like another resource is refused, naming that resource, before a job exists and anything is
// sent: also once such attributes exist, when the columns would match them by name.
import type { PreparedImport } from '../ingest/prepare-import.js';
import type { ImportTarget } from '../target.js';
import { JobError } from './job-errors.js';

/**
 * Throws when an automatic mapping would take the columns of another resource's file: they
 * feed values (they matched names the service already has, such as attributes a wrong run
 * created), or nothing else in the file does. Columns the user mapped are theirs to decide.
 */
export function refuseWrongResource(target: ImportTarget, prepared: PreparedImport): void {
  if (prepared.mappingSource !== 'automatic' || !target.looksLikeOther) return;
  const other = target.looksLikeOther(prepared.headers, prepared.samples);
  if (!other) return;
  const theirs = new Set(other.columns.map((c) => c.trim().toLowerCase()));
  const valueColumns = prepared.mapping.columns
    .filter((c) => c.unpivot !== undefined || (target.valueField !== null && c.field === target.valueField))
    .map((c) => c.column.trim().toLowerCase());
  const takesTheirs = valueColumns.some((c) => theirs.has(c));
  const writesOthers = valueColumns.some((c) => !theirs.has(c));
  if (writesOthers && !takesTheirs) return; // they are merely ignored, and listed as such
  const params = { other: other.resource, resource: target.resource };
  throw new JobError(
    { id: 'errors:job.wrongResource', params: { ...params, columns: other.columns.join(', ') } },
    { id: 'errors:job.wrongResourceHint', params },
  );
}
