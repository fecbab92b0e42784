// The sandbox's Fastify application: body parsers for the service's media types, error
// bodies for framework-level failures, OAuth, the admin endpoints and the /v1 pipeline.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerOAuthRoutes } from './oauth/index.js';
import { registerAdmin } from './admin.js';
import { profileNames } from './storage/credential-profiles.js';
import { noRouteBody } from './http/errors.js';
import type { Limits } from './http/limits.js';
import { checkHost } from './http/host-check.js';
import { errorReply, send } from './http/send.js';
import { MAX_PDF_BYTES } from './v1/channel-documents.js';
import { MAX_BODY_BYTES, unexpectedError } from './v1/framework-errors.js';
import type { SandboxState } from './v1/context.js';
import { PART_HEADER } from './v1/deps.js';
import { registerV1 } from './v1/dispatch.js';

/**
 * Node's default 16 KiB header limit covers the request line too, so a very long $filter
 * would get Node's bare 431 before the service's own 414 check (server/v1/query.ts) runs.
 */
const MAX_HEADER_BYTES = 1 << 20;

export interface Stats {
  requests: number;
  byStatus: Record<string, number>;
}

export function buildApp(
  state: SandboxState,
  limits: Limits,
  stats: Stats,
  https?: { key: string; cert: string },
): FastifyInstance {
  // With --tls the same application is served over HTTPS (server/http/sandbox-tls.ts).
  const app = Fastify({
    ...(https ? { https } : {}),
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 100_000 },
    http: { maxHeaderSize: MAX_HEADER_BYTES },
  });
  app.addContentTypeParser('multipart/mixed', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  const partSecret = randomBytes(16).toString('hex');
  checkHost(app, state.baseUrl, (headers) => headers[PART_HEADER] === partSecret);

  app.setErrorHandler((err: FastifyError, req, reply) =>
    send(reply, errorReply(unexpectedError(err, req.url, req.headers['content-type']))),
  );
  app.setNotFoundHandler((req, reply) => reply.code(404).send(noRouteBody(`${state.baseUrl()}${req.url}`)));
  app.addHook('onResponse', async (req, reply) => {
    if (req.headers[PART_HEADER] !== undefined) return;
    stats.requests++;
    const key = String(reply.statusCode);
    stats.byStatus[key] = (stats.byStatus[key] ?? 0) + 1;
  });

  registerOAuthRoutes(app, {
    db: state.db,
    tokenTtl: state.options.tokenTtl,
    now: state.now,
    strict: state.options.strict,
    refreshIdleMs: state.options.refreshTokenIdleDays * 86_400_000,
    profiles: () => profileNames(state.db),
  });
  registerAdmin(app, state.db, limits, state.clock);
  registerV1({ state, limits, partSecret, app });
  return app;
}
