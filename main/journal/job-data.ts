// What the journal's `job` row holds (its data column, JSON): the job's description, options
// and progress. Kept apart from schema.ts, the tables themselves.
import type { LegacyJobConnection } from '../connection-refs/index.js';
import type { ShownError } from '../../shared/errors/index.js';
import type { Message } from '../../shared/i18n/index.js';
import type { ImportOperation, ImportResource } from '../../shared/resources/index.js';
import type { RowResult } from './schema.js';

/**
 * Grouping as a job decided it: `off` lists actions the service refused ('UpdateQuantity' for
 * every profile, 'UpdateQuantity@12000002' for one), so the rest of the run sends one request
 * per value; `confirmed` the action@profile pairs the service has accepted; `notes` what the
 * user was told (once per refusal).
 */
export interface GroupingState {
  off: string[];
  confirmed: string[];
  notes: JobNote[];
}

/** What a job's runs really sent (issue 32), summed over the run and its resumes: the Summary sheet shows it beside the plan. */
export interface RunTraffic {
  calls: number;
  quota: number;
  batches: number;
  retries: number;
  throttled: number;
  /** Grouped writes sent one request per value instead, after the service refused the grouped action. */
  fallbacks: number;
}

/** A note of the run (`notes`): a message, or the English an older journal kept. */
export type JobNote = string | Message;

export type JobStatus = 'created' | 'ingested' | 'planned' | 'sending' | 'interrupted' | 'reported' | 'failed';

/** Everything needed to run, resume and report a job; no secret ever goes in here. */
export type DuplicatesMode = 'reject' | 'sum' | 'last' | 'first';

export interface JobData {
  id: string;
  status: JobStatus;
  resource: ImportResource;
  operation: ImportOperation;
  file: string;
  fileSha256: string;
  sheet?: string;
  headerRow?: number;
  headers: string[];
  out: string;
  mapping: unknown;
  /**
   * Journals written before the `job.connection` column named their connection here by a
   * display label; the migration (connection-column.ts) turns it into a typed reference.
   * New journals leave it out: Journal.connection is the job's connection.
   */
  connection?: LegacyJobConnection;
  dryRun: boolean;
  preflight: boolean;
  /** ChannelDocuments (issue 13): the folder the File cells are relative to. */
  documents?: string;
  /** DistributionCenters: the profile new centers go into when a row has no ProfileID (--profile). */
  profile?: number;
  /** An undo run: the job it undoes (rows changed on the service since that job are Skipped). */
  undoOf?: { job: string; dir: string };
  /**
   * An undo is one job of one or two steps (restore the old values, delete what the run
   * created), each with a journal of its own: the first step's journal lists every step's id
   * here (itself first), and names the undo; the others name it in `stepOf`. Issue 32.
   */
  undoSteps?: string[];
  /** A later step of the undo job named (its first step's id): listed and resumed as part of it. */
  stepOf?: string;
  /** The baseline the file came with (issue 26): when and where its export was taken. */
  baseline?: { takenAt: string; connection: string; baseUrl: string; resource: string; heldBack?: number };
  /** Issue 41: where the baseline was found by the file's content fingerprint; --no-baseline. */
  baselineFile?: string;
  noBaseline?: boolean;
  /** Send rows whose value changed on the service since the file's export (--overwrite-newer, "Send anyway"). */
  overwriteNewer?: boolean;
  /** Full-feed mode (issue 28): keys of the profile the file does not list are set to 0. */
  fullFeed?: boolean;
  /** Full feed: the first row number of the lines added for those keys (after the file's last row). */
  fullFeedFrom?: number;
  /** Full feed: the DC IDs the feed owns (--full-feed-dcs); absent: the DCs the file's own lines name (issue 41). */
  fullFeedDcs?: number[];
  /** Held before anything was sent (a watcher's guard, a mass change): resumed only with the same confirmation (issue 41). */
  held?: {
    at: string;
    /** Why, in English (what a journal of before the message kept, and still keeps). */
    reason: string;
    /** Why, as data (issue 40): the app says it in the user's language; absent in older journals. */
    shown?: ShownError;
    /** A guardrail held it (issue 42): a resume asks again, naming the rows. */ massChange?: boolean;
  };
  /** Lines of one key with different values (issue 41): absent or 'reject' both Invalid; else summed, the last or the first kept. */
  duplicates?: DuplicatesMode;
  /** What the run says once about its rows (a Code matched as the service compares it, issue 41): messages; English in older journals. */
  notes?: JobNote[];
  /** The result workbook the app saved by itself when the run ended (issue 42): beside the file, or in the data folder. */
  savedResult?: string;
  /** Where the undo workbook is now, when a watcher moved it (issue 41); absent: beside `out` (undoPathFor). */
  undoPath?: string;
  /** Group the values of one product into one request (issue 11); absent in older journals: on. */
  group?: boolean;
  grouping?: GroupingState;
  plan?: unknown;
  traffic?: RunTraffic;
  timings: Record<string, number>; // ms per stage
  startedAt: string;
  finishedAt?: string;
  error?: string;
  counts?: Partial<Record<RowResult | 'Pending', number>>;
}
