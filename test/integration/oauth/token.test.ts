// POST /oauth2/token: code exchange, client authentication, body type, refresh, replay rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/oauth/index.js';
import {
  basic,
  codeFor,
  type OAuthTestServer,
  oauthTokenRequest,
  PROFILES,
  startOAuthServer,
} from '../../support/index.js';

let server: OAuthTestServer;
beforeAll(async () => {
  server = await startOAuthServer();
});
afterAll(async () => {
  await server.close();
});

const exchange = (code: string, redirectUri = server.creds.redirectUri) =>
  oauthTokenRequest(server, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

describe('authorization code exchange', () => {
  it('returns a bearer token, expires_in and (offline) a refresh token; the token covers the grant', async () => {
    const res = await exchange(await codeFor(server));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(typeof res.body.access_token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');
    const grant = verifyAccessToken(server.db, res.body.access_token as string, server.clock.now());
    expect(grant).toMatchObject({
      clientId: server.creds.clientId,
      profileIds: PROFILES.map((p) => p.id),
      scopes: ['orders', 'inventory'],
    });
    expect(grant!.expiresAt).toBeGreaterThan(server.clock.now() + 3599_000);
  });

  it('gives no refresh token without access_type=offline', async () => {
    const res = await exchange(await codeFor(server, { access_type: '' }));
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBeUndefined();
  });

  it('refuses a code used twice and revokes what the first use issued', async () => {
    const code = await codeFor(server, { access_type: '' });
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const second = await exchange(code);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: 'invalid_grant' });
    expect(second.body.error_description).toMatch(/already used/);
    expect(verifyAccessToken(server.db, first.body.access_token as string, server.clock.now())).toBeNull();
  });

  it('accepts a code at 4m59s and refuses one after five minutes', async () => {
    const early = await codeFor(server, { access_type: '' });
    server.clock.advance(299_000);
    expect((await exchange(early)).status).toBe(200);
    const late = await codeFor(server, { access_type: '' });
    server.clock.advance(300_001);
    const res = await exchange(late);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    expect(res.body.error_description).toMatch(/5 minutes/);
  });

  it('refuses a redirect_uri that differs from the one used to authorize', async () => {
    const code = await codeFor(server, { access_type: '' });
    const res = await exchange(code, 'https://localhost/commerce-bulk/other');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_grant' });
    expect(res.body.error_description).toMatch(/redirect_uri differs/);
    expect((await exchange(code)).status).toBe(200); // the mismatch did not burn the code
  });

  it('answers missing parameters and unknown grant types', async () => {
    expect(
      (await oauthTokenRequest(server, { grant_type: 'authorization_code', redirect_uri: server.creds.redirectUri }))
        .body,
    ).toMatchObject({ error: 'invalid_request' });
    const res = await oauthTokenRequest(server, { grant_type: 'password', username: 'a', password: 'b' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('unsupported_grant_type');
    expect(
      (
        await oauthTokenRequest(server, {
          grant_type: 'authorization_code',
          code: 'made-up',
          redirect_uri: server.creds.redirectUri,
        })
      ).body,
    ).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('client authentication and body type', () => {
  const bad: [string, () => string | undefined][] = [
    ['no Authorization header', () => undefined],
    ['a wrong secret', () => basic(server.creds.clientId, 'wrong-secret')],
    ['an unknown application ID', () => basic('someone-else', server.creds.clientSecret)],
    [
      'base64 with a space inside (RFC 2045 allows none)',
      () => {
        const b = basic(server.creds.clientId, server.creds.clientSecret).slice(6);
        return `Basic ${b.slice(0, 20)} ${b.slice(20)}`;
      },
    ],
    ['credentials without a colon', () => `Basic ${Buffer.from(server.creds.clientId).toString('base64')}`],
    ['the Bearer scheme', () => `Bearer ${server.creds.clientSecret}`],
  ];
  for (const [name, header] of bad) {
    it(`answers 401 invalid_client for ${name}`, async () => {
      const h = header();
      const res = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(h ? { authorization: h } : {}) },
        body: `grant_type=refresh_token&refresh_token=${server.creds.refreshToken}`,
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
      const body = (await res.json()) as Record<string, string>;
      expect(body.error).toBe('invalid_client');
      expect(body.error_description).not.toContain(server.creds.clientSecret);
    });
  }

  it('refuses a JSON body with 400 invalid_request', async () => {
    const res = await fetch(`${server.baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: basic(server.creds.clientId, server.creds.clientSecret),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: server.creds.refreshToken }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string>;
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toMatch(/only application\/x-www-form-urlencoded/);
  });

  it('leaves JSON parsing of the other routes alone', async () => {
    const res = await fetch(`${server.baseUrl}/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await res.json()).toEqual({ echoed: { a: 1 } });
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => oauthTokenRequest(server, { grant_type: 'refresh_token', refresh_token: token });

  it('issues a new access token with the same profiles and scopes, and no new refresh token', async () => {
    const code = await codeFor(server, { scope: 'orders', approval_prompt: 'force' }, [PROFILES[2]!.name]);
    const first = await exchange(code);
    const res = await refresh(first.body.refresh_token as string);
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBeUndefined();
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(res.body.access_token).not.toBe(first.body.access_token);
    expect(verifyAccessToken(server.db, res.body.access_token as string, server.clock.now())).toMatchObject({
      profileIds: [PROFILES[2]!.id],
      scopes: ['orders'],
    });
  });

  it('gives a refresh token once; approval_prompt=force replaces it and the old one is refused', async () => {
    const first = await exchange(await codeFor(server, { approval_prompt: 'force' }));
    const old = first.body.refresh_token as string;
    expect(old).toBeTruthy();
    const second = await exchange(await codeFor(server));
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeUndefined();
    expect((await refresh(old)).status).toBe(200);
    const forced = await exchange(await codeFor(server, { approval_prompt: 'force' }));
    const fresh = forced.body.refresh_token as string;
    expect(fresh).toBeTruthy();
    const replay = await refresh(old);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await refresh(fresh)).status).toBe(200);
    expect((await refresh(server.creds.refreshToken)).status).toBe(200); // the console token is not a browser grant
  });

  it('refuses an unknown refresh token', async () => {
    const res = await oauthTokenRequest(server, { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(res.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('expires access tokens after tokenTtl seconds', async () => {
    const res = await refresh(server.creds.refreshToken);
    const token = res.body.access_token as string;
    expect(verifyAccessToken(server.db, token, server.clock.now() + 3599_000)).not.toBeNull();
    expect(verifyAccessToken(server.db, token, server.clock.now() + 3600_000)).toBeNull();
    expect(verifyAccessToken(server.db, `${token}x`, server.clock.now())).toBeNull();
  });

  it('lets browser refresh tokens lapse after three months unused, but not the console token', async () => {
    const browser = (await exchange(await codeFor(server, { approval_prompt: 'force' }))).body.refresh_token as string;
    server.clock.advance(91 * 24 * 3600 * 1000);
    expect((await refresh(browser)).body).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(server.creds.refreshToken)).status).toBe(200);
  });
});
