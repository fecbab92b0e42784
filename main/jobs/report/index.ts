export { RESULT_COLUMNS, writeReport, type ReportOutcome } from './write-report.js';
export { DELETE_SHEET, UNDO_SHEET, undoPathFor, writeUndo } from './write-undo.js';
export { verdictOf, type RowVerdict } from './verdict.js';
