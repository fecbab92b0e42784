export { Journal, jobsDir, type NewRow } from './journal.js';
export { GroupStore, type GroupCandidate, type NewGroup, type RowOutcome, type SendUnit } from './groups.js';
export {
  RESULTS,
  type GroupAction,
  type GroupRecord,
  type GroupingState,
  type GroupState,
  type JobData,
  type JobStatus,
  type JournalRow,
  type RowResult,
  type RowState,
} from './schema.js';
export { listJobs, type JobSummary } from './list-jobs.js';
export { DocumentRows, type DocumentVerdict, type PlannedDocument } from './documents.js';
