import { parseImplicitFragment } from './implicit-fragment.js';

export type NavigationDecision =
  | 'not-ours'
  | 'state-mismatch'
  | { code: string; state?: string }
  | { error: string; description?: string }
  | { accessToken: string; expiresIn: number; state: string; tokenType: string };

export interface NavigationContext {
  redirectUri: string;
  expectedState: string;
  flow: 'code' | 'implicit';
}

/** True when url is the registered redirect URI (scheme, host, port and path; query and fragment ignored). */
export function isRedirectTarget(url: URL, redirectUri: string): boolean {
  const target = new URL(redirectUri);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return (
    url.protocol === target.protocol &&
    url.host.toLowerCase() === target.host.toLowerCase() &&
    trim(url.pathname) === trim(target.pathname)
  );
}

/**
 * Decides what a navigation inside the login window means. The login window calls this
 * for every URL it is about to load: anything but the redirect URI is 'not-ours' and
 * loads normally; the redirect URI carries the outcome, which is checked against the
 * state we sent before it is trusted.
 */
export function decideNavigation(rawUrl: string, ctx: NavigationContext): NavigationDecision {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'not-ours';
  }
  if (!isRedirectTarget(url, ctx.redirectUri)) return 'not-ours';
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const pick = (name: string) => query.get(name) ?? fragment.get(name);
  const state = pick('state');

  // An error (the user pressed Deny) is reported even without a state: nothing is granted
  // by it, and the user needs to hear why the login ended.
  const error = pick('error');
  if (error) {
    const description = pick('error_description');
    return description ? { error, description } : { error };
  }
  if (state !== ctx.expectedState) return 'state-mismatch';

  if (ctx.flow === 'implicit') {
    const token = parseImplicitFragment(rawUrl);
    if (!token)
      return { error: 'invalid_response', description: 'The redirect carried neither an access token nor an error.' };
    return { accessToken: token.accessToken, expiresIn: token.expiresIn, state, tokenType: token.tokenType };
  }
  const code = query.get('code');
  if (!code) return { error: 'invalid_response', description: 'The redirect carried neither a code nor an error.' };
  return { code, state };
}
