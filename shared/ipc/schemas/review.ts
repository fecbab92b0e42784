// Review: a session over one file and mapping. Every row is read and validated off the
// request path (progress as events); the grid asks for windows of rows; a cell fixed in
// place is re-validated; the pre-flight read gives before/after and the plan line.
import * as z from 'zod';
import { channel } from '../define.js';
import { Counts, fileToken, id, ok, shownText, windowOf } from './common.js';
import { Mapping } from './mapping.js';

export const CellIssue = z.object({
  column: z.string(),
  columnIndex: z.number().int(),
  value: z.string(),
  /** What is wrong and how to fix it, as data (issue 40): the renderer says them in the user's language. */
  message: shownText,
  fix: shownText,
});
/** The kinds of reason a row will fail for (main/review/row-outlook.ts), named in the UI's words. */
export const FAIL_REASONS = [
  'unknownSku',
  'unknownDc',
  'missing',
  'notWhole',
  'notNumber',
  'tooLong',
  'other',
] as const;
export type FailReason = (typeof FAIL_REASONS)[number];

export const ReviewRow = z.object({
  rowNumber: z.number().int(),
  cells: z.array(z.string()),
  /** Invalid / Skipped / Unchanged once known; Ready for a row that will be sent. */
  status: z.string(),
  /** The row's message as data (issue 40). */
  message: shownText,
  issues: z.array(CellIssue),
  old: z.string(),
  new: z.string(),
  edited: z.array(z.number().int()),
  /** An Invalid row: the kind of its first reason ("Will fail: unknown SKU"). */
  reason: z.enum(FAIL_REASONS).optional(),
  /** A planned quantity the guardrails ask about: "Negative", "Will set to 0". */
  flag: z.enum(['negative', 'zero']).optional(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

export const PlanLine = z.object({
  requestsToSend: z.number().int(),
  batches: z.number().int(),
  readRequests: z.number().int(),
  totalQuota: z.number().int(),
  estimatedSeconds: z.number(),
  budgetPerMinute: z.number(),
  /** The service's requests an hour per IP (issue 42): Review says the cost against both limits. */
  perHour: z.number(),
  /** ChannelDocuments: each request is one PDF upload (a POST of its own), not a part of a $batch. */
  uploads: z.boolean().optional(),
  /** The rows sending will create, update and delete: Review's total after the check (issue 42). */
  rows: z
    .object({
      create: z.number().int(),
      update: z.number().int(),
      delete: z.number().int(),
      unchanged: z.number().int(),
    })
    .optional(),
});
export type PlanLine = z.infer<typeof PlanLine>;

/** The service check Review runs by itself once the rows are read (issue 42). */
export const ReviewCheck = z.object({
  phase: z.enum(['waiting', 'checking', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int().optional(),
  error: z.string().optional(),
});
export type ReviewCheck = z.infer<typeof ReviewCheck>;

export const ReviewState = z.object({
  sessionId: id,
  rowsRead: z.number().int(),
  complete: z.boolean(),
  /** Counts per status: Ready, Invalid, Skipped, Unchanged. */
  counts: Counts,
  problems: z.number().int(),
  planned: z.boolean(),
  check: ReviewCheck.optional(),
  /** The rows that will fail, grouped by reason, largest first, with their first row numbers. */
  reasons: z
    .array(z.object({ reason: z.enum(FAIL_REASONS), rows: z.number().int(), first: z.array(z.number().int()) }))
    .optional(),
  /** The groups were counted over the first 200,000 problem lines only: counts are "at least". */
  reasonsMore: z.boolean().optional(),
  /** The export's baseline the file goes with (when taken, ISO; from which connection), or null: none (issue 41). */
  baseline: z.object({ exportedAt: z.string(), connection: z.string() }).nullable().optional(),
  /** What sending will take, once the rows are planned. */
  plan: PlanLine.optional(),
  error: z.string().optional(),
});
export type ReviewState = z.infer<typeof ReviewState>;

export const reviewChannels = {
  'review.open': channel(
    z
      .object({
        file: fileToken,
        sheet: z.string().max(255).optional(),
        headerRow: z.number().int().positive().max(1000).optional(),
        mapping: Mapping,
        /** ChannelDocuments: the folder's grant; its File cells are relative to it (default: the sheet's folder). */
        documents: fileToken.optional(),
      })
      .strict(),
    z.object({ sessionId: id, headers: z.array(z.string()) }),
  ),
  'review.state': channel(z.object({ sessionId: id }).strict(), ReviewState),
  'review.rows': channel(
    z
      .object({
        sessionId: id,
        filter: z.enum(['all', 'problems']).default('all'),
        /** With 'problems': only the rows that will fail for this reason. */
        reason: z.enum(FAIL_REASONS).optional(),
        ...windowOf,
      })
      .strict(),
    z.object({ total: z.number().int(), rows: z.array(ReviewRow) }),
  ),
  'review.editCell': channel(
    z
      .object({
        sessionId: id,
        rowNumber: z.number().int().positive(),
        column: z.number().int().min(0).max(20_000),
        value: z.string().max(32_000),
      })
      .strict(),
    z.object({ row: ReviewRow, state: ReviewState }),
  ),
  /**
   * Find and replace within one column: 'whole' replaces cells equal to `find` (the "apply
   * this fix to all rows like it" of a fixed cell), 'part' every occurrence inside a cell.
   */
  'review.replaceInColumn': channel(
    z
      .object({
        sessionId: id,
        column: z.number().int().min(0).max(20_000),
        find: z.string().min(1).max(32_000),
        replace: z.string().max(32_000),
        match: z.enum(['whole', 'part']).default('part'),
      })
      .strict(),
    z.object({ replaced: z.number().int(), rows: z.array(z.number().int()), state: ReviewState }),
  ),
  'review.preflight': channel(z.object({ sessionId: id }).strict(), z.object({ plan: PlanLine, state: ReviewState })),
  'review.close': channel(z.object({ sessionId: id }).strict(), ok),
} as const;

export const reviewEvents = {
  'review.progress': ReviewState,
} as const;
