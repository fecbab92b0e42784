// main/jobs: the import and export engines, as stages that import downward (ingest, mapping,
// validate, plan, send, report, export; run/ drives them, targets/ holds what differs per
// resource). Plain Node; progress through callbacks, cancel through an AbortSignal, no console
// output (the CLI and the app present it). This list is the whole of what the rest of main/
// may use; inside the folder, files import files.
export {
  JobInterrupted,
  type ApiRequest,
  type ApiResult,
  type JobClient,
  type Progress,
  type ProgressListener,
  type Stage,
} from './engine-port.js';
export type { PlanSummary, SendOutcome } from './vocabulary.js';
export {
  IMPORT_RESOURCES,
  checkOperation,
  importTarget,
  isImportResource,
  readServiceNames,
} from './targets/all-targets.js';
export type { ImportOperation, ImportResource, ImportTarget } from './target.js';
export { readAttributeNames, readKnownDcs, type ServiceNames } from './service-names.js';
// ingest: reading a file into the journal
export { fileSha256 } from './ingest/file-hash.js';
export { ingest } from './ingest/ingest.js';
export { openJobSheet } from './ingest/job-sheet.js';
export { prepareImport, type PreparedImport } from './ingest/prepare-import.js';
// mapping and validation
export { compileMapping, draftsForRow, type CompiledMapping } from './mapping/apply.js';
export { columnUses, describeColumnUse, type ColumnUse } from './mapping/column-uses.js';
export type { KnownDc } from './mapping/dc-headers.js';
export { MappingStore } from './mapping/fingerprint.js';
export { loadMappingFile, parseMapping, saveMappingFile, type MappingFile } from './mapping/mapping-file.js';
export { suggestResource, targetInfo } from './run/suggest-target.js';
export { isBlankRow, validateDraft } from './validate/validate-row.js';
// plan (the app's review plans through the same stage choice as a run)
export {
  DEFAULT_GUARDRAILS,
  findingText,
  findingsText,
  type GuardrailLimits,
  type MassChange,
  type MassFinding,
} from './plan/guardrails.js';
export { planJob } from './stages.js';
export { stageContext, type StageContext } from './stage-context.js';
// report
export { verdictOf, type RowVerdict } from './report/verdict.js';
export { verdictShown } from './report/verdict-message.js';
export { undoPathFor } from './report/write-undo.js';
export { firstFailedRowIds, firstFailedRows, type FailedRow, type FailedRowId } from './report/failed-rows.js';
export { reasonSummaries, type ReasonCount, type ReasonSummary } from './report/reason-summary.js';
export { reopenHeldBack } from './baseline/send-anyway.js';
export { isBaselineSheet } from './baseline/baseline.js';
export { baselineOfImport } from './baseline/job-baseline.js';
// runs: import, resume, undo
export { JobError, MassChangeRefused, UndoMassChangeRefused } from './run/job-errors.js';
export type { ConnectionInfo, ImportOptions, ImportOutcome, RunFigures, RunOptions } from './run/job-options.js';
export { FULL_FEED_RESOURCES } from './targets/all-targets.js';
export { fullFeedNote, fullFeedWords } from './plan/full-feed-text.js';
export { NOTHING_TO_UNDO, finishReport } from './run/result-workbooks.js';
export { saveLocalisedResult } from './run/localised-result.js';
export { resumeImport, runJob } from './run/run-job.js';
export { recordMoved, type MovedPaths } from './run/moved-files.js';
export { OUTAGE_AFTER_ENV, watchOutage, type OutageNotice } from './run/outage-notices.js';
export { runImport } from './run/run-import.js';
export { runUndo, type UndoOptions, type UndoOutcome, type UndoStep } from './run/undo-run.js';
export { continueUndo } from './run/undo-continue.js';
// export
export { exportLists, newExportId, previewExport, saveExport, type ExportProgress } from './export/app-export.js';
export {
  catalogueResource,
  exportCatalogue,
  exportTemplate,
  type CatalogueExportOptions,
} from './export/catalogue-export.js';
export { ExportError } from './export/errors.js';
export { TEMPLATE_RESOURCES } from './export/export-choices.js';
export { exportKeyed, type KeyedExportOptions } from './export/keyed-export.js';
export { exportList, type ListExportOptions } from './export/list-export.js';
export { EXPORT_LISTS, type ExportList } from './export/lists.js';
