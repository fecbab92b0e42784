// Jobs: send a reviewed session, pause/resume/cancel, progress as events, the report and
// its rows by result, the result and undo workbooks, retry, history, interrupted runs.
import * as z from 'zod';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../../i18n/index.js';
import { channel } from '../define.js';
import {
  Counts,
  empty,
  fileToken,
  id,
  jobId,
  message,
  ok,
  RowResult,
  savedPath,
  shownText,
  windowOf,
} from './common.js';

/** The languages a saved result workbook's messages can be in (issue 30). */
const UI_LANGUAGES = [...LANGUAGES, PSEUDO_LANGUAGE] as const;

export const JobRunState = z.enum(['running', 'paused', 'cancelled', 'finished', 'failed', 'interrupted', 'idle']);
export type JobRunState = z.infer<typeof JobRunState>;

/** A row a guardrail is about (issue 42): its sheet row, SKU and DC where known, the value it sets. */
const GuardedRow = z.object({
  row: z.number().int(),
  sku: z.string().optional(),
  dc: z.number().optional(),
  value: z.number().optional(),
});

/** A guardrail crossed: its clause (English, and as data), its first rows and how many more. */
export const MassFinding = z.object({
  kind: z.enum(['zeros', 'negatives', 'deletes']),
  reason: z.string(),
  /** The clause as data, said in the user's language; absent from an older main: `reason` as it is. */
  clause: message.optional(),
  rows: z.array(GuardedRow),
  more: z.number().int(),
});
export type MassFinding = z.infer<typeof MassFinding>;

export const JobProgress = z.object({
  jobId: id,
  state: JobRunState,
  stage: z.string(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  ratePerSecond: z.number().nullable(),
  etaSeconds: z.number().nullable(),
  /** Live count per result of the requests settled so far. */
  counts: Counts,
  message: z.string().optional(),
  /** Why the run failed as data, when main can say it in the user's language (a UserError, issue 40). */
  shownMessage: shownText.optional(),
  /** While the service does not answer (past 30 s): how long, said again as it grows (issue 32). */
  outage: shownText.optional(),
  /**
   * The run stopped before sending because it would cross a guardrail (many zeros, negative
   * quantities, many deletes): the reasons, with their numbers, for the confirmation. Resuming
   * with allowMassChange sends it.
   */
  massChange: z.object({ reasons: z.array(z.string()), findings: z.array(MassFinding).optional() }).optional(),
  /**
   * The client's own count of the quota it spent (a $batch costs 1 + its parts) in the last
   * minute and hour, against the service's 2,000 a minute and 500,000 an hour (issue 42).
   */
  quota: z
    .object({
      lastMinute: z.number().int(),
      lastHour: z.number().int(),
      perMinute: z.number().int(),
      perHour: z.number().int(),
    })
    .optional(),
});
export type JobProgress = z.infer<typeof JobProgress>;

export const JobInfo = z.object({
  jobId: id,
  status: z.string(),
  runState: JobRunState,
  resource: z.string(),
  operation: z.string(),
  file: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** Counts per sheet row once the report exists, else per request line. */
  counts: Counts,
  /** The header row the job read (its detected or chosen header row), for the report grid's columns. */
  headers: z.array(z.string()).optional(),
  /** A dry run: its counts say what would happen; nothing was sent. */
  dryRun: z.boolean().optional(),
  /** Stopped before sending, nothing sent (a mass change not confirmed, issue 42): History says so. */
  held: z.boolean().optional(),
  hasResult: z.boolean(),
  hasUndo: z.boolean(),
  /** Its resource keeps no undo workbook (a VAT document cannot be deleted): the report says so. */
  noUndo: z.boolean().optional(),
  /** Cells held back as changed on the service since the file's export (issue 26): "Send anyway" sends them. */
  heldBack: z.number().int().optional(),
  /** An undo run: the job it undoes, under whose row History shows it (issue 42). */
  undoOf: z.string().optional(),
  /** The result workbook the app saved by itself when the run ended (issue 42): shown with Open and Show in folder. */
  savedResult: z.string().optional(),
  /** The connection the job runs on: its name, or the built-in sandbox (which the UI names in its language). */
  connection: z.object({ name: z.string(), sandbox: z.boolean() }).optional(),
  error: z.string().optional(),
});
export type JobInfo = z.infer<typeof JobInfo>;

export const ReportRow = z.object({
  rowNumber: z.number().int(),
  cells: z.array(z.string()),
  result: z.string(),
  status: z.number().int().nullable(),
  /** The row's message as data (issue 40), said in the user's language by the renderer. */
  message: shownText,
  old: z.string(),
  new: z.string(),
});
export type ReportRow = z.infer<typeof ReportRow>;

const job = z.object({ jobId }).strict();
/** A job runs on the connection saved with it; `connectionId` is the user's pick when that one was removed. */
const jobOnConnection = z.object({ jobId, connectionId: id.optional() }).strict();
/** Resume; `allowMassChange`: the person confirmed the mass change the run stopped for. */
const resumeJob = jobOnConnection.extend({ allowMassChange: z.boolean().optional() }).strict();

/**
 * The hint main attaches when a job's own connection no longer exists, beside the reason
 * 'connection-gone' by which the renderer offers a connection to finish the run on (then calls
 * again with `connectionId`).
 */
export const CONNECTION_GONE_HINT = 'Choose a connection for this run below, then resume on it.';

export const jobChannels = {
  'jobs.start': channel(z.object({ sessionId: id }).strict(), z.object({ jobId: id })),
  'jobs.pause': channel(job, ok),
  /** Continues a paused run, or an interrupted one from an earlier start of the app. */
  'jobs.resume': channel(resumeJob, ok),
  'jobs.cancel': channel(job, ok),
  'jobs.report': channel(job, JobInfo),
  'jobs.rows': channel(
    z.object({ jobId, result: z.union([RowResult, z.literal('all')]).default('all'), ...windowOf }).strict(),
    z.object({ total: z.number().int(), rows: z.array(ReportRow) }),
  ),
  /** Copies to `target` (a dialogs.saveAs grant), or asks where with the save dialog when absent. */
  /** `language`: the messages of the saved workbook (issue 30); its columns and verdicts stay English. Default 'en'. */
  'jobs.saveResult': channel(
    z.object({ jobId, target: fileToken.optional(), language: z.enum(UI_LANGUAGES).optional() }).strict(),
    savedPath,
  ),
  'jobs.saveUndo': channel(z.object({ jobId, target: fileToken.optional() }).strict(), savedPath),
  /** The result workbook the app saved by itself, opened with the system's app or shown in its folder (issue 42). */
  'jobs.openResult': channel(z.object({ jobId, how: z.enum(['open', 'folder']) }).strict(), ok),
  /**
   * "Fix and re-send" (issue 42): the Invalid and Failed rows the person corrected, each with
   * every cell of its row as it should be sent, become a new job of those rows only (a workbook
   * of them beside the file, or in the data folder), checked and sent like any other.
   */
  'jobs.resendFixed': channel(
    z
      .object({
        jobId,
        rows: z
          .array(z.object({ rowNumber: z.number().int().min(1), cells: z.array(z.string().max(32_767)).max(16_384) }))
          .min(1)
          .max(1000),
      })
      .strict(),
    z.object({ jobId: id }),
  ),
  'jobs.retryFailed': channel(jobOnConnection, z.object({ jobId: id })),
  /** Send the cells a run held back as changed on the service since the export (issue 26); how many were reopened. */
  'jobs.sendAnyway': channel(jobOnConnection, z.object({ jobId: id, cells: z.number().int() })),
  /**
   * Undo a finished run (issue 14): its undo workbook imported through the same engine, old
   * values restored and created rows deleted; rows changed since the run are Skipped. Answers
   * the undo runs (one per sheet with rows) and their counts. Issue 32: both steps are planned
   * and checked first; one that would cross a guardrail is refused with nothing sent unless
   * `allowMassChange` (the person confirmed its deletions).
   */
  'jobs.undo': channel(resumeJob, z.object({ jobIds: z.array(id), counts: Counts })),
  'jobs.list': channel(empty, z.object({ jobs: z.array(JobInfo) })),
  /**
   * Removes the journals of runs finished more than `days` days ago (issue 32), keeping their
   * result and undo workbooks and every unfinished run; answers what was removed and freed.
   */
  'jobs.prune': channel(
    z.object({ days: z.number().int().min(0).max(36_500) }).strict(),
    z.object({ removed: z.number().int(), bytes: z.number().int(), unfinished: z.number().int() }),
  ),
  /** Runs interrupted by a quit or a crash, offered for resuming on start. */
  'jobs.resumable': channel(empty, z.object({ jobs: z.array(JobInfo) })),
} as const;

export const jobEvents = {
  'jobs.progress': JobProgress,
} as const;
