// registerOAuthRoutes: the authorization server as an encapsulated Fastify plugin, so its
// form-body parsing and error pages do not leak into (or clash with) the /v1 routes.
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { registerAuthorizeRoutes } from './authorize-routes.js';
import { sendHtml, sendOAuthError } from './http.js';
import { errorPage } from './pages.js';
import { registerTokenRoute } from './token-route.js';
import type { OAuthDeps } from './types.js';

/** Adds /oauth2/authorize (GET, POST, and the grant screen's steps) and POST /oauth2/token. Call before listen/ready. */
export function registerOAuthRoutes(app: FastifyInstance, deps: OAuthDeps): void {
  app.register(async (scope) => {
    // Only form bodies are understood here; anything else is read, dropped, and refused by the routes
    // with an OAuth-style answer instead of Fastify's 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));
    await scope.register(formbody, { bodyLimit: 64 * 1024 });

    scope.setErrorHandler((err: FastifyError, req, reply) => {
      const status =
        err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'OAuth route failed');
      const message = status === 500 ? 'The authorization server failed on this request; try again.' : err.message;
      if (req.url.startsWith('/oauth2/token')) {
        return sendOAuthError(reply, status, status === 500 ? 'server_error' : 'invalid_request', message);
      }
      return sendHtml(reply, status, errorPage({ message, fix: 'Start again from the application.' }));
    });

    registerAuthorizeRoutes(scope, deps);
    registerTokenRoute(scope, deps);
  });
}
