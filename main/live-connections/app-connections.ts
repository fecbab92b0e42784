// The connections the app holds side by side: the built-in sandbox (started in-process on
// first use, data under <dataDir>/sandbox) and the saved Brand Commerce accounts of
// main/auth's ConnectionStore (secrets in the keychain). One API client per connection.
// main/ipc's connections.* handlers dispatch to it; the CLI opens a connection with open.ts.
import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '../api/index.js';
import {
  AuthError,
  checkServiceAddress,
  ConnectionStore,
  TokenManager,
  tokenManagerFor,
  type ConnectionConfig,
} from '../auth/index.js';
import type { SandboxHandle } from '../../server/index.js';
import type { ConnectionSummary } from '../../shared/ipc/index.js';
import { readActiveConnection, writeActiveConnection } from '../connection-refs/index.js';
import { appIdForRef, refForAppId, SANDBOX_ID } from '../connection-refs/index.js';
import { startAppSandbox } from './app-sandbox.js';
import { fetchProfiles } from './profiles.js';
import {
  finishSignIn,
  newId,
  prepareSignIn,
  renewalRequest,
  type LoginRequest,
  type PendingSignIn,
  type RefreshTokenRequest,
} from './app-sign-in.js';
import { markProduction, summarize, type LiveConnection } from './summary.js';
import { appNetworkFor } from './app-network.js';
import { browserProxyFor, createDispatcher, DIRECT, type AppProxySetting, type NetworkSettings } from '../net/index.js';
import { readAppProxySetting, writeAppProxySetting } from './app-proxy-file.js';
import { testConnection, type StepResult } from './connection-test.js';
import type { ActiveClient, ConnectionShell } from './connection-shell.js';

export type { ActiveClient, ConnectionShell } from './connection-shell.js';

export class ConnectionService {
  private readonly live = new Map<string, LiveConnection>();
  private readonly clients = new Map<string, ApiClient>();
  /** Each saved connection's proxy and certificates, resolved when it is opened (app-network.ts). */
  private readonly networks = new Map<string, NetworkSettings>();
  private readonly pending = new Map<string, PendingSignIn>();
  private sandbox: SandboxHandle | null = null;
  private activeId: string = SANDBOX_ID;
  /** The app's proxy choice (Settings → Network; a damaged network.json's problem, cleared by setProxySetting()). */
  proxySetting: AppProxySetting = { mode: 'system' };
  proxyProblem: string | undefined;

  private constructor(
    private readonly dataDir: string,
    private readonly store: ConnectionStore,
    private readonly deps: ConnectionShell,
    private readonly changed: (activeId: string | null) => void,
  ) {}

  static async open(
    dataDir: string,
    deps: ConnectionShell,
    changed: (activeId: string | null) => void,
  ): Promise<ConnectionService> {
    const store = await ConnectionStore.open(dataDir, deps.vault ? { vault: deps.vault } : {});
    const service = new ConnectionService(dataDir, store, deps, changed);
    await service.startSandbox();
    ({ setting: service.proxySetting, problem: service.proxyProblem } = readAppProxySetting(dataDir));
    for (const config of store.list()) await service.attach(config);
    // The active-connection file is shared with the CLI; a credentials file chosen there is not one of the app's connections.
    const active = readActiveConnection(dataDir);
    const saved = active ? appIdForRef(active) : null;
    service.activeId = saved && service.live.has(saved) ? saved : SANDBOX_ID;
    return service;
  }

  /** A saved connection's network (the app's proxy setting applied) and token manager: at start and when the setting changes. */
  private async attach(config: ConnectionConfig): Promise<void> {
    const network = await appNetworkFor(config, this.deps.resolveProxy, this.proxySetting);
    this.networks.set(config.id, network);
    let refused: string | undefined; // a saved address the TLS rule refuses: say so, not just "sign in"
    const tokens =
      config.kind === 'implicit'
        ? (this.live.get(config.id)?.tokens ?? null) // nothing to refresh: a live session keeps going
        : await this.tokensFor(config, network).catch((err: unknown) => {
            if (err instanceof AuthError && err.code === 'invalid-config') refused = `${err.message} ${err.hint}`;
            return null;
          });
    this.live.set(config.id, { ...config, tokens, ...(refused ? { note: refused } : {}) });
  }

  /** Settings → Network: saves the choice and reopens every saved connection's way out with it (the sandbox stays direct). */
  async setProxySetting(setting: AppProxySetting): Promise<AppProxySetting> {
    [this.proxySetting, this.proxyProblem] = [await writeAppProxySetting(this.dataDir, setting), undefined];
    for (const id of [...this.clients.keys()].filter((k) => k !== SANDBOX_ID)) {
      await this.clients
        .get(id)
        ?.close()
        .catch(() => undefined);
      this.clients.delete(id);
    }
    for (const config of this.store.list()) await this.attach(config);
    this.notify();
    return this.proxySetting;
  }

  /** Settings' "Test connection" (the active one) and automations' "Check sign-in": each step of reaching the service. */
  test(which = this.activeId): Promise<StepResult[]> {
    const { id, baseUrl, tokens } = this.live.get(which)!;
    const network = id === SANDBOX_ID ? DIRECT : (this.networks.get(id) ?? {});
    return testConnection({ baseUrl, network, tokens, client: () => this.client(id).client });
  }

  /** A TokenManager whose token calls go the way the connection's API calls go. */
  private tokensFor(config: ConnectionConfig, network: NetworkSettings): Promise<TokenManager> {
    const dispatcher = createDispatcher(config.baseUrl, network);
    return tokenManagerFor(this.store, config, { dispatcher, onStateChange: () => this.notify() });
  }

  /** The built-in sandbox, so a new user works at once, offline. */
  private async startSandbox(): Promise<void> {
    const { handle, live } = await startAppSandbox(this.dataDir, this.deps.sandbox, () => this.notify());
    this.sandbox = handle;
    this.live.set(SANDBOX_ID, live);
  }

  private notify(): void {
    this.changed(this.activeId);
  }

  list(): { activeId: string | null; connections: ConnectionSummary[] } {
    return { activeId: this.activeId, connections: [...this.live.values()].map(summarize) };
  }

  setActive(id: string): void {
    if (!this.live.has(id)) throw new Error(`There is no connection '${id}'. Pick one from the list.`);
    this.activeId = id;
    writeActiveConnection(this.dataDir, refForAppId(id));
    this.notify();
  }

  client(id = this.activeId): ActiveClient {
    const c = this.live.get(id);
    if (!c) throw new Error(`There is no connection '${id}'.`);
    if (!c.tokens)
      throw new AuthError(
        'sign-in-required',
        { id: 'errors:auth.signInAgain', params: { name: c.name } },
        { id: 'errors:auth.signInAgainHint' },
      );
    let client = this.clients.get(id);
    if (!client) {
      client = createApiClient({
        baseUrl: c.baseUrl,
        tokens: c.tokens,
        network: id === SANDBOX_ID ? DIRECT : (this.networks.get(id) ?? {}),
        ...(this.deps.budgetPerMinute ? { budgetPerMinute: this.deps.budgetPerMinute } : {}),
      });
      this.clients.set(id, client);
    }
    return {
      id,
      client,
      label: c.name,
      baseUrl: c.baseUrl,
      connection: { ref: refForAppId(id, c.name), baseUrl: c.baseUrl },
    };
  }

  private async connected(config: ConnectionConfig, tokens: TokenManager): Promise<ConnectionSummary> {
    const old = this.clients.get(config.id);
    this.clients.delete(config.id);
    await old?.close();
    const live: LiveConnection = { ...config, tokens };
    this.live.set(config.id, live);
    if (!this.networks.has(config.id))
      this.networks.set(config.id, await appNetworkFor(config, this.deps.resolveProxy, this.proxySetting));
    const profiles = await fetchProfiles(this.client(config.id).client);
    const saved = { ...config, profiles };
    await this.store.save(saved);
    live.profiles = profiles;
    this.setActive(config.id);
    return summarize(live);
  }

  async addRefreshToken(r: RefreshTokenRequest): Promise<ConnectionSummary> {
    checkServiceAddress(r.baseUrl); // before the secrets touch the keychain or the network
    const config: ConnectionConfig = {
      id: newId(r.name),
      name: r.name,
      kind: 'refresh-token',
      baseUrl: r.baseUrl,
      clientId: r.clientId,
      profiles: [],
      ...(r.production !== undefined ? { production: r.production } : {}),
    };
    await this.store.setSecret(config.id, 'client-secret', r.clientSecret);
    await this.store.setSecret(config.id, 'refresh-token', r.refreshToken);
    await this.store.save(config);
    try {
      const network = await appNetworkFor(config, this.deps.resolveProxy, this.proxySetting);
      this.networks.set(config.id, network);
      return await this.connected(config, await this.tokensFor(config, network));
    } catch (err) {
      await this.remove(config.id);
      throw err;
    }
  }

  private async finish(p: PendingSignIn, landed: string): Promise<ConnectionSummary> {
    const network = await appNetworkFor(p.config, this.deps.resolveProxy, this.proxySetting);
    this.networks.set(p.config.id, network);
    const dispatcher = createDispatcher(p.config.baseUrl, network);
    const tokens = await finishSignIn(this.store, p, landed, () => this.notify(), dispatcher);
    return this.connected(p.config, tokens);
  }

  /** Sign-in through the login window; cancelled when the user closed it. */
  async login(
    r: LoginRequest,
    existing?: ConnectionConfig,
  ): Promise<{ cancelled: boolean; connection: ConnectionSummary | null }> {
    const p = await prepareSignIn(this.store, r, existing);
    try {
      const network = await appNetworkFor(p.config, this.deps.resolveProxy, this.proxySetting);
      const proxy = browserProxyFor(p.authorizeUrl, network);
      const landed = await this.deps.openLoginWindow(p.authorizeUrl, p.config.redirectUri!, proxy);
      if (!landed) {
        await this.forget(p, existing);
        return { cancelled: true, connection: null };
      }
      return { cancelled: false, connection: await this.finish(p, landed) };
    } catch (err) {
      await this.forget(p, existing);
      throw err;
    }
  }

  /** A new connection's sign-in that did not finish leaves nothing in the keychain (its shared secret, say). */
  private async forget(p: PendingSignIn, existing?: ConnectionConfig): Promise<void> {
    if (!existing && !this.store.get(p.config.id)) await this.store.removeSecrets(p.config.id);
  }

  /** Fallback: the user signs in in the system browser and pastes the address it landed on. */
  async beginBrowserLogin(r: LoginRequest): Promise<{ loginId: string; authorizeUrl: string }> {
    const p = await prepareSignIn(this.store, r);
    const loginId = randomBytes(12).toString('hex');
    this.pending.set(loginId, p);
    await this.deps.openExternal?.(p.authorizeUrl);
    return { loginId, authorizeUrl: p.authorizeUrl };
  }

  async finishBrowserLogin(loginId: string, landedUrl: string): Promise<ConnectionSummary> {
    const p = this.pending.get(loginId);
    if (!p) throw new Error('That sign-in is no longer open. Start it again.');
    const summary = await this.finish(p, landedUrl);
    this.pending.delete(loginId);
    return summary;
  }

  async signInAgain(id: string): Promise<{ cancelled: boolean; connection: ConnectionSummary | null }> {
    if (id === SANDBOX_ID) {
      await this.sandbox?.close();
      await this.clients.get(id)?.close();
      this.clients.delete(id);
      await this.startSandbox();
      this.notify();
      return { cancelled: false, connection: summarize(this.live.get(id)!) };
    }
    const config = this.store.get(id);
    if (!config) throw new Error(`There is no connection '${id}'.`);
    return this.login(renewalRequest(config), config);
  }

  /** "Production (live data)" (issue 42): saved with the connection; the band follows. */
  setProduction = (id: string, production: boolean): Promise<void> =>
    markProduction(this.store, this.live.get(id), id, production).then(() => this.notify());

  async remove(id: string): Promise<void> {
    if (id === SANDBOX_ID) throw new Error('The built-in sandbox cannot be removed.');
    await this.clients.get(id)?.close();
    this.clients.delete(id);
    this.live.delete(id);
    await this.store.remove(id);
    if (this.activeId === id) this.setActive(SANDBOX_ID);
    else this.notify();
  }

  /** Settings: the keychain entries the app owns (names only), and removing a leftover. */
  get keychain(): Pick<ConnectionStore, 'keychainEntries' | 'removeKeychainEntry'> {
    return this.store;
  }

  async close(): Promise<void> {
    // Browser sign-ins never finished: their secrets go with them.
    for (const p of this.pending.values()) await this.forget(p).catch(() => undefined);
    this.pending.clear();
    for (const c of this.clients.values()) await c.close().catch(() => undefined);
    this.clients.clear();
    await this.sandbox?.close();
  }
}
