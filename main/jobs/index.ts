// main/jobs: the import and export engines. Plain Node; progress through callbacks, cancel
// through an AbortSignal, no console output (the CLI and the app present it).
export { appDir, appHome } from './app-home.js';
export {
  JobInterrupted,
  type ApiRequest,
  type ApiResult,
  type JobClient,
  type Progress,
  type ProgressListener,
  type Stage,
} from './client.js';
export {
  runImport,
  resumeImport,
  runJob,
  JobError,
  MassChangeRefused,
  type ConnectionInfo,
  type ImportOptions,
  type ImportOutcome,
  type RunOptions,
} from './import-run.js';
export { prepareImport, type PreparedImport } from './prepare-import.js';
export { runUndo, type UndoOptions, type UndoOutcome } from './undo-run.js';
export { Journal, listJobs, type JobData, type JobSummary, type RowResult } from './journal/index.js';
export * from './mapping/index.js';
export {
  IMPORT_RESOURCES,
  importTarget,
  isImportResource,
  type ImportOperation,
  type ImportResource,
  type ImportTarget,
} from './targets.js';
export { DEFAULT_GUARDRAILS, type GuardrailLimits, type MassChange, type PlanSummary } from './plan/index.js';
export * from './export/index.js';
