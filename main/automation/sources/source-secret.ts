// The secret of a pull source (issue 45): an HTTPS password or bearer token, an SFTP password
// or a key's passphrase. From COMMERCE_BULK_SOURCE_SECRET when set (a scheduler's environment,
// a headless machine), else the OS keychain under one entry per kind, user and host, so a
// secret is never offered to another server. Never in a file, never on the command line,
// registered with the redaction of live secrets so no log or message can show it.
import { openSecretVault, registerSecret, type SecretVault } from '../../auth/index.js';

export const SOURCE_SECRET_ENV = 'COMMERCE_BULK_SOURCE_SECRET';

/** The keychain entry's account: e.g. `source:https:alice@files.example.com`. */
export function sourceAccount(kind: 'https' | 'sftp' | 'sftp-key', user: string, host: string): string {
  return `source:${kind}:${user}@${host.toLowerCase()}`;
}

export async function sourceSecret(
  account: string,
  env: NodeJS.ProcessEnv = process.env,
  vault?: SecretVault,
): Promise<string | undefined> {
  const fromEnv = env[SOURCE_SECRET_ENV];
  if (fromEnv) {
    registerSecret(fromEnv);
    return fromEnv;
  }
  try {
    const found = await (vault ?? (await openSecretVault())).get(account);
    if (found) registerSecret(found);
    return found ?? undefined;
  } catch {
    return undefined; // no keychain, or no entry: the source says what is missing
  }
}

/** The keychain entry of an https:// or sftp:// address's secret (its user at its host). */
export function accountOf(address: string): string {
  const url = new URL(address);
  const kind = url.protocol === 'sftp:' ? 'sftp' : 'https';
  return sourceAccount(kind, decodeURIComponent(url.username), url.hostname);
}

/** The app's form: the secret typed for a source goes to the keychain, never into automations.json. */
export async function storeSourceSecret(address: string, secret: string, vault?: SecretVault): Promise<void> {
  registerSecret(secret);
  await (vault ?? (await openSecretVault())).set(accountOf(address), secret);
}
