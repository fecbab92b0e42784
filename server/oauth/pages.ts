// The grant screen's HTML: sign-in, consent and error pages. Every dynamic value is escaped.
import { KNOWN_SCOPES } from './types.js';

export const SIGN_IN_ACTION = '/oauth2/authorize/signin';
export const CONSENT_ACTION = '/oauth2/authorize/consent';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Brand Commerce sandbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
label { display: block; margin-top: .75rem; }
input[type=text], input[type=password] { width: 100%; padding: .4rem; box-sizing: border-box; }
.check label { display: inline; margin-left: .3rem; }
.error { color: #a00; border: 1px solid #a00; padding: .5rem; }
button { margin-top: 1rem; margin-right: .5rem; padding: .4rem 1.2rem; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

function errorBox(error: string | undefined): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
}

function hidden(pendingId: string): string {
  return `<input type="hidden" name="request" value="${escapeHtml(pendingId)}">`;
}

export function signInPage(o: {
  pendingId: string;
  clientName: string;
  error?: string | undefined;
  username?: string | undefined;
}): string {
  return layout(
    'Sign in',
    `<p>Sign in to let <strong>${escapeHtml(o.clientName)}</strong> access your account.</p>
${errorBox(o.error)}<form method="post" action="${SIGN_IN_ACTION}">
${hidden(o.pendingId)}
<label for="login">Login</label>
<input type="text" id="login" name="username" autocomplete="username" value="${escapeHtml(o.username ?? '')}" required>
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );
}

export interface ProfileChoice {
  id: number;
  name: string;
  checked: boolean;
}

export function consentPage(o: {
  pendingId: string;
  clientName: string;
  scopes: string[];
  offline: boolean;
  profiles: ProfileChoice[];
  error?: string | undefined;
}): string {
  const scopes = o.scopes
    .map((s) => `<li><code>${escapeHtml(s)}</code>: ${escapeHtml(KNOWN_SCOPES[s] ?? s)}</li>`)
    .join('\n');
  const profiles = o.profiles
    .map(
      (p) =>
        `<div class="check"><input type="checkbox" id="profile-${p.id}" name="profile" value="${p.id}"${p.checked ? ' checked' : ''}><label for="profile-${p.id}">${escapeHtml(p.name)}</label></div>`,
    )
    .join('\n');
  const offline = o.offline ? '<p>It will keep this access until you revoke it (offline access).</p>\n' : '';
  return layout(
    'Allow access',
    `<p><strong>${escapeHtml(o.clientName)}</strong> asks for access to:</p>
<ul id="scopes">
${scopes}
</ul>
${offline}${errorBox(o.error)}<form method="post" action="${CONSENT_ACTION}">
${hidden(o.pendingId)}
<fieldset>
<legend>Profiles it may use</legend>
${profiles}
</fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

export function errorPage(o: { message: string; fix: string }): string {
  return layout(
    'Authorization request refused',
    `<p class="error" role="alert">${escapeHtml(o.message)}</p>
<p>${escapeHtml(o.fix)}</p>
<p>Nothing was sent back to the application.</p>`,
  );
}
