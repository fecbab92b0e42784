// The words the engine's stages share, in one file below all of them: what a plan costs,
// what a send did, how a stage is timed and told to stop. A stage imports these, never
// another stage's file for a type (plan and documents used to import each other for them).
import type { RowState } from '../journal/index.js';
import type { ProgressListener, Stage } from './engine-port.js';

export type { ImportOperation, ImportResource } from '../../shared/resources/index.js';

export interface PlanSummary {
  requestsToSend: number;
  /** Values (journal lines) those requests carry. */
  values: number;
  /** Requests the same values would take without grouping (one each). */
  requestsUngrouped: number;
  batches: number;
  readRequests: number; // spent already on SKU resolution and the pre-flight
  /** Spent before the job existed on the names auto-mapping reads (DCs, attribute names); in totalQuota too. */
  namesReads?: number;
  writeQuota: number; // requests + batches
  totalQuota: number;
  perProfile: { profileId: number | null; requests: number; values: number; quota: number; minutes: number }[];
  /** The longer of the budget's time and the service's pace per $batch (plan-summary.ts). */
  estimatedSeconds: number;
  budgetPerMinute: number;
  /** The time per $batch call the estimate assumed (absent in older journals). */
  batchSeconds?: number;
  byState: Record<RowState, number>;
  /** Full feed (issue 28): quantities the file does not list, set to 0 (counted in `values` too). */
  fullFeedZeros?: number;
  /** Full feed (issue 41): of those, how many at each DC (DC ID -> count), in DC order. */
  fullFeedByDc?: Record<string, number>;
  /** Full feed: the DCs the feed owns (its own lines' DCs, or --full-feed-dcs); quantities elsewhere are left alone. */
  fullFeedDcs?: string[];
  /** File uploads (ChannelDocuments, issue 13): one POST each, none in a $batch. */
  uploads?: boolean;
}

export interface SendOutcome {
  sent: number;
  ok: number;
  failed: number;
  interrupted: boolean;
}

/** Wraps each stage's work, e.g. to add its time to the job's timings. */
export type StageTimer = <T>(stage: Stage, work: () => Promise<T>) => Promise<T>;

/** How a stage is stopped (between two units of work) and reports progress. */
export interface StageProgress {
  signal?: AbortSignal;
  onProgress?: ProgressListener;
}

/** How a plan is timed and what it spent before the job existed (besides its context's stop and progress). */
export interface PlanTiming {
  time?: StageTimer;
  /** Requests this run spent reading names (service-names.ts) before the job existed, for the plan's quota. */
  namesReads?: number;
}

export interface PlanJobOptions extends StageProgress, PlanTiming {}
