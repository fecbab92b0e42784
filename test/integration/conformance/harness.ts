// Black-box harness of the sandbox conformance suites: everything goes over HTTP (fetch or
// curl) or through the CLI, the way an outside tester would; nothing here reads server/
// internals. Tokens come from POST /oauth2/token (refresh_token grant with Basic auth) or
// from the implicit flow driven through the grant screen's real HTML forms.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DENIED = { error: { code: '', message: 'Authorization has been denied for this request.' } };

export interface Credentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  username: string;
  password: string;
  refreshToken: string;
  scopes: string[];
  profiles: {
    id: number;
    name: string;
    distributionCenterIds: number[];
    productIds: number[];
    skus: string[];
    orderIds: number[];
    customFieldIds: number[];
    productCount: number;
  }[];
}

const made: string[] = [];

export function tempDir(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), `sandbox-conf-${tag}-`));
  made.push(dir);
  return dir;
}

/** Removes the data dirs this test file made (call after the servers on them stopped). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface CliSandbox {
  url: string;
  dir: string;
  stdout: () => string;
  stop(): Promise<void>;
}

/** `npm run sandbox -- --port 0 --data-dir <dir> ...extra`, resolved on the listening line. */
export function startCli(dir: string, extra: string[] = [], timeoutMs = 30_000): Promise<CliSandbox> {
  const child: ChildProcess = spawn(
    'npm',
    ['run', '--silent', 'sandbox', '--', '--strict', '--port', '0', '--data-dir', dir, ...extra],
    {
      cwd: process.cwd(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const t = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 5000);
      await exited;
      clearTimeout(t);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`sandbox CLI did not print its URL in ${timeoutMs} ms: ${out} ${err}`));
    }, timeoutMs);
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/^Sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))$/m);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, dir, stdout: () => out, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox CLI exited with ${code}: ${out} ${err}`));
    });
  });
}

export function readCredentials(dir: string): Credentials {
  return JSON.parse(readFileSync(join(dir, 'credentials.json'), 'utf8')) as Credentials;
}

export function basic(c: Pick<Credentials, 'clientId' | 'clientSecret'>): string {
  return `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
}

export async function tokenRequest(
  url: string,
  c: Credentials,
  form: Record<string, string>,
  auth = basic(c),
): Promise<Answer> {
  return http(url, 'POST', '/oauth2/token', {
    raw: new URLSearchParams(form).toString(),
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** An access token for every seeded profile and both scopes, from the console refresh token. */
export async function accessToken(url: string, c: Credentials): Promise<string> {
  const r = await tokenRequest(url, c, { grant_type: 'refresh_token', refresh_token: c.refreshToken });
  if (r.status !== 200) throw new Error(`refresh_token grant failed: ${r.status} ${r.text}`);
  return (r.json as { access_token: string }).access_token;
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
export async function implicitToken(url: string, c: Credentials, scope: string, profileIds: number[]): Promise<string> {
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

/** Parsed JSON of an answer: tests read it by shape and assert on every field they use. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Json;
}

export interface CallOptions {
  token?: string;
  queryToken?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

/** One HTTP call; `body` is sent as JSON, `raw` as given; never follows redirects. */
export async function http(url: string, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let target = path.startsWith('http') ? path : `${url}${path}`;
  if (o.queryToken) target += `${target.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(o.queryToken)}`;
  let payload: string | Buffer | undefined = o.raw;
  if (o.body !== undefined) {
    payload = JSON.stringify(o.body);
    headers['content-type'] ??= 'application/json';
  }
  const body = Buffer.isBuffer(payload) ? new Uint8Array(payload) : payload;
  const res = await fetch(target, { method, headers, body: body ?? null, redirect: 'manual' });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** A small bound on how long a test may wait for something time-based. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
