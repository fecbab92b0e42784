// Sending one notification to every target a run names: each webhook and the e-mail
// recipients, side by side. It never throws: a target that cannot be reached is an entry in
// the answer, for the caller to log, and never fails or stops the run it reports on.
import type { NetworkSettings } from '../net/index.js';
import { ENGLISH_TEMPLATES, type Language, type Templates } from '../../shared/i18n/index.js';
import { sendEmail } from './email.js';
import type { NotificationPayload } from './payload-types.js';
import { smtpPassword } from './smtp-password.js';
import type { SmtpSettings } from './smtp-settings.js';
import { postWebhook } from './webhook.js';
import { webhookForDisplay } from './webhook-url.js';

/** always: after every file; problems: only when something failed or was held (or the sign-in was refused). */
export type NotifyWhen = 'always' | 'problems';
export const NOTIFY_WHEN: readonly NotifyWhen[] = ['always', 'problems'];

export interface NotifyTargets {
  webhooks: string[];
  email?: {
    to: string[];
    smtp: SmtpSettings;
    /** Given by the caller, else read from COMMERCE_BULK_SMTP_PASSWORD or the keychain. */
    password?: string;
  };
  when: NotifyWhen;
  /** "Include first failures": the failures' messages, which quote cell values, go out too. */
  includeFailures?: boolean;
  /** The proxy and company certificates webhooks go through (e-mail trusts the certificates). */
  network?: NetworkSettings;
  timeoutMs?: number;
  /** The language the e-mail is written in (the payload's text comes written): English by default. */
  language?: Language;
}

export interface NotifyResult {
  channel: 'webhook' | 'email';
  /** The webhook's origin or the recipients: never a webhook's key. */
  target: string;
  ok: boolean;
  error?: string;
}

export function hasTargets(t: NotifyTargets): boolean {
  return t.webhooks.length > 0 || Boolean(t.email?.to.length);
}

/** True when `when` asks for this payload: everything but a success under `problems`. */
export function wanted(when: NotifyWhen, payload: NotificationPayload): boolean {
  return when === 'always' || payload.status !== 'succeeded';
}

async function attempt(
  channel: NotifyResult['channel'],
  target: string,
  send: () => Promise<void>,
): Promise<NotifyResult> {
  try {
    await send();
    return { channel, target, ok: true };
  } catch (err) {
    return { channel, target, ok: false, error: (err as Error).message };
  }
}

/** English as it is; another language's catalogues load only when one is asked for (issue 44). */
async function templatesIn(language: Language): Promise<Templates> {
  if (language === 'en') return ENGLISH_TEMPLATES;
  const { templatesFor } = await import('../../shared/languages/index.js');
  return templatesFor(language);
}

/** Sends `payload` to every target `t` names, when `t.when` asks for it; one result per target. */
export async function sendNotifications(t: NotifyTargets, payload: NotificationPayload): Promise<NotifyResult[]> {
  if (!wanted(t.when, payload)) return [];
  const net = { ...(t.network ? { network: t.network } : {}), ...(t.timeoutMs ? { timeoutMs: t.timeoutMs } : {}) };
  const sends = t.webhooks.map((url) =>
    attempt('webhook', webhookForDisplay(url), () => postWebhook(url, payload, net)),
  );
  const mail = t.email;
  if (mail?.to.length)
    sends.push(
      attempt('email', mail.to.join(', '), async () => {
        const password = mail.password ?? (await smtpPassword(mail.smtp));
        const templates = await templatesIn(t.language ?? 'en');
        await sendEmail(mail.smtp, mail.to, payload, { ...net, password, templates });
      }),
    );
  return Promise.all(sends);
}
