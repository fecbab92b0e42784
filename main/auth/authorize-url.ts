import { randomBytes } from 'node:crypto';
import { checkServiceAddress } from './service-address.js';

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
