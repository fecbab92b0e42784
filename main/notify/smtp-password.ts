// The mail server's password: from COMMERCE_BULK_SMTP_PASSWORD when set (a scheduler's
// environment, a machine without a keychain), else the OS keychain (the project's service,
// one entry per user and host so a password is never offered to another server). Never in a
// file, never on the command line; registered with the redaction of live secrets.
import { openSecretVault, registerSecret, type SecretVault } from '../auth/index.js';
import type { SmtpSettings } from './smtp-settings.js';

export const SMTP_PASSWORD_ENV = 'COMMERCE_BULK_SMTP_PASSWORD';

/** The keychain entry's account name: the server and user it belongs to. */
export function smtpAccount(s: Pick<SmtpSettings, 'host' | 'user'>): string {
  return `smtp:${s.user ?? ''}@${s.host.toLowerCase()}`;
}

/** The password for `s`, or undefined when the server needs none (no user) or none is stored. */
export async function smtpPassword(
  s: Pick<SmtpSettings, 'host' | 'user'>,
  env: NodeJS.ProcessEnv = process.env,
  vault?: SecretVault,
): Promise<string | undefined> {
  if (!s.user) return undefined;
  const fromEnv = env[SMTP_PASSWORD_ENV];
  if (fromEnv) {
    registerSecret(fromEnv);
    return fromEnv;
  }
  try {
    const found = await (vault ?? (await openSecretVault())).get(smtpAccount(s));
    if (found) registerSecret(found);
    return found ?? undefined;
  } catch {
    return undefined; // no entry, or no keychain: the send says the password is missing
  }
}

/** Stores the password in the keychain; false when only a session-only vault answered (nothing kept). */
export async function storeSmtpPassword(
  s: Pick<SmtpSettings, 'host' | 'user'>,
  password: string,
  vault?: SecretVault,
): Promise<{ persisted: boolean; warning?: string }> {
  registerSecret(password);
  const v = vault ?? (await openSecretVault());
  if (!v.persistent) return { persisted: false, ...(v.warning ? { warning: v.warning } : {}) };
  await v.set(smtpAccount(s), password);
  return { persisted: true };
}

export async function forgetSmtpPassword(s: Pick<SmtpSettings, 'host' | 'user'>, vault?: SecretVault): Promise<void> {
  try {
    await (vault ?? (await openSecretVault())).delete(smtpAccount(s));
  } catch {
    // nothing stored: nothing to forget
  }
}
