// Test helper: walks the sandbox's grant screen over HTTP the way a browser would: load the
// authorize URL, submit the sign-in form, then the consent form (Allow or Deny), and return
// the address the browser is finally sent to (the redirect URI with a code, token or error).
import { request } from 'undici';

interface Form {
  action: string;
  fields: [string, string][];
}

function readForm(html: string, base: string): Form {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`No form on the page: ${html.slice(0, 300)}`);
  const fields: [string, string][] = [];
  for (const m of form[2]!.matchAll(/<input([^>]*)>/gi)) {
    const attrs = m[1]!;
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    const value = /value="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const type = /type="([^"]*)"/.exec(attrs)?.[1] ?? 'text';
    if (!name) continue;
    if (type === 'checkbox' && !/\bchecked\b/.test(attrs)) continue;
    fields.push([name, value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')]);
  }
  return { action: new URL(form[1]!, base).toString(), fields };
}

async function post(url: string, fields: [string, string][]) {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, location: res.headers.location as string | undefined, html: await res.body.text() };
}

export async function walkGrantScreen(
  authorizeUrl: string,
  opts: { username: string; password: string; decision: 'allow' | 'deny' },
): Promise<string> {
  const start = await request(authorizeUrl);
  const html = await start.body.text();
  if (start.statusCode !== 200) throw new Error(`authorize page answered ${start.statusCode}: ${html.slice(0, 300)}`);
  const signIn = readForm(html, authorizeUrl);
  const filled = signIn.fields.filter(([n]) => n !== 'username' && n !== 'password');
  const consentPage = await post(signIn.action, [...filled, ['username', opts.username], ['password', opts.password]]);
  if (consentPage.status !== 200)
    throw new Error(`sign-in answered ${consentPage.status}: ${consentPage.html.slice(0, 300)}`);
  const consent = readForm(consentPage.html, signIn.action);
  const done = await post(consent.action, [...consent.fields, ['decision', opts.decision]]);
  if (done.status !== 302 || !done.location)
    throw new Error(`consent answered ${done.status}: ${done.html.slice(0, 300)}`);
  return done.location;
}
