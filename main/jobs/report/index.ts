export { RESULT_COLUMNS, writeReport, type ReportOutcome } from './write-report.js';
export { undoPathFor, writeUndo } from './write-undo.js';
export { verdictOf, type RowVerdict } from './verdict.js';
