// One sign-in through the grant screen (code flow 5.1 or implicit flow 5.3): the authorize
// URL with its state, and, once the window or the pasted address gives where the browser
// landed, the checked outcome turned into a TokenManager. The decisions themselves are
// main/auth's tested core (decideNavigation, completeCodeSignIn).
import { randomBytes } from 'node:crypto';
import {
  AuthError,
  buildAuthorizeUrl,
  checkServiceAddress,
  completeCodeSignIn,
  decideNavigation,
  refuseFailedAnswer,
  TokenManager,
  type ConnectionConfig,
  type ConnectionState,
  type ConnectionStore,
} from '../auth/index.js';
import type { HttpDispatcher } from '../net/index.js';

/** A new connection to sign in to, as the add-connection form gives it. */
export interface LoginRequest {
  name: string;
  baseUrl: string;
  clientId: string;
  clientSecret?: string | undefined;
  redirectUri: string;
  flow: 'code' | 'implicit';
  /** "Production (live data)" (issue 42); absent: on, as for any connection but the sandbox. */
  production?: boolean | undefined;
}

/** A connection from a developer-console refresh token, as the form gives it. */
export interface RefreshTokenRequest {
  name: string;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  production?: boolean | undefined;
}

/** A readable, unique id for a new connection: its name as a slug plus a random suffix. */
export function newId(name: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'connection';
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

/**
 * The sign-in of a new connection (or again of `existing`): the code flow's shared secret
 * stored first, then the authorize URL. The config itself is saved once the sign-in succeeds.
 */
export async function prepareSignIn(
  store: ConnectionStore,
  r: LoginRequest,
  existing?: ConnectionConfig,
): Promise<PendingSignIn> {
  checkServiceAddress(existing?.baseUrl ?? r.baseUrl); // before the shared secret is stored
  const config: ConnectionConfig = existing ?? {
    id: newId(r.name),
    name: r.name,
    kind: r.flow,
    baseUrl: r.baseUrl,
    clientId: r.clientId,
    redirectUri: r.redirectUri,
    profiles: [],
    ...(r.production !== undefined ? { production: r.production } : {}),
  };
  if (config.kind === 'code') {
    if (r.clientSecret) await store.setSecret(config.id, 'client-secret', r.clientSecret);
    else if (!existing)
      throw new AuthError(
        'invalid-config',
        { id: 'errors:auth.codeFlowNeedsSecret' },
        { id: 'errors:auth.codeFlowNeedsSecretHint' },
      );
  }
  return beginSignIn(config, config.kind === 'implicit' ? 'implicit' : 'code', Boolean(existing));
}

export interface PendingSignIn {
  config: ConnectionConfig;
  flow: 'code' | 'implicit';
  state: string;
  authorizeUrl: string;
}

export function beginSignIn(config: ConnectionConfig, flow: 'code' | 'implicit', forceApproval = false): PendingSignIn {
  if (!config.redirectUri)
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.noRedirect', params: { name: config.name } },
      { id: 'errors:auth.noRedirectHint' },
    );
  const { url, state } = buildAuthorizeUrl({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    redirectUri: config.redirectUri,
    flow,
    ...(config.scopes ? { scopes: config.scopes } : {}),
    forceApproval,
  });
  return { config, flow, state, authorizeUrl: url };
}

export async function finishSignIn(
  store: ConnectionStore,
  pending: PendingSignIn,
  landedUrl: string,
  onStateChange: (state: ConnectionState) => void,
  /** The connection's way to the service (proxy, certificates): the code exchange takes it too. */
  dispatcher?: HttpDispatcher,
): Promise<TokenManager> {
  const { config, flow, state } = pending;
  const decision = decideNavigation(landedUrl.trim(), { redirectUri: config.redirectUri!, expectedState: state, flow });
  if (flow === 'code') {
    const result = await completeCodeSignIn({
      store,
      config,
      decision,
      onStateChange,
      ...(dispatcher ? { dispatcher } : {}),
    });
    return result.tokens;
  }
  const answer = refuseFailedAnswer(decision);
  if (!('accessToken' in answer))
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.codeForImplicitFlow' },
      { id: 'errors:auth.checkKindHint' },
    );
  const tokens = new TokenManager({ baseUrl: config.baseUrl, clientId: config.clientId, onStateChange });
  tokens.setTokens({ accessToken: answer.accessToken, expiresIn: answer.expiresIn });
  await store.save(config);
  return tokens;
}

/** "Sign in again" for a saved connection: the login request it was made with; a pasted refresh token cannot be renewed. */
export function renewalRequest(config: ConnectionConfig): LoginRequest {
  if (config.kind === 'refresh-token')
    throw new AuthError(
      'sign-in-required',
      { id: 'errors:auth.pastedToken', params: { name: config.name } },
      { id: 'errors:auth.pastedTokenHint' },
    );
  return {
    name: config.name,
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    redirectUri: config.redirectUri ?? '',
    flow: config.kind === 'implicit' ? 'implicit' : 'code',
  };
}
