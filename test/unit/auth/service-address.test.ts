// Issue 25: secrets leave only over TLS. One rule (checkServiceAddress) decides, by the name
// or literal written in the address, never by what it resolves to; every path that would
// send a secret asks it first: each TokenManager, the token endpoint (code exchange and
// refresh) and the connection store. These would all have accepted 'http://vm' before.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthError,
  checkServiceAddress,
  ConnectionStore,
  exchangeCode,
  MemoryVault,
  refreshAccessToken,
  TokenManager,
} from '../../../main/auth/index.js';

function refusal(run: () => unknown): AuthError {
  try {
    run();
  } catch (e) {
    return e as AuthError;
  }
  throw new Error('accepted');
}

describe('checkServiceAddress', () => {
  it('accepts https anywhere and plain http only to a loopback literal', () => {
    for (const ok of [
      'https://api.example.com',
      'https://10.0.0.5:8443',
      'http://127.0.0.1:8080',
      'http://127.5.6.7',
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://[::1]:9000',
    ])
      expect(checkServiceAddress(ok).href).toBe(new URL(ok).href);
  });

  it('refuses plain http to any other name, even one that may resolve to this machine', () => {
    for (const bad of [
      'http://vm:8080', // this machine's host name: a hosts-file entry, not a loopback literal
      'http://localhost.localdomain',
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io',
      'http://0.0.0.0:80',
      'http://[::2]',
      'http://10.0.0.5',
    ]) {
      const e = refusal(() => checkServiceAddress(bad));
      expect(e).toBeInstanceOf(AuthError);
      expect(e).toMatchObject({
        code: 'invalid-config',
        message: `The service address "${bad}" is not https.`,
        hint: 'Use https:// (plain http is only for a sandbox on this machine: localhost or 127.0.0.1).',
      });
    }
  });
});

describe('every path that sends a secret asks the rule first', () => {
  let agent: MockAgent;
  beforeEach(() => {
    // No interceptor and no network: a request that went out would fail differently.
    agent = new MockAgent();
    agent.disableNetConnect();
  });
  afterEach(async () => {
    await agent.close();
  });

  it('a TokenManager is never made for a plain-http remote address', () => {
    const e = refusal(
      () => new TokenManager({ baseUrl: 'http://vm:8080', clientId: 'c', clientSecret: 's', refreshToken: 'r' }),
    );
    expect(e.message).toBe('The service address "http://vm:8080" is not https.');
    expect(() => new TokenManager({ baseUrl: 'http://127.0.0.1:1', clientId: 'c' })).not.toThrow();
  });

  it('the token endpoint refuses before the secret leaves (refresh and code exchange)', async () => {
    const base = { baseUrl: 'http://api.example.com', clientId: 'c', clientSecret: 's', dispatcher: agent };
    await expect(refreshAccessToken({ ...base, refreshToken: 'r' })).rejects.toThrow(
      'The service address "http://api.example.com" is not https.',
    );
    await expect(exchangeCode({ ...base, code: 'x', redirectUri: 'https://app.example.com/cb' })).rejects.toThrow(
      'is not https',
    );
    agent.assertNoPendingInterceptors();
  });

  it('the connection store never saves a plain-http remote connection', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cb-tls-store-'));
    try {
      const store = await ConnectionStore.open(dir, { vault: new MemoryVault() });
      const config = {
        id: 'remote',
        name: 'Remote',
        kind: 'refresh-token' as const,
        baseUrl: 'http://api.example.com',
        clientId: 'c',
        profiles: [],
      };
      await expect(store.save(config)).rejects.toThrow('"http://api.example.com" is not https');
      expect(store.list()).toEqual([]);
      await expect(stat(join(dir, 'connections.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
