import { describe, it, expect } from 'vitest';
import { TokenManager } from '../../../main/auth/token-manager.js';
import { AuthError } from '../../../main/auth/errors.js';
import type { TokenResponse } from '../../../main/auth/token-endpoint.js';

function setup(refresh: (rt: string) => Promise<TokenResponse>) {
  let now = 1_000_000;
  const states: string[] = [];
  const tm = new TokenManager({
    baseUrl: 'https://x.example',
    clientId: 'c',
    clientSecret: 'secret-xyz',
    refreshToken: 'refresh-xyz',
    now: () => now,
    refresh,
    sleep: async () => {},
    onStateChange: (s) => states.push(s),
  });
  return {
    tm,
    states,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('TokenManager', () => {
  it('shares one refresh among all callers in flight and reuses the token until shortly before expiry', async () => {
    let calls = 0;
    const { tm, advance } = setup(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return { accessToken: `at-${calls}`, tokenType: 'bearer', expiresIn: 3600 };
    });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tm.getAccessToken()));
    expect(new Set(tokens)).toEqual(new Set(['at-1']));
    expect(calls).toBe(1);
    advance(3600_000 - 61_000);
    expect(await tm.getAccessToken()).toBe('at-1');
    advance(2_000); // now inside the 60 s skew
    expect(await tm.getAccessToken()).toBe('at-2');
    expect(calls).toBe(2);
  });

  it('scales the skew down for short-lived tokens', async () => {
    let calls = 0;
    const { tm, advance } = setup(async () => ({ accessToken: `at-${++calls}`, tokenType: 'bearer', expiresIn: 5 }));
    await tm.getAccessToken();
    advance(3_500);
    expect(await tm.getAccessToken()).toBe('at-1');
    advance(600); // past 4 s = 5 s - 5 s/5
    expect(await tm.getAccessToken()).toBe('at-2');
  });

  it('invalidate drops only the failed token; the next call refreshes once', async () => {
    let calls = 0;
    const { tm } = setup(async () => ({ accessToken: `at-${++calls}`, tokenType: 'bearer', expiresIn: 3600 }));
    const t1 = await tm.getAccessToken();
    tm.invalidate(t1);
    const [a, b] = await Promise.all([tm.getAccessToken(), tm.getAccessToken()]);
    expect(a).toBe('at-2');
    expect(b).toBe('at-2');
    tm.invalidate(t1); // a late caller with the old token must not drop the new one
    expect(await tm.getAccessToken()).toBe('at-2');
    expect(calls).toBe(2);
  });

  it('moves to sign-in-required on invalid_grant and keeps rejecting until new tokens arrive', async () => {
    let calls = 0;
    const { tm, states } = setup(async () => {
      calls++;
      throw new AuthError(
        'sign-in-required',
        'The refresh token was refused (HTTP 400, invalid_grant).',
        'Sign in again.',
        400,
      );
    });
    await expect(tm.getAccessToken()).rejects.toMatchObject({ code: 'sign-in-required' });
    await expect(tm.getAccessToken()).rejects.toBeInstanceOf(AuthError);
    expect(calls).toBe(1);
    expect(tm.state).toBe('sign-in-required');
    expect(states).toEqual(['refreshing', 'sign-in-required']);
    tm.setTokens({ accessToken: 'fresh', expiresIn: 3600, refreshToken: 'new-refresh' });
    expect(tm.state).toBe('ready');
    expect(await tm.getAccessToken()).toBe('fresh');
  });

  it('retries a transient token endpoint failure, then stays ready for a later try', async () => {
    let calls = 0;
    const { tm } = setup(async () => {
      calls++;
      throw new AuthError('token-endpoint', 'down', 'later', 503);
    });
    await expect(tm.getAccessToken()).rejects.toMatchObject({ code: 'token-endpoint' });
    expect(calls).toBe(3);
    expect(tm.state).toBe('ready');
  });

  it('an implicit session without a refresh token ends as session-expired', async () => {
    let now = 0;
    const tm = new TokenManager({ baseUrl: 'https://x.example', clientId: 'c', now: () => now });
    tm.setTokens({ accessToken: 'implicit-token', expiresIn: 3600 });
    expect(await tm.getAccessToken()).toBe('implicit-token');
    expect(tm.canRefresh).toBe(false);
    now += 3600_000;
    await expect(tm.getAccessToken()).rejects.toMatchObject({ code: 'session-expired' });
  });

  it('never replaces a refresh token with an empty one', async () => {
    const seen: string[] = [];
    const { tm } = setup(async (rt) => {
      seen.push(rt);
      return { accessToken: 'a', tokenType: 'bearer', expiresIn: 3600 };
    });
    tm.setTokens({ accessToken: 'x', expiresIn: 0 });
    await tm.getAccessToken();
    expect(seen).toEqual(['refresh-xyz']);
  });
});
