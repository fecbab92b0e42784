// The job store: every table of a job's SQLite file, behind typed functions named for what
// the stages do. No file outside this folder holds SQL or sees the connection (a test,
// test/unit/journal/sql-only-in-journal.test.ts, holds that). A new query goes in a small file
// of its own here, taking the Journal and reaching the file through sqlOf() (journal.ts).
// Three groups of names: the job and its rows, for the engine (main/jobs); the review's
// cells and report rows, and the run state, for the app (main/review, main/run-control). Flat
// names, not one object per group, so their callers' imports stay as they are.

// The job and its rows: the engine.
export { Journal, inTransaction, jobsDir } from './journal.js';
export type { NewRow } from './sql.js';
export { lineMessage } from './row-message.js';
export {
  RESULTS,
  zeroStateCounts,
  type GroupAction,
  type GroupRecord,
  type GroupState,
  type JournalRow,
  type RowResult,
  type RowReason,
  type RowState,
} from './schema.js';
export { addJobNotes } from './job-notes.js';
export {
  type JobNote,
  type GroupingState,
  type RunTraffic,
  type DuplicatesMode,
  type JobData,
  type JobStatus,
} from './job-data.js';
export { newJobRecord, type NewJob } from './job-record.js';
export { listJobs, type JobSummary } from './list-jobs.js';
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
export {
  GroupStore,
  type GroupCandidate,
  type NewGroup,
  type RowOutcome,
  type SendRow,
  type SendUnit,
} from './groups.js';
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
  reopenSkipped,
  sentWithCurrent,
  storeParents,
  unplannedRowsOfIds,
  type PlannedRow,
  type PreflightRow,
  type ReadParent,
  type SettledRow,
} from './rows-preflight.js';
export { hasWideRows, sendRowProgress } from './rows-progress.js';
export { guardedRows, type GuardedKind, type GuardedRow } from './rows-guarded.js';
export { blankCellsOverValues, holdsServiceValues, markEmptiedCells, type BlankOverValue } from './rows-emptied.js';
export { retryableOf, type Retryable } from './rows-retryable.js';
export {
  fillParentProfiles,
  nextParentsLackingProfile,
  recordRequests,
  unplannedPending,
  type PlannedRequest,
} from './rows-plan.js';
export { failSentAsUnknown, failUnsettled, reopenUnknown } from './rows-send.js';
export {
  fileChildKeySet,
  fileChildKeys,
  fileParentProfiles,
  lastSheetRow,
  pendingFrom,
  pendingFromByKey,
  plannedFigures,
  plannedFiguresByKey,
  replaceDroppedKeyLines,
  type DroppedKeyLine,
  type KeyFigures,
  type PlannedFigures,
} from './rows-full-feed.js';
export { parentProfiles, seenKeyProfiles } from './key-owners.js';
export { duplicateKeyLines, setLineFields, type DuplicateLine } from './rows-duplicates.js';
export { addTraffic } from './traffic.js';
export {
  countCreated,
  countChanged,
  countInvalidSheetRows,
  iterateChangedWithOld,
  iterateCreatedFields,
  linesOfSheetRows,
  reportLines,
  reportLinesAfter,
  sheetRowStates,
  type ReportLine,
} from './rows-report.js';
export { countPlannedRows, countRowsByResult, type PlannedRows, type RowCountKey } from './row-counts.js';
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
export { unfinishedUndoOf, undoStepsOf } from './undo-steps.js';
export { removeJournal } from './remove-journal.js';
export { pruneJobs, sizeText, type PruneOutcome, type PrunedJob } from './prune-jobs.js';

// The review's cells and the report rows the app shows.
export { ReviewCells, cellsOfRows, editedCells, type CellsRecord } from './review-cells.js';
export { ChunkEncoder, type EncodedChunk } from './review-encode.js';
export { hasReportRows, rebuildReportRows, reportCounts, reportWindow, type ReportRowRecord } from './report-table.js';

// What the app adds to the job's status: the runs.
export { readRunState, writeRunState } from './run-state.js';
