// Sandbox-only admin endpoints for tests (docs/internal-apis.md): mutation counts per key,
// /v1 request counts per profile (batch parts included), and a reset. No OAuth, but only
// callers on the loopback interface are answered.
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limits } from './http/limits.js';

function loopback(req: FastifyRequest): boolean {
  const ip = req.socket?.remoteAddress ?? req.ip;
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

export function registerAdmin(app: FastifyInstance, db: Database.Database, limits: Limits): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/admin/') && !loopback(req)) {
      await reply.code(403).send({ Message: 'The admin endpoints answer only on 127.0.0.1.' });
    }
  });
  app.get('/admin/mutations', async () => {
    const rows = db.prepare('SELECT key, count FROM mutation_counts ORDER BY key').all() as {
      key: string;
      count: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.key, r.count]));
  });
  app.get('/admin/requests', async () =>
    Object.fromEntries([...limits.requestsByProfile].map(([id, n]) => [String(id), n])),
  );
  app.post('/admin/reset-counters', async (_req, reply) => {
    db.prepare('DELETE FROM mutation_counts').run();
    limits.resetCounters();
    return reply.code(204).send();
  });
}
