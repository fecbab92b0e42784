// The sandbox's OAuth 2.0 authorization server (service-spec.md section 5); server/app uses these.
export type { TokenGrant, OAuthDeps } from './types.js';
export { initOAuthSchema } from './schema.js';
export { ensureOAuthClient, SANDBOX_REDIRECT_URI } from './client.js';
export { registerOAuthRoutes } from './routes.js';
export { verifyAccessToken } from './grants.js';
