// The login core against the sandbox's real grant screen, over HTTP as a browser would.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { buildAuthorizeUrl } from '../../../main/auth/authorize-url.js';
import { decideNavigation } from '../../../main/auth/navigation.js';
import { ConnectionStore } from '../../../main/auth/connection-store.js';
import { MemoryVault } from '../../../main/auth/secret-vault.js';
import { completeCodeSignIn } from '../../../main/auth/sign-in.js';
import { refreshAccessToken, exchangeCode } from '../../../main/auth/token-endpoint.js';
import { TokenManager } from '../../../main/auth/token-manager.js';
import { createApiClient } from '../../../main/api/client.js';
import type { ConnectionConfig } from '../../../main/auth/connection.js';
import { walkGrantScreen } from '../../support/index.js';
import { beginSignIn, finishSignIn } from '../../../main/live-connections/app-sign-in.js';

describe('sign-in against the sandbox grant screen', () => {
  let sandbox: SandboxHandle;
  let dir: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 20 });
    dir = await mkdtemp(join(tmpdir(), 'cb-signin-'));
  });
  afterAll(async () => {
    await sandbox?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const config = (): ConnectionConfig => ({
    id: 'sandbox-code',
    name: 'Sandbox (code flow)',
    kind: 'code',
    baseUrl: sandbox.url,
    clientId: sandbox.credentials.clientId,
    redirectUri: sandbox.credentials.redirectUri,
    profiles: [],
  });

  it('code flow: sign in, Allow, exchange, refresh token stored first, API works', async () => {
    const c = sandbox.credentials;
    const store = await ConnectionStore.open(dir, { vault: new MemoryVault('test: memory') });
    await store.setSecret('sandbox-code', 'client-secret', c.clientSecret);
    const { url, state } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'code',
      forceApproval: true,
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'allow' });
    const decision = decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: state, flow: 'code' });
    expect(decision).toMatchObject({ code: expect.any(String), state });

    const { tokens, refreshTokenStorage } = await completeCodeSignIn({ store, config: config(), decision });
    expect(refreshTokenStorage.persisted).toBe(false);
    const storedRefresh = await store.getSecret('sandbox-code', 'refresh-token');
    expect(storedRefresh).toBeTruthy();
    expect(store.get('sandbox-code')?.clientId).toBe(c.clientId);

    const api = createApiClient({ baseUrl: sandbox.url, tokens });
    try {
      const res = await api.request({ method: 'GET', path: '/v1/Profiles' });
      expect(res.ok).toBe(true);
      expect((res.body as { value: unknown[] }).value.length).toBeGreaterThan(0);
    } finally {
      await api.close();
    }
    // The refresh token works for a refresh (5.2), which returns no new refresh token.
    const refreshed = await refreshAccessToken({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: storedRefresh!,
    });
    expect(refreshed.accessToken).toBeTruthy();
    expect(refreshed.refreshToken).toBeUndefined();
    // A code is single use.
    await expect(
      exchangeCode({
        baseUrl: sandbox.url,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        code: (decision as { code: string }).code,
        redirectUri: c.redirectUri,
      }),
    ).rejects.toMatchObject({ code: 'sign-in-required' });
  });

  it('Deny ends the sign-in with access_denied', async () => {
    const c = sandbox.credentials;
    const { url, state } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'code',
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'deny' });
    const decision = decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: state, flow: 'code' });
    expect(decision).toEqual({ error: 'access_denied' });
    const store = await ConnectionStore.open(join(dir, 'deny'), { vault: new MemoryVault() });
    await expect(completeCodeSignIn({ store, config: config(), decision })).rejects.toMatchObject({
      code: 'access-denied',
    });
  });

  it('a redirect with another state is refused', async () => {
    const c = sandbox.credentials;
    const { url } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'code',
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'allow' });
    expect(
      decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: 'the-state-we-sent', flow: 'code' }),
    ).toBe('state-mismatch');
  });

  it('implicit flow: the token arrives in the fragment, lasts its expires_in and cannot be refreshed', async () => {
    const c = sandbox.credentials;
    const { url, state } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'implicit',
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'allow' });
    const decision = decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: state, flow: 'implicit' });
    expect(decision).toMatchObject({ accessToken: expect.any(String), state });
    const d = decision as { accessToken: string; expiresIn: number };
    const tokens = new TokenManager({ baseUrl: sandbox.url, clientId: c.clientId });
    tokens.setTokens({ accessToken: d.accessToken, expiresIn: d.expiresIn });
    expect(tokens.canRefresh).toBe(false);
    const api = createApiClient({ baseUrl: sandbox.url, tokens, tokenInQuery: true });
    try {
      expect((await api.request({ method: 'GET', path: '/v1/Profiles' })).ok).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('the implicit flow words a Deny and a forged state as the code flow does', async () => {
    const c = sandbox.credentials;
    const store = await ConnectionStore.open(join(dir, 'implicit-refusals'), { vault: new MemoryVault() });
    const implicit: ConnectionConfig = { ...config(), id: 'sandbox-implicit', kind: 'implicit' };
    const denied = beginSignIn(implicit, 'implicit');
    const landed = await walkGrantScreen(denied.authorizeUrl, {
      username: c.username,
      password: c.password,
      decision: 'deny',
    });
    await expect(finishSignIn(store, denied, landed, () => {})).rejects.toMatchObject({
      code: 'access-denied',
      message: 'Access was denied on the grant screen.',
      hint: 'Sign in again and press Allow to connect.',
    });
    const other = beginSignIn(implicit, 'implicit');
    const allowed = await walkGrantScreen(other.authorizeUrl, {
      username: c.username,
      password: c.password,
      decision: 'allow',
    });
    await expect(
      finishSignIn(store, { ...other, state: 'the-state-we-sent' }, allowed, () => {}),
    ).rejects.toMatchObject({
      code: 'state-mismatch',
      message: 'The sign-in answer does not belong to the sign-in we started (state mismatch).',
      hint: 'Start the sign-in again; if it repeats, someone may be tampering with the login.',
    });
  });

  it('an invalid refresh token moves the connection to sign-in-required', async () => {
    const c = sandbox.credentials;
    const states: string[] = [];
    const tokens = new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: 'not-a-real-refresh-token',
      onStateChange: (s) => states.push(s),
    });
    await expect(tokens.getAccessToken()).rejects.toMatchObject({ code: 'sign-in-required' });
    expect(tokens.state).toBe('sign-in-required');
    const wrongSecret = new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: 'wrong-secret-value',
      refreshToken: c.refreshToken,
    });
    await expect(wrongSecret.getAccessToken()).rejects.toMatchObject({ code: 'sign-in-required' });
  });
});
