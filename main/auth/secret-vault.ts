import { createRequire } from 'node:module';
import type { Entry } from '@napi-rs/keyring';
import { registerSecret } from '../../shared/security/index.js';

export const KEYCHAIN_SERVICE = 'commerce-bulk';

type Keyring = typeof import('@napi-rs/keyring');
let keyring: Keyring | undefined;
/**
 * The keychain's native module, loaded when a keychain is first used: a command that signs in
 * from a credentials file never touches it, and need not map its library (issue 44).
 */
const loadKeyring = (): Keyring => (keyring ??= createRequire(import.meta.url)('@napi-rs/keyring') as Keyring);

/** Where a connection's secrets are kept. */
export interface SecretVault {
  /** False when secrets only live for this session (no keychain answered). */
  readonly persistent: boolean;
  readonly warning?: string | undefined;
  get(account: string): Promise<string | undefined>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** The accounts this vault holds under its service (names only; the secrets stay put). */
  accounts?(): Promise<string[]>;
  readonly service?: string;
}

/** Session-only storage for machines without a keychain. Never touches the disk. */
export class MemoryVault implements SecretVault {
  readonly persistent = false;
  private readonly secrets = new Map<string, string>();
  constructor(readonly warning?: string) {}
  async get(account: string) {
    return this.secrets.get(account);
  }
  async set(account: string, secret: string) {
    this.secrets.set(account, secret);
  }
  async delete(account: string) {
    this.secrets.delete(account);
  }
  async accounts() {
    return [...this.secrets.keys()];
  }
}

/** The OS keychain (Keychain, Credential Manager, Secret Service) through @napi-rs/keyring. */
export class KeychainVault implements SecretVault {
  readonly persistent = true;
  constructor(readonly service = KEYCHAIN_SERVICE) {}
  private entry(account: string): Entry {
    // On Linux pin the Secret Service: the fallback (kernel keyutils) forgets everything at
    // logout, which would look persistent to the user while it is not.
    return new (loadKeyring().Entry)(
      this.service,
      account,
      process.platform === 'linux' ? { linux: { store: 'secret-service' } } : undefined,
    );
  }
  async get(account: string) {
    const value = this.entry(account).getPassword();
    registerSecret(value);
    return value ?? undefined;
  }
  async set(account: string, secret: string) {
    this.entry(account).setPassword(secret);
  }
  async delete(account: string) {
    this.entry(account).deleteCredential();
  }
  async accounts() {
    // The search answers the secrets too: only the account names are kept.
    return loadKeyring()
      .findCredentials(this.service)
      .map((c) => c.account);
  }
}

const NO_KEYCHAIN_WARNING =
  'No system keychain is available (on Linux: no Secret Service such as gnome-keyring on D-Bus). ' +
  'Secrets are kept for this session only and you will have to enter them again next time.';

/**
 * Opens the OS keychain when one answers a write-read-delete probe, otherwise a
 * session-only vault that says why. The probe's error text is kept out of the warning
 * so that no platform detail leaks into the UI; it is available as `cause` for logs.
 */
export async function openSecretVault(
  service = KEYCHAIN_SERVICE,
): Promise<SecretVault & { cause?: string | undefined }> {
  const vault = new KeychainVault(service);
  const probe = `probe-${process.pid}-${Date.now()}`;
  try {
    await vault.set(probe, 'probe');
    const back = await vault.get(probe);
    await vault.delete(probe);
    if (back !== 'probe') throw new Error('the keychain did not return what was written');
    return vault;
  } catch (err) {
    const memory = new MemoryVault(NO_KEYCHAIN_WARNING) as MemoryVault & { cause?: string };
    memory.cause = (err as Error).message;
    return memory;
  }
}
