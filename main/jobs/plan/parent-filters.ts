// The $filter of each read of the pre-flight (issue 31): parents are read by lists of IDs
// (ID eq 1 or ID eq 2 ...), which the URL limit holds to about 70 IDs a request. A file that
// names most of a run of consecutive IDs (a daily stock update of the whole catalogue) is
// read instead by range, ID ge a and ID le b, over at most one listing page of IDs: one
// request per 100 parents, the floor. IDs in the range that the file does not name come back
// too and are left out by the caller.
import { chunkAnyEq } from '../../../shared/odata/index.js';
import { LIST_PAGE_FULL } from '../../../shared/resources/index.js';

/** At least this many wanted IDs in a window of one page are cheaper read by range than listed. */
const RANGE_MIN_IDS = 64;

/** Filters that together read every ID of `ids` (ascending, distinct): ranges where dense, ID lists elsewhere. */
export function parentFilters(ids: number[]): string[] {
  const ranges: string[] = [];
  const listed: number[] = [];
  let i = 0;
  while (i < ids.length) {
    const first = ids[i]!;
    let j = i;
    while (j + 1 < ids.length && ids[j + 1]! - first < LIST_PAGE_FULL) j++;
    if (j - i + 1 >= RANGE_MIN_IDS && Number.isSafeInteger(first) && Number.isSafeInteger(ids[j]!)) {
      ranges.push(`ID ge ${first} and ID le ${ids[j]!}`);
      i = j + 1;
    } else {
      listed.push(first);
      i++;
    }
  }
  return [...ranges, ...chunkAnyEq('ID', listed)];
}
