// Drives the grant screen over HTTP the way a browser does: read the form from the HTML,
// fill inputs found by their <label for>, keep hidden inputs and checked boxes, add the
// pressed button's name=value, and POST it to the form's action. No redirects are followed.
// Used by the OAuth tests and by the sign-in tests of the app's auth module.
import type { OAuthTestServer } from './oauth-server.js';

export interface Page {
  status: number;
  html: string;
  location: string | null;
  url: string;
}

interface Control {
  tag: 'input' | 'button';
  attrs: Record<string, string>;
  text: string;
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) attrs[m[1]!.toLowerCase()] = unescape(m[2] ?? '');
  return attrs;
}

export function formOf(page: Page): {
  action: string;
  method: string;
  controls: Control[];
  labels: Map<string, string>;
} {
  const form = /<form([^>]*)>([\s\S]*?)<\/form>/.exec(page.html);
  if (!form) throw new Error(`No form on the page (status ${page.status}):\n${page.html}`);
  const fa = attributes(form[1]!);
  const controls: Control[] = [];
  for (const m of form[2]!.matchAll(/<input([^>]*)>/g))
    controls.push({ tag: 'input', attrs: attributes(m[1]!), text: '' });
  for (const m of form[2]!.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)) {
    controls.push({ tag: 'button', attrs: attributes(m[1]!), text: unescape(m[2]!) });
  }
  const labels = new Map<string, string>();
  for (const m of form[2]!.matchAll(/<label for="([^"]+)">([^<]*)<\/label>/g))
    labels.set(unescape(m[2]!), unescape(m[1]!));
  return { action: new URL(fa.action!, page.url).toString(), method: fa.method ?? 'get', controls, labels };
}

/** Checkbox labels on the page and whether each is checked. */
export function checkboxes(page: Page): Map<string, boolean> {
  const f = formOf(page);
  const byId = new Map(f.controls.filter((c) => c.attrs.type === 'checkbox').map((c) => [c.attrs.id!, c]));
  const result = new Map<string, boolean>();
  for (const [label, id] of f.labels) {
    const box = byId.get(id);
    if (box) result.set(label, 'checked' in box.attrs);
  }
  return result;
}

async function load(url: string, init?: RequestInit): Promise<Page> {
  const res = await fetch(url, { ...init, redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location'), url };
}

export function openPage(url: string): Promise<Page> {
  return load(url);
}

/**
 * Submits the page's form: `fill` maps label text to typed values, `check` (when given)
 * sets every checkbox by label to checked or not, `press` is the button's text.
 */
export async function submit(
  page: Page,
  o: { fill?: Record<string, string> | undefined; check?: string[] | undefined; press: string },
): Promise<Page> {
  const f = formOf(page);
  const filled = new Map<string, string>();
  for (const [label, value] of Object.entries(o.fill ?? {})) {
    const id = f.labels.get(label);
    if (!id) throw new Error(`No input labelled "${label}"`);
    filled.set(id, value);
  }
  const checkIds = o.check ? new Set(o.check.map((l) => f.labels.get(l) ?? `missing label ${l}`)) : null;
  const body = new URLSearchParams();
  for (const c of f.controls.filter((x) => x.tag === 'input' && x.attrs.name)) {
    const { type, name, id, value } = c.attrs;
    if (type === 'checkbox') {
      const on = checkIds ? checkIds.has(id!) : 'checked' in c.attrs;
      if (on) body.append(name!, value ?? 'on');
    } else {
      body.append(name!, filled.get(id ?? '') ?? value ?? '');
    }
  }
  const button = f.controls.find((c) => c.tag === 'button' && c.text === o.press);
  if (!button) throw new Error(`No button "${o.press}" on the page`);
  if (button.attrs.name) body.append(button.attrs.name, button.attrs.value ?? '');
  return load(f.action, {
    method: f.method.toUpperCase(),
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function authorizeUrl(server: OAuthTestServer, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    client_id: server.creds.clientId,
    response_type: 'code',
    access_type: 'offline',
    scope: 'orders inventory',
    redirect_uri: server.creds.redirectUri,
    state: 'st-123',
    ...extra,
  });
  return `${server.baseUrl}/oauth2/authorize?${q.toString()}`;
}

/** GET authorize, sign in, press Allow (optionally choosing profiles by label); returns the 302 page. */
export async function authorizeAndAllow(
  server: OAuthTestServer,
  extra: Record<string, string> = {},
  check?: string[],
): Promise<Page> {
  const signIn = await openPage(authorizeUrl(server, extra));
  const consent = await submit(signIn, {
    fill: { Login: server.creds.username, Password: server.creds.password },
    press: 'Sign in',
  });
  return submit(consent, { check, press: 'Allow' });
}

/** The code (or error) from a redirect to the registered URI. */
export function redirectParams(page: Page): URLSearchParams {
  if (page.status !== 302 || !page.location) throw new Error(`Expected a redirect, got ${page.status}:\n${page.html}`);
  const url = new URL(page.location);
  return url.hash ? new URLSearchParams(url.hash.slice(1)) : url.searchParams;
}

export async function codeFor(
  server: OAuthTestServer,
  extra: Record<string, string> = {},
  check?: string[],
): Promise<string> {
  const code = redirectParams(await authorizeAndAllow(server, extra, check)).get('code');
  if (!code) throw new Error('No code in the redirect');
  return code;
}

/**
 * Walks the grant screen of `authorizeUrl` as a browser would: sign in, then press Allow or
 * Deny; returns the address the browser is finally sent to (the redirect URI with a code,
 * a token or an error).
 */
export async function walkGrantScreen(
  authorizeUrl: string,
  opts: { username: string; password: string; decision: 'allow' | 'deny' },
): Promise<string> {
  const signIn = await openPage(authorizeUrl);
  if (signIn.status !== 200) throw new Error(`authorize page answered ${signIn.status}: ${signIn.html.slice(0, 300)}`);
  const consent = await submit(signIn, { fill: { Login: opts.username, Password: opts.password }, press: 'Sign in' });
  if (consent.status !== 200) throw new Error(`sign-in answered ${consent.status}: ${consent.html.slice(0, 300)}`);
  const done = await submit(consent, { press: opts.decision === 'allow' ? 'Allow' : 'Deny' });
  if (done.status !== 302 || !done.location)
    throw new Error(`consent answered ${done.status}: ${done.html.slice(0, 300)}`);
  return done.location;
}
