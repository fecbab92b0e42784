// Messages between a review session (main thread) and its ingest worker. The worker is
// started ahead of need (loading its modules takes a while, over a second under tsx) and
// waits for 'start'. It needs only the journal: the file, sheet, header row, headers and
// mapping are all recorded there.
import type { ReviewCounts } from './review-counts.js';

export interface IngestJob {
  jobsDir: string;
  jobId: string;
}

export type ToIngestWorker = { type: 'start'; job: IngestJob } | { type: 'stop' };

export type FromIngestWorker =
  | { type: 'progress'; rows: number }
  | { type: 'done'; rows: number; cells: number; counts: ReviewCounts }
  | { type: 'stopped' }
  | { type: 'error'; message: string };
