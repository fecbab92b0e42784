// Settings' keychain list with every owner the app knows: entries of saved connections (the
// connection store names them) and the mail server's password for e-mail notifications
// (notifications.json names its host and user). Only an entry nothing uses is a leftover the
// user may remove; the mail password goes with `notify-setup --clear`.
import type { ConnectionStore } from '../auth/index.js';
import { readSmtpSettings, smtpAccount } from '../notify/index.js';

type Keychain = Pick<ConnectionStore, 'keychainEntries' | 'removeKeychainEntry'>;

export interface KeychainEntry {
  service: string;
  account: string;
  connection: string | null;
  /** Present on the mail server's password while notifications.json still uses it. */
  usedBy?: 'mail';
}

/** The account of the mail password notifications.json uses now, if any (an unreadable file: none). */
function mailAccount(dataDir: string): string | null {
  try {
    const smtp = readSmtpSettings(dataDir);
    return smtp?.user ? smtpAccount(smtp) : null;
  } catch {
    return null;
  }
}

export async function listKeychain(keychain: Keychain, dataDir: string): Promise<KeychainEntry[]> {
  const mail = mailAccount(dataDir);
  return (await keychain.keychainEntries()).map((e) =>
    e.connection === null && e.account === mail ? { ...e, usedBy: 'mail' as const } : e,
  );
}

export async function removeFromKeychain(keychain: Keychain, dataDir: string, account: string): Promise<void> {
  if (account === mailAccount(dataDir))
    throw new Error(
      'That keychain entry is the mail server password of e-mail notifications: remove it with `commerce-bulk notify-setup --clear`.',
    );
  await keychain.removeKeychainEntry(account);
}
