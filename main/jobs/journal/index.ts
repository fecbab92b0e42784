export { Journal, jobsDir, type NewRow } from './journal.js';
export { RESULTS, type JobData, type JobStatus, type JournalRow, type RowResult, type RowState } from './schema.js';
export { listJobs, type JobSummary } from './list-jobs.js';
