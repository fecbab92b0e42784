// main/review: the app's review session before Send. One file read with one mapping into a
// job journal on a worker thread (ingest-*.ts), windows of rows for the grid with their
// issues (review-rows.ts), cells fixed in place, and the engine's plan step run ahead of
// Send. After Send the journal belongs to main/run-control/.
export { ReviewSession, type SessionOptions } from './session.js';
export { closeIngestWorkers, prewarmIngestWorker } from './ingest-thread.js';
export { reviewRow, reviewWindow } from './review-rows.js';
export type { ReviewCounts } from './review-counts.js';
export { replaceInColumn, replacedText } from './replace-in-column.js';
export { planLine } from './plan-line.js';
