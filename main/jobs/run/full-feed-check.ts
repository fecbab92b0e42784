// Full-feed mode (issue 28) sets to 0 the values a file no longer lists: that means "none
// left" only for DC quantities. Any other resource is refused before a job exists.
import { JobError } from './job-errors.js';
import { FULL_FEED_RESOURCES } from '../plan/full-feed.js';
import type { ImportTarget } from '../targets/target.js';

export function refuseFullFeed(target: ImportTarget): void {
  if (FULL_FEED_RESOURCES.includes(target.resource)) return;
  throw new JobError(
    `Full-feed mode works for DCQuantities only, not ${target.resource}: it sets the quantities a file no longer lists to 0, and ${target.resource} has no such "none left" value.`,
    'Run without --full-feed, or watch a folder of DC quantity files.',
  );
}
