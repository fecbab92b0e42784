import { randomBytes } from 'node:crypto';
import { AuthError } from './errors.js';

export const DEFAULT_SCOPES = ['inventory', 'orders'] as const;

export interface AuthorizeUrlOptions {
  baseUrl: string; // the service's base address; /oauth2/authorize sits on it
  clientId: string;
  redirectUri: string;
  flow: 'code' | 'implicit';
  scopes?: readonly string[];
  state?: string; // generated when absent
  forceApproval?: boolean; // the refresh token was lost: send the user through the grant screen again
}

/** An unguessable anti-forgery value for the `state` parameter. */
export function randomState(): string {
  return randomBytes(24).toString('base64url');
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A service address typed by a person must be https: (or http: on this machine, for a
 * sandbox) before a grant screen built from it is opened: over plain http the consent, the
 * code and the password would cross the network readable, and a typo ('htp://', 'javascript:')
 * must not reach the system browser at all.
 */
export function checkServiceAddress(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new AuthError(
      'invalid-config',
      `The service address "${baseUrl}" is not a web address.`,
      'Enter the address as https://host (for example https://api.example.com).',
    );
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return url;
  throw new AuthError(
    'invalid-config',
    `The service address "${baseUrl}" is not https.`,
    url.protocol === 'http:'
      ? 'Use https:// (plain http is only for a sandbox on this machine: localhost or 127.0.0.1).'
      : 'Enter the address as https://host.',
  );
}

/** Builds the authorize URL of service-spec.md 5.1 (code) or 5.3 (implicit) and the state it carries. */
export function buildAuthorizeUrl(opts: AuthorizeUrlOptions): { url: string; state: string } {
  const state = opts.state ?? randomState();
  const url = new URL('/oauth2/authorize', checkServiceAddress(opts.baseUrl));
  const p = url.searchParams;
  p.set('client_id', opts.clientId);
  p.set('response_type', opts.flow === 'code' ? 'code' : 'token');
  // Only the code flow can yield a refresh token, and only when offline access is asked for.
  if (opts.flow === 'code') p.set('access_type', 'offline');
  p.set('scope', (opts.scopes ?? DEFAULT_SCOPES).join(' '));
  p.set('redirect_uri', opts.redirectUri);
  p.set('state', state);
  if (opts.forceApproval && opts.flow === 'code') p.set('approval_prompt', 'force');
  return { url: url.toString(), state };
}
