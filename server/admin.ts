// Sandbox-only admin endpoints for tests (docs/internal-apis.md): mutation counts per key,
// /v1 request counts per profile (batch parts included), a reset, and the sandbox's clock
// (moved forward so refresh tokens lapse for non-use without waiting days). No OAuth, but
// only callers on the loopback interface are answered, and a POST only with a JSON content
// type: a browser page can send a cross-site text/plain POST without asking (no CORS
// preflight), so without that check any web page could reset or move the sandbox.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxClock } from './clock.js';
import type { Limits } from './http/limits.js';
import { mutationCounts, resetMutationCounts } from './storage/mutation-counts.js';
import type { SandboxDb } from './storage/sandbox-db.js';

/** A JSON media type (application/json, optionally with parameters such as charset). */
function json(req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '');
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

function loopback(req: FastifyRequest): boolean {
  const ip = req.socket?.remoteAddress ?? req.ip;
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

export function registerAdmin(app: FastifyInstance, db: SandboxDb, limits: Limits, clock: SandboxClock): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/admin/') && !loopback(req)) {
      await reply.code(403).send({ Message: 'The admin endpoints answer only on 127.0.0.1.' });
    } else if (req.url.startsWith('/admin/') && req.method !== 'GET' && req.method !== 'HEAD' && !json(req)) {
      await reply.code(415).send({
        Message: 'The admin endpoints take a POST only with the header Content-Type: application/json (send {}).',
      });
    }
  });
  app.get('/admin/mutations', async () => mutationCounts(db));
  app.get('/admin/requests', async () =>
    Object.fromEntries([...limits.requestsByProfile].map(([id, n]) => [String(id), n])),
  );
  app.post('/admin/reset-counters', async (_req, reply) => {
    resetMutationCounts(db);
    limits.resetCounters();
    return reply.code(204).send();
  });
  app.get('/admin/clock', async () => ({ now: new Date(clock.now()).toISOString() }));
  // { "advanceDays": n } or { "advanceSeconds": n }: the clock only ever moves by what is asked.
  app.post('/admin/clock', async (req, reply) => {
    const body = (req.body ?? {}) as { advanceDays?: unknown; advanceSeconds?: unknown };
    const days = Number(body.advanceDays ?? 0);
    const seconds = Number(body.advanceSeconds ?? 0);
    if (!Number.isFinite(days) || !Number.isFinite(seconds))
      return reply.code(400).send({ Message: 'Send {"advanceDays": n} or {"advanceSeconds": n}.' });
    return { now: new Date(clock.advance(days * 86_400_000 + seconds * 1000)).toISOString() };
  });
}
