// The grant screen: request checks, sign-in, consent, Deny, implicit flow, remembered choices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../server/oauth/index.js';
import {
  authorizeAndAllow,
  authorizeUrl,
  checkboxes,
  codeFor,
  formOf,
  type OAuthTestServer,
  oauthTokenRequest,
  openPage,
  PROFILES,
  redirectParams,
  startOAuthServer,
  submit,
} from '../../support/index.js';

let server: OAuthTestServer;
beforeAll(async () => {
  server = await startOAuthServer({ tokenTtl: 1800 });
});
afterAll(async () => {
  await server.close();
});

const signInAs =
  (password = server.creds.password) =>
  async (url: string) =>
    submit(await openPage(url), { fill: { Login: server.creds.username, Password: password }, press: 'Sign in' });

describe('authorize request checks (an error page, never a redirect)', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['unknown client', { client_id: 'nobody' }, /No application is registered with client_id &quot;nobody&quot;/],
    ['missing client', { client_id: '' }, /client_id is missing/],
    [
      'redirect_uri mismatch',
      { redirect_uri: 'https://localhost/commerce-bulk/callback/evil' },
      /does not equal the redirect URI registered/,
    ],
    ['non-HTTPS redirect', { redirect_uri: 'http://localhost/commerce-bulk/callback' }, /does not use HTTPS/],
    ['missing scope', { scope: '' }, /scope is missing/],
    ['unknown scope', { scope: 'orders payments' }, /Unknown scope &quot;payments&quot;/],
    ['unknown response_type', { response_type: 'id_token' }, /response_type &quot;id_token&quot; is not supported/],
    ['repeated parameter', {}, /client_id was given 2 times/],
  ];
  for (const [name, extra, message] of cases) {
    it(`refuses ${name} with a 400 page that says what is wrong`, async () => {
      let url = authorizeUrl(server, extra);
      if (name === 'repeated parameter') url += `&client_id=${server.creds.clientId}`;
      const page = await openPage(url);
      expect(page.status).toBe(400);
      expect(page.location).toBeNull();
      expect(page.html).toMatch(message);
      expect(page.html).not.toMatch(/<form/);
    });
  }

  it('accepts the parameters as a POST form body too', async () => {
    const params = new URL(authorizeUrl(server)).searchParams;
    const res = await fetch(`${server.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: params,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<label for="login">Login<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('refuses a POST authorize with a JSON body', async () => {
    const res = await fetch(`${server.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/application\/x-www-form-urlencoded/);
  });
});

describe('grant screen', () => {
  it('shows a wrong-password error and the form again; the right password then works', async () => {
    const wrong = await signInAs('not-the-password')(authorizeUrl(server));
    expect(wrong.status).toBe(401);
    expect(wrong.html).toMatch(/The login or password is wrong/);
    expect(formOf(wrong).labels.has('Password')).toBe(true);
    const consent = await submit(wrong, { fill: { Password: server.creds.password }, press: 'Sign in' });
    expect(consent.status).toBe(200);
    expect(consent.html).toMatch(/Allow access/);
  });

  it('ends the sign-in form after five failures', async () => {
    let page = await openPage(authorizeUrl(server));
    for (let i = 0; i < 5; i++) page = await submit(page, { fill: { Login: 'x', Password: 'y' }, press: 'Sign in' });
    expect(page.status).toBe(400);
    expect(page.html).toMatch(/Sign-in failed 5 times/);
  });

  it('lists the requested scopes and the profiles, all checked the first time', async () => {
    const consent = await signInAs()(authorizeUrl(server, { scope: 'orders.readonly inventory' }));
    expect(consent.html).toContain('<code>orders.readonly</code>');
    expect(consent.html).toContain('<code>inventory</code>');
    expect(consent.html).not.toContain('<code>orders</code>');
    const boxes = checkboxes(consent);
    expect([...boxes.keys()]).toEqual(PROFILES.map((p) => p.name));
    expect([...boxes.values()]).toEqual([true, true, true]);
  });

  it('Deny redirects with error=access_denied and the state', async () => {
    const consent = await signInAs()(authorizeUrl(server, { state: 'deny-state' }));
    const denied = await submit(consent, { press: 'Deny' });
    expect(denied.location!.startsWith(`${server.creds.redirectUri}?`)).toBe(true);
    const params = redirectParams(denied);
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('deny-state');
    expect(params.has('code')).toBe(false);
  });

  it('insists on at least one profile', async () => {
    const consent = await signInAs()(authorizeUrl(server));
    const none = await submit(consent, { check: [], press: 'Allow' });
    expect(none.status).toBe(400);
    expect(none.html).toMatch(/Choose at least one profile/);
    const allowed = await submit(none, { check: [PROFILES[0]!.name], press: 'Allow' });
    expect(redirectParams(allowed).get('code')).toBeTruthy();
  });

  it('refuses a forged or replayed pending-request id', async () => {
    const consent = await signInAs()(authorizeUrl(server));
    const forged = {
      ...consent,
      html: consent.html.replace(/name="request" value="[^"]+"/, 'name="request" value="forged"'),
    };
    expect((await submit(forged, { press: 'Allow' })).status).toBe(400);
    expect(redirectParams(await submit(consent, { press: 'Allow' })).get('code')).toBeTruthy();
    const replay = await submit(consent, { press: 'Allow' });
    expect(replay.status).toBe(400);
    expect(replay.html).toMatch(/expired or was already used/);
  });

  it('remembers the profiles chosen last time and grants exactly those scopes and profiles', async () => {
    const chosen = PROFILES[1]!;
    const code = await codeFor(server, { scope: 'inventory.readonly' }, [chosen.name]);
    const token = await oauthTokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: server.creds.redirectUri,
    });
    const grant = verifyAccessToken(server.db, token.body.access_token as string, server.clock.now());
    expect(grant).toMatchObject({
      clientId: server.creds.clientId,
      profileIds: [chosen.id],
      scopes: ['inventory.readonly'],
    });
    const again = await signInAs()(authorizeUrl(server));
    expect(Object.fromEntries(checkboxes(again))).toEqual({
      [PROFILES[0]!.name]: false,
      [chosen.name]: true,
      [PROFILES[2]!.name]: false,
    });
  });
});

describe('implicit flow', () => {
  it('puts the token, Bearer type, expires_in and state in the fragment, with no refresh token', async () => {
    const page = await authorizeAndAllow(server, { response_type: 'token', state: 'imp-1', access_type: '' }, [
      PROFILES[0]!.name,
      PROFILES[2]!.name,
    ]);
    expect(page.location!.startsWith(`${server.creds.redirectUri}#`)).toBe(true);
    const f = redirectParams(page);
    expect(f.get('token_type')).toBe('Bearer');
    expect(f.get('expires_in')).toBe('1800');
    expect(f.get('state')).toBe('imp-1');
    expect(f.has('refresh_token')).toBe(false);
    const grant = verifyAccessToken(server.db, f.get('access_token')!, server.clock.now());
    expect(grant?.profileIds).toEqual([PROFILES[0]!.id, PROFILES[2]!.id]);
    expect(grant?.scopes).toEqual(['orders', 'inventory']);
  });
});
