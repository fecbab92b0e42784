// The sandbox's only public entry point (docs/internal-apis.md "server"): starts the Brand
// Commerce sandbox on 127.0.0.1, on <dataDir>/sandbox.db or ':memory:', seeded once, and
// returns its URL, the credentials of the developer-console client, and close().
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOAuthClient, initOAuthSchema } from './oauth/index.js';
import { buildApp, type Stats } from './app.js';
import { sandboxClock } from './clock.js';
import { Limits } from './http/limits.js';
import { resolveOptions, type SandboxOptions } from './options.js';
import { credentialProfiles, type CredentialProfile } from './storage/credential-profiles.js';
import { openSandboxDb } from './storage/sandbox-db.js';
import { initSandboxSchema } from './storage/schema.js';
import { isSeeded, seedSandbox } from './storage/seed.js';
import type { SandboxState } from './v1/context.js';

export type { SandboxOptions } from './options.js';
export { QUIRKS, QUIRK_NAMES, type QuirkName } from './quirk-catalog.js';

export interface SandboxCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  refreshToken: string;
  scopes: string[];
  profiles: CredentialProfile[];
  /** Set when --refresh-token-idle-days is: the client warns before the token would lapse. */
  refreshTokenIdleDays?: number;
}

export interface SandboxHandle {
  url: string;
  /** With `tls`: the certificate authority a client must trust (<dataDir>/tls/ca.pem). */
  caPath?: string;
  credentials: SandboxCredentials;
  close(): Promise<void>;
  stats(): { requests: number; byStatus: Record<string, number> };
}

export const SANDBOX_SCOPES = ['orders', 'inventory'];

export interface StartSandboxOptions extends SandboxOptions {
  /**
   * Write <dataDir>/credentials.json (client secret and refresh token in plain text) for
   * `npm run sandbox` and tests that hand the file to the CLI. Default true. The app and CLI
   * start the built-in sandbox in-process with false: they take the credentials from the
   * handle, so no credentials.json is written under the app data folder. The same
   * credentials do sit in plain text in the sandbox's own sandbox.db (table oauth_console,
   * so a restart hands back the same ones), a file only its owner may read (0600).
   */
  writeCredentials?: boolean;
  /**
   * Serve HTTPS with a certificate from a CA the sandbox makes in <dataDir>/tls (a temp
   * folder without a data folder), to try a company CA end to end (issue 27).
   */
  tls?: boolean;
}

export async function startSandbox(options: StartSandboxOptions = {}): Promise<SandboxHandle> {
  const { writeCredentials = true, tls = false, ...sandboxOptions } = options;
  const opts = resolveOptions(sandboxOptions);
  let file = ':memory:';
  if (opts.dataDir) {
    // The owner's alone, like the app's data folder: the database and credentials.json hold secrets.
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    if (process.platform !== 'win32') chmodSync(opts.dataDir, 0o700);
    file = join(opts.dataDir, 'sandbox.db');
  }
  const db = openSandboxDb(file);
  initSandboxSchema(db);
  initOAuthSchema(db);
  if (!isSeeded(db)) seedSandbox(db, opts.seedProducts);

  let port = 0;
  const clock = sandboxClock();
  // Loaded only for --tls: node-forge stays out of every other start of the CLI and the app.
  const https = tls
    ? (await import('./http/sandbox-tls.js')).sandboxTls(opts.dataDir ?? mkdtempSync(join(tmpdir(), 'cb-sandbox-tls-')))
    : undefined;
  const scheme = https ? 'https' : 'http';
  const state: SandboxState = {
    db,
    options: opts,
    baseUrl: () => `${scheme}://127.0.0.1:${port}`,
    now: clock.now,
    clock,
  };
  const limits = new Limits(opts, state.now);
  const stats: Stats = { requests: 0, byStatus: {} };
  const app = buildApp(state, limits, stats, https);
  try {
    await app.listen({ host: '127.0.0.1', port: opts.port });
  } catch (e) {
    db.close();
    throw e;
  }
  port = (app.server.address() as AddressInfo).port;

  const profiles = credentialProfiles(db);
  const client = ensureOAuthClient(db, { profileIds: profiles.map((p) => p.id), baseUrl: state.baseUrl() });
  const credentials: SandboxCredentials = {
    baseUrl: state.baseUrl(),
    ...client,
    scopes: SANDBOX_SCOPES,
    profiles,
    ...(opts.refreshTokenIdleDays > 0 ? { refreshTokenIdleDays: opts.refreshTokenIdleDays } : {}),
  };
  if (opts.dataDir && writeCredentials) {
    const path = join(opts.dataDir, 'credentials.json');
    writeFileSync(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  let closed = false;
  return {
    url: state.baseUrl(),
    ...(https ? { caPath: https.caPath } : {}),
    credentials,
    stats: () => ({ requests: stats.requests, byStatus: { ...stats.byStatus } }),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
    },
  };
}
