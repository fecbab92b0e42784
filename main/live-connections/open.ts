// Opens a connection for one command of the CLI: an API client and its token manager over
// a credentials file, a saved connection (secrets from the OS keychain), or the built-in
// sandbox started in-process with its data under the data folder, so the next command sees
// the same data. Which connection to open is resolve.ts's answer; this only opens it.
import { resolve } from 'node:path';
import { createApiClient, type ApiClient, type ClientEvent } from '../api/index.js';
import {
  ConnectionStore,
  loadCredentialsFile,
  tokenManagerFor,
  TokenManager,
  type ConnectionConfig,
} from '../auth/index.js';
import type { SandboxHandle } from '../../server/index.js';
import type { JobConnection } from '../connection-refs/index.js';
import { startBuiltInSandbox } from './built-in-sandbox.js';
import { createDispatcher, DIRECT, layerSettings, type NetworkSettings } from '../net/index.js';

export interface Connected {
  client: ApiClient;
  /** What a job started on this connection records in its journal. */
  info: JobConnection;
  tokens: TokenManager;
  profiles: { id: number; name?: string }[];
  /**
   * Days a refresh token may go unused before the service lapses it (the real service: 90),
   * for the warning before it would; absent where no refresh token lapses (the built-in sandbox).
   */
  refreshTokenIdleDays?: number;
  close(): Promise<void>;
}

/** The real service lapses a refresh token after about three months unused (service-behaviour.md). */
export const SERVICE_REFRESH_IDLE_DAYS = 90;

export interface ConnectOptions {
  budgetPerMinute?: number;
  maxInFlight?: number;
  /** What the client reports on its own (a list whose paging stopped): the CLI prints it. */
  onEvent?: (e: ClientEvent) => void;
  /** The CLI's --proxy and --ca-file: they win over the connection's own settings and the environment. */
  network?: NetworkSettings;
}

function clientFor(baseUrl: string, tokens: TokenManager, opts: ConnectOptions, network: NetworkSettings): ApiClient {
  return createApiClient({
    baseUrl,
    tokens,
    network,
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
    ...(opts.budgetPerMinute !== undefined ? { budgetPerMinute: opts.budgetPerMinute } : {}),
    ...(opts.maxInFlight !== undefined ? { maxInFlight: opts.maxInFlight } : {}),
  });
}

export async function openCredentialsFile(path: string, opts: ConnectOptions = {}): Promise<Connected> {
  const file = resolve(path);
  const creds = await loadCredentialsFile(file);
  const network = layerSettings(opts.network, creds.network);
  // The token calls go the same way as the API calls (main/net's one dispatcher factory).
  const dispatcher = createDispatcher(creds.baseUrl, network);
  const tokens = new TokenManager({
    baseUrl: creds.baseUrl,
    clientId: creds.clientId,
    clientSecret: creds.clientSecret,
    refreshToken: creds.refreshToken,
    dispatcher,
  });
  const client = clientFor(creds.baseUrl, tokens, opts, network);
  return {
    client,
    tokens,
    info: { ref: { kind: 'credentials-file', path: file }, baseUrl: creds.baseUrl },
    profiles: creds.profiles ?? [],
    refreshTokenIdleDays: creds.refreshTokenIdleDays ?? SERVICE_REFRESH_IDLE_DAYS,
    close: async () => {
      await client.close();
      await dispatcher.close();
    },
  };
}

/** The built-in sandbox, persisted under <data folder>/sandbox. */
export async function openSandbox(
  dataDir: string,
  opts: ConnectOptions & { port?: number } = {},
): Promise<Connected & { sandbox: SandboxHandle }> {
  const { sandbox, tokens } = await startBuiltInSandbox(dataDir, opts.port !== undefined ? { port: opts.port } : {});
  // On this machine: never through a proxy, whatever --proxy or HTTPS_PROXY say.
  const client = clientFor(sandbox.url, tokens, opts, DIRECT);
  return {
    client,
    tokens,
    sandbox,
    info: { ref: { kind: 'sandbox' }, baseUrl: sandbox.url },
    profiles: sandbox.credentials.profiles,
    close: async () => {
      await client.close();
      await sandbox.close();
    },
  };
}

/** A connection saved by the app (or `login --connection`), its secrets read from the keychain. */
export async function openSaved(
  store: ConnectionStore,
  config: ConnectionConfig,
  opts: ConnectOptions = {},
): Promise<Connected> {
  const network = layerSettings(opts.network, savedNetwork(config));
  const dispatcher = createDispatcher(config.baseUrl, network);
  const tokens = await tokenManagerFor(store, config, { dispatcher });
  const client = clientFor(config.baseUrl, tokens, opts, network);
  return {
    client,
    tokens,
    info: { ref: { kind: 'saved', id: config.id, name: config.name }, baseUrl: config.baseUrl },
    profiles: config.profiles,
    ...(tokens.canRefresh ? { refreshTokenIdleDays: SERVICE_REFRESH_IDLE_DAYS } : {}),
    close: async () => {
      await client.close();
      await dispatcher.close();
    },
  };
}

/** A saved connection's own proxy and company certificate, named as the settings they are. */
export function savedNetwork(config: ConnectionConfig): NetworkSettings {
  return {
    ...(config.proxy !== undefined ? { proxy: config.proxy, proxySource: "the connection's proxy setting" } : {}),
    ...(config.caFile ? { caFiles: [config.caFile], caSource: "the connection's company certificate setting" } : {}),
  };
}
