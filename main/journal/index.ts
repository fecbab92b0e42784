// The job store: every table of a job's SQLite file, behind typed functions named for what
// the stages do. No file outside this folder holds SQL or sees the connection (a test,
// test/unit/jobs/sql-only-in-journal.test.ts, holds that). A new query goes in a small file
// of its own here, taking the Journal and reaching the file through sqlOf() (journal.ts).
export { Journal, inTransaction, jobsDir } from './journal.js';
export type { NewRow } from './sql.js';
export { lineWriter, type LineWriter } from './line-writer.js';
export {
  FROM_FIELDS,
  LinePacker,
  isPlainValue,
  packLines,
  packedRowNumber,
  packedState,
  type KeyFields,
  type PackedLines,
} from './packed-lines.js';
export { GroupStore, type GroupCandidate, type NewGroup, type RowOutcome, type SendUnit } from './groups.js';
export {
  RESULTS,
  zeroStateCounts,
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
export { newJobRecord, type NewJob } from './job-record.js';
export {
  holdRowsWithInvalidCells,
  invalidateChildKeys,
  nextUnresolvedSkus,
  pendingChildKeys,
  pendingValueColumns,
  recordSkuResolutions,
  unresolvedRowsOfSkus,
  type SkuResolution,
} from './rows-resolve.js';
export {
  forgetParentsOfSentRows,
  markUnchanged,
  nextUnplannedIds,
  nextUnreadParents,
  pendingWithCurrent,
  recordPreflight,
  recordRecheck,
  sentWithCurrent,
  storeParents,
  unplannedRowsOfIds,
  type PlannedRow,
  type PreflightRow,
  type ReadParent,
  type SettledRow,
} from './rows-preflight.js';
export {
  fillParentProfiles,
  nextParentsLackingProfile,
  recordRequests,
  unplannedPending,
  type PlannedRequest,
} from './rows-plan.js';
export { failSentAsUnknown } from './rows-send.js';
export {
  countCreated,
  countInvalidSheetRows,
  iterateChangedWithOld,
  iterateCreatedFields,
  linesOfSheetRows,
  reportLines,
  reportLinesAfter,
  sheetRowStates,
  type ReportLine,
} from './rows-report.js';
export {
  ChunkEncoder,
  ReviewCells,
  cellsOfRows,
  editedCells,
  type CellsRecord,
  type EncodedChunk,
} from './review-cells.js';
export { hasReportRows, rebuildReportRows, reportCounts, reportWindow, type ReportRowRecord } from './report-table.js';
export { readRunState, writeRunState } from './run-state.js';
export { DocumentRows, type DocumentVerdict, type PlannedDocument } from './documents.js';
export {
  changedRows,
  markRowDone,
  markRowOutcomeUnknown,
  markRowPending,
  planRow,
  recordOldValues,
  saveOldValues,
  sentRows,
  setRowEntityId,
  settleRow,
  unplannedRows,
} from './dc-store.js';
export { pendingRows, skipRow, writtenRows } from './undo-store.js';
export { countRowsByResult, type RowCountKey } from './row-counts.js';
