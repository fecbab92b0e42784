// What a notification says, once, for every channel: a JSON body that Teams and Slack
// incoming webhooks accept (they read `text`, and ignore the fields beside it that a script
// reads), and the e-mail's subject and body are made from it. Built from a watcher's
// FileReport, or for a run that ended because the sign-in was refused. It carries counts,
// paths and the first failed rows with their numbers, verdicts and message ids, never a row's
// data (a message quotes the offending cell, so it goes out only when the user turned on
// "include first failures") or a secret: every text goes through the one redaction.
import { basename } from 'node:path';
import type { FileReport } from './file-report.js';
import { firstFailedRowIds, fullFeedNote, type FailedRow } from '../jobs/index.js';
import { redact } from '../../shared/security/index.js';
import {
  ENGLISH_TEMPLATES,
  renderMessage,
  renderShown,
  type Message,
  type ShownText,
  type Templates,
} from '../../shared/i18n/index.js';
import {
  composeText,
  note,
  type NotificationFailure,
  type NotificationPayload,
  type NotificationStatus,
} from '../notify/index.js';

/** At most this many failure messages go into a notification; the result workbook holds them all. */
export const MAX_FAILURES = 10;
// A message names the problem, at times with the offending cell; a runaway one is cut short.
const MAX_MESSAGE_CHARS = 300;

const SUCCEEDED = ['Created', 'Updated', 'Deleted', 'Unchanged', 'Skipped', 'Partly updated'];

function clip(text: string): string {
  const clean = redact(text.replace(/\s+/g, ' ').trim());
  return clean.length > MAX_MESSAGE_CHARS ? `${clean.slice(0, MAX_MESSAGE_CHARS - 1)}…` : clean;
}

/** The same verdict `--json` gives a job: succeeded, partly failed (some rows went through) or failed. */
function statusOf(r: FileReport): NotificationStatus {
  if (r.status === 'held') return 'held';
  const o = r.outcome;
  if (!o) return 'failed';
  if (o.exitCode === 0) return 'succeeded';
  const done = SUCCEEDED.reduce((n, k) => n + (o.counts?.[k as keyof typeof o.counts] ?? 0), 0);
  return done > 0 ? 'partly failed' : 'failed';
}

function failuresOf(
  jobId: string | null,
  read: (job: string) => (FailedRow & { id?: string | null })[],
  withMessages: boolean,
): NotificationFailure[] {
  if (!jobId) return [];
  try {
    return read(jobId)
      .slice(0, MAX_FAILURES)
      .map((f) => ({
        row: f.row,
        result: f.result,
        id: f.id ?? null,
        ...(withMessages ? { message: clip(f.message) } : {}),
      }));
  } catch {
    return []; // a journal that cannot be read again still gets its notification
  }
}

export interface PayloadOptions {
  /** Reads a job's first failed rows (default: from its journal). */
  failedRows?: (jobId: string) => (FailedRow & { id?: string | null })[];
  /** "Include first failures": each failure's message too, which quotes the offending cell. */
  includeFailures?: boolean;
  /** The notification's language (default English, as the CLI writes it). */
  templates?: Templates;
}

/** The notification for one file a watcher handled; null for a stop mid-job (it resumes, nothing to tell). */
export function payloadForFile(r: FileReport, opts: PayloadOptions = {}): NotificationPayload | null {
  if (r.status === 'interrupted') return null;
  const status = statusOf(r);
  const read = opts.failedRows ?? ((job: string) => firstFailedRowIds(job, MAX_FAILURES));
  const counts = r.outcome?.counts ? { ...(r.outcome.counts as Record<string, number>) } : null;
  // A full feed says how many quantities it set to 0 at which DC, even when it succeeded (issue 41).
  const said = r.shown ? renderShown(r.shown, opts.templates) : r.message;
  const message = [said, fullFeedNote(r.outcome?.plan)].filter(Boolean).join(' ');
  const body: Omit<NotificationPayload, 'text'> = {
    event: 'file',
    status,
    file: r.file,
    job: r.jobId ?? r.outcome?.jobId ?? null,
    counts,
    result: r.result,
    undo: r.undo,
    movedTo: r.movedTo,
    ...(message ? { message: clip(message) } : {}),
    failures:
      r.outcome && r.outcome.exitCode !== 0 ? failuresOf(r.outcome.jobId, read, opts.includeFailures === true) : [],
  };
  return { text: composeText(body, opts.templates), ...body };
}

export interface SignInRefused {
  /** The watched folder: everything in it was left as it was. */
  folder: string;
  /** The file in hand when the sign-in was refused, if any (left in the folder, untouched). */
  file: string | null;
  job: string | null;
  /** How to sign in again, in the words of the caller (the CLI names its commands, the app its screen). */
  howToSignIn: string | Message;
}

function leftUntouched(s: { folder: string; file: string | null }): Message {
  return s.file
    ? note('left.file', { file: basename(s.file), folder: s.folder })
    : note('left.folder', { folder: s.folder });
}

/** The notification of a run that ended because the service refused the sign-in: nothing was moved. */
export function payloadForSignInRefused(
  s: SignInRefused,
  templates: Templates = ENGLISH_TEMPLATES,
): NotificationPayload {
  const said = note('signIn.refused', { left: leftUntouched(s), howToSignIn: s.howToSignIn });
  const body: Omit<NotificationPayload, 'text'> = {
    event: 'sign-in refused',
    status: 'failed',
    file: s.file,
    job: s.job,
    counts: null,
    result: null,
    undo: null,
    movedTo: null,
    message: redact(renderMessage(said, templates)),
    failures: [],
  };
  return { text: composeText(body, templates), ...body };
}

export interface RunFailed {
  folder: string;
  /** The file in hand, left in the folder: the next run takes it (or resumes its job). */
  file: string | null;
  job: string | null;
  /** What went wrong and what to do, as the CLI or the app says it (a refusal's data, in the app). */
  error: string | ShownText;
}

/** The notification of a run that could not go on (exit 2): the service unreachable, a folder gone, ... */
export function payloadForRunFailed(s: RunFailed, templates: Templates = ENGLISH_TEMPLATES): NotificationPayload {
  const error = typeof s.error === 'string' ? s.error : renderShown(s.error, templates);
  const left = redact(renderMessage(leftUntouched(s), templates));
  const body: Omit<NotificationPayload, 'text'> = {
    event: 'run failed',
    status: 'failed',
    file: s.file,
    job: s.job,
    counts: null,
    result: null,
    undo: null,
    movedTo: null,
    message: renderMessage(note('runFailed.message', { error: clip(error), left }), templates),
    failures: [],
  };
  return { text: composeText(body, templates), ...body };
}
