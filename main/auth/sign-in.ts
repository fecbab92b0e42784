import { AuthError } from './errors.js';
import type { ConnectionConfig } from './connection.js';
import type { ConnectionStore, SecretWriteResult } from './connection-store.js';
import { exchangeCode } from './token-endpoint.js';
import { TokenManager, type ConnectionState } from './token-manager.js';
import type { NavigationDecision } from './navigation.js';
import { refuseFailedAnswer } from './refused-answer.js';
import type { HttpDispatcher } from '../net/index.js';

export interface SignInResult {
  tokens: TokenManager;
  /** How the refresh token was kept: persisted false means session only (no keychain). */
  refreshTokenStorage: SecretWriteResult;
}

/**
 * Finishes the code flow after the login window saw the redirect: exchanges the code,
 * and stores the refresh token before anything else happens (it is issued once and cannot
 * be recovered; service-spec.md 5.1 step 5). The connection config is saved afterwards.
 */
export async function completeCodeSignIn(opts: {
  store: ConnectionStore;
  config: ConnectionConfig;
  decision: NavigationDecision;
  dispatcher?: HttpDispatcher;
  onStateChange?: (state: ConnectionState, error?: AuthError) => void;
}): Promise<SignInResult> {
  const { store, config, decision } = opts;
  const answer = refuseFailedAnswer(decision);
  if (!('code' in answer))
    throw new AuthError('invalid-config', { id: 'errors:auth.tokenForCodeFlow' }, { id: 'errors:auth.checkKindHint' });
  if (!config.redirectUri)
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.noRedirect', params: { name: config.name } },
      { id: 'errors:auth.noRedirectHint' },
    );
  const clientSecret = await store.getSecret(config.id, 'client-secret');
  if (!clientSecret)
    throw new AuthError(
      'invalid-config',
      { id: 'errors:auth.noSecret', params: { name: config.name } },
      { id: 'errors:auth.noSecretHint' },
    );

  const tokens = await exchangeCode({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret,
    code: answer.code,
    redirectUri: config.redirectUri,
    ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
  });
  // First thing: keep the refresh token. setSecret ignores an empty value, so a missing
  // one never erases a good token stored earlier.
  const refreshTokenStorage = await store.setSecret(config.id, 'refresh-token', tokens.refreshToken);
  await store.save(config);
  const refreshToken = tokens.refreshToken ?? (await store.getSecret(config.id, 'refresh-token'));
  const manager = new TokenManager({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret,
    ...(refreshToken ? { refreshToken } : {}),
    ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
    ...(opts.onStateChange ? { onStateChange: opts.onStateChange } : {}),
  });
  manager.setTokens(tokens);
  return { tokens: manager, refreshTokenStorage };
}

/** A TokenManager for a saved connection whose secrets are in the store (code, refresh-token, sandbox kinds). */
export async function tokenManagerFor(
  store: ConnectionStore,
  config: ConnectionConfig,
  opts: {
    dispatcher?: HttpDispatcher;
    onStateChange?: (state: ConnectionState, error?: AuthError) => void;
  } = {},
): Promise<TokenManager> {
  const clientSecret = config.kind === 'implicit' ? undefined : await store.getSecret(config.id, 'client-secret');
  const refreshToken = config.kind === 'implicit' ? undefined : await store.getSecret(config.id, 'refresh-token');
  return new TokenManager({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    ...(clientSecret ? { clientSecret } : {}),
    ...(refreshToken ? { refreshToken } : {}),
    ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
    ...(opts.onStateChange ? { onStateChange: opts.onStateChange } : {}),
  });
}
