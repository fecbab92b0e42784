// The mail server notifications go through: host, port, TLS mode, user and from-address, kept
// in <data folder>/notifications.json beside connections.json (no secret in it, readable by
// its owner only). One per user, not per connection: the mail server belongs to the company,
// whichever service a run talks to. The password is the keychain's (smtp-password.ts).
import { join } from 'node:path';
import * as z from 'zod';
import { UserError } from '../../shared/errors/index.js';
import { JsonStore, type BrokenFile } from '../files/index.js';
import { isLoopbackHost } from './webhook-url.js';

export const NOTIFICATIONS_FILE = 'notifications.json';

export const SMTP_TLS_MODES = ['starttls', 'tls', 'none'] as const;
export type SmtpTls = (typeof SMTP_TLS_MODES)[number];

const SmtpSchema = z
  .object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65_535),
    /** starttls: plain, then upgraded before anything else (587); tls: TLS from the start (465); none: loopback only. */
    tls: z.enum(SMTP_TLS_MODES),
    user: z.string().min(1).optional(),
    from: z.string().min(3),
  })
  .strict();

export type SmtpSettings = z.infer<typeof SmtpSchema>;

const FileSchema = z.object({ version: z.literal(1), smtp: SmtpSchema.optional() }).strict();

/** The port a TLS mode uses when none is given: 465 for TLS from the start, else the submission port. */
export function defaultPort(tls: SmtpTls): number {
  return tls === 'tls' ? 465 : 587;
}

/** Refuses settings that would send the password or the mail readable across the network. */
export function checkSmtpSettings(s: Partial<SmtpSettings>): SmtpSettings {
  if (!s.host) throw new UserError({ id: 'errors:smtp.noHost' }, { id: 'errors:smtp.noHostHint' });
  if (!s.from) throw new UserError({ id: 'errors:smtp.noFrom' }, { id: 'errors:smtp.noFromHint' });
  const tls = s.tls ?? 'starttls';
  if (tls === 'none' && !isLoopbackHost(s.host))
    throw new UserError(
      { id: 'errors:smtp.plainRemote', params: { host: s.host } },
      { id: 'errors:smtp.plainRemoteHint' },
    );
  const parsed = SmtpSchema.safeParse({ ...s, tls, port: s.port ?? defaultPort(tls) });
  if (!parsed.success)
    throw new UserError(
      {
        id: 'errors:smtp.invalid',
        params: { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
      },
      { id: 'errors:smtp.invalidHint' },
    );
  return parsed.data;
}

export function notificationsFile(dataDir: string): string {
  return join(dataDir, NOTIFICATIONS_FILE);
}

const FIX = { id: 'errors:smtp.badFileHint' } as const;

/** A broken notifications file is refused (never read as "no mail server": the e-mails would stop unnoticed). */
function refusal(b: BrokenFile): UserError {
  if (b.kind === 'not-json') return new UserError({ id: 'errors:smtp.notJson', params: { file: b.file } }, FIX);
  if (b.kind === 'invalid') return new UserError({ id: 'errors:smtp.badFile', params: { file: b.file } }, FIX);
  return new UserError({ id: 'errors:smtp.unreadable', params: { file: b.file, detail: b.detail } }, FIX);
}

/** notifications.json through main/files: checked on read, written whole for its owner. */
const notificationsStore = (dataDir: string) =>
  new JsonStore(notificationsFile(dataDir), FileSchema, {
    what: 'The notification settings',
    empty: () => ({ version: 1 as const }),
    broken: 'refuse',
    refusal,
  });

/** The saved mail server, or null when none was set up. */
export function readSmtpSettings(dataDir: string): SmtpSettings | null {
  return notificationsStore(dataDir).read().smtp ?? null;
}

/**
 * The saved mail server as sending may use it: read, then held to checkSmtpSettings's rule
 * (no TLS only for a server on this machine), so a hand-edited file cannot send the password
 * readable across the network. Every sender reads through this; notify-setup's editing reads
 * the raw file so a refused one can be corrected.
 */
export function smtpSettingsForSending(dataDir: string): SmtpSettings | null {
  const saved = readSmtpSettings(dataDir);
  return saved ? checkSmtpSettings(saved) : null;
}

/** Replaces the saved mail server (one setting: the last choice wins). */
export async function writeSmtpSettings(dataDir: string, smtp: SmtpSettings | null): Promise<void> {
  await notificationsStore(dataDir).write({ version: 1, ...(smtp ? { smtp } : {}) });
}
