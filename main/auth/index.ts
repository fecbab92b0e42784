// main/auth: OAuth flows, token lifecycle and the OS keychain. Plain Node (no electron):
// the login window in main/app/ drives buildAuthorizeUrl + decideNavigation + completeCodeSignIn.
export { AuthError, type AuthErrorCode } from './errors.js';
export { redact, registerSecret, forgetSecret } from '../../shared/security/index.js';
export { checkServiceAddress } from './service-address.js';
export { buildAuthorizeUrl, randomState, DEFAULT_SCOPES, type AuthorizeUrlOptions } from './authorize-url.js';
export { decideNavigation, isRedirectTarget, type NavigationDecision, type NavigationContext } from './navigation.js';
export { parseImplicitFragment, type ImplicitToken } from './implicit-fragment.js';
export {
  basicAuthHeader,
  exchangeCode,
  refreshAccessToken,
  parseTokenError,
  tokenFailureToError,
  type TokenResponse,
  type TokenEndpointOptions,
  type TokenEndpointFailure,
} from './token-endpoint.js';
export type { TokenSource } from './token-source.js';
export { TokenManager, type ConnectionState, type TokenManagerOptions } from './token-manager.js';
export {
  ConnectionConfigSchema,
  ConnectionKind,
  isProduction,
  type ConnectionConfig,
  type SecretKind,
} from './connection.js';
export { ConnectionStore, CONNECTIONS_FILE, type SecretWriteResult } from './connection-store.js';
export { openSecretVault, KeychainVault, MemoryVault, KEYCHAIN_SERVICE, type SecretVault } from './secret-vault.js';
export { loadCredentialsFile, SECRET_ENV, REFRESH_TOKEN_ENV, type FileCredentials } from './credentials-file.js';
export { refuseFailedAnswer, type GrantedAnswer } from './refused-answer.js';
export { completeCodeSignIn, tokenManagerFor, type SignInResult } from './sign-in.js';
