// The sandbox's OAuth 2.0 authorization server (service-spec.md section 5); server/app uses these.
// The schema and the token check are storage's (server/storage/oauth-*.ts), passed on here.
export type { TokenGrant, OAuthDeps } from './types.js';
export { initOAuthSchema } from '../storage/oauth-schema.js';
export { ensureOAuthClient, SANDBOX_REDIRECT_URI } from './client.js';
export { registerOAuthRoutes } from './routes.js';
export { verifyAccessToken } from '../storage/oauth-grants.js';
