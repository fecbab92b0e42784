// Saved automations (issue 28): a watched folder with its resource, mapping, connection,
// timing, guards and notifications, run by the app while it is open and by
// `commerce-bulk watch --automation <name>`. One schema for the file in the data folder and
// for what crosses IPC, where folders and mapping files travel only as grants (tokens).
import * as z from 'zod';
import { channel } from '../define.js';
import { Counts, empty, FileRef, fileToken, id, ok, Resource, runId, shownText } from './common.js';

export const DEFAULT_GUARDS = { minRowsPercent: 80, maxZeroedPercent: 20, maxInvalidPercent: 10 } as const;

const percent = z.number().min(0).max(100);
export const AutomationGuards = z
  .object({
    minRowsPercent: percent.default(DEFAULT_GUARDS.minRowsPercent),
    maxZeroedPercent: percent.default(DEFAULT_GUARDS.maxZeroedPercent),
    maxInvalidPercent: percent.default(DEFAULT_GUARDS.maxInvalidPercent),
  })
  .strict();

export const AutomationNotify = z
  .object({
    when: z.enum(['always', 'problems']).default('always'),
    webhook: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    email: z.array(z.email().max(320)).max(20).optional(),
    /** Quote the first failures' messages (cell values) in notifications; absent in older files: off. */
    includeFailures: z.boolean().optional(),
  })
  .strict();

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM (00:00 to 23:59)');
/**
 * When the OS scheduler runs the automation with the app closed (issue 43): daily or on
 * weekdays (Monday to Friday) at a local time, or every n hours from midnight (0:00, n:00,
 * 2n:00, ...). None: only while the app is open, as before.
 */
export const AutomationSchedule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), at: clock }).strict(),
  z.object({ kind: z.literal('weekdays'), at: clock }).strict(),
  z.object({ kind: z.literal('everyHours'), hours: z.number().int().min(1).max(12) }).strict(),
]);
export type AutomationSchedule = z.infer<typeof AutomationSchedule>;

/** What a person sets for one automation; the folder and mapping file are paths here. */
const definitionFields = {
  name: z.string().trim().min(1).max(100),
  resource: Resource,
  /** The saved connection's id (main/connection-refs): 'sandbox' or a connection the app saved. */
  connection: id.default('sandbox'),
  profile: z.number().int().positive().optional(),
  settleSeconds: z.number().int().min(0).max(86_400).default(10),
  checkEverySeconds: z.number().int().min(5).max(86_400).default(60),
  fullFeed: z.boolean().default(false),
  /** Full feed: the DCs it owns (IDs, Codes or Names); absent: the DCs each file names (issue 41). */
  fullFeedDcs: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
  guards: AutomationGuards.default({ ...DEFAULT_GUARDS }),
  notify: AutomationNotify.default({ when: 'always' }),
  enabled: z.boolean().default(true),
  schedule: AutomationSchedule.optional(),
  /**
   * Issue 45: the files come from this address rather than a local folder, pulled into the
   * address's own inbox folder (then `folder`) before each check. No password in it: the
   * secret is in the keychain.
   */
  source: z
    .string()
    .trim()
    .max(2048)
    .regex(/^(https|sftp):\/\/\S+$/i, 'an https:// or sftp:// address')
    .optional(),
};

export const AutomationDefinition = z
  .object({
    ...definitionFields,
    folder: z.string().min(1).max(4096),
    mapping: z.string().min(1).max(4096).optional(),
  })
  .strict();
export type AutomationDefinition = z.output<typeof AutomationDefinition>;
export type AutomationInput = z.input<typeof AutomationDefinition>;

/** A source's last pull (main/automation/sources' record), for the card's "Last pull" line. */
export const AutomationPull = z.object({
  at: z.string(),
  kind: z.enum(['fetched', 'not-modified', 'nothing-new', 'failed']),
  files: z.array(z.string()).optional(),
  reason: z.string().optional(),
});
export type AutomationPull = z.infer<typeof AutomationPull>;

/** One file a run handled (or a run that could not start: status 'error', no file). */
export const AutomationRun = z.object({
  id,
  file: z.string().nullable(),
  status: z.enum(['processed', 'failed', 'held', 'interrupted', 'error']),
  jobId: z.string().nullable(),
  counts: Counts.nullable(),
  /** What happened in English: what the CLI printed, and all an older store keeps. */
  message: z.string().optional(),
  /** The same as data (a held file's reason), for the app to say in the user's language. */
  shown: shownText.optional(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Paths in the data file; over IPC only whether they exist (opened by automations.openWorkbook). */
  result: z.string().nullable(),
  undo: z.string().nullable(),
  movedTo: z.string().nullable(),
  exitCode: z.number().int(),
});
export type AutomationRun = z.infer<typeof AutomationRun>;

export const AutomationSummary = z.object({
  ...definitionFields,
  folder: FileRef,
  mapping: FileRef.nullable(),
  running: z.boolean(),
  lastRun: AutomationRun.nullable(),
  /** ISO time of the next check while the app is open; null when disabled. */
  nextCheck: z.string().nullable(),
  /** ISO times of the OS scheduler's next three runs (the schedule), none without one. */
  nextRuns: z.array(z.string()).optional(),
  /** Set when the connection's refresh token lapses for non-use within 14 days (or has): sign in before then. */
  signInWarning: z.object({ idleDays: z.number().int().min(0), lapsesOn: z.string(), lapsed: z.boolean() }).optional(),
  /** With a source: its last pull; null before the first. */
  lastPull: AutomationPull.nullable().optional(),
});
export type AutomationSummary = z.infer<typeof AutomationSummary>;

const byName = z.object({ name: z.string().min(1).max(100) }).strict();

export const automationChannels = {
  'automations.list': channel(empty, z.object({ automations: z.array(AutomationSummary) })),
  /** Creates, or replaces the one named `previousName` (renaming it, history kept). */
  'automations.save': channel(
    z
      .object({
        ...definitionFields,
        /** A local folder's grant; absent when `source` names an address. */
        folder: fileToken.optional(),
        mapping: fileToken.optional(),
        /** The source's password or token: main puts it in the keychain; it is never saved with the automation. */
        sourceSecret: z.string().min(1).max(4096).optional(),
        previousName: z.string().min(1).max(100).optional(),
      })
      .strict(),
    AutomationSummary,
  ),
  'automations.delete': channel(byName, ok),
  /** Checks the folder now (waiting for files to settle) and answers the files handled. */
  'automations.runNow': channel(byName, z.object({ runs: z.array(AutomationRun) })),
  'automations.history': channel(byName, z.object({ runs: z.array(AutomationRun) })),
  'automations.openWorkbook': channel(
    z.object({ name: z.string().min(1).max(100), runId, which: z.enum(['result', 'undo']) }).strict(),
    ok,
  ),
  /** The app's `login --check`: signs in once with the automation's connection. */
  'automations.checkSignIn': channel(
    z.object({ connection: id }).strict(),
    z.object({ ok: z.boolean(), connection: z.string(), message: z.string() }),
  ),
  'automations.startWithSystem': channel(empty, z.object({ enabled: z.boolean(), supported: z.boolean() })),
  'automations.setStartWithSystem': channel(
    z.object({ enabled: z.boolean() }).strict(),
    z.object({ enabled: z.boolean(), supported: z.boolean() }),
  ),
} as const;

export const automationEvents = {
  /** A run of an automation ended (one per file handled, or one 'error'). */
  'automations.ran': z.object({ name: z.string(), run: AutomationRun }),
} as const;
