// Issue 10: standard OAuth libraries sign in to the sandbox through its real grant screen
// (driven over HTTP as in test/support/grant-screen.ts), code flow and refresh. oauth4webapi and
// simple-oauth2 both send client_secret_basic the RFC 6749 section 2.3.1 way: client ID and
// secret form-urlencoded before Base64 ('-' as %2D). The real service accepts that and ignores
// extra token parameters (redirect_uri, expires_in on a refresh; service-behaviour.md "Seen in
// published clients"); --strict keeps service-spec.md 5.1 step 4 (Base64 of the raw ID and
// secret) and 5.1/5.2's parameter lists. oauth4webapi also encodes '-' '_' '.' '~' (the
// sandbox's IDs hold '-'), simple-oauth2 only !'()* and space, which base64url secrets never
// hold: so under --strict oauth4webapi is refused at once and simple-oauth2 only for its extras.
import * as oauth from 'oauth4webapi';
import { AuthorizationCode } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../server/index.js';
import { openPage, redirectParams, submit } from '../../support/index.js';

const INSECURE = { [oauth.allowInsecureRequests]: true };

/** Signs in on the grant screen at `url` and presses Allow; returns the redirect's URL. */
async function grant(s: SandboxHandle, url: string): Promise<URL> {
  const signIn = await openPage(url);
  const consent = await submit(signIn, {
    fill: { Login: s.credentials.username, Password: s.credentials.password },
    press: 'Sign in',
  });
  const done = await submit(consent, { press: 'Allow' });
  redirectParams(done); // throws with the page when it is not a redirect
  return new URL(done.location!);
}

async function v1(s: SandboxHandle, token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${s.url}/v1/Profiles?$select=ID`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

function oauth4(s: SandboxHandle): {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  start: URL;
} {
  const c = s.credentials;
  const as: oauth.AuthorizationServer = {
    issuer: s.url,
    authorization_endpoint: `${s.url}/oauth2/authorize`,
    token_endpoint: `${s.url}/oauth2/token`,
  };
  const start = new URL(as.authorization_endpoint!);
  for (const [k, v] of Object.entries({
    client_id: c.clientId,
    response_type: 'code',
    access_type: 'offline',
    scope: 'orders inventory',
    redirect_uri: c.redirectUri,
    state: 'st-oauth4',
  })) {
    start.searchParams.set(k, v);
  }
  return { as, client: { client_id: c.clientId }, auth: oauth.ClientSecretBasic(c.clientSecret), start };
}

function simple(s: SandboxHandle): AuthorizationCode {
  return new AuthorizationCode({
    client: { id: s.credentials.clientId, secret: s.credentials.clientSecret },
    auth: { tokenHost: s.url, tokenPath: '/oauth2/token', authorizePath: '/oauth2/authorize' },
    options: { authorizationMethod: 'header' },
  });
}

describe('default mode: the real service accepts standard OAuth clients', () => {
  let s: SandboxHandle;
  beforeAll(async () => {
    s = await startSandbox({ quiet: true, seedProducts: 10 });
  });
  afterAll(async () => s?.close());

  it('the client ID holds a character 2.3.1 encodes, so these tests prove the decoding', () => {
    expect(s.credentials.clientId).toMatch(/-/);
  });

  it('oauth4webapi: code flow through the grant screen, then refresh with extra parameters', async () => {
    const { as, client, auth, start } = oauth4(s);
    const callback = await grant(s, start.toString());
    const params = oauth.validateAuthResponse(as, client, callback, 'st-oauth4');
    const codeResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      s.credentials.redirectUri,
      oauth.nopkce,
      INSECURE,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, codeResponse);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await v1(s, tokens.access_token)).status).toBe(200);

    const refreshResponse = await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, {
      ...INSECURE,
      additionalParameters: { redirect_uri: s.credentials.redirectUri, expires_in: '3600' },
    });
    const refreshed = await oauth.processRefreshTokenResponse(as, client, refreshResponse);
    expect(refreshed.expires_in).toBe(3600);
    expect(refreshed.refresh_token).toBeUndefined(); // 5.2: no new refresh token
    expect((await v1(s, refreshed.access_token)).body).toEqual({
      '@odata.context': `${s.url}/v1/$metadata#Profiles(ID)`,
      value: [{ ID: 12000001 }, { ID: 12000002 }],
    });
  });

  it('simple-oauth2: code flow through the grant screen, then refresh with extra parameters', async () => {
    const client = simple(s);
    const url = client.authorizeURL({
      redirect_uri: s.credentials.redirectUri,
      scope: ['orders', 'inventory'],
      state: 'st-simple',
      access_type: 'offline',
      approval_prompt: 'force',
    } as Parameters<AuthorizationCode['authorizeURL']>[0]);
    const callback = await grant(s, url);
    expect(callback.searchParams.get('state')).toBe('st-simple');
    const token = await client.getToken({
      code: callback.searchParams.get('code')!,
      redirect_uri: s.credentials.redirectUri,
    });
    expect(token.token.token_type).toBe('bearer');
    expect(token.token.refresh_token).toEqual(expect.any(String));
    expect((await v1(s, token.token.access_token as string)).status).toBe(200);

    const refreshed = await token.refresh({ redirect_uri: s.credentials.redirectUri, expires_in: 3600 } as Record<
      string,
      unknown
    >);
    expect(refreshed.token.access_token).not.toBe(token.token.access_token);
    expect((await v1(s, refreshed.token.access_token as string)).status).toBe(200);
  });
});

describe('--strict: service-spec.md 5.1 step 4 and 5.2 to the letter', () => {
  let s: SandboxHandle;
  beforeAll(async () => {
    s = await startSandbox({ strict: true, quiet: true, seedProducts: 10 });
  });
  afterAll(async () => s?.close());

  it('oauth4webapi: the form-urlencoded Basic header is refused with invalid_client', async () => {
    const { as, client, auth, start } = oauth4(s);
    const params = oauth.validateAuthResponse(as, client, await grant(s, start.toString()), 'st-oauth4');
    const res = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      params,
      s.credentials.redirectUri,
      oauth.nopkce,
      INSECURE,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'invalid_client',
      error_description:
        'The application ID or shared secret is wrong; copy both from the developer console (credentials.json in the sandbox).',
    });
  });

  it('simple-oauth2: the code flow works (same header bytes as 5.1 here), a refresh with extra parameters is refused', async () => {
    const client = simple(s);
    const url = client.authorizeURL({
      redirect_uri: s.credentials.redirectUri,
      scope: 'orders inventory',
      state: 'x',
      access_type: 'offline',
    } as Parameters<AuthorizationCode['authorizeURL']>[0]);
    const token = await client.getToken({
      code: (await grant(s, url)).searchParams.get('code')!,
      redirect_uri: s.credentials.redirectUri,
    });
    expect(token.token.refresh_token).toEqual(expect.any(String));
    await expect(
      token.refresh({ redirect_uri: s.credentials.redirectUri } as Record<string, unknown>),
    ).rejects.toMatchObject({
      output: { statusCode: 400 },
      data: {
        payload: {
          error: 'invalid_request',
          error_description:
            'redirect_uri is not a parameter of the refresh_token grant; send only grant_type, refresh_token (service-spec.md 5.2).',
        },
      },
    });
    const plain = await token.refresh();
    expect((await v1(s, plain.token.access_token as string)).status).toBe(200);
  });

  it('raw Base64 credentials sign in, and a refresh with redirect_uri or expires_in is refused naming them', async () => {
    const c = s.credentials;
    const basic = `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
    const post = (form: Record<string, string>) =>
      fetch(`${s.url}/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    expect((await post({ grant_type: 'refresh_token', refresh_token: c.refreshToken })).status).toBe(200);
    const extra = await post({
      grant_type: 'refresh_token',
      refresh_token: c.refreshToken,
      redirect_uri: c.redirectUri,
      expires_in: '3600',
    });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual({
      error: 'invalid_request',
      error_description:
        'redirect_uri, expires_in are not a parameter of the refresh_token grant; send only grant_type, refresh_token (service-spec.md 5.2).',
    });
  });
});
