// Messages between a review session (main thread), its ingest worker (the thread that writes
// the journal) and that worker's reader thread (reads, maps and validates the file). The
// worker is started ahead of need (loading its modules takes a while, over a second under
// tsx), starts its reader at once, and waits for 'start'. It needs only the journal: the
// file, sheet, header row, headers and mapping are all recorded there.
import type { EncodedChunk, JobData, PackedLines } from '../journal/index.js';
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

/**
 * `inFlight`: one Int32 the reader raises per batch posted and the writer lowers per batch
 * written; the reader waits while it is at its limit, so a file read faster than it is
 * written never piles up in memory.
 */
export type ToIngestReader = { type: 'start'; data: JobData; inFlight: SharedArrayBuffer };

export type FromIngestReader =
  /** One batch of journal lines, the review's chunks of the rows read so far, how many rows were read. */
  | { type: 'lines'; lines: PackedLines; chunks: EncodedChunk[]; read: number }
  | { type: 'done'; rows: number; chunks: EncodedChunk[]; counts: ReviewCounts }
  | { type: 'error'; message: string };
