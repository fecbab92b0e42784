// Issue 42: a file imported with a wrong but valid --resource (a stock file as CustomFields)
// ended with every row Invalid ("FieldID is missing") and no word of the resource its columns
// fit. When no row could be taken in, the resource whose automatic mapping covers the headers
// best is named, so the message says which --resource to run with.
import type { RowResult } from '../../journal/index.js';
import type { PreparedImport } from '../ingest/prepare-import.js';
import { suggestResource } from './suggest-target.js';
import type { ImportResource } from '../target.js';

/** Results that show the resource fit at least one row. */
const TAKEN: RowResult[] = ['Created', 'Updated', 'Deleted', 'Unchanged', 'Partly updated', 'Failed'];

/** The resource the headers fit better, when the mapping was a guess and no row fit this one. */
export function betterResource(
  resource: string,
  prepared: Pick<PreparedImport, 'headers' | 'samples' | 'mappingSource'>,
  counts: Partial<Record<RowResult, number>> | null,
): ImportResource | null {
  if (prepared.mappingSource !== 'automatic' || !counts || !(counts.Invalid ?? 0)) return null;
  if (TAKEN.some((r) => (counts[r] ?? 0) > 0)) return null;
  const suggested = suggestResource(prepared.headers, prepared.samples);
  return suggested === resource ? null : suggested;
}
