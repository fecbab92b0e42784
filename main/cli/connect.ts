// Which service the CLI talks to: --credentials <file>; else the connection chosen with
// `login`; else the built-in sandbox, started in-process with its data under the app data
// folder so the next command sees the same data.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApiClient, type ApiClient } from '../api/index.js';
import { ConnectionStore, loadCredentialsFile, tokenManagerFor, TokenManager } from '../auth/index.js';
import { appDir, appHome } from '../jobs/app-home.js';
import { clientWarnings } from './client-warnings.js';
import type { ConnectionInfo } from '../jobs/index.js';
import { startSandbox, type SandboxHandle } from '../../server/index.js';

export interface Connected {
  client: ApiClient;
  info: ConnectionInfo;
  tokens: TokenManager;
  profiles: { id: number; name?: string }[];
  close(): Promise<void>;
}

export interface ConnectOptions { credentials?: string; budgetPerMinute?: number; maxInFlight?: number }

const ACTIVE_FILE = 'cli-active-connection.json';

/** The connection `login` chose: a credentials file path or a saved connection id (never a secret). */
export type ActiveConnection = { kind: 'credentials-file'; path: string } | { kind: 'saved'; id: string } | { kind: 'sandbox' };

export function readActive(): ActiveConnection | null {
  const file = join(appHome(), ACTIVE_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ActiveConnection;
  } catch {
    return null;
  }
}

export function writeActive(active: ActiveConnection): void {
  writeFileSync(join(appHome(), ACTIVE_FILE), `${JSON.stringify(active, null, 2)}\n`);
}

function clientFor(baseUrl: string, tokens: TokenManager, opts: ConnectOptions): ApiClient {
  return createApiClient({ baseUrl, tokens, onEvent: clientWarnings(), ...(opts.budgetPerMinute !== undefined ? { budgetPerMinute: opts.budgetPerMinute } : {}),
    ...(opts.maxInFlight !== undefined ? { maxInFlight: opts.maxInFlight } : {}) });
}

export async function connectWithFile(path: string, opts: ConnectOptions = {}): Promise<Connected> {
  const creds = await loadCredentialsFile(path);
  const tokens = new TokenManager({ baseUrl: creds.baseUrl, clientId: creds.clientId, clientSecret: creds.clientSecret, refreshToken: creds.refreshToken });
  const client = clientFor(creds.baseUrl, tokens, opts);
  return { client, tokens, info: { label: `credentials file ${resolve(path)}`, baseUrl: creds.baseUrl, credentialsFile: resolve(path) },
    profiles: creds.profiles ?? [], close: () => client.close() };
}

/** The built-in sandbox, persisted under <app data>/sandbox. */
export async function connectSandbox(opts: ConnectOptions & { port?: number } = {}): Promise<Connected & { sandbox: SandboxHandle }> {
  const sandbox = await startSandbox({ dataDir: appDir('sandbox'), port: opts.port ?? 0, quiet: true, writeCredentials: false });
  const c = sandbox.credentials;
  const tokens = new TokenManager({ baseUrl: sandbox.url, clientId: c.clientId, clientSecret: c.clientSecret, refreshToken: c.refreshToken });
  const client = clientFor(sandbox.url, tokens, opts);
  return { client, tokens, sandbox, info: { label: 'built-in sandbox', baseUrl: sandbox.url }, profiles: c.profiles,
    close: async () => { await client.close(); await sandbox.close(); } };
}

export async function connect(opts: ConnectOptions = {}): Promise<Connected> {
  if (opts.credentials) return connectWithFile(opts.credentials, opts);
  const active = readActive();
  if (active?.kind === 'credentials-file') return connectWithFile(active.path, opts);
  if (active?.kind === 'saved') {
    const store = await ConnectionStore.open(appHome());
    const config = store.get(active.id);
    if (config) {
      const tokens = await tokenManagerFor(store, config);
      const client = clientFor(config.baseUrl, tokens, opts);
      return { client, tokens, info: { label: `connection ${config.name}`, baseUrl: config.baseUrl }, profiles: config.profiles, close: () => client.close() };
    }
  }
  return connectSandbox(opts);
}
