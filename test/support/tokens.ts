// Access tokens obtained the way a real integration obtains them, over HTTP: the refresh_token
// grant with the application's Basic credentials, or the implicit flow through the grant
// screen's real HTML forms (for narrower scopes and profiles). Plus the app's own
// TokenManager on the sandbox's developer-console credentials, for tests of the client.
import { TokenManager } from '../../main/auth/index.js';
import type { SandboxHandle } from '../../server/index.js';
import { http, type Answer } from './http.js';

/** What the token endpoint needs of an application's credentials. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** What the implicit flow needs: the application, its redirect URI and a console user. */
export interface ConsoleCredentials {
  clientId: string;
  redirectUri: string;
  username: string;
  password: string;
}

/** An HTTP Basic authorization header value. */
export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`;
}

/** POST /oauth2/token with the application's Basic credentials (or `auth`) and a form body. */
export async function tokenRequest(
  url: string,
  c: ClientCredentials,
  form: Record<string, string>,
  auth = basic(c.clientId, c.clientSecret),
): Promise<Answer> {
  return http(url, 'POST', '/oauth2/token', {
    raw: new URLSearchParams(form).toString(),
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** An access token for every seeded profile and both scopes, from the console refresh token. */
export async function accessToken(url: string, c: ClientCredentials & { refreshToken: string }): Promise<string> {
  const r = await tokenRequest(url, c, { grant_type: 'refresh_token', refresh_token: c.refreshToken });
  if (r.status !== 200) throw new Error(`refresh_token grant failed: ${r.status} ${r.text}`);
  return (r.json as { access_token: string }).access_token;
}

/** `accessToken` for a sandbox started in-process. */
export function refreshToken(s: SandboxHandle): Promise<string> {
  return accessToken(s.url, s.credentials);
}

interface Form {
  action: string;
  fields: [string, string][];
}

function formOf(html: string): Form {
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  const fields: [string, string][] = [];
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = m[0].match(/name="([^"]+)"/)?.[1];
    const value = m[0].match(/value="([^"]*)"/)?.[1] ?? '';
    if (name) fields.push([name, value]);
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/** The input name a visible <label> text points at (the sign-in page labels Login/Password). */
function inputNamed(html: string, label: string): string {
  const forId = html.match(new RegExp(`<label[^>]*for="([^"]+)"[^>]*>\\s*${label}\\s*</label>`))?.[1];
  const input = forId && html.match(new RegExp(`<input[^>]*id="${forId}"[^>]*>`))?.[0];
  const name = input && input.match(/name="([^"]+)"/)?.[1];
  if (!name) throw new Error(`no input labelled ${label}`);
  return name;
}

/** Implicit flow (5.3) through the sign-in and consent forms: a token for `scope` and `profileIds` only. */
export async function implicitToken(
  url: string,
  c: ConsoleCredentials,
  scope: string,
  profileIds: number[],
): Promise<string> {
  const q = new URLSearchParams({
    client_id: c.clientId,
    response_type: 'token',
    scope,
    redirect_uri: c.redirectUri,
    state: 'xyz',
  });
  const signIn = await http(url, 'GET', `/oauth2/authorize?${q}`);
  const f1 = formOf(signIn.text);
  const b1 = new URLSearchParams(f1.fields);
  b1.set(inputNamed(signIn.text, 'Login'), c.username);
  b1.set(inputNamed(signIn.text, 'Password'), c.password);
  const consent = await http(url, 'POST', f1.action, {
    raw: b1.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const f2 = formOf(consent.text);
  const decision = consent.text.match(/<button[^>]*name="([^"]+)"[^>]*value="([^"]+)"[^>]*>\s*Allow\s*</);
  if (!decision) throw new Error('no Allow button on the consent page');
  const profileField = consent.text.match(/<input[^>]*type="checkbox"[^>]*name="([^"]+)"/)?.[1] ?? 'profile';
  const b2 = new URLSearchParams(f2.fields);
  b2.set(decision[1]!, decision[2]!);
  for (const id of profileIds) b2.append(profileField, String(id));
  const done = await http(url, 'POST', f2.action, {
    raw: b2.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = done.headers.get('location') ?? '';
  const frag = new URLSearchParams(location.split('#')[1] ?? '');
  if (frag.get('state') !== 'xyz' || !frag.get('access_token'))
    throw new Error(`implicit flow failed: ${done.status} ${location}`);
  return frag.get('access_token')!;
}

/** The app's TokenManager on a sandbox's developer-console credentials (refresh_token grant). */
export function sandboxTokens(sandbox: SandboxHandle): TokenManager {
  const c = sandbox.credentials;
  return new TokenManager({
    baseUrl: sandbox.url,
    clientId: c.clientId,
    clientSecret: c.clientSecret,
    refreshToken: c.refreshToken,
  });
}
