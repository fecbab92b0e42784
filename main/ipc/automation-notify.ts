// An automation's webhook and e-mail notifications in the app: the same payloads and the same
// sending code as `watch --notify-*` (main/notify), the targets from the saved definition and
// the mail server saved by `notify-setup` in the app's data folder. A target that cannot be
// reached is a line in the app's log; it never fails the run. They speak the app's language.
import { UserError } from '../../shared/errors/index.js';
import { templatesFor } from '../../shared/languages/index.js';
import { LANGUAGES, type Language, type UiLanguage } from '../../shared/i18n/index.js';
import type { AutomationDefinition } from '../../shared/ipc/index.js';
import {
  MAX_FAILURES,
  payloadForFile,
  payloadForRunFailed,
  payloadForSignInRefused,
  type FileReport,
} from '../automation/index.js';
import { AuthError } from '../auth/index.js';
import { firstFailedRowIds } from '../jobs/index.js';
import type { AppLog } from '../logs/index.js';
import {
  note,
  sendNotifications,
  smtpSettingsForSending,
  type NotificationPayload,
  type NotifyTargets,
  type SmtpSettings,
} from '../notify/index.js';

/** The app's language as a notification speaks it: the pseudo-locale's notifications are English. */
export function notificationLanguage(language: UiLanguage): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

/** The saved mail server if sending may use it; else null, and the reason in the log. */
function mailServer(d: AutomationDefinition, dataDir: string, log: AppLog): SmtpSettings | null {
  try {
    const smtp = smtpSettingsForSending(dataDir);
    if (!smtp)
      log.warn(`Automation "${d.name}": no mail server is saved (commerce-bulk notify-setup), so no e-mail was sent.`);
    return smtp;
  } catch (err) {
    // A refused mail server (no TLS to another machine, a damaged file) is said, never used.
    log.warn(`Automation "${d.name}": no e-mail was sent: ${(err as Error).message}`);
    return null;
  }
}

/** The definition's targets; e-mail only once a mail server is saved (else said in the log). */
export function automationTargets(
  d: AutomationDefinition,
  dataDir: string,
  log: AppLog,
  language: Language = 'en',
): NotifyTargets | null {
  const webhooks = d.notify.webhook ? [d.notify.webhook] : [];
  const to = d.notify.email ?? [];
  const smtp = to.length ? mailServer(d, dataDir, log) : null;
  if (!webhooks.length && !smtp) return null;
  return {
    webhooks,
    when: d.notify.when,
    ...(d.notify.includeFailures ? { includeFailures: true } : {}),
    ...(smtp ? { email: { to, smtp } } : {}),
    language,
  };
}

/** The payload of a handled file, or of the error that ended the run; null for an interrupted file. */
export function automationPayload(
  d: AutomationDefinition,
  source: { report?: FileReport; error?: unknown },
  jobsDir: string,
  language: Language = 'en',
): NotificationPayload | null {
  const templates = templatesFor(language);
  if (source.report)
    return payloadForFile(source.report, {
      failedRows: (job) => firstFailedRowIds(job, MAX_FAILURES, jobsDir),
      includeFailures: d.notify.includeFailures === true,
      templates,
    });
  const at = { folder: d.folder, file: null, job: null };
  const err = source.error as { message?: unknown } | undefined;
  if (err instanceof AuthError && err.code !== 'invalid-config' && err.code !== 'token-endpoint')
    return payloadForSignInRefused({ ...at, howToSignIn: note('signIn.howInApp') }, templates);
  const error =
    err instanceof UserError ? err.shownMessage : typeof err?.message === 'string' ? err.message : String(source.error);
  return payloadForRunFailed({ ...at, error }, templates);
}

export async function notifyAutomation(
  d: AutomationDefinition,
  source: { report?: FileReport; error?: unknown },
  where: { dataDir: string; jobsDir: string; language?: UiLanguage },
  log: AppLog,
): Promise<void> {
  const language = notificationLanguage(where.language ?? 'en');
  const targets = automationTargets(d, where.dataDir, log, language);
  const payload = targets ? automationPayload(d, source, where.jobsDir, language) : null;
  if (!targets || !payload) return;
  for (const r of await sendNotifications(targets, payload))
    if (!r.ok) log.warn(`Automation "${d.name}": could not notify ${r.target}: ${r.error}`);
}
