// An OAuth-only server for the OAuth tests: a Fastify app with only the OAuth routes, an in-memory (or file) SQLite db,
// a fake profile list and a clock the test can move. Listens on 127.0.0.1, port 0.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { ensureOAuthClient, initOAuthSchema, registerOAuthRoutes } from '../../server/oauth/index.js';
import { basic, tokenRequest } from './tokens.js';

export const PROFILES = [
  { id: 12000001, name: 'Northwind Outlet' },
  { id: 12000002, name: 'Contoso & Sons <EU>' },
  { id: 12000003, name: 'Fabrikam Direct' },
];

export interface OAuthTestServer {
  baseUrl: string;
  db: Database.Database;
  creds: ReturnType<typeof ensureOAuthClient>;
  tokenTtl: number;
  clock: { now: () => number; advance: (ms: number) => void };
  close: () => Promise<void>;
}

export async function startOAuthServer(opts: { tokenTtl?: number; dbFile?: string } = {}): Promise<OAuthTestServer> {
  const db = new Database(opts.dbFile ?? ':memory:');
  let offset = 0;
  const clock = {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const tokenTtl = opts.tokenTtl ?? 3600;
  initOAuthSchema(db);
  const creds = ensureOAuthClient(db, { profileIds: PROFILES.map((p) => p.id), baseUrl: 'http://127.0.0.1' });
  const app = Fastify({ logger: false });
  // A sibling JSON route proves the OAuth plugin's form-only parsing stays encapsulated.
  app.post('/v1/echo', async (req) => ({ echoed: req.body }));
  registerOAuthRoutes(app, { db, tokenTtl, now: clock.now, profiles: () => PROFILES });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl: address,
    db,
    creds,
    tokenTtl,
    clock,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

/** POST /oauth2/token on the OAuth-only server with its registered client's Basic credentials (or `auth`). */
export async function oauthTokenRequest(
  server: OAuthTestServer,
  form: Record<string, string>,
  auth = basic(server.creds.clientId, server.creds.clientSecret),
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const r = await tokenRequest(server.baseUrl, server.creds, form, auth);
  if (r.json === undefined) throw new Error(`token endpoint answered ${r.status} without JSON: ${r.text}`);
  return { status: r.status, body: r.json as Record<string, unknown>, headers: r.headers };
}
