// Plants known secrets, runs the connection flows (sign-in, refresh, API calls, their
// failures), and searches every file written under the app data folder and every captured
// log line, error message and result for them: raw, percent-encoded and inside a Basic header.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { mkdtemp, readdir, readFile, rm, writeFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { ConnectionStore } from '../../../main/auth/connection-store.js';
import { MemoryVault } from '../../../main/auth/secret-vault.js';
import { loadCredentialsFile } from '../../../main/auth/credentials-file.js';
import { TokenManager } from '../../../main/auth/token-manager.js';
import { exchangeCode, refreshAccessToken } from '../../../main/auth/token-endpoint.js';
import { completeCodeSignIn } from '../../../main/auth/sign-in.js';
import { buildAuthorizeUrl } from '../../../main/auth/authorize-url.js';
import { decideNavigation } from '../../../main/auth/navigation.js';
import { createApiClient } from '../../../main/api/client.js';
import { walkGrantScreen } from '../../support/index.js';

const PLANTED_SECRET = 'PLANTED-shared-secret-7f3a9c';
const PLANTED_REFRESH = 'PLANTED-refresh-token-b81d44';
const PLANTED_ENV_SECRET = 'PLANTED-env-secret-2e6f10';

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

describe('no secret leaks into files, logs, errors or results', () => {
  let sandbox: SandboxHandle;
  let appDir: string;
  let sandboxDir: string;
  const captured: string[] = [];
  const record = (...items: unknown[]) => {
    for (const item of items) {
      if (item instanceof Error)
        captured.push(`${item.name}: ${item.message} ${(item as { hint?: string }).hint ?? ''} ${String(item)}`);
      else captured.push(typeof item === 'string' ? item : JSON.stringify(item));
    }
  };

  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'cb-leak-app-'));
    sandboxDir = await mkdtemp(join(tmpdir(), 'cb-leak-sandbox-'));
    sandbox = await startSandbox({ strict: true, quiet: true, seedProducts: 20, dataDir: sandboxDir, tokenTtl: 2 });
    for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => record(...args));
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await sandbox?.close();
    await rm(appDir, { recursive: true, force: true });
    await rm(sandboxDir, { recursive: true, force: true });
  });

  it('runs the flows and finds no secret anywhere', { timeout: 30_000 }, async () => {
    const c = sandbox.credentials;
    const store = await ConnectionStore.open(appDir, { vault: new MemoryVault('no keychain in this test') });
    const live: string[] = [
      c.clientSecret,
      c.refreshToken,
      c.password,
      PLANTED_SECRET,
      PLANTED_REFRESH,
      PLANTED_ENV_SECRET,
    ];

    // 1. A real sign-in through the grant screen; the refresh token goes to the vault.
    await store.setSecret('live', 'client-secret', c.clientSecret);
    const { url, state } = buildAuthorizeUrl({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      redirectUri: c.redirectUri,
      flow: 'code',
    });
    const landed = await walkGrantScreen(url, { username: c.username, password: c.password, decision: 'allow' });
    const decision = decideNavigation(landed, { redirectUri: c.redirectUri, expectedState: state, flow: 'code' });
    live.push((decision as { code: string }).code);
    const { tokens } = await completeCodeSignIn({
      store,
      config: {
        id: 'live',
        name: 'Live',
        kind: 'code',
        baseUrl: sandbox.url,
        clientId: c.clientId,
        redirectUri: c.redirectUri,
        profiles: [],
      },
      decision,
    });
    const issuedRefresh = await store.getSecret('live', 'refresh-token');
    live.push(issuedRefresh!);
    live.push(await tokens.getAccessToken());

    // 2. Planted secrets stored for a second connection.
    await store.save({
      id: 'planted',
      name: 'Planted',
      kind: 'refresh-token',
      baseUrl: sandbox.url,
      clientId: c.clientId,
      profiles: [],
    });
    await store.setSecret('planted', 'client-secret', PLANTED_SECRET);
    await store.setSecret('planted', 'refresh-token', PLANTED_REFRESH);

    // 3. Failures that handle secrets: a refused refresh, a wrong shared secret, a reused code, a bad credentials file.
    const planted = new TokenManager({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      refreshToken: PLANTED_REFRESH,
    });
    await planted.getAccessToken().catch(record);
    await refreshAccessToken({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: PLANTED_SECRET,
      refreshToken: c.refreshToken,
    }).catch(record);
    await refreshAccessToken({
      baseUrl: 'http://127.0.0.1:1',
      clientId: c.clientId,
      clientSecret: PLANTED_SECRET,
      refreshToken: PLANTED_REFRESH,
    }).catch(record);
    const credFile = join(appDir, 'cli-credentials.json');
    await writeFile(credFile, JSON.stringify({ baseUrl: sandbox.url, clientId: c.clientId }));
    await loadCredentialsFile(credFile, { COMMERCE_BULK_CLIENT_SECRET: PLANTED_ENV_SECRET }).catch(record);
    record(
      await loadCredentialsFile(credFile, {
        COMMERCE_BULK_CLIENT_SECRET: PLANTED_ENV_SECRET,
        COMMERCE_BULK_REFRESH_TOKEN: c.refreshToken,
      }).then((f) => f.sources),
    );

    // 4. API calls with the token in the query string, failing and succeeding, across token expiry (ttl 2 s).
    const api = createApiClient({ baseUrl: sandbox.url, tokens, tokenInQuery: true, onEvent: (e) => record(e) });
    try {
      record(await api.request({ method: 'GET', path: '/v1/NoSuchSet' }));
      record(
        await api.request({
          method: 'POST',
          path: '/v1/DCQuantities',
          idempotent: true,
          body: { AvailableQuantity: 'x' },
        }),
      );
      record(
        await api.batch([
          { method: 'GET', path: '/v1/Profiles' },
          { method: 'GET', path: '/v1/DistributionCenters(99999)' },
        ]),
      );
      await new Promise((r) => setTimeout(r, 2200));
      live.push(await tokens.getAccessToken());
      for await (const page of api.list('/v1/Products', { count: true })) record(`page of ${page.length}`);
    } finally {
      await api.close();
    }
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:1', tokens, tokenInQuery: true, maxAttempts: 2 });
    record(await unreachable.request({ method: 'GET', path: '/v1/Profiles' }));
    await unreachable.close();
    const dead = createApiClient({ baseUrl: sandbox.url, tokens: planted });
    await dead.batch([{ method: 'GET', path: '/v1/Profiles' }]).catch(record);
    await dead.close();
    // Last, as reusing a code revokes what it granted: a reused code is refused.
    await exchangeCode({
      baseUrl: sandbox.url,
      clientId: c.clientId,
      clientSecret: c.clientSecret,
      code: (decision as { code: string }).code,
      redirectUri: c.redirectUri,
    }).catch(record);

    // Search: every file under the app data folder (and its permissions), every captured line.
    const files = await filesUnder(appDir);
    expect(files.length).toBeGreaterThan(0);
    const haystacks = [...captured];
    for (const f of files) {
      haystacks.push(await readFile(f, 'utf8'));
      if (f.endsWith('connections.json')) expect((await stat(f)).mode & 0o077).toBe(0);
    }
    expect(captured.length).toBeGreaterThan(10);
    const forms = (s: string) => [s, encodeURIComponent(s), Buffer.from(`${c.clientId}:${s}`).toString('base64')];
    const leaks: string[] = [];
    for (const secret of live.filter(Boolean)) {
      for (const form of forms(secret)) {
        haystacks.forEach((h, i) => {
          if (h.includes(form))
            leaks.push(
              `${secret.slice(0, 6)}… found in ${i < captured.length ? `captured #${i}: ${h.slice(0, 120)}` : files[i - captured.length]}`,
            );
        });
      }
    }
    expect(leaks).toEqual([]);
    // And the output still says what happened.
    expect(captured.join('\n')).toMatch(/refresh token was refused/);
    expect(captured.join('\n')).toMatch(/lacks refreshToken/);
  });
});
