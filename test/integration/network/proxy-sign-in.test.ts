// Issue 27: a sign-in through a real proxy (tinyproxy on 127.0.0.1): the code exchange and a
// refresh go through the same dispatcher as the API calls, and the proxy's own log shows them.
// The grant screen itself is the login window's (a browser follows the system proxy).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../main/api/index.js';
import {
  buildAuthorizeUrl,
  completeCodeSignIn,
  ConnectionStore,
  decideNavigation,
  MemoryVault,
  tokenManagerFor,
  type ConnectionConfig,
} from '../../../main/auth/index.js';
import { createDispatcher } from '../../../main/net/index.js';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { walkGrantScreen } from '../../support/index.js';
import { haveTinyproxy, startTinyproxy, type TinyProxy } from '../../support/tinyproxy.js';

const enabled = haveTinyproxy();
let sandbox: SandboxHandle;
let proxy: TinyProxy;
let dir: string;

beforeAll(async () => {
  if (!enabled) return;
  sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 20 });
  proxy = await startTinyproxy({ user: 'signer', password: 'Sign-In-Proxy-77' });
  dir = await mkdtemp(join(tmpdir(), 'cb-proxy-signin-'));
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!enabled)('sign-in through an authenticating proxy', () => {
  it('code flow, refresh and an API call all pass the proxy', async () => {
    const c = sandbox.credentials;
    const network = { proxy: `http://signer:Sign-In-Proxy-77@127.0.0.1:${proxy.port}`, env: {} };
    const dispatcher = createDispatcher(sandbox.url, network);
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault('test: memory') });
    const config: ConnectionConfig = {
      id: 'proxied',
      name: 'Behind the proxy',
      kind: 'code',
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      profiles: [],
    };
    await store.setSecret('proxied', 'client-secret', c.clientSecret);
    const { url, state } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'code',
      forceApproval: true,
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'allow' });
    const decision = decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: state, flow: 'code' });
    const host = new URL(sandbox.url).host;
    const count = (): number => proxy.log().split(`CONNECT ${host}`).length - 1;

    const before = count();
    await completeCodeSignIn({ store, config, decision, dispatcher });
    expect(count()).toBeGreaterThan(before);

    // A fresh TokenManager from the store, as the next command would open it: its first
    // token is a refresh, through a new tunnel (a kept-alive one would log no new CONNECT).
    const afterExchange = count();
    const next = createDispatcher(sandbox.url, network);
    const tokens = await tokenManagerFor(store, config, { dispatcher: next });
    expect((await tokens.getAccessToken()).length).toBeGreaterThan(0);
    expect(count()).toBeGreaterThan(afterExchange);

    const api = createApiClient({ baseUrl: sandbox.url, tokens, network });
    try {
      const afterRefresh = count();
      const res = await api.request({ method: 'GET', path: '/v1/Profiles' });
      expect(res.ok).toBe(true);
      expect(count()).toBeGreaterThan(afterRefresh);
    } finally {
      await api.close();
      await dispatcher.close();
      await next.close();
    }
  });
});
