// The e-mail: one plain-text message per notification, through the saved (or given) mail
// server with nodemailer. starttls refuses a server that cannot upgrade (the password never
// goes out readable), tls speaks TLS from the start, none is for a relay on this machine
// only; the company certificates of --ca-file are trusted too. Bounded by timeouts.
import { trustedCertificates, type NetworkSettings } from '../net/index.js';
import { redact } from '../../shared/security/index.js';
import { ENGLISH_TEMPLATES, renderMessage, type Message, type Templates } from '../../shared/i18n/index.js';
import type { NotificationPayload } from './payload-types.js';
import { countsLine, note, rowLine, statusText } from './payload-text.js';
import { checkSmtpSettings, type SmtpSettings } from './smtp-settings.js';

export const SMTP_TIMEOUT_MS = 20_000;

export interface EmailOptions {
  password?: string | undefined;
  network?: NetworkSettings;
  timeoutMs?: number;
  /** The notification's language (default English). */
  templates?: Templates;
}

export function emailSubject(p: NotificationPayload, templates: Templates = ENGLISH_TEMPLATES): string {
  if (p.event === 'sign-in refused') return renderMessage(note('subject.signInRefused'), templates);
  if (p.event === 'run failed') return renderMessage(note('headline.runFailed'), templates);
  const file = p.file ? (p.file.split(/[\\/]/).pop() ?? p.file) : note('aFile');
  return renderMessage(note('headline.file', { file, status: statusText(p.status) }), templates);
}

/** The text, then every detail a person acting on it needs (up to 10 failure messages). */
export function emailBody(p: NotificationPayload, templates: Templates = ENGLISH_TEMPLATES): string {
  const say = (m: Message): string => renderMessage(m, templates);
  const lines = [p.text, ''];
  const detail = (key: string, value: string | Message | null | undefined): void => {
    if (value) lines.push(say(note(`email.${key}`, { value })));
  };
  detail('status', statusText(p.status));
  detail('file', p.file);
  detail('job', p.job);
  detail('counts', countsLine(p.counts, templates));
  detail('movedTo', p.movedTo);
  detail('result', p.result);
  detail('undo', p.undo);
  if (p.failures.length) {
    lines.push('', say(note('email.failures')));
    for (const f of p.failures) lines.push(`  ${rowLine(f, templates)}`);
  }
  return redact(`${lines.join('\n')}\n`);
}

// nodemailer wraps the TLS error in ESOCKET and keeps only its text: name the problem by it.
const CERT_PROBLEMS: [RegExp, string][] = [
  [
    /self[- ]signed|unable to verify|unable to get (local )?issuer/i,
    'its certificate comes from an authority this computer does not trust; give that authority with --ca-file',
  ],
  [/altnames|hostname\/ip does not match/i, 'its certificate is for another name'],
  [/certificate has expired|not yet valid/i, 'its certificate is expired or not yet valid'],
];

/** Why the mail server did not take the e-mail, a certificate problem named (not just ESOCKET). */
function smtpFailure(err: unknown): string {
  const e = err as Error & { code?: string; responseCode?: number };
  if (e.responseCode) return `${e.code ?? 'refused'} ${e.responseCode}`;
  // Node 24 appends advice for its own command line ("try running Node.js with
  // --use-system-ca"), which a user of the app or the CLI cannot act on: left out.
  const message = e.message.replace(/; if the root CA is installed locally.*$/s, '');
  const cert = CERT_PROBLEMS.find(([re]) => re.test(message));
  return cert ? `${cert[1]}: ${message}` : (e.code ?? e.name);
}

export async function sendEmail(
  smtp: SmtpSettings,
  to: string[],
  p: NotificationPayload,
  o: EmailOptions = {},
): Promise<void> {
  // The rule again, before any connection: whoever read the settings, no password goes out
  // over plain TCP to another machine.
  checkSmtpSettings(smtp);
  if (smtp.user && !o.password)
    throw new Error(
      `No password for ${smtp.user} at ${smtp.host}: run \`commerce-bulk notify-setup\` with the password on stdin, or set COMMERCE_BULK_SMTP_PASSWORD.`,
    );
  const timeoutMs = o.timeoutMs ?? SMTP_TIMEOUT_MS;
  const ca = trustedCertificates(o.network ?? {});
  // Loaded when a mail is sent, not when a command starts (issue 44).
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    ...(smtp.user ? { auth: { user: smtp.user, pass: o.password! } } : {}),
    // Explicit, so NODE_TLS_REJECT_UNAUTHORIZED=0 cannot turn the check off.
    tls: { servername: smtp.host, rejectUnauthorized: true, ...(ca ? { ca } : {}) },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({
      from: smtp.from,
      to,
      subject: emailSubject(p, o.templates),
      text: emailBody(p, o.templates),
    });
  } catch (err) {
    throw new Error(`The mail server ${smtp.host}:${smtp.port} did not take the e-mail (${smtpFailure(err)}).`);
  } finally {
    transport.close();
  }
}
