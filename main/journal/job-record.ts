// The record a new job starts with, one builder for the CLI's import
// (main/jobs/run/run-import.ts) and the app's review (main/review/session.ts): what is read
// from where, how, and when it began.
import type { JobData } from './job-data.js';

export type NewJob = Pick<
  JobData,
  'resource' | 'operation' | 'file' | 'fileSha256' | 'sheet' | 'headerRow' | 'headers' | 'out' | 'mapping' | 'preflight'
> &
  Partial<
    Pick<
      JobData,
      | 'dryRun'
      | 'group'
      | 'documents'
      | 'overwriteNewer'
      | 'fullFeed'
      | 'fullFeedDcs'
      | 'duplicates'
      | 'baseline'
      | 'baselineFile'
      | 'noBaseline'
    >
  >;

export function newJobRecord(job: NewJob): Omit<JobData, 'id'> {
  return { ...job, status: 'created', dryRun: job.dryRun ?? false, timings: {}, startedAt: new Date().toISOString() };
}
