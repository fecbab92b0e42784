// Shared helpers of the sandbox integration tests: tokens obtained over real HTTP (the
// refresh_token grant of the console credentials, or the implicit flow for narrower scopes
// and profiles) and a small JSON call wrapper.
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type SandboxHandle, type SandboxOptions } from '../../../server/index.js';

export async function start(options: SandboxOptions = {}): Promise<SandboxHandle> {
  return startSandbox({ strict: true, seedProducts: 300, quiet: true, ...options });
}

/** A sandbox and a token for the enclosing describe block: started before its tests, closed after; `use` receives both. */
export function sandboxForSuite(options: SandboxOptions, use: (s: SandboxHandle, token: string) => void): void {
  let s: SandboxHandle | undefined;
  beforeAll(async () => {
    s = await start(options);
    use(s, await refreshToken(s));
  });
  afterAll(async () => s?.close());
}

export async function refreshToken(s: SandboxHandle): Promise<string> {
  const c = s.credentials;
  const basic = Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64');
  const res = await fetch(`${s.url}/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken }).toString(),
  });
  if (res.status !== 200) throw new Error(`token refresh failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

function hidden(html: string): string {
  const m = html.match(/name="request" value="([^"]+)"/);
  if (!m) throw new Error(`no pending request field in page: ${html.slice(0, 300)}`);
  return m[1]!;
}

/** A token for exactly `scope` and `profileIds`, through the implicit flow's real pages. */
export async function implicitToken(s: SandboxHandle, scope: string, profileIds: number[]): Promise<string> {
  const c = s.credentials;
  const q = new URLSearchParams({
    client_id: c.clientId,
    response_type: 'token',
    scope,
    redirect_uri: c.redirectUri,
    state: 'st',
  });
  const signIn = await fetch(`${s.url}/oauth2/authorize?${q}`);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const consent = await fetch(`${s.url}/oauth2/authorize/signin`, {
    method: 'POST',
    headers: form,
    redirect: 'manual',
    body: new URLSearchParams({
      request: hidden(await signIn.text()),
      username: c.username,
      password: c.password,
    }).toString(),
  });
  const body = new URLSearchParams({ request: hidden(await consent.text()), decision: 'allow' });
  for (const id of profileIds) body.append('profile', String(id));
  const done = await fetch(`${s.url}/oauth2/authorize/consent`, {
    method: 'POST',
    headers: form,
    body: body.toString(),
    redirect: 'manual',
  });
  const location = done.headers.get('location') ?? '';
  const token = new URLSearchParams(location.split('#')[1] ?? '').get('access_token');
  if (!token) throw new Error(`implicit flow gave no token: ${done.status} ${location}`);
  return token;
}

// Tests read arbitrary JSON answers field by field; `any` keeps those reads short.
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export async function call(
  s: SandboxHandle,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload: string | Blob | undefined;
  if (body !== undefined) {
    payload =
      typeof body === 'string' ? body : Buffer.isBuffer(body) ? new Blob([new Uint8Array(body)]) : JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${s.url}${path}`, { method, headers: h, body: payload ?? null });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export async function mutations(s: SandboxHandle): Promise<Record<string, number>> {
  return (await (await fetch(`${s.url}/admin/mutations`)).json()) as Record<string, number>;
}

export const DENIED = { error: { code: '', message: 'Authorization has been denied for this request.' } };
export const NW = 12000001;
export const CH = 12000002;
