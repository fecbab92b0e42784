import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { JsonStore, type BrokenFile } from '../files/index.js';
import { AuthError } from './errors.js';
import {
  ConnectionConfigSchema,
  ConnectionFileSchema,
  describeIssues,
  type ConnectionConfig,
  type SecretKind,
} from './connection.js';
import { checkServiceAddress } from './service-address.js';
import { KEYCHAIN_SERVICE, MemoryVault, openSecretVault, type SecretVault } from './secret-vault.js';
import { registerSecret } from '../../shared/security/index.js';

export const CONNECTIONS_FILE = 'connections.json';

const FIX = { id: 'errors:auth.fileHint' };

/** A broken connections file, refused with the connection store's own error (never read as none: that would forget them). */
function refusal(b: BrokenFile): AuthError {
  if (b.kind === 'not-json')
    return new AuthError('invalid-config', { id: 'errors:auth.fileNotJson', params: { file: b.file } }, FIX);
  if (b.kind === 'invalid' && b.issues)
    return new AuthError(
      'invalid-config',
      { id: 'errors:auth.fileInvalid', params: { file: b.file, issues: describeIssues(b.issues) } },
      FIX,
    );
  return new AuthError(
    'invalid-config',
    { id: 'errors:auth.fileUnreadable', params: { file: b.file, detail: b.detail ?? '' } },
    FIX,
  );
}

/** connections.json through main/files: checked on read, written whole for its owner, changed under its lock. */
export function connectionsFile(appDataDir: string) {
  return new JsonStore(join(appDataDir, CONNECTIONS_FILE), ConnectionFileSchema, {
    what: 'The saved connections',
    empty: () => ({ version: 1 as const, connections: [] }),
    broken: 'refuse',
    refusal,
  });
}

export interface SecretWriteResult {
  /** False when the secret lives in memory only, for this session. */
  persisted: boolean;
  warning?: string;
}

/**
 * Connections side by side: their configs in `<appDataDir>/connections.json` (no secrets),
 * their shared secrets and refresh tokens in the OS keychain, or in memory for this
 * session where no keychain answers (`keychain.persistent` is false and `keychain.warning`
 * says so; nothing secret is ever written in plain text).
 */
export class ConnectionStore {
  private configs: ConnectionConfig[] = [];
  // Secrets that the keychain refused to take: kept for the session, never on disk.
  private readonly sessionOnly = new MemoryVault();

  private constructor(
    private readonly file: ReturnType<typeof connectionsFile>,
    readonly keychain: SecretVault,
  ) {}

  static async open(appDataDir: string, opts: { vault?: SecretVault } = {}): Promise<ConnectionStore> {
    await mkdir(appDataDir, { recursive: true });
    const store = new ConnectionStore(connectionsFile(appDataDir), opts.vault ?? (await openSecretVault()));
    store.configs = store.file.read().connections;
    return store;
  }

  /**
   * Changes the saved list under the file's lock, on the file as it is now, so the app and a
   * CLI saving at the same time both keep their connection; the copy here follows the file.
   */
  private async change(edit: (configs: ConnectionConfig[]) => ConnectionConfig[]): Promise<void> {
    await this.file.update((saved) => {
      saved.connections = edit(saved.connections);
      this.configs = saved.connections;
    });
  }

  list(): ConnectionConfig[] {
    return this.configs.map((c) => structuredClone(c));
  }

  get(id: string): ConnectionConfig | undefined {
    const found = this.configs.find((c) => c.id === id);
    return found ? structuredClone(found) : undefined;
  }

  /** Adds or replaces a connection (validated; unknown keys refused). */
  async save(config: ConnectionConfig): Promise<void> {
    const parsed = ConnectionConfigSchema.safeParse(config);
    if (!parsed.success) {
      throw new AuthError(
        'invalid-config',
        { id: 'errors:auth.connectionInvalid', params: { issues: describeIssues(parsed.error) } },
        { id: 'errors:auth.connectionInvalidHint' },
      );
    }
    checkServiceAddress(parsed.data.baseUrl); // a connection that would send its secrets readable is never saved
    await this.change((configs) => {
      const i = configs.findIndex((c) => c.id === parsed.data.id);
      if (i >= 0) configs[i] = parsed.data;
      else configs.push(parsed.data);
      return configs;
    });
  }

  async remove(id: string): Promise<void> {
    await this.change((configs) => configs.filter((c) => c.id !== id));
    await this.removeSecrets(id);
  }

  /** Every secret a connection (or a sign-in that never finished) put in the keychain or the session. */
  async removeSecrets(id: string): Promise<void> {
    for (const kind of ['client-secret', 'refresh-token'] as const) {
      await this.sessionOnly.delete(account(id, kind));
      try {
        await this.keychain.delete(account(id, kind));
      } catch {
        // nothing stored, or the keychain went away: either way nothing is left to remove
      }
    }
  }

  /**
   * Stores a secret. An empty value never overwrites a stored one (a token response
   * without a refresh token must not erase the good one). Call this before anything else
   * when a refresh token is issued: it cannot be obtained again.
   */
  async setSecret(id: string, kind: SecretKind, value: string | undefined | null): Promise<SecretWriteResult> {
    if (!value)
      return {
        persisted: this.keychain.persistent,
        ...(this.keychain.warning ? { warning: this.keychain.warning } : {}),
      };
    registerSecret(value);
    if (!this.keychain.persistent) {
      await this.keychain.set(account(id, kind), value);
      return { persisted: false, ...(this.keychain.warning ? { warning: this.keychain.warning } : {}) };
    }
    try {
      await this.keychain.set(account(id, kind), value);
      await this.sessionOnly.delete(account(id, kind));
      return { persisted: true };
    } catch {
      await this.sessionOnly.set(account(id, kind), value);
      return {
        persisted: false,
        warning: 'The system keychain refused to store the secret (is it locked?). It is kept for this session only.',
      };
    }
  }

  /**
   * The keychain entries the app owns (its service), by account name, each with the saved
   * connection it belongs to, or null for a leftover no connection uses. Never the secret.
   */
  async keychainEntries(): Promise<{ service: string; account: string; connection: string | null }[]> {
    const service = this.keychain.service ?? KEYCHAIN_SERVICE;
    return ((await this.keychain.accounts?.()) ?? []).sort().map((name) => {
      const owner = this.configs.find((c) => name.startsWith(`${c.id}/`));
      return { service, account: name, connection: owner?.name ?? null };
    });
  }

  /** Removes a leftover entry; one a saved connection still uses goes with its connection only. */
  async removeKeychainEntry(name: string): Promise<void> {
    const owner = this.configs.find((c) => name.startsWith(`${c.id}/`));
    if (owner) throw new Error(`That keychain entry belongs to connection "${owner.name}": remove the connection.`);
    if (!((await this.keychain.accounts?.()) ?? []).includes(name)) return;
    await this.keychain.delete(name);
  }

  async getSecret(id: string, kind: SecretKind): Promise<string | undefined> {
    const session = await this.sessionOnly.get(account(id, kind));
    if (session) return session;
    try {
      return await this.keychain.get(account(id, kind));
    } catch (err) {
      throw new AuthError(
        'keychain',
        { id: 'errors:auth.keychain', params: { id, reason: (err as Error).message } },
        { id: 'errors:auth.keychainHint' },
      );
    }
  }
}

function account(id: string, kind: SecretKind): string {
  return `${id}/${kind}`;
}
