// The sandbox app may register its own form parser at the root; the OAuth plugin must still
// load (no duplicate-parser error) and leave the root parsers working for other routes.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { expect, it } from 'vitest';
import { ensureOAuthClient, registerOAuthRoutes } from '../../../server/oauth/index.js';
it('coexists with a root @fastify/formbody and other parsers in the same app', async () => {
  const db = new Database(':memory:');
  const creds = ensureOAuthClient(db, { profileIds: [1], baseUrl: 'x' });
  const app = Fastify();
  await app.register(formbody);
  app.addContentTypeParser('application/xml', { parseAs: 'string' }, (_r, b, d) => d(null, b));
  registerOAuthRoutes(app, { db, tokenTtl: 3600, now: Date.now, profiles: () => [{ id: 1, name: 'P' }] });
  app.post('/x', async (req) => ({ b: req.body }));
  await app.ready();
  const r = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: {
      authorization: 'Basic ' + Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64'),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `grant_type=refresh_token&refresh_token=${creds.refreshToken}`,
  });
  expect(r.statusCode).toBe(200);
  const x = await app.inject({
    method: 'POST',
    url: '/x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1',
  });
  expect(x.json()).toEqual({ b: { a: '1' } });
  const j = await app.inject({
    method: 'POST',
    url: '/x',
    headers: { 'content-type': 'application/json' },
    payload: '{"a":2}',
  });
  expect(j.json()).toEqual({ b: { a: 2 } });
  await app.close();
  db.close();
});
