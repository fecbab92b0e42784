// main/run-control: a reviewed job after Send, in the app: run control (send, pause, resume,
// cancel, retry; main/run-control/job-runner.ts), the history and report screens' view of a job
// (job-info.ts) and the report's rows for the grid (report-rows.ts). The review before Send
// is main/review/; the tables both keep are the journal's (main/journal/).
export { JobRunner, type RunnerOptions } from './job-runner.js';
export { autoSaveResult, freeResultName } from './auto-result.js';
export { ETA_ANYWAY_MS, ETA_MIN_MS, trustedEta } from './eta.js';
export { writeFixedRows, type FixedRow } from './fixed-rows.js';
export { DRAFT_STATUSES, isDraft, jobInfo, runStateFromJournal } from './job-info.js';
export { buildReportRows } from './report-rows.js';
export { reviewedSourceOption } from './reviewed-source.js';
export { reportWindow } from '../journal/index.js';
