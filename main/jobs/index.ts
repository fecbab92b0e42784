// main/jobs: the import and export engines. Plain Node; progress through callbacks, cancel
// through an AbortSignal, no console output (the CLI and the app present it).
export * from './index.light.js';
export {
  finishReport,
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
export { undoPathFor, verdictOf, writeReport, type RowVerdict } from './report/index.js';
export { summaryRows } from './summary-rows.js';
export { runUndo, type UndoOptions, type UndoOutcome } from './undo-run.js';
export * from './export/index.js';
export { readDistributionCenters, readServiceNames, type ServiceNames } from './service-names.js';
